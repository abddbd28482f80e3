'use client'
import type { Kit, KitSnapshot } from '@kit/core'
import { useCallback, useRef, useSyncExternalStore } from 'react'
import { useKitContext } from './useKitContext.js'

type Cache<selected> = {
  snapshot: KitSnapshot
  selector: (state: KitSnapshot) => selected
  value: selected
}

/**
 * Selects a value from the kit's state and re-renders when it changes. Snapshots are immutable and keep their
 * identity while unchanged, so selecting a slice (`state => state.account`) is cheap and stable; pass `isEqual`
 * when the selector builds a new object each time.
 * @throws {KitProviderMissingError} outside a provider.
 * @example const view = useKitState((state) => state.router.view)
 */
export function useKitState<selected>(
  selector: (state: KitSnapshot) => selected,
  isEqual: (a: selected, b: selected) => boolean = Object.is,
): selected {
  return useSelectedState(useKitContext('useKitState').kit, selector, isEqual)
}

/** `useKitState` over a given kit: for the provider, which gives the context rather than reading it. */
export function useSelectedState<selected>(
  kit: Kit,
  selector: (state: KitSnapshot) => selected,
  isEqual: (a: selected, b: selected) => boolean = Object.is,
): selected {
  const cache = useRef<Cache<selected> | null>(null)
  const subscribe = useCallback((onChange: () => void) => kit.subscribe(() => onChange()), [kit])
  const read = () => {
    const snapshot = kit.getState()
    const cached = cache.current
    if (cached && cached.snapshot === snapshot && cached.selector === selector) return cached.value
    const value = selector(snapshot)
    // An equal result keeps the previous identity, so React sees no change.
    const kept = cached && isEqual(cached.value, value) ? cached.value : value
    cache.current = { snapshot, selector, value: kept }
    return kept
  }
  // The server snapshot is the kit's state too: a kit created for the request renders the same on both sides.
  return useSyncExternalStore(subscribe, read, read)
}
