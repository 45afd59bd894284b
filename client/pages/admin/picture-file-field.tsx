import { HStack, Spinner, Text } from '@chakra-ui/react'
import { BLOG_COVER_TYPES } from '../../../shared/blog-covers'
import { AdminField, AdminInput } from './admin-ui'
import type { PictureUpload } from './use-picture-upload'

interface PictureFileFieldProps {
  label: string
  helper: string
  picture: PictureUpload
  /** What the field says while the picture goes up. */
  uploadingText: string
  /** The picked file, with its input, which the caller clears when it refuses or has used the file. */
  onFile: (file: File, input: HTMLInputElement) => Promise<void>
}

/** A picture for the covers' pipeline: the file input in its field with the upload's error, and a note while it goes. */
export function PictureFileField({ label, helper, picture, uploadingText, onFile }: PictureFileFieldProps) {
  return (
    <>
      <AdminField label={label} error={picture.error ?? undefined} helper={helper}>
        <AdminInput
          type="file"
          accept={BLOG_COVER_TYPES.join(',')}
          disabled={picture.pending}
          p="1"
          onChange={(event) => {
            const input = event.target
            const file = input.files?.[0]
            if (file) void onFile(file, input)
          }}
        />
      </AdminField>
      {picture.pending && (
        <HStack color="fg.muted" role="status">
          <Spinner size="sm" /> <Text>{uploadingText}</Text>
        </HStack>
      )}
    </>
  )
}
