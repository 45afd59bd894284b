import { useEffect } from 'react'
import { loadOnDemand } from '../lib/load-on-demand'

const protection = loadOnDemand(async () => (await import('./behaviour-protection')).BehaviourProtection)

/**
 * Behaviour protection (./behaviour-protection.tsx) in a chunk of its own, requested as the page hydrates: it shows
 * nothing until it sees a burst no person produces, so no page needs its code before it is interactive.
 */
export function DeferredBehaviourProtection() {
  useEffect(() => {
    protection.load().catch((error: unknown) => console.warn('Behaviour protection could not be loaded', error))
  }, [])
  return <protection.Part />
}
