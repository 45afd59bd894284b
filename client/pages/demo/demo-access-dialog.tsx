import { Dialog, IconButton, Portal, Text } from '@chakra-ui/react'
import { dialogSlotRecipe } from '@chakra-ui/react/theme/recipes/dialog'
import { X } from 'lucide-react'
import { DemoAccessForm } from '../../forms/demo-access-form'

export function DemoAccessDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      lazyMount
      unmountOnExit
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap="2">
              <Dialog.Title>Demó hozzáférés</Dialog.Title>
              <Dialog.Description>
                <Text color="fg.muted" fontSize="sm">
                  Adja meg adatait, és azonnal kipróbálhatja gyógyszertári AI asszisztensünket.
                </Text>
              </Dialog.Description>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <DemoAccessForm />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <IconButton aria-label="Bezárás" variant="ghost" size="sm">
                <X aria-hidden="true" />
              </IconButton>
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
