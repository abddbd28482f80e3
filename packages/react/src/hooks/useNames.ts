'use client'
import type { KitSnapshot, NamesController } from '@kit/core'
import { useMemo } from 'react'
import { useKitContext } from './useKitContext.js'
import { useKitState } from './useKitState.js'

/** The name state (suggestions, loading) and the names controller. */
export type UseNamesResult = KitSnapshot['names'] & NamesController

/**
 * Name suggestions and loading, with lookup, availability and registration.
 * @example const { suggestions, getSuggestions } = useNames()
 */
export function useNames(): UseNamesResult {
  const { kit } = useKitContext('useNames')
  const names = useKitState((state) => state.names)
  return useMemo(() => {
    const controller = kit.names
    return {
      ...names,
      suffix: controller.suffix,
      withSuffix: controller.withSuffix,
      withoutSuffix: controller.withoutSuffix,
      lookup: controller.lookup,
      isNameRegistered: controller.isNameRegistered,
      getSuggestions: controller.getSuggestions,
      getNamesForAddress: controller.getNamesForAddress,
      registerName: controller.registerName,
    }
  }, [kit, names])
}
