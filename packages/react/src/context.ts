'use client'
import type { Kit } from '@kit/core'
import { createContext } from 'react'
import type { KitMessages } from './messages.js'

/** What `<KitProvider>` gives the hooks and the modal. */
export type KitContextValue = {
  readonly kit: Kit
  readonly messages: KitMessages
  /** Whether Kit injects its stylesheet, and the CSP nonce for it. */
  readonly styles: { readonly inject: boolean; readonly nonce: string | undefined }
}

/** The context behind every Kit hook; `null` outside a provider. */
export const KitContext = createContext<KitContextValue | null>(null)
