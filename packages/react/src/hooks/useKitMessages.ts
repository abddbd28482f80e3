'use client'
import type { KitMessages } from '../messages.js'
import { useKitContext } from './useKitContext.js'

/** The messages table in force (the provider's `messages` over the English defaults). */
export function useKitMessages(): KitMessages {
  return useKitContext('useKitMessages').messages
}
