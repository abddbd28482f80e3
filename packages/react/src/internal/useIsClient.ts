'use client'
import { useSyncExternalStore } from 'react'

const subscribe = () => () => undefined

/** False on the server and during hydration, true after: portals and `document` wait for it. */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
