// Every browser-storage key the site uses (STORAGE_KEYS), with the schema of its value (./stored-values.ts, which reads
// with validation). Writing and watching need no schema and stay here, light; reading validates, so it loads zod and the
// shared schemas, and code that runs on every page gets the reader with loadStoredReader() after hydration.
import type { z } from 'zod'
import type * as StoredValues from './stored-values'
import type { storageSchemas } from './stored-values'

/** Every key, named once: the privacy policy describes each (tests/e2e/legal-pages.test.ts holds it to that). */
export const STORAGE_KEYS = [
  'blogPosts',
  'formSubmissions',
  'pharmacyDemoAccess',
  'webinarRegistration',
  'offerFirstViewedAt',
  'webinarCaptions',
  'registerConfig',
  'webinarConfig',
  'offerConfig',
  'registrationsCopy',
  'registrationOps',
  'cookieConsent',
  'cookieConsentTimestamp',
] as const
export type StorageKey = (typeof STORAGE_KEYS)[number]
export type StoredValue<K extends StorageKey> = z.infer<(typeof storageSchemas)[K]>

export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

/** The validating reader, in its own chunk (it brings zod). */
export function loadStoredReader(): Promise<typeof StoredValues> {
  return import('./stored-values')
}

/** The key's raw text, or null when it is absent or storage is refused. */
export function readStoredText(key: StorageKey): string | null {
  try {
    return browserStorage()?.getItem(key) ?? null
  } catch {
    return null
  }
}

/** What this page load wrote to each key: a value it wrote itself needs no validation when read back. */
const written = new Map<StorageKey, { text: string; value: unknown }>()

/**
 * The stored value when it is known without the validating reader: null for an absent key, or the value this page
 * wrote while the key still holds its text. Undefined when only the reader can tell (the value came from elsewhere),
 * so a visitor with nothing stored never loads zod.
 */
export function knownStoredValue<K extends StorageKey>(key: K): { value: StoredValue<K> | null } | undefined {
  const text = readStoredText(key)
  if (text === null) return { value: null }
  const own = written.get(key)
  return own && own.text === text ? { value: own.value as StoredValue<K> } : undefined
}

/** The stored value, validated: at once when it is known (see knownStoredValue), else through the reader. */
export async function readStoredValue<K extends StorageKey>(key: K): Promise<StoredValue<K> | null> {
  const known = knownStoredValue(key)
  if (known) return known.value
  return (await loadStoredReader()).readStored(key)
}

/** Returns false when the browser refused (private mode, quota), so callers can tell the visitor. */
export function writeStored<K extends StorageKey>(key: K, value: StoredValue<K>): boolean {
  try {
    const text = JSON.stringify(value)
    browserStorage()?.setItem(key, text)
    written.set(key, { text, value })
    notify(key)
    return true
  } catch (error) {
    console.warn(`Could not write browser storage "${key}"`, error)
    return false
  }
}

/** Forgets a key (the admin's copy of registrations and queue of changes at logout). */
export function removeStored(key: StorageKey): void {
  try {
    browserStorage()?.removeItem(key)
    written.delete(key)
    notify(key)
  } catch (error) {
    console.warn(`Could not remove browser storage "${key}"`, error)
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
