import { useState } from 'react'
import { BLOG_COVER_MAX_BYTES, BlogCoverMessages } from '../../../shared/blog-covers'
import { toaster } from '../../components/ui/toaster'
import { readAsDataUrl } from '../../lib/read-as-data-url'
import { trpc } from '../../lib/trpc'

export const PICTURE_ONLY_MESSAGE = 'The file must be an image'

/**
 * Uploads a picked picture through the covers' pipeline (`blog.uploadCover`: re-encoded, EXIF dropped, stored by
 * hash) and answers its addresses; null when refused, with the reason in `error`. The server judges the picture by
 * its content; the checks here only answer at once.
 */
export function usePictureUpload() {
  const upload = trpc.blog.uploadCover.useMutation()
  const [error, setError] = useState<string | null>(null)

  const send = async (file: File): Promise<{ image: string; fullImage: string } | null> => {
    if (!file.type.startsWith('image/')) return refuse(PICTURE_ONLY_MESSAGE)
    if (file.size > BLOG_COVER_MAX_BYTES) return refuse(BlogCoverMessages.tooLarge)
    setError(null)
    try {
      return await upload.mutateAsync({ dataUrl: await readAsDataUrl(file) })
    } catch (failure) {
      // A refused file is the admin's to fix (the message says how), not a fault of the page.
      console.warn(BlogCoverMessages.uploadFailed, failure)
      toaster.error({ title: BlogCoverMessages.uploadFailed })
      return refuse(failure instanceof Error && failure.message ? failure.message : BlogCoverMessages.uploadFailed)
    }
  }

  function refuse(message: string): null {
    setError(message)
    return null
  }

  return { send, pending: upload.isPending, error, setError }
}

export type PictureUpload = ReturnType<typeof usePictureUpload>
