import type { ComponentType } from 'react'
import { deferredPart, type DeferredPart } from '../lib/deferred-part'
import { holdActivationsUntilHydrated } from '../lib/held-activations'
import { useServerForms } from './server-forms'

/** A page the server sent back for a refused post hydrates its form at once: focus goes to the first field in error. */
const usePostedFormShown = () => useServerForms().posted !== null

/**
 * A public form as a part of its page (client/lib/deferred-part.tsx): the server renders it whole, a plain form that
 * posts to its page, and its code (the form machinery, Chakra's fields) loads when the visitor first reaches into it.
 */
export function publicFormPart<P extends object>(importForm: () => Promise<ComponentType<P>>): DeferredPart<P> {
  return deferredPart(importForm, {
    whenTouched: holdActivationsUntilHydrated,
    useWantedAtOnce: usePostedFormShown,
  })
}
