import { Button, HStack, Stack } from '@chakra-ui/react'
import { List, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { InsightsSection } from './insights-section'
import { OpenQuestionsSection } from './open-questions-section'
import { OutboxStatusLine } from './outbox-status'
import { RegistrationTrash } from './registration-trash'
import { RegistrationsList } from './registrations-list'

type View = 'list' | 'trash'

/**
 * Spec section 2, the Registrations tab: the list first (its filter, selection and open changes kept while the trash
 * is shown), the trash beside it, and the funnel and cookie consents in a section of their own below.
 */
export function RegistrationsPanel() {
  const [view, setView] = useState<View>('list')
  const [trashOpened, setTrashOpened] = useState(false)
  const show = (next: View) => {
    setView(next)
    if (next === 'trash') setTrashOpened(true)
  }
  return (
    <Stack gap="6">
      <HStack gap="2" role="group" aria-label="Registrations or trash">
        <Button
          size="sm"
          variant={view === 'list' ? 'solid' : 'outline'}
          colorPalette="brand"
          aria-pressed={view === 'list'}
          onClick={() => show('list')}
        >
          <List aria-hidden="true" /> Registrations
        </Button>
        <Button
          size="sm"
          variant={view === 'trash' ? 'solid' : 'outline'}
          colorPalette="brand"
          aria-pressed={view === 'trash'}
          onClick={() => show('trash')}
        >
          <Trash2 aria-hidden="true" /> Trash
        </Button>
      </HStack>
      <Stack hidden={view !== 'list'} gap="6">
        <OpenQuestionsSection />
        <RegistrationsList />
      </Stack>
      {trashOpened && (
        <Stack hidden={view !== 'trash'}>
          <RegistrationTrash />
        </Stack>
      )}
      <OutboxStatusLine />
      <InsightsSection />
    </Stack>
  )
}
