'use client'
import type { Kit } from '@kit/core'
import { createContext } from 'react'
import type { PartialKitMessages } from './messages.js'
import type { ButtonMessages } from './messages.buttons.js'

/** What `<KitProvider>` gives the hooks and the modal. */
export type KitContextValue = {
  readonly kit: Kit
  /** The strings the buttons show, resolved (the first paint needs only these). */
  readonly buttonMessages: ButtonMessages
  /**
   * The locale's pack under the provider's `messages`: the modal and `useKitMessages` resolve the whole table from
   * them (over English) when they load.
   */
  readonly messageOverrides: PartialKitMessages | undefined
  /** The locale whose messages are in force (`en` until another's pack has loaded), and its text direction. */
  readonly locale: string
  readonly dir: 'ltr' | 'rtl'
  /** Whether Kit injects its stylesheet, and the CSP nonce for it. */
  readonly styles: { readonly inject: boolean; readonly nonce: string | undefined }
}

/** The context behind every Kit hook; `null` outside a provider. */
export const KitContext = createContext<KitContextValue | null>(null)
