'use client'
import type { KitEventListener } from '@kit/core'
import { useEffect, useRef } from 'react'
import { useKitContext } from './useKitContext.js'

/**
 * Calls `listener` for every analytics event of the kit (MODAL_OPEN, MODAL_CLOSE, SEND_* …) while mounted.
 * The latest `listener` is always the one called; it need not be memoised.
 * @example useKitEvents((event) => console.log(event.event, event.properties))
 */
export function useKitEvents(listener: KitEventListener): void {
  const { kit } = useKitContext('useKitEvents')
  const latest = useRef(listener)
  latest.current = listener
  useEffect(() => kit.onEvent((event) => latest.current(event)), [kit])
}
