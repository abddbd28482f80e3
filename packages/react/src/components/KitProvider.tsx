'use client'
import type { Kit } from '@kit/core'
import { lazy, type ReactNode, Suspense, useEffect, useInsertionEffect, useMemo, useState } from 'react'
import { createPortal } from 'react-dom'
import { KitContext, type KitContextValue } from '../context.js'
import { InvalidKitError } from '../errors.js'
import { useSelectedState } from '../hooks/useKitState.js'
import { afterPaint } from '../internal/afterPaint.js'
import { isModalReady, loadModal, loadModalWith, preloadModal } from '../internal/lazyModal.js'
import { injectStyles as injectStyleSheet } from '../internal/injectStyles.js'
import { useIsClient } from '../internal/useIsClient.js'
import type { PartialKitMessages } from '../messages.js'
import { resolveButtonMessages } from '../messages.buttons.js'
import { kitStyles } from '../styles.generated.js'

/** Props of `<KitProvider>`. */
export type KitProviderProps = {
  /** The kit from `createKit()`. One provider per kit; two providers with two kits never interfere. */
  kit: Kit
  children?: ReactNode
  /** Strings to replace (a locale, or single texts); missing keys fall back to English. */
  messages?: PartialKitMessages
  /**
   * Inject Kit's stylesheet as a `<style>` element (default true). Set false when the page loads
   * `@kit/react/styles.css` itself, e.g. under a CSP that forbids inline styles without a nonce.
   */
  injectStyles?: boolean
  /** CSP nonce for the injected `<style>` element. */
  nonce?: string
  /**
   * Load the modal's code once the provider is mounted and the page has painted, so the first open is instant
   * (default true).
   */
  prefetch?: boolean
}

function isKit(value: unknown): value is Kit {
  const candidate = value as Partial<Kit> | null
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.getState === 'function' &&
    typeof candidate.subscribe === 'function' &&
    // Not read: a kit makes its modal controller on first use, and the button alone does not need it.
    'modal' in candidate
  )
}

const LazyModal = lazy(loadModal)

/** How long a first open waits for the modal's code and data before showing it as it loads (a spinner). */
const FIRST_OPEN_WAIT_MS = 250

/**
 * Renders the modal into `document.body`; mounted while the modal is open (never on the server), so a page that
 * shows only a button renders none of it.
 */
function ModalHost({ kit }: { kit: Kit }) {
  const isClient = useIsClient()
  // The first open waits, briefly, for the modal's code and the first view's data (the browser's wallets), so it
  // shows its final content at once instead of a placeholder or an empty list; after the prefetch both are here
  // and the modal renders in the click's own update. It does not suspend: a Suspense fallback shown first makes
  // React hold the reveal back for up to 300 ms. A slow load shows the lazy modal (and its spinner) after
  // FIRST_OPEN_WAIT_MS; a failed one too, which then reports the error.
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
  if (!isClient || !ready) return null
  return createPortal(
    <Suspense fallback={null}>
      <Modal />
    </Suspense>,
    document.body,
  )
}

/**
 * Gives its children a kit: the hooks and buttons read it, and the modal (mounted in a portal on
 * `document.body`) renders its state. Safe to render on the server: nothing touches `window` there.
 * @throws {InvalidKitError} when `kit` is not a kit.
 * @example
 * const kit = createKit({ projectId, networks: [polygonAmoy] })
 * <KitProvider kit={kit}><ConnectButton /></KitProvider>
 */
export function KitProvider({
  kit,
  children,
  messages,
  injectStyles = true,
  nonce,
  prefetch = true,
}: KitProviderProps) {
  if (!isKit(kit)) throw new InvalidKitError()
  // One task store per provider (and per kit): a new kit starts with no pending steps.
  const buttonMessages = useMemo(() => resolveButtonMessages(messages), [messages])
  const value = useMemo<KitContextValue>(
    () => ({
      kit,
      buttonMessages,
      messageOverrides: messages,
      styles: { inject: injectStyles, nonce },
    }),
    [kit, buttonMessages, messages, injectStyles, nonce],
  )

  useInsertionEffect(() => {
    if (injectStyles) injectStyleSheet('base', kitStyles, nonce)
  }, [injectStyles, nonce])

  // The modal's code and its first view's data start loading once the provider is mounted and the page has painted,
  // so a click that follows opens the final view without waiting on the network. Not in the effect itself: React
  // may run a mount's effects in the commit's own task, and starting the downloads there (the bundler inserts a
  // preload per chunk) held back the page's first paint. The modal's style rules go in as soon as its code is here,
  // so the first open does not restyle the page.
  useEffect(() => {
    if (!prefetch) return
    let live = true
    const cancel = afterPaint(() => {
      preloadModal(kit)
      if (injectStyles)
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
  }, [kit, prefetch, injectStyles, nonce])

  const open = useSelectedState(kit, (state) => state.modal.open)
  return (
    <KitContext.Provider value={value}>
      {children}
      {open && <ModalHost kit={kit} />}
    </KitContext.Provider>
  )
}
