import { useCallback, useSyncExternalStore } from 'react'
import { readStored, subscribeStored, writeStored, type StorageKey, type StoredValue } from '../lib/storage'

const serverSnapshot = () => undefined

/**
 * A browser-storage value as React state. `undefined` while server rendering and hydrating (storage is not
 * known there), then the stored value or null.
 */
export function useStoredValue<K extends StorageKey>(
  key: K,
): [StoredValue<K> | null | undefined, (value: StoredValue<K>) => boolean] {
  const subscribe = useCallback((listener: () => void) => subscribeStored(key, listener), [key])
  const snapshot = useCallback(() => readStoredCached(key), [key])
  const value = useSyncExternalStore(subscribe, snapshot, serverSnapshot)
  const setValue = useCallback((next: StoredValue<K>) => writeStored(key, next), [key])
  return [value, setValue]
}

// useSyncExternalStore needs a stable snapshot: reparse only when the raw text changed.
const cache = new Map<StorageKey, { raw: string | null; value: unknown }>()
function readStoredCached<K extends StorageKey>(key: K): StoredValue<K> | null {
  const raw = readRaw(key)
  const cached = cache.get(key)
  if (cached && cached.raw === raw) return cached.value as StoredValue<K> | null
  const value = readStored(key)
  cache.set(key, { raw, value })
  return value
}

function readRaw(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}
