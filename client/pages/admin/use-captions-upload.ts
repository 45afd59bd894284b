import { useState } from 'react'
import { CaptionsMessages, webVttProblem } from '../../../shared/webinar/captions'
import { toaster } from '../../components/ui/toaster'
import { readAsDataUrl } from '../../lib/read-as-data-url'
import { trpc } from '../../lib/trpc'

/**
 * Uploads a picked WebVTT file (`admin.uploadCaptions`, stored by its hash) and answers its address; null when
 * refused, with the reason in `error`. The server checks the file again; the check here only answers at once.
 */
export function useCaptionsUpload() {
  const upload = trpc.admin.uploadCaptions.useMutation()
  const [error, setError] = useState<string | null>(null)

  const send = async (file: File): Promise<string | null> => {
    const problem = webVttProblem(new Uint8Array(await file.arrayBuffer()))
    if (problem) return refuse(problem)
    setError(null)
    try {
      return (await upload.mutateAsync({ dataUrl: await readAsDataUrl(file) })).url
    } catch (failure) {
      console.warn(CaptionsMessages.uploadFailed, failure)
      toaster.error({ title: CaptionsMessages.uploadFailed })
      return refuse(failure instanceof Error && failure.message ? failure.message : CaptionsMessages.uploadFailed)
    }
  }

  function refuse(message: string): null {
    setError(message)
    return null
  }

  return { send, pending: upload.isPending, error }
}
