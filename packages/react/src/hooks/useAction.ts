'use client'
import type { Kit, TaskStatus } from '@kit/core'
import { createMutation } from '@kit/core/adapters'
import { useEffect, useId, useMemo } from 'react'
import { useKitContext } from './useKitContext.js'
import { useTask } from './useTask.js'

/** What an action hook returns besides its two ways to run: the last call's status, result and error. */
export type ActionStatus<data> = {
  readonly status: TaskStatus
  readonly isPending: boolean
  readonly data: data | undefined
  readonly error: Error | undefined
  /** Back to idle. */
  reset(): void
}

/** An action hook's result: `name` runs and never rejects, `nameAsync` resolves or rejects, and the status. */
export type ActionResult<name extends string, parameters, data> = ActionStatus<data> &
  Record<name, (parameters: parameters) => void> &
  Record<`${name}Async`, (parameters: parameters) => Promise<data>>

/**
 * The hook of core action `name`, e.g. `useAction('signMessage', signMessage)` for `useSignMessage`. Its state is a
 * task of the kit (core's `createMutation`, one per component), so the status rule is core's and React renders it.
 */
export function useAction<name extends string, parameters = void, data = void>(
  name: name,
  action: (kit: Kit, parameters: parameters) => Promise<data>,
): ActionResult<name, parameters, data> {
  const { kit } = useKitContext(`use${name[0]?.toUpperCase()}${name.slice(1)}`)
  const key = `${name}:${useId()}`
  const mutation = useMemo(() => createMutation(kit, action, { key }), [kit, action, key])
  // A component's task leaves kit state with it.
  useEffect(() => mutation.reset, [mutation])
  const state = useTask(mutation.task)
  return useMemo(
    () =>
      ({
        [name]: mutation.mutate,
        [`${name}Async`]: mutation.mutateAsync,
        status: state.status,
        isPending: state.status === 'pending',
        data: state.value,
        error: state.error,
        reset: mutation.reset,
      }) as ActionResult<name, parameters, data>,
    [name, mutation, state],
  )
}
