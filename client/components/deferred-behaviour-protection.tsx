import { useEffect } from 'react'
import { loadOnDemand } from '../lib/load-on-demand'

const protection = loadOnDemand(async () => (await import('./behaviour-protection')).BehaviourProtection)

/** What a visitor does first: a page nobody moves, types or scrolls on has nothing to watch. */
const FIRST_ACTIVITY = ['pointermove', 'pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const

/**
 * Behaviour protection (./behaviour-protection.tsx) in a chunk of its own, requested at the visitor's first activity
 * on the page: it shows nothing until it sees a burst no person produces, so a page that is only loaded (a preview,
 * a measurement, a visitor who reads without touching) never spends a request or main-thread time on it.
 */
export function DeferredBehaviourProtection() {
  useEffect(() => {
    const stopWaiting = () => {
      for (const type of FIRST_ACTIVITY) window.removeEventListener(type, start, { capture: true })
    }
    const start = () => {
      stopWaiting()
      protection.load().catch((error: unknown) => console.warn('Behaviour protection could not be loaded', error))
    }
    for (const type of FIRST_ACTIVITY) window.addEventListener(type, start, { capture: true, passive: true })
    return stopWaiting
  }, [])
  return <protection.Part />
}
