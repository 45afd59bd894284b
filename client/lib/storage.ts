// Every browser-storage key the site uses, with the schema of its value. Reads validate, so a damaged or
// outdated value is logged and treated as absent instead of breaking a page; a queue is read entry by entry, so
// one damaged entry is dropped alone.
import { z } from 'zod'
import { BlogPostSummarySchema } from '../../shared/schemas/blog'
import {
  PharmacyDemoAccessSchema,
  QueuedFormSubmissionSchema,
  WebinarRegistrationRecordSchema,
} from '../../shared/schemas/forms'

/** Keys holding a list that is read entry by entry: an entry its schema refuses is logged and left out. */
const listEntrySchemas = {
  blogPosts: BlogPostSummarySchema,
  formSubmissions: QueuedFormSubmissionSchema,
} satisfies Record<string, z.ZodType>

export const storageSchemas = {
  blogPosts: z.array(listEntrySchemas.blogPosts),
  formSubmissions: z.array(listEntrySchemas.formSubmissions),
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
    const value: unknown = JSON.parse(raw)
    // With several keys TypeScript sees a union of all schemas here; the key picks the one that parses.
    if (key in listEntrySchemas) {
      const entrySchema: z.ZodType = listEntrySchemas[key as keyof typeof listEntrySchemas]
      return readEntries(key, entrySchema, value) as StoredValue<K>
    }
    return storageSchemas[key].parse(value) as StoredValue<K>
  } catch (error) {
    console.warn(`Ignoring unreadable browser storage "${key}"`, error)
    return null
  }
}

function readEntries<T>(key: StorageKey, schema: z.ZodType<T>, value: unknown): T[] {
  if (!Array.isArray(value)) throw new Error('not a list')
  return value.flatMap((entry: unknown, index) => {
    const parsed = schema.safeParse(entry)
    if (parsed.success) return [parsed.data]
    console.warn(`Ignoring unreadable entry ${index} of browser storage "${key}"`, parsed.error)
    return []
  })
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
