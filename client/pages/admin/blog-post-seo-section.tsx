import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { X } from 'lucide-react'
import {
  META_DESCRIPTION_DISPLAY_LIMIT,
  META_DESCRIPTION_MAX_LENGTH,
  META_TITLE_DISPLAY_LIMIT,
  META_TITLE_MAX_LENGTH,
} from '../../../shared/blog-seo'
import { BLOG_SLUG_MAX_LENGTH, slugFromTitle } from '../../../shared/blog-slug'
import { fullTitle } from '../../../shared/page-head'
import type { BlogPost } from '../../../shared/schemas/blog'
import { AdminField, AdminInput, AdminTextarea } from './admin-ui'
import { PictureFileField } from './picture-file-field'
import { usePictureUpload } from './use-picture-upload'

/** The editor's SEO fields as typed; empty ones fall back to the title, excerpt, cover and (new posts) title slug. */
export interface BlogPostSeoDraft {
  slug: string
  metaTitle: string
  metaDescription: string
  socialImage: string
}

export const EMPTY_SEO_DRAFT: BlogPostSeoDraft = { slug: '', metaTitle: '', metaDescription: '', socialImage: '' }

export function seoDraftOf(
  post: Pick<BlogPost, 'slug' | 'metaTitle' | 'metaDescription' | 'socialImage'>,
): BlogPostSeoDraft {
  return {
    slug: post.slug,
    metaTitle: post.metaTitle ?? '',
    metaDescription: post.metaDescription ?? '',
    socialImage: post.socialImage ?? '',
  }
}

interface SeoSectionProps {
  value: BlogPostSeoDraft
  /** The fields changed, applied to the draft as it is then (an upload answers after other typing). */
  onChange: (changes: Partial<BlogPostSeoDraft>) => void
  /** What shows where a field is empty. */
  title: string
  excerpt: string
  /** Null for a post not saved yet. */
  postId: number | null
}

/** How long a text is against what Google shows of it: "54 / 60", red past the limit. */
function DisplayCount({ length, limit, label }: { length: number; limit: number; label: string }) {
  return (
    <Text fontSize="sm" color={length > limit ? 'fg.error' : 'fg.muted'} aria-live="polite">
      {label}: {length} / {limit} characters{length > limit ? ' (Google cuts it short)' : ''}
    </Text>
  )
}

/**
 * Search and sharing: the slug (a changed one leaves the old address redirecting), the title and description
 * search results and link previews show, with the length Google shows of each, and the link previews' picture.
 */
export function BlogPostSeoSection({ value, onChange, title, excerpt, postId }: SeoSectionProps) {
  const set = onChange
  const picture = usePictureUpload()
  const shownTitle = fullTitle(value.metaTitle.trim() || title.trim())
  const shownDescription = value.metaDescription.trim() || excerpt.trim()
  const slugShown = slugFromTitle(value.slug.trim() || title)

  return (
    <Stack as="section" gap="4" aria-labelledby="seo-heading" borderTopWidth="1px" pt="4">
      <Heading as="h3" id="seo-heading" size="md" color="ink">
        Search and sharing
      </Heading>
      <AdminField
        label="Slug"
        helper={`Address: /blog/${postId ?? '{id}'}/${slugShown}. Empty: made from the title; typed words are made a slug the same way. A changed slug leaves the old address redirecting here.`}
      >
        <AdminInput
          value={value.slug}
          placeholder={slugFromTitle(title)}
          maxLength={BLOG_SLUG_MAX_LENGTH}
          onChange={(event) => set({ slug: event.target.value })}
          onBlur={() => {
            if (value.slug.trim() !== '' && slugFromTitle(value.slug) !== value.slug)
              set({ slug: slugFromTitle(value.slug) })
          }}
        />
      </AdminField>
      <AdminField label="Meta title" helper="Empty: the post's title">
        <AdminInput
          value={value.metaTitle}
          placeholder={title}
          maxLength={META_TITLE_MAX_LENGTH}
          onChange={(event) => set({ metaTitle: event.target.value })}
        />
      </AdminField>
      <DisplayCount length={shownTitle.length} limit={META_TITLE_DISPLAY_LIMIT} label={`Title "${shownTitle}"`} />
      <AdminField label="Meta description" helper="Empty: the excerpt">
        <AdminTextarea
          value={value.metaDescription}
          placeholder={excerpt}
          maxLength={META_DESCRIPTION_MAX_LENGTH}
          onChange={(event) => set({ metaDescription: event.target.value })}
        />
      </AdminField>
      <DisplayCount length={shownDescription.length} limit={META_DESCRIPTION_DISPLAY_LIMIT} label="Description" />
      <PictureFileField
        label="Social image"
        helper="Cut to 1200 × 630 for link previews. Empty: the cover."
        picture={picture}
        uploadingText="Uploading the social image…"
        onFile={async (file, input) => {
          const uploaded = await picture.send(file)
          if (uploaded) set({ socialImage: uploaded.fullImage })
          else input.value = ''
        }}
      />
      {value.socialImage && !picture.pending && (
        <HStack align="start" gap="3">
          <Box asChild maxH="32" rounded="md">
            <img src={value.socialImage} alt="Social image preview" data-testid="social-image-preview" />
          </Box>
          <Button size="sm" variant="ghost" onClick={() => set({ socialImage: '' })}>
            <X aria-hidden="true" /> Use the cover
          </Button>
        </HStack>
      )}
    </Stack>
  )
}
