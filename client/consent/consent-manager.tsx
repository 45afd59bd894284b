import { Box, Button, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react'
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react'
import { createPortal } from 'react-dom'
import { Link as RouterLink } from 'wouter'
import {
  ACCEPT_ALL,
  CONSENT_TEXT_VERSION,
  consentPromptReason,
  ONLY_NECESSARY,
  type ConsentChoices,
} from '../../shared/consent'
import type { ConsentSettingsDialog } from './consent-settings-dialog'
import { CookieConsentTexts as texts } from '../../shared/content/cookie-consent'
import { PRIVACY_POLICY_STORAGE_SECTION_ID } from '../../shared/content/privacy-policy-storage-section'
import type { StoredConsent } from '../../shared/schemas/stored-consent'
import { MAIN_CONTENT_ID } from '../components/layout/main-content'
import { useModalLayer } from '../components/ui/modal-layer'
import { pageStyleNonce } from '../lib/emotion-cache'
import { usePublicSettings } from '../lib/public-settings'
import { randomUuid } from '../lib/random-uuid'
import { knownStoredValue, writeStored } from '../lib/storage'
import { CONSENT_CARD_SPACE_ATTRIBUTE, onConsentSettingsRequest } from './consent-host'
import { loadAnalyticsTag, updateConsentMode } from './consent-mode'

// The stored choice is told to Consent Mode once per page load, not again on each route change (the layout remounts).
let appliedOnThisPage = false

type Recorder = (consent: StoredConsent) => Promise<unknown>

/** The stored choice: at once when it is known (nothing stored, on a first visit), else through its own small reader. */
function readConsentChoice(): Promise<{ consent: StoredConsent | null; timestamp: string | null }> {
  const consent = knownStoredValue('cookieConsent')
  const timestamp = knownStoredValue('cookieConsentTimestamp')
  if (consent && timestamp) return Promise.resolve({ consent: consent.value, timestamp: timestamp.value })
  return import('./stored-consent').then((reader) => reader.readStoredConsent())
}

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

/**
 * The cookie card (when a choice is due) and the settings dialog, in the browser only. While a modal dialog is open
 * (the demo's access form on a first visit) both go inside it: anywhere else they would be beneath it and inert, and
 * the visitor could not answer the card before closing the dialog.
 */
export function ConsentManager() {
  const { analyticsMeasurementId } = usePublicSettings()
  const modalLayer = useModalLayer()
  const [stored, setStored] = useState<StoredConsent | null>(null)
  const [cardShown, setCardShown] = useState(false)
  const [settingsOpen, setSettingsOpen] = useState(false)
  const [SettingsDialog, setSettingsDialog] = useState<typeof ConsentSettingsDialog | null>(null)
  /** What had focus when the settings opened: focus goes back there when they close, if it is still on the page. */
  const opener = useRef<HTMLElement | null>(null)
  const openSettings = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    setSettingsOpen(true)
  }
  // The API's client loads only when a record is to be sent: most pages a visitor opens send none.
  const record: Recorder = async (consent) =>
    (await import('../lib/api-client')).apiClient.forms.recordConsent.mutate({
      consentId: consent.consentId,
      version: consent.version,
      analytics: consent.analytics,
      marketing: consent.marketing,
    })

  // The dialog's chunk loads when the settings are first asked for; a failed load leaves the card as it was.
  useEffect(() => {
    if (!settingsOpen || SettingsDialog) return
    import('./consent-settings-dialog').then(
      (module) => setSettingsDialog(() => module.ConsentSettingsDialog),
      (error: unknown) => {
        console.warn('The cookie settings could not load yet', error)
        setSettingsOpen(false)
      },
    )
  }, [settingsOpen, SettingsDialog])

  useEffect(() => {
    let mounted = true
    void readConsentChoice().then(({ consent, timestamp }) => {
      if (!mounted) return
      const reason = consentPromptReason(consent, timestamp, Date.now())
      setStored(consent)
      setCardShown(reason !== null)
      if (consent && reason === null && !appliedOnThisPage) {
        appliedOnThisPage = true
        applyChoice(consent, analyticsMeasurementId, record)
      }
    })
    const stopListening = onConsentSettingsRequest(openSettings)
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
    // A choice in the card removes the button that had focus: the visitor goes on from the main content's start, or
    // from the open dialog's first field.
    if (!settingsOpen) focusTargetAfterChoice(modalLayer)?.focus()
  }

  // Hidden rather than removed while the settings are open, so closing them can return focus to its button.
  const card = cardShown && (
    <ConsentCard
      hidden={settingsOpen && SettingsDialog !== null}
      onAcceptAll={() => choose(ACCEPT_ALL)}
      onOnlyNecessary={() => choose(ONLY_NECESSARY)}
      onCustomise={openSettings}
    />
  )

  return (
    <>
      {modalLayer ? createPortal(card, modalLayer) : card}
      {SettingsDialog && (
        <SettingsDialog
          open={settingsOpen}
          initial={stored ?? ONLY_NECESSARY}
          onClose={() => setSettingsOpen(false)}
          onSave={choose}
          returnFocusTo={() => (opener.current?.isConnected ? opener.current : focusTargetAfterChoice(modalLayer))}
          layer={modalLayer}
        />
      )}
    </>
  )
}

/** Moves focus to the start of the page's main content (a visitor's next Tab goes on from there). */
function focusMainContent(): void {
  document.getElementById(MAIN_CONTENT_ID)?.focus()
}

/** Where focus goes after a choice: the open modal dialog's first control (the page behind it is inert), else main. */
function focusTargetAfterChoice(modalLayer: HTMLElement | null): HTMLElement | null {
  return modalLayer ? modalLayer.querySelector<HTMLElement>(TABBABLE) : document.getElementById(MAIN_CONTENT_ID)
}

/** Escape leaves the card for the next focus stop after it, without answering. */
function moveFocusPast(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Escape') return
  const card = event.currentTarget
  const next = [...document.querySelectorAll<HTMLElement>(TABBABLE)].find(
    (element) => !card.contains(element) && card.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
  )
  if (next) next.focus()
  else focusMainContent()
}

/**
 * While the card shows, nothing focused stays behind it (SC 2.4.11): an element that takes focus under the card is
 * scrolled up above it (Chromium's own focus scrolling ignores `scroll-padding`), and the page adds the card's height
 * below its last block (CONSENT_CARD_SPACE), so its last elements can come out from under the card too.
 */
function useReservedSpace(card: RefObject<HTMLElement | null>, hidden: boolean): void {
  useEffect(() => {
    const element = card.current
    if (!element || hidden) return
    const reserve = () => {
      const space = Math.max(0, window.innerHeight - element.getBoundingClientRect().top)
      reservedSpaceStyle().textContent = `[${CONSENT_CARD_SPACE_ATTRIBUTE}]{--consent-card-space:${space}px}`
    }
    const scrollAboveCard = (target: EventTarget | null) => {
      if (!(target instanceof Element) || element.contains(target)) return
      const box = target.getBoundingClientRect()
      const overlap = box.bottom - element.getBoundingClientRect().top
      if (overlap <= 0) return
      // Never past the element's own top: a focused container (the page's main, which a press on its text focuses)
      // reaches far below the card, and its start is what matters.
      const shift = Math.min(overlap + FOCUS_CLEARANCE_PX, box.top)
      if (shift > 0) window.scrollBy({ top: shift, behavior: 'instant' })
    }
    // A press (mouse, or a tap's mouse events) focuses at its start, and what it activates is decided at its end, at
    // the same place on the screen: a scroll in between would move the target away, and the tap or click would miss
    // the option it was meant for. So focus that a press brings waits until the press is over.
    let pressed = false
    let focusedDuringPress: EventTarget | null = null
    const onFocusIn = (event: FocusEvent) => {
      if (pressed) focusedDuringPress = event.target
      else scrollAboveCard(event.target)
    }
    const onPressStart = () => {
      pressed = true
      focusedDuringPress = null
    }
    const onPressEnd = () => {
      pressed = false
      const focused = focusedDuringPress
      focusedDuringPress = null
      // A task later: the click that ends the press (and what it activates) has been handled by then.
      if (focused) setTimeout(() => focused === document.activeElement && scrollAboveCard(focused), 0)
    }
    reserve()
    const observer = new ResizeObserver(reserve)
    observer.observe(element)
    window.addEventListener('resize', reserve)
    // In the capture phase, ahead of React's listener on its root: that one stops a focus moving into a part of the
    // page that has not hydrated yet (a form waiting for its code) from reaching the document.
    document.addEventListener('focusin', onFocusIn, true)
    document.addEventListener('mousedown', onPressStart, true)
    document.addEventListener('mouseup', onPressEnd, true)
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', reserve)
      document.removeEventListener('focusin', onFocusIn, true)
      document.removeEventListener('mousedown', onPressStart, true)
      document.removeEventListener('mouseup', onPressEnd, true)
      reservedSpaceStyle().textContent = ''
    }
  }, [card, hidden])
}

const RESERVED_SPACE_STYLE_ID = 'consent-card-space'

/**
 * The style element that gives the marked blocks (CONSENT_CARD_SPACE_MARK) the card's height. Set on the root
 * element, the custom property made the browser compute the style of the whole page again (about 175 ms of a phone's
 * main thread on the home page, at Lighthouse's 4× slowdown); a rule for the marked blocks touches only them.
 */
function reservedSpaceStyle(): HTMLStyleElement {
  const existing = document.getElementById(RESERVED_SPACE_STYLE_ID)
  if (existing instanceof HTMLStyleElement) return existing
  const style = document.createElement('style')
  style.id = RESERVED_SPACE_STYLE_ID
  style.nonce = pageStyleNonce()
  document.head.append(style)
  return style
}

/** Room between a focused element scrolled above the card and the card, for its focus ring. */
const FOCUS_CLEARANCE_PX = 8

const TABBABLE =
  'a[href], button:not(:disabled), input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])'

function ConsentCard({
  hidden,
  onAcceptAll,
  onOnlyNecessary,
  onCustomise,
}: {
  hidden: boolean
  onAcceptAll: () => void
  onOnlyNecessary: () => void
  onCustomise: () => void
}) {
  const card = useRef<HTMLDivElement>(null)
  useReservedSpace(card, hidden)
  return (
    <Box
      ref={card}
      role="region"
      aria-labelledby="consent-card-title"
      data-testid="consent-card"
      hidden={hidden}
      onKeyDown={moveFocusPast}
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
