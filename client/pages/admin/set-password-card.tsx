import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { AdminAccountMessages, NewPasswordSchema } from '../../../shared/schemas/admin-accounts'
import { apiErrorCode } from '../../lib/trpc-error'
import { trpc } from '../../lib/trpc'
import { AdminPasswordField } from './admin-ui'

/**
 * The page a one-time set-password link opens (`/admin#set-password=…`): the new admin chooses a password and is
 * signed in. `onDone` drops the link from the address once it is used, or when they go to the login card instead.
 */
export function SetPasswordCard({ token, onDone }: { token: string; onDone: () => void }) {
  const utils = trpc.useUtils()
  const [password, setPassword] = useState('')
  const [repeated, setRepeated] = useState('')
  const [errors, setErrors] = useState<{ password?: string; repeated?: string; link?: string }>({})
  const setPasswordWithLink = trpc.admin.admins.setPasswordWithLink.useMutation({
    onSuccess: (user) => {
      utils.admin.me.setData(undefined, user)
      onDone()
    },
    onError: (error) =>
      setErrors({
        link: apiErrorCode(error) === 'BAD_REQUEST' ? error.message : AdminAccountMessages.setPasswordFailed,
      }),
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const checked = NewPasswordSchema.safeParse(password)
    const next = {
      password: checked.success ? undefined : checked.error.issues[0]?.message,
      repeated: checked.success && repeated !== password ? AdminAccountMessages.passwordsDiffer : undefined,
    }
    setErrors(next)
    if (next.password || next.repeated) return
    setPasswordWithLink.mutate({ token, password })
  }

  return (
    <Card.Root maxW="md" mx="auto" width="full" shadow="lg">
      <Card.Header>
        <Heading as="h1" size="xl" color="ink">
          Set your password
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          Choose the password for your admin account. This link works once, within 24 hours of the invitation.
        </Text>
      </Card.Header>
      <Card.Body>
        <form onSubmit={submit} noValidate>
          <Stack gap="5">
            <AdminPasswordField
              label="New password"
              error={errors.password}
              autoComplete="new-password"
              value={password}
              onChange={setPassword}
            />
            <AdminPasswordField
              label="Repeat the password"
              error={errors.repeated}
              autoComplete="new-password"
              value={repeated}
              onChange={setRepeated}
            />
            {errors.link && (
              <Text role="alert" color="fg.error" fontSize="sm">
                {errors.link}
              </Text>
            )}
            <Button
              type="submit"
              colorPalette="brand"
              loading={setPasswordWithLink.isPending}
              loadingText="Setting the password…"
            >
              Set password and sign in
            </Button>
          </Stack>
        </form>
      </Card.Body>
      <Card.Footer justifyContent="center">
        <Button variant="plain" color="brand.fg" size="sm" onClick={onDone}>
          Sign in with an existing password instead
        </Button>
      </Card.Footer>
    </Card.Root>
  )
}
