import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { Copy, Link2, Link2Off } from 'lucide-react'
import { useState } from 'react'
import { BLOG_PREVIEW_PATH } from '../../../shared/blog-preview-path'
import { toaster } from '../../components/ui/toaster'
import { trpc } from '../../lib/trpc'
import { AdminField, AdminInput } from './admin-ui'

const PreviewLinkMessages = {
  copied: 'Preview link copied',
  copyFailed: 'The link could not be copied; select it and copy it by hand',
  failed: 'The preview link could not be changed',
  revoked: 'Preview link revoked: it no longer opens the post',
  revokeConfirm: 'Revoke the preview link? Whoever has it can no longer open the post.',
} as const

/**
 * The post's secret preview link: made here and shown once (the server keeps only its hash), so a new one replaces
 * the old; revoking closes it. It shows the post as it will look, whatever its status.
 */
export function BlogPreviewLink({ postId, hasPreviewLink }: { postId: number; hasPreviewLink: boolean }) {
  const [url, setUrl] = useState<string | null>(null)
  const [open, setOpen] = useState(hasPreviewLink)
  const create = trpc.blog.createPreviewLink.useMutation()
  const revoke = trpc.blog.revokePreviewLink.useMutation()

  const makeLink = async () => {
    try {
      const { token } = await create.mutateAsync({ id: postId })
      setUrl(`${window.location.origin}${BLOG_PREVIEW_PATH}#${token}`)
      setOpen(true)
    } catch (error) {
      console.error(PreviewLinkMessages.failed, error)
      toaster.error({ title: PreviewLinkMessages.failed })
    }
  }
  const revokeLink = async () => {
    if (!window.confirm(PreviewLinkMessages.revokeConfirm)) return
    try {
      await revoke.mutateAsync({ id: postId })
      setUrl(null)
      setOpen(false)
      toaster.create({ type: 'success', title: PreviewLinkMessages.revoked })
    } catch (error) {
      console.error(PreviewLinkMessages.failed, error)
      toaster.error({ title: PreviewLinkMessages.failed })
    }
  }
  const copy = (link: string) =>
    navigator.clipboard.writeText(link).then(
      () => toaster.create({ type: 'success', title: PreviewLinkMessages.copied }),
      () => toaster.error({ title: PreviewLinkMessages.copyFailed }),
    )

  return (
    <Stack gap="3" data-testid="preview-link">
      {url ? (
        <AdminField label="Preview link" helper="Anyone with this link can read the post; it is shown only now.">
          <HStack>
            <AdminInput
              readOnly
              value={url}
              fontFamily="mono"
              fontSize="sm"
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button size="sm" variant="outline" onClick={() => void copy(url)}>
              <Copy aria-hidden="true" /> Copy
            </Button>
          </HStack>
        </AdminField>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {open
            ? 'A preview link is open. It is shown only when made: make a new one to copy it (the old one stops working).'
            : 'No preview link. Make one to show the post, as it will look, to someone without an account.'}
        </Text>
      )}
      <HStack gap="3" wrap="wrap">
        <Button size="sm" variant="outline" loading={create.isPending} onClick={() => void makeLink()}>
          <Link2 aria-hidden="true" /> {open ? 'New preview link' : 'Create preview link'}
        </Button>
        {open && (
          <Button
            size="sm"
            variant="ghost"
            colorPalette="red"
            loading={revoke.isPending}
            onClick={() => void revokeLink()}
          >
            <Link2Off aria-hidden="true" /> Revoke preview link
          </Button>
        )}
      </HStack>
    </Stack>
  )
}
