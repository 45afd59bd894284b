// Every browser-storage key the site uses, with the schema of its value. Reads validate, so a damaged or
// outdated value is logged and treated as absent instead of breaking a page.
import { z } from 'zod'
import { BlogPostSummarySchema } from '../../shared/schemas/blog'
import {
  FormSubmissionQueueSchema,
  PharmacyDemoAccessSchema,
  WebinarRegistrationRecordSchema,
} from '../../shared/schemas/forms'

export const storageSchemas = {
  blogPosts: z.array(BlogPostSummarySchema),
  formSubmissions: FormSubmissionQueueSchema,
  pharmacyDemoAccess: PharmacyDemoAccessSchema,
  webinarRegistration: WebinarRegistrationRecordSchema,
} satisfies Record<string, z.ZodType>

export type StorageKey = keyof typeof storageSchemas
export type StoredValue<K extends StorageKey> = z.infer<(typeof storageSchemas)[K]>

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

export function readStored<K extends StorageKey>(key: K): StoredValue<K> | null {
  const raw = browserStorage()?.getItem(key)
  if (raw == null) return null
  try {
    // With several keys TypeScript sees a union of all schemas here; the key picks the one that parses.
    return storageSchemas[key].parse(JSON.parse(raw)) as StoredValue<K>
  } catch (error) {
    console.warn(`Ignoring unreadable browser storage "${key}"`, error)
    return null
  }
}

/** Returns false when the browser refused (private mode, quota), so callers can tell the visitor. */
export function writeStored<K extends StorageKey>(key: K, value: StoredValue<K>): boolean {
  try {
    browserStorage()?.setItem(key, JSON.stringify(value))
    notify(key)
    return true
  } catch (error) {
    console.warn(`Could not write browser storage "${key}"`, error)
    return false
  }
}

type Listener = () => void
const listeners = new Map<StorageKey, Set<Listener>>()

function notify(key: StorageKey): void {
  listeners.get(key)?.forEach((listener) => listener())
}

/** Calls back when the key changes in this tab or another one. */
export function subscribeStored(key: StorageKey, listener: Listener): () => void {
  const set = listeners.get(key) ?? new Set()
  set.add(listener)
  listeners.set(key, set)
  const onStorage = (event: StorageEvent) => {
    if (event.key === key) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    set.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}
