import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import {
  knownStoredValue,
  loadStoredReader,
  readStoredText,
  subscribeStored,
  writeStored,
  type StorageKey,
  type StoredValue,
} from '../lib/storage'

type StoredReader = Awaited<ReturnType<typeof loadStoredReader>>['readStored']

const serverSnapshot = () => undefined

// The validating reader (it brings zod) loads only for a value this page did not write itself; until then such a
// value is "not known yet".
let reader: StoredReader | null = null

/**
 * A browser-storage value as React state. `undefined` while server rendering and hydrating (storage is not
 * known there) and, for a value that needs validating, until the validating reader has loaded; then the stored value
 * or null. An absent key is null at once, without the reader.
 */
export function useStoredValue<K extends StorageKey>(
  key: K,
): [StoredValue<K> | null | undefined, (value: StoredValue<K>) => boolean] {
  const [read, setRead] = useState<StoredReader | null>(() => reader)
  const subscribe = useCallback((listener: () => void) => subscribeStored(key, listener), [key])
  const snapshot = useCallback(() => {
    const known = knownStoredValue(key)
    if (known) return known.value
    return read ? readStoredCached(read, key) : undefined
  }, [read, key])
  const value = useSyncExternalStore(subscribe, snapshot, serverSnapshot)
  // In the browser, after hydration: a value only the reader can tell loads the reader.
  useEffect(() => {
    if (read || knownStoredValue(key)) return
    let mounted = true
    loadStoredReader()
      .then((module) => {
        reader = module.readStored
        if (mounted) setRead(() => module.readStored)
      })
      .catch((error: unknown) => console.warn('The browser-storage reader could not be loaded', error))
    return () => {
      mounted = false
    }
    // `value` re-runs this when the stored text changes (another tab may write what only the reader can tell).
  }, [read, key, value])
  const setValue = useCallback((next: StoredValue<K>) => writeStored(key, next), [key])
  return [value, setValue]
}

// useSyncExternalStore needs a stable snapshot: reparse only when the raw text changed.
const cache = new Map<StorageKey, { raw: string | null; value: unknown }>()
function readStoredCached<K extends StorageKey>(read: StoredReader, key: K): StoredValue<K> | null {
  const raw = readStoredText(key)
  const cached = cache.get(key)
  if (cached && cached.raw === raw) return cached.value as StoredValue<K> | null
  const value = read(key)
  cache.set(key, { raw, value })
  return value
}
