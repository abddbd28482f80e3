'use client'
import type { Kit } from '@kit/core'
import { useKitContext } from './useKitContext.js'

/**
 * The kit of the nearest `<KitProvider>`: its controllers (`kit.modal`, `kit.network`, …) and state.
 * @throws {KitProviderMissingError} outside a provider.
 */
export function useKit(): Kit {
  return useKitContext('useKit').kit
}
