import { readStoredText, type StorageKey } from './storage'

/**
 * The key's value as `parse` (a schema's) returns it, or null when absent or unreadable; a refused value is logged.
 * For the readers that load after hydration (./stored-values.ts, client/consent/stored-consent.ts): the first script
 * never validates.
 */
export function parseStored<T>(key: StorageKey, parse: (value: unknown) => T): T | null {
  const text = readStoredText(key)
  if (text === null) return null
  try {
    return parse(JSON.parse(text))
  } catch (error) {
    console.warn(`Ignoring unreadable browser storage "${key}"`, error)
    return null
  }
}
