import { Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { AdminField, AdminInput } from './admin-ui'
import { PictureFileField } from './picture-file-field'
import { usePictureUpload } from './use-picture-upload'

const ALT_REQUIRED = 'Describe the picture first: the alt text is read out to visitors who cannot see it'

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/**
 * A picture for the post's text: uploaded through the covers' pipeline and handed back as an <img> naming the stored
 * picture, which the server gives its size and `srcset` when the post is saved. The alt text comes first.
 */
export function BodyImageUpload({ onInsert }: { onInsert: (html: string) => void }) {
  const [alt, setAlt] = useState('')
  const picture = usePictureUpload()

  return (
    <Stack gap="2" borderWidth="1px" borderColor="border.muted" rounded="md" p="3" data-testid="body-image-upload">
      <Text fontWeight="medium">Insert a picture into the text</Text>
      <AdminField label="Alt text of the picture">
        <AdminInput value={alt} onChange={(event) => setAlt(event.target.value)} />
      </AdminField>
      <PictureFileField
        label="Picture"
        helper="Added at the end of the text; move its <img> where it belongs"
        picture={picture}
        uploadingText="Uploading the picture…"
        onFile={async (file, input) => {
          input.value = ''
          if (!alt.trim()) {
            picture.setError(ALT_REQUIRED)
            return
          }
          const uploaded = await picture.send(file)
          if (!uploaded) return
          onInsert(`<img src="${uploaded.fullImage}" alt="${escapeAttribute(alt.trim())}">`)
          setAlt('')
        }}
      />
    </Stack>
  )
}
