'use client'
import type { Kit } from '@kit/core'
import { createMutation, type Mutation, type MutationState } from '@kit/core/adapters'
import { useMemo, useSyncExternalStore } from 'react'

/**
 * One core mutation per component and kit, projected into React. The status rule (the last call wins, an error
 * is always an Error) is core's `createMutation`; React only renders it.
 */
export function useMutation<parameters, data>(
  kit: Kit,
  action: (kit: Kit, parameters: parameters) => Promise<data>,
): { mutation: Mutation<parameters, data>; state: MutationState<data> } {
  const mutation = useMemo(
    () => createMutation((parameters: parameters) => action(kit, parameters)),
    [kit, action],
  )
  const state = useSyncExternalStore(mutation.subscribe, mutation.getState, mutation.getState)
  return { mutation, state }
}
