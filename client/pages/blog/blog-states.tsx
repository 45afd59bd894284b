import { Alert, Button, Stack, Text } from '@chakra-ui/react'
import { alertSlotRecipe } from '@chakra-ui/react/theme/recipes/alert'
import { RefreshCw } from 'lucide-react'

export function LoadError({ title, onRetry, retrying }: { title: string; onRetry: () => void; retrying: boolean }) {
  return (
    <Alert.Root recipe={alertSlotRecipe} status="error" borderRadius="lg" data-testid="blog-error">
      <Alert.Indicator />
      <Stack gap="3" flex="1">
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>Ellenőrizze az internetkapcsolatot, majd próbálja újra.</Alert.Description>
        <Button
          alignSelf="start"
          size="sm"
          colorPalette="brand"
          onClick={onRetry}
          loading={retrying}
          loadingText="Betöltés…"
        >
          <RefreshCw aria-hidden="true" /> Újrapróbálás
        </Button>
      </Stack>
    </Alert.Root>
  )
}

/** The quiet notice shown while the page uses the copy kept in the browser. */
export function StoredCopyNotice() {
  return (
    <Text role="status" fontSize="sm" color="fg.muted" data-testid="stored-copy-notice">
      A szerver most nem érhető el, ezért a legutóbb betöltött cikkeket látja.
    </Text>
  )
}
