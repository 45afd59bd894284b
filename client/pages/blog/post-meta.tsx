import { HStack, Text } from '@chakra-ui/react'
import { CalendarDays, Clock } from 'lucide-react'
import { formatHungarianDate } from '../../../shared/hungarian-date'
import type { BlogPostSummary } from '../../../shared/schemas/blog'

/** Date and reading time (counted by the server); with `author`, the author too. */
export function PostMeta({ post, author }: { post: BlogPostSummary; author?: string | undefined }) {
  return (
    <HStack gap="4" wrap="wrap" fontSize="sm" color="fg.muted">
      {author && <Text fontWeight="medium">{author}</Text>}
      <HStack gap="1.5">
        <CalendarDays size={16} aria-hidden="true" />
        <time dateTime={post.date}>{formatHungarianDate(post.date)}</time>
      </HStack>
      <HStack gap="1.5" data-testid="reading-time">
        <Clock size={16} aria-hidden="true" />
        <Text as="span">{post.readingMinutes} perc olvasás</Text>
      </HStack>
    </HStack>
  )
}
