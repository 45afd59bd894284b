import { Button, Card, Field, Heading, Input, Link as ExternalLink, Stack, Text } from '@chakra-ui/react'
import { fieldSlotRecipe } from '@chakra-ui/react/theme/recipes/field'
import { inputRecipe } from '@chakra-ui/react/theme/recipes/input'
import { useState, type FormEvent } from 'react'
import { Link } from 'wouter'
import { ADMIN_PATH } from '../../../shared/admin-params'
import { AdminMessages } from '../../../shared/schemas/admin'
import { trpc } from '../../lib/trpc'
import { loginErrorMessage } from './login-error-message'

export function AdminLoginCard() {
  const utils = trpc.useUtils()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const login = trpc.admin.login.useMutation({
    onSuccess: (user) => {
      setPassword('')
      utils.admin.me.setData(undefined, user)
    },
    onError: (failure) => setError(loginErrorMessage(failure)),
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    if (!email.trim() || !password) {
      setError(AdminMessages.loginRequired)
      return
    }
    login.mutate({ email, password })
  }

  return (
    <Card.Root maxW="md" mx="auto" width="full" shadow="lg">
      <Card.Header>
        <Heading as="h1" size="xl" color="ink">
          Admin Login
        </Heading>
      </Card.Header>
      <Card.Body>
        <form method="post" action={ADMIN_PATH} onSubmit={submit} noValidate>
          <Stack gap="5">
            <Field.Root recipe={fieldSlotRecipe} required>
              <Field.Label>Email</Field.Label>
              <Input
                recipe={inputRecipe}
                type="email"
                name="email"
                autoComplete="username"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </Field.Root>
            <Field.Root recipe={fieldSlotRecipe} required>
              <Field.Label>Password</Field.Label>
              <Input
                recipe={inputRecipe}
                type="password"
                name="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </Field.Root>
            {error && (
              <Text role="alert" color="fg.error" fontSize="sm">
                {error}
              </Text>
            )}
            <Button type="submit" colorPalette="brand" loading={login.isPending} loadingText="Signing in…">
              Sign in
            </Button>
          </Stack>
        </form>
      </Card.Body>
      <Card.Footer justifyContent="center">
        <ExternalLink asChild color="brand.fg" fontSize="sm">
          <Link href="/">Return to Website</Link>
        </ExternalLink>
      </Card.Footer>
    </Card.Root>
  )
}
