'use client'
import { useMemo } from 'react'
import { type KitMessages, resolveMessages } from '../messages.js'
import { useKitContext } from './useKitContext.js'

/**
 * The messages table in force: the provider's `messages` over its locale's pack (once loaded) over English.
 */
export function useKitMessages(): KitMessages {
  const overrides = useKitContext('useKitMessages').messageOverrides
  return useMemo(() => resolveMessages(overrides), [overrides])
}
