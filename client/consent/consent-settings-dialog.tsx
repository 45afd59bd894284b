import { Button, Checkbox, Dialog, IconButton, Portal, Stack, Text } from '@chakra-ui/react'
import { checkboxSlotRecipe } from '@chakra-ui/react/theme/recipes/checkbox'
import { dialogSlotRecipe } from '@chakra-ui/react/theme/recipes/dialog'
import { X } from 'lucide-react'
import { useState } from 'react'
import type { ConsentChoices } from '../../shared/consent'
import { CookieConsentTexts as texts } from '../../shared/content/cookie-consent'

// The consent settings dialog, in a chunk of its own with the dialog and checkbox machinery: it loads when the visitor
// first asks for the settings (the card's "Testreszabás", the footer's link), not with the cookie card on every page.

export function ConsentSettingsDialog({
  open,
  initial,
  onClose,
  onSave,
  returnFocusTo,
  layer,
}: {
  open: boolean
  initial: ConsentChoices
  onClose: () => void
  onSave: (choices: ConsentChoices) => void
  returnFocusTo: () => HTMLElement | null
  /** The open modal dialog to show it in (../components/ui/modal-layer.ts), or null for the page's body. */
  layer: HTMLElement | null
}) {
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      finalFocusEl={returnFocusTo}
      onOpenChange={(details) => {
        if (!details.open) onClose()
      }}
      lazyMount
      unmountOnExit
      placement="center"
    >
      <Portal container={layer ? { current: layer } : undefined}>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" data-testid="consent-settings">
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap="2">
              <Dialog.Title>{texts.settingsTitle}</Dialog.Title>
              <Dialog.Description>{texts.settingsIntro}</Dialog.Description>
            </Dialog.Header>
            {/* Mounted with each opening (lazyMount, unmountOnExit), so it starts from the stored choice. */}
            <ConsentSettingsForm initial={initial} onSave={onSave} />
            <Dialog.CloseTrigger asChild>
              <IconButton aria-label={texts.close} variant="ghost" size="sm">
                <X aria-hidden="true" />
              </IconButton>
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

function ConsentSettingsForm({
  initial,
  onSave,
}: {
  initial: ConsentChoices
  onSave: (choices: ConsentChoices) => void
}) {
  const [choices, setChoices] = useState<ConsentChoices>({ analytics: initial.analytics, marketing: initial.marketing })
  return (
    <>
      <Dialog.Body>
        <Stack gap="4">
          <ConsentToggle label={texts.essential} help={texts.essentialHelp} checked disabled />
          <ConsentToggle
            label={texts.analytics}
            help={texts.analyticsHelp}
            checked={choices.analytics}
            onChange={(analytics) => setChoices({ ...choices, analytics })}
          />
          <ConsentToggle
            label={texts.marketing}
            help={texts.marketingHelp}
            checked={choices.marketing}
            onChange={(marketing) => setChoices({ ...choices, marketing })}
          />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button colorPalette="brand" onClick={() => onSave(choices)}>
          {texts.save}
        </Button>
      </Dialog.Footer>
    </>
  )
}

function ConsentToggle({
  label,
  help,
  checked,
  disabled,
  onChange,
}: {
  label: string
  help: string
  checked: boolean
  disabled?: boolean
  onChange?: (checked: boolean) => void
}) {
  return (
    <Checkbox.Root
      recipe={checkboxSlotRecipe}
      checked={checked}
      disabled={disabled}
      onCheckedChange={(details) => onChange?.(details.checked === true)}
      colorPalette="brand"
      alignItems="flex-start"
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control mt="0.5" />
      <Stack gap="0.5">
        <Checkbox.Label>{label}</Checkbox.Label>
        <Text fontSize="sm" color="fg.muted">
          {help}
        </Text>
      </Stack>
    </Checkbox.Root>
  )
}
