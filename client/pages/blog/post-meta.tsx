import { HStack, Text } from '@chakra-ui/react'
import { CalendarDays, Clock } from 'lucide-react'
import { formatHungarianDate } from '../../../shared/hungarian-date'
import { readingTimeMinutes } from '../../../shared/reading-time'
import type { BlogPost } from '../../../shared/schemas/blog'

export function readingTimeLabel(post: Pick<BlogPost, 'content' | 'excerpt'>): string {
  return `${readingTimeMinutes(post.content ?? post.excerpt)} perc olvasás`
}

/** Date and reading time; with `author`, the author too. */
export function PostMeta({ post, author = false }: { post: BlogPost; author?: boolean }) {
  return (
    <HStack gap="4" wrap="wrap" fontSize="sm" color="fg.muted">
      {author && <Text fontWeight="medium">{post.author}</Text>}
      <HStack gap="1.5">
        <CalendarDays size={16} aria-hidden="true" />
        <time dateTime={post.date}>{formatHungarianDate(post.date)}</time>
      </HStack>
      <HStack gap="1.5" data-testid="reading-time">
        <Clock size={16} aria-hidden="true" />
        <Text as="span">{readingTimeLabel(post)}</Text>
      </HStack>
    </HStack>
  )
}
