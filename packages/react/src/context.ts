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
  /** The provider's `messages`: the modal and `useKitMessages` resolve the whole table from them when they load. */
  readonly messageOverrides: PartialKitMessages | undefined
  /** Whether Kit injects its stylesheet, and the CSP nonce for it. */
  readonly styles: { readonly inject: boolean; readonly nonce: string | undefined }
}

/** The context behind every Kit hook; `null` outside a provider. */
export const KitContext = createContext<KitContextValue | null>(null)
