import { Badge, SimpleGrid } from '@chakra-ui/react'
import { BLOG_POST_STATUS_LABELS, type BlogPostStatus } from '../../../shared/blog-publication'
import { formatBudapestDateTime } from '../../../shared/funnel/webinar-calendar'
import { AdminField, AdminInput, AdminSelect } from './admin-ui'
import type { PublicationDraft } from './blog-publication-draft'
import { publishingChoices } from './blog-save-actions'

/** "Publishing": what the primary save makes of the post, and for a scheduled one "Publish at" in Budapest time. */
export function BlogPublicationFields({
  value,
  liveStatus,
  onChange,
}: {
  value: PublicationDraft
  liveStatus: BlogPostStatus | null
  onChange: (value: PublicationDraft) => void
}) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <AdminField label="Publishing">
        <AdminSelect
          value={value.status}
          onChange={(event) => onChange({ ...value, status: event.target.value as BlogPostStatus })}
        >
          {publishingChoices(liveStatus).map(({ status, label }) => (
            <option key={status} value={status}>
              {label}
            </option>
          ))}
        </AdminSelect>
      </AdminField>
      {value.status === 'scheduled' && (
        <AdminField label="Publish at" helper="Budapest time">
          <AdminInput
            type="datetime-local"
            value={value.publishAtLocal}
            onChange={(event) => onChange({ ...value, publishAtLocal: event.target.value })}
          />
        </AdminField>
      )}
    </SimpleGrid>
  )
}

const STATUS_PALETTES: Record<BlogPostStatus, string> = { draft: 'gray', scheduled: 'orange', published: 'green' }

/** The admin list's badge: the status, and for a scheduled post when it goes public. */
export function BlogPostStatusBadge({ status, publishAt }: { status: BlogPostStatus; publishAt: string | null }) {
  return (
    <Badge colorPalette={STATUS_PALETTES[status]} variant="subtle" data-testid="post-status">
      {BLOG_POST_STATUS_LABELS[status]}
      {status === 'scheduled' && publishAt && ` · ${formatBudapestDateTime(publishAt)}`}
    </Badge>
  )
}
