// The code behind the modal: one lazy chunk, loaded on first open (or once the page has painted), never in the first
// paint. How it gets here early uses the start-up tricks of prefetch.ts.
import type { Kit } from '@kit/core'
import { type ComponentType, lazy, useEffect, useMemo, useState } from 'react'
import { afterPaint, preloadable } from './prefetch.js'

/**
 * Loads the modal's chunk (one shared load). Every view is in it, so once it is here any view renders at once.
 */
export const loadModal = preloadable(() => import('../modal/Modal.js'))

const LazyModal = lazy(loadModal)

/** How long a first open waits for the modal's code and data before showing it as it loads (a spinner). */
const FIRST_OPEN_WAIT_MS = 250

/**
 * Warms up the modal and its first view's data (the browser's wallets), so the first open shows its final content
 * at once, then readies that view's icons and fonts in idle time. Errors are ignored here: the real open reports
 * them.
 */
export function preloadModal(kit: Kit): void {
  loadModalWith(kit)
    .then(() => loadModal.peek()?.warmUpFirstView(kit))
    .catch(() => undefined)
}

/**
 * Loads the modal (with every view) and, in parallel, the kit's first-view data; resolves once both are here.
 */
export function loadModalWith(kit: Kit): Promise<unknown> {
  return Promise.all([loadModal(), kit.modal.prepare()])
}

/** Whether the modal's code and `kit`'s first-view data are loaded, so an open can render the modal at once. */
export function isModalReady(kit: Kit): boolean {
  return kit.modal.isPrepared() && loadModal.peek() !== undefined
}

/**
 * Starts loading the modal's code and its first view's data once the page has painted (when `enabled`), so a click
 * that follows opens the final view without waiting on the network; the modal's style rules go in as soon as its
 * code is here (when `styles.inject`), so the first open does not restyle the page.
 */
export function usePrefetchModal(
  kit: Kit,
  enabled: boolean,
  styles: { inject: boolean; nonce: string | undefined },
): void {
  const { inject, nonce } = styles
  // Not in the effect itself but after the paint (see afterPaint): starting the downloads in the commit's task held
  // back the page's first paint.
  useEffect(() => {
    if (!enabled) return
    let live = true
    const cancel = afterPaint(() => {
      preloadModal(kit)
      if (inject)
        loadModal().then(
          (modal) => {
            if (live) modal.injectModalStyles(nonce)
          },
          () => undefined,
        )
    })
    return () => {
      live = false
      cancel()
    }
  }, [kit, enabled, inject, nonce])
}

/**
 * The modal component to render for an opening, or undefined while the first open waits for it. The first open
 * waits, briefly, for the modal's code and the first view's data (the browser's wallets), so it shows its final
 * content at once instead of a placeholder or an empty list; after the prefetch both are here and the modal renders
 * in the click's own update. It does not suspend: a Suspense fallback shown first makes React hold the reveal back
 * for up to 300 ms. A slow load gives the lazy modal (and its spinner) after FIRST_OPEN_WAIT_MS; a failed one too,
 * which then reports the error.
 */
export function useLoadedModal(kit: Kit): ComponentType | undefined {
  const [waited, setWaited] = useState(false)
  const ready = waited || isModalReady(kit)
  useEffect(() => {
    if (ready) return
    let live = true
    const stop = () => {
      if (live) setWaited(true)
    }
    const timer = setTimeout(stop, FIRST_OPEN_WAIT_MS)
    loadModalWith(kit).then(stop, stop)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [ready, kit])
  // Chosen per opening (the host mounts with each): the loaded module directly when it is there (no suspending),
  // the lazy one otherwise.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-chosen when the modal's code has loaded.
  const Modal = useMemo(() => loadModal.peek()?.default ?? LazyModal, [ready])
  return ready ? Modal : undefined
}
