import { Box, Button, Stack, Text } from '@chakra-ui/react'
import type { FormEvent, ReactNode } from 'react'
import { AdminField, AdminInput } from './admin-ui'

interface EmailRowFormProps {
  label: string
  email: string
  onEmailChange: (email: string) => void
  onSubmit: () => void
  pending: boolean
  /** The submit button's icon and words. */
  action: ReactNode
  /** Why the address was refused: shown under the row, and the field marked invalid. */
  error: string | undefined
  /** A note under the row that the field names as its description. */
  help?: { id: string; text: string }
}

/**
 * One e-mail address and the button that acts on it, side by side from tablet width. The message sits under the row
 * (not in the field), so the button stays level with the input.
 */
export function EmailRowForm({
  label,
  email,
  onEmailChange,
  onSubmit,
  pending,
  action,
  error,
  help,
}: EmailRowFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="2">
        <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'end' }}>
          <Box flex="1">
            <AdminField label={label}>
              <AdminInput
                type="email"
                value={email}
                onChange={(event) => onEmailChange(event.target.value)}
                autoComplete="off"
                aria-invalid={error ? true : undefined}
                aria-describedby={help?.id}
              />
            </AdminField>
          </Box>
          <Button type="submit" colorPalette="brand" loading={pending}>
            {action}
          </Button>
        </Stack>
        {error && (
          <Text role="alert" color="fg.error" fontSize="sm">
            {error}
          </Text>
        )}
        {help && (
          <Text id={help.id} color="fg.muted" fontSize="sm">
            {help.text}
          </Text>
        )}
      </Stack>
    </form>
  )
}
