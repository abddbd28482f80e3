'use client'
import type { Kit } from '@kit/core'
import { type ReactNode, Suspense, useEffect, useInsertionEffect, useMemo, useState } from 'react'
import { createPortal } from 'react-dom'
import { KitContext, type KitContextValue } from '../context.js'
import { InvalidKitError } from '../errors.js'
import { useSelectedState } from '../hooks/useKitState.js'
import { useLoadedModal, usePrefetchModal } from '../internal/lazyModal.js'
import { injectStyles as injectStyleSheet } from '../internal/injectStyles.js'
import { useIsClient } from '../internal/useIsClient.js'
import { loadLocaleMessages, localeDirection, mergeMessages, resolveLocale } from '../locales/index.js'
import type { PartialKitMessages } from '../messages.js'
import { resolveButtonMessages } from '../messages.buttons.js'
import { kitStyles } from '../styles.generated.js'

/** Props of `<KitProvider>`. */
export type KitProviderProps = {
  /** The kit from `createKit()`. One provider per kit; two providers with two kits never interfere. */
  kit: Kit
  children?: ReactNode
  /**
   * The language to speak (a BCP 47 tag: `ar`, `es`, `en-XA` for the pseudo-locale). Default: the first of the
   * browser's `navigator.languages` Kit ships, else English. Changing it re-renders the open modal in the new
   * language once its pack has loaded.
   */
  locale?: string
  /** Strings to replace (single texts, or a whole table); they win over the locale's pack, then English. */
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

/** A locale's messages once its pack is here (English needs none). */
type LoadedLocale = { locale: string; messages: PartialKitMessages | undefined }

const english: LoadedLocale = { locale: 'en', messages: undefined }

/**
 * The locale to speak and its pack: English (as on the server) until the chosen locale's pack has loaded, so the
 * first render matches the server's; a failed load keeps the language in force.
 */
function useLocale(requested: string | undefined): LoadedLocale {
  const [loaded, setLoaded] = useState(english)
  useEffect(() => {
    const locale = resolveLocale(requested, typeof navigator === 'undefined' ? [] : navigator.languages)
    let live = true
    loadLocaleMessages(locale).then(
      (messages) => {
        // The same language again (English at start) keeps the state: no re-render, no new context.
        if (live)
          setLoaded((current) =>
            current.locale === locale && current.messages === messages ? current : { locale, messages },
          )
      },
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [requested])
  return loaded
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

/**
 * Renders the modal into `document.body`; mounted while the modal is open (never on the server), so a page that
 * shows only a button renders none of it.
 */
function ModalHost({ kit }: { kit: Kit }) {
  const isClient = useIsClient()
  const Modal = useLoadedModal(kit)
  if (!isClient || !Modal) return null
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
  locale,
  messages,
  injectStyles = true,
  nonce,
  prefetch = true,
}: KitProviderProps) {
  if (!isKit(kit)) throw new InvalidKitError()
  // One task store per provider (and per kit): a new kit starts with no pending steps.
  const loaded = useLocale(locale)
  // The secure frame speaks what the modal speaks: core hands the language to it (state.locale, which core's
  // setLocale sets; the locale here is always one of Kit's). Not through @kit/core/actions: imported here, statically
  // or lazily, that barrel reshapes the host's chunks (into its first load, or into many small shared chunks).
  useEffect(() => {
    const state = kit._internal.state
    if (state.locale !== loaded.locale) state.locale = loaded.locale
  }, [kit, loaded.locale])
  const messageOverrides = useMemo(() => mergeMessages(loaded.messages, messages), [loaded, messages])
  const buttonMessages = useMemo(() => resolveButtonMessages(messageOverrides), [messageOverrides])
  const value = useMemo<KitContextValue>(
    () => ({
      kit,
      buttonMessages,
      messageOverrides,
      locale: loaded.locale,
      dir: localeDirection(loaded.locale),
      styles: { inject: injectStyles, nonce },
    }),
    [kit, buttonMessages, messageOverrides, loaded, injectStyles, nonce],
  )

  useInsertionEffect(() => {
    if (injectStyles) injectStyleSheet('base', kitStyles, nonce)
  }, [injectStyles, nonce])

  usePrefetchModal(kit, prefetch, value.styles)

  const open = useSelectedState(kit, (state) => state.modal.open)
  return (
    <KitContext.Provider value={value}>
      {children}
      {open && <ModalHost kit={kit} />}
    </KitContext.Provider>
  )
}
