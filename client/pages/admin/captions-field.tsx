import { HStack, SimpleGrid, Spinner, Text } from '@chakra-ui/react'
import { CAPTIONS_MAX_KILOBYTES } from '../../../shared/webinar/captions'
import { AdminField, AdminInput } from './admin-ui'
import { useCaptionsUpload } from './use-captions-upload'

/**
 * "Captions (WebVTT)": the address of a .vtt file (a path on this site or an https URL), typed, or filled in by
 * uploading one. Empty: no captions.
 */
export function CaptionsField({
  captionsUrl,
  error,
  onChange,
}: {
  captionsUrl: string | null
  error?: string
  onChange: (captionsUrl: string | null) => void
}) {
  const upload = useCaptionsUpload()
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" alignItems="start">
      <AdminField
        label="Captions (WebVTT)"
        error={error}
        helper="Hungarian captions: a .vtt file's https://… address or a path on this site; empty for none."
      >
        <AdminInput
          value={captionsUrl ?? ''}
          onChange={(event) => onChange(event.target.value.trim() === '' ? null : event.target.value)}
        />
      </AdminField>
      <AdminField
        label="Upload a captions file"
        error={upload.error ?? undefined}
        helper={`A WebVTT (.vtt) file of at most ${CAPTIONS_MAX_KILOBYTES} KB; its address fills the field beside.`}
      >
        <AdminInput
          type="file"
          accept=".vtt,text/vtt"
          p="1"
          disabled={upload.pending}
          onChange={(event) => {
            const input = event.target
            const file = input.files?.[0]
            if (!file) return
            void upload.send(file).then((url) => {
              input.value = ''
              if (url) onChange(url)
            })
          }}
        />
      </AdminField>
      {upload.pending && (
        <HStack color="fg.muted" role="status">
          <Spinner size="sm" /> <Text>Uploading the captions…</Text>
        </HStack>
      )}
    </SimpleGrid>
  )
}
