import { Box, Button, Checkbox, Dialog, Flex, Heading, IconButton, Link, Portal, Stack, Text } from '@chakra-ui/react'
import { checkboxSlotRecipe } from '@chakra-ui/react/theme/recipes/checkbox'
import { dialogSlotRecipe } from '@chakra-ui/react/theme/recipes/dialog'
import { X } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link as RouterLink } from 'wouter'
import {
  ACCEPT_ALL,
  CONSENT_TEXT_VERSION,
  consentPromptReason,
  ONLY_NECESSARY,
  type ConsentChoices,
} from '../../shared/consent'
import { CookieConsentTexts as texts } from '../../shared/content/cookie-consent'
import { PRIVACY_POLICY_STORAGE_SECTION_ID } from '../../shared/content/privacy-policy'
import type { StoredConsent } from '../../shared/schemas/consent'
import { usePublicSettings } from '../lib/public-settings'
import { randomUuid } from '../lib/random-uuid'
import { loadStoredReader, writeStored } from '../lib/storage'
import { trpc } from '../lib/trpc'
import { onConsentSettingsRequest } from './consent-host'
import { loadAnalyticsTag, updateConsentMode } from './consent-mode'

// The stored choice is told to Consent Mode once per page load, not again on each route change (the layout remounts).
let appliedOnThisPage = false

type Recorder = (consent: StoredConsent) => Promise<unknown>

/** Tells Consent Mode the choice, loads the analytics tag when allowed, and sends a record the server lacks. */
function applyChoice(consent: StoredConsent, measurementId: string | null, record: Recorder): void {
  updateConsentMode(consent)
  if (consent.analytics && measurementId) loadAnalyticsTag(measurementId)
  if (consent.recorded) return
  record(consent).then(
    () => writeStored('cookieConsent', { ...consent, recorded: true }),
    // Kept as not recorded: the next page load sends it again.
    (error: unknown) => console.warn('The consent record could not be sent yet', error),
  )
}

/** The cookie card (when a choice is due) and the settings dialog, in the browser only. */
export function ConsentManager() {
  const { analyticsMeasurementId } = usePublicSettings()
  const utils = trpc.useUtils()
  const [stored, setStored] = useState<StoredConsent | null>(null)
  const [cardShown, setCardShown] = useState(false)
  const [settingsOpen, setSettingsOpen] = useState(false)
  const record: Recorder = (consent) =>
    utils.client.forms.recordConsent.mutate({
      consentId: consent.consentId,
      version: consent.version,
      analytics: consent.analytics,
      marketing: consent.marketing,
    })

  useEffect(() => {
    let mounted = true
    void loadStoredReader().then(({ readStored }) => {
      if (!mounted) return
      const consent = readStored('cookieConsent')
      const reason = consentPromptReason(consent, readStored('cookieConsentTimestamp'), Date.now())
      setStored(consent)
      setCardShown(reason !== null)
      if (consent && reason === null && !appliedOnThisPage) {
        appliedOnThisPage = true
        applyChoice(consent, analyticsMeasurementId, record)
      }
    })
    const stopListening = onConsentSettingsRequest(() => setSettingsOpen(true))
    return () => {
      mounted = false
      stopListening()
    }
    // Once per mount: the settings and the client do not change while the page is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const choose = (choices: ConsentChoices) => {
    const consent: StoredConsent = {
      consentId: stored?.consentId ?? randomUuid(),
      version: CONSENT_TEXT_VERSION,
      essential: true,
      ...choices,
      recorded: false,
    }
    writeStored('cookieConsent', consent)
    writeStored('cookieConsentTimestamp', new Date().toISOString())
    appliedOnThisPage = true
    applyChoice(consent, analyticsMeasurementId, record)
    setStored(consent)
    setCardShown(false)
    setSettingsOpen(false)
  }

  return (
    <>
      {cardShown && !settingsOpen && (
        <ConsentCard
          onAcceptAll={() => choose(ACCEPT_ALL)}
          onOnlyNecessary={() => choose(ONLY_NECESSARY)}
          onCustomise={() => setSettingsOpen(true)}
        />
      )}
      <ConsentSettingsDialog
        open={settingsOpen}
        initial={stored ?? ONLY_NECESSARY}
        onClose={() => setSettingsOpen(false)}
        onSave={choose}
      />
    </>
  )
}

function ConsentCard({
  onAcceptAll,
  onOnlyNecessary,
  onCustomise,
}: {
  onAcceptAll: () => void
  onOnlyNecessary: () => void
  onCustomise: () => void
}) {
  return (
    <Box
      role="region"
      aria-labelledby="consent-card-title"
      data-testid="consent-card"
      position="fixed"
      zIndex="banner"
      bottom={{ base: '0', sm: '4' }}
      left={{ base: '0', sm: '4' }}
      right={{ base: '0', sm: '4', xl: 'auto' }}
      maxW={{ xl: '6xl' }}
      bg="white"
      borderWidth="1px"
      borderColor="border.muted"
      rounded={{ base: 'none', sm: 'xl' }}
      shadow="lg"
      px={{ base: '3', sm: '4' }}
      py={{ base: '3', sm: '4', md: '3' }}
    >
      {/* Short enough, on a phone and beside a desktop hero, to leave the page's main button visible above it. */}
      <Flex direction={{ base: 'column', md: 'row' }} gap={{ base: '2', md: '5' }} align={{ md: 'center' }}>
        <Stack gap="1" flex="1">
          <Flex justify="space-between" align="center" gap="2">
            <Heading as="h2" id="consent-card-title" size="sm" color="ink">
              {texts.cardTitle}
            </Heading>
            <Button size="xs" variant="ghost" colorPalette="brand" onClick={onCustomise}>
              {texts.customise}
            </Button>
          </Flex>
          <Text fontSize="sm" color="fg.muted">
            {texts.cardBody}{' '}
            <Link asChild color="brand.700" textDecoration="underline">
              <RouterLink href={`/adatvedelem#${PRIVACY_POLICY_STORAGE_SECTION_ID}`}>{texts.policyLink}</RouterLink>
            </Link>
          </Text>
        </Stack>
        <Flex gap="2" flexShrink={0}>
          {/* Equally prominent (spec section 4): same size, weight and style. */}
          <Button size="sm" colorPalette="brand" flex={{ base: '1', md: 'none' }} onClick={onAcceptAll}>
            {texts.acceptAll}
          </Button>
          <Button size="sm" colorPalette="brand" flex={{ base: '1', md: 'none' }} onClick={onOnlyNecessary}>
            {texts.onlyNecessary}
          </Button>
        </Flex>
      </Flex>
    </Box>
  )
}

function ConsentSettingsDialog({
  open,
  initial,
  onClose,
  onSave,
}: {
  open: boolean
  initial: ConsentChoices
  onClose: () => void
  onSave: (choices: ConsentChoices) => void
}) {
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose()
      }}
      lazyMount
      unmountOnExit
      placement="center"
    >
      <Portal>
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
