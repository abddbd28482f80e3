'use client'
import type { RouterView } from '@kit/core'
import { useMemo } from 'react'
import { useKitContext } from './useKitContext.js'
import { useKitState } from './useKitState.js'

/** What `useModal` returns. */
export type UseModalResult = {
  /** True while the modal is open. */
  readonly isOpen: boolean
  /** The view on screen. */
  readonly view: RouterView
  /** Opens at `view`; without one, at Account when connected, otherwise Connect. */
  open(options?: { view?: RouterView }): void
  close(): void
}

/**
 * The modal's state and controls, for opening it from your own buttons.
 * @example const { open } = useModal(); <button onClick={() => open({ view: 'Networks' })}>Network</button>
 */
export function useModal(): UseModalResult {
  const { kit } = useKitContext('useModal')
  const isOpen = useKitState((state) => state.modal.open)
  const view = useKitState((state) => state.router.view)
  return useMemo(
    () => ({
      isOpen,
      view,
      open: (options?: { view?: RouterView }) => kit.modal.open(options),
      close: () => kit.modal.close(),
    }),
    [kit, isOpen, view],
  )
}
