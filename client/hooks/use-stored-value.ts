import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import { loadStoredReader, subscribeStored, writeStored, type StorageKey, type StoredValue } from '../lib/storage'

type StoredReader = Awaited<ReturnType<typeof loadStoredReader>>['readStored']

const serverSnapshot = () => undefined

// The validating reader loads after hydration (it brings zod); until then every stored value is "not known yet".
let reader: StoredReader | null = null

/**
 * A browser-storage value as React state. `undefined` while server rendering and hydrating (storage is not
 * known there) and until the validating reader has loaded, then the stored value or null.
 */
export function useStoredValue<K extends StorageKey>(
  key: K,
): [StoredValue<K> | null | undefined, (value: StoredValue<K>) => boolean] {
  const [read, setRead] = useState<StoredReader | null>(() => reader)
  useEffect(() => {
    if (read) return
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
  }, [read])
  const subscribe = useCallback((listener: () => void) => subscribeStored(key, listener), [key])
  const snapshot = useCallback(() => (read ? readStoredCached(read, key) : undefined), [read, key])
  const value = useSyncExternalStore(subscribe, snapshot, serverSnapshot)
  const setValue = useCallback((next: StoredValue<K>) => writeStored(key, next), [key])
  return [value, setValue]
}

// useSyncExternalStore needs a stable snapshot: reparse only when the raw text changed.
const cache = new Map<StorageKey, { raw: string | null; value: unknown }>()
function readStoredCached<K extends StorageKey>(read: StoredReader, key: K): StoredValue<K> | null {
  const raw = readRaw(key)
  const cached = cache.get(key)
  if (cached && cached.raw === raw) return cached.value as StoredValue<K> | null
  const value = read(key)
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
