import { Box, Text } from '@chakra-ui/react'
import { ShieldAlert } from 'lucide-react'
import { useEffect, useSyncExternalStore } from 'react'
import { useLocation } from 'wouter'
import { ACTIVE_PROTECTION_THRESHOLDS, BehaviourMonitor, type SuspicionCause } from '../../shared/behaviour-protection'
import { isSearchEngineCrawler } from '../../shared/search-engines'

const thresholds = ACTIVE_PROTECTION_THRESHOLDS

interface ProtectionState {
  cause: SuspicionCause | null
  redirectAt: number | null
}

const CALM: ProtectionState = { cause: null, redirectAt: null }

// One monitor per page load, outside React: the site layout remounts on every route change, and the counts and
// a pending redirect must survive that.
let monitor = new BehaviourMonitor(thresholds)
let state: ProtectionState = CALM
const listeners = new Set<() => void>()

function setState(next: ProtectionState): void {
  state = next
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function flag(cause: SuspicionCause | null): void {
  if (!cause || state.cause) return
  console.warn(`Behaviour protection: too many ${cause} in ${thresholds.windowMs} ms`, {
    devtoolsSuspected: monitor.devtoolsSuspected,
  })
  setState({ cause, redirectAt: Date.now() + thresholds.redirectDelayMs })
}

function observeWindow(): void {
  monitor.observeWindowSize(window)
}

/** Feeds the monitor from the page's events; returns the function that stops it. */
function watchBehaviour(): () => void {
  let lastScrollY = window.scrollY
  const onClick = (event: MouseEvent) => {
    // A pointer click has detail ≥ 1. Trusted clicks with detail 0 are the browser's own follow-ups (a label
    // forwarding its click to the input, Enter on a button) and would count one gesture twice; untrusted ones are
    // script-made and always count.
    if (event.isTrusted && event.detail === 0) return
    flag(monitor.recordClick(event.timeStamp))
  }
  const onWheel = (event: WheelEvent) => flag(monitor.recordScroll(event.timeStamp, event.deltaY))
  const onScroll = (event: Event) => {
    const delta = window.scrollY - lastScrollY
    lastScrollY = window.scrollY
    flag(monitor.recordScroll(event.timeStamp, delta))
  }
  observeWindow()
  document.addEventListener('click', onClick, { capture: true })
  window.addEventListener('wheel', onWheel, { capture: true, passive: true })
  window.addEventListener('scroll', onScroll, { passive: true })
  window.addEventListener('resize', observeWindow)
  return () => {
    document.removeEventListener('click', onClick, { capture: true })
    window.removeEventListener('wheel', onWheel, { capture: true })
    window.removeEventListener('scroll', onScroll)
    window.removeEventListener('resize', observeWindow)
  }
}

/**
 * Behaviour protection (spec section 5, level medium; rules in shared/behaviour-protection.ts): a burst of clicks
 * or scroll gestures no person produces shows a notice and sends the visitor home after 5 s. Search-engine
 * crawlers are never watched.
 */
export function BehaviourProtection() {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => CALM,
  )
  const [, navigate] = useLocation()

  useEffect(() => {
    // Loaded after hydration: the page says when the protection has started, and whether it watches (the browser
    // tests wait for it).
    const crawler = isSearchEngineCrawler(navigator.userAgent)
    document.documentElement.dataset.behaviourWatch = crawler ? 'off' : 'on'
    const stopWatching = crawler ? undefined : watchBehaviour()
    return () => {
      stopWatching?.()
      delete document.documentElement.dataset.behaviourWatch
    }
  }, [])

  useEffect(() => {
    if (current.redirectAt === null) return
    const timer = window.setTimeout(
      () => {
        monitor = new BehaviourMonitor(thresholds)
        observeWindow()
        setState(CALM)
        navigate('/')
      },
      Math.max(0, current.redirectAt - Date.now()),
    )
    return () => window.clearTimeout(timer)
  }, [current.redirectAt, navigate])

  if (!current.cause) return null
  return (
    <Box
      role="alert"
      data-testid="behaviour-notice"
      position="fixed"
      insetX="4"
      bottom="4"
      zIndex="toast"
      maxW="lg"
      mx="auto"
      bg="white"
      borderWidth="1px"
      borderColor="border.warning"
      borderRadius="lg"
      shadow="lg"
      p="4"
      display="flex"
      gap="3"
    >
      <ShieldAlert aria-hidden="true" color="var(--chakra-colors-orange-600)" />
      <Box>
        <Text fontWeight="semibold">Szokatlan aktivitást észleltünk</Text>
        <Text fontSize="sm" color="fg.muted">
          Rövid idő alatt túl sok kattintás vagy görgetés érkezett. Biztonsági okból{' '}
          {Math.round(thresholds.redirectDelayMs / 1000)} másodperc múlva a kezdőlapra irányítjuk.
        </Text>
      </Box>
    </Box>
  )
}
