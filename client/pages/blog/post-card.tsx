import {
  Badge,
  Box,
  Heading,
  HStack,
  Image,
  LinkBox,
  LinkOverlay,
  Skeleton,
  SkeletonText,
  Stack,
  Text,
} from '@chakra-ui/react'
import { Link } from 'wouter'
import { blogPostPath } from '../../../shared/blog'
import type { BlogPostSummary } from '../../../shared/schemas/blog'
import { PostMeta } from './post-meta'

export interface PostCardProps {
  post: BlogPostSummary
  headingLevel?: 'h2' | 'h3'
  /** The latest article on /blog: a wide card with the cover beside the text. */
  featured?: boolean
}

export function PostCard({ post, headingLevel = 'h2', featured = false }: PostCardProps) {
  return (
    <LinkBox
      as="article"
      data-testid={featured ? 'latest-post-card' : 'post-card'}
      display="flex"
      flexDirection={featured ? { base: 'column', md: 'row' } : 'column'}
      bg="white"
      borderWidth="1px"
      borderColor="border"
      borderRadius="xl"
      overflow="hidden"
      transition="box-shadow 0.2s, transform 0.2s"
      _hover={{ boxShadow: 'lg', transform: 'translateY(-2px)' }}
    >
      <Image
        src={post.image}
        alt=""
        aspectRatio={featured ? { base: 16 / 9, md: 4 / 3 } : 16 / 9}
        width={featured ? { base: '100%', md: '45%' } : '100%'}
        objectFit="cover"
        bg="brand.subtle"
        loading={featured ? 'eager' : 'lazy'}
      />
      <Stack gap="3" p={featured ? { base: '5', md: '8' } : '5'} flex="1" justify={featured ? 'center' : 'start'}>
        <HStack gap="2" wrap="wrap">
          {featured && (
            <Badge bg="accent.700" color="white">
              Legfrissebb cikk
            </Badge>
          )}
          <Badge colorPalette="brand" variant="subtle">
            {post.category}
          </Badge>
        </HStack>
        <Heading as={headingLevel} size={featured ? '2xl' : 'lg'} color="ink" lineHeight="1.3">
          <LinkOverlay asChild>
            <Link href={blogPostPath(post)}>{post.title}</Link>
          </LinkOverlay>
        </Heading>
        <Text color="fg.muted" lineClamp={featured ? 4 : 3}>
          {post.excerpt}
        </Text>
        <PostMeta post={post} />
      </Stack>
    </LinkBox>
  )
}

export function PostCardSkeleton() {
  return (
    <Box
      data-testid="blog-skeleton"
      aria-hidden="true"
      borderWidth="1px"
      borderColor="border"
      borderRadius="xl"
      overflow="hidden"
      bg="white"
    >
      <Skeleton aspectRatio={16 / 9} width="100%" />
      <Stack gap="3" p="5">
        <Skeleton height="5" width="30%" />
        <Skeleton height="6" width="90%" />
        <SkeletonText noOfLines={3} />
      </Stack>
    </Box>
  )
}
