// The status of an action a host runs on demand (sign, send, disconnect): one small store per use, so every UI
// (React hooks, plain code) shows the same states by the same rule.

/** Where a mutation stands. */
export type MutationStatus = 'idle' | 'pending' | 'success' | 'error'

/** A mutation's state: the last call's result or error. */
export type MutationState<data> = {
  readonly status: MutationStatus
  readonly data: data | undefined
  readonly error: Error | undefined
}

/** A store over one action: run it, read and follow its status. */
export type Mutation<parameters, data> = {
  getState(): MutationState<data>
  /** Calls `listener` after each change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void
  /** Runs the action; resolves with its result, rejects with its error. */
  mutateAsync(parameters: parameters): Promise<data>
  /** Runs the action and never rejects: the outcome is in the state. */
  mutate(parameters: parameters): void
  /** Back to idle, dropping the result of a call still running. */
  reset(): void
}

const IDLE = Object.freeze({ status: 'idle', data: undefined, error: undefined }) as MutationState<never>

/**
 * Wraps `action` in a {@link Mutation}. The last call wins: a slower, earlier call never overwrites the state
 * of a later one (or of a reset). A non-Error rejection becomes an Error, so `error` is always one.
 * @example
 * const sign = createMutation((message: string) => signMessage(kit, { message }))
 * sign.subscribe(() => render(sign.getState()))
 * sign.mutate('hello')
 */
export function createMutation<parameters, data>(
  action: (parameters: parameters) => Promise<data>,
): Mutation<parameters, data> {
  let state: MutationState<data> = IDLE
  let call = 0
  const listeners = new Set<() => void>()
  const set = (next: MutationState<data>) => {
    state = next
    for (const listener of [...listeners]) listener()
  }
  const mutation: Mutation<parameters, data> = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async mutateAsync(parameters) {
      const mine = ++call
      set({ status: 'pending', data: undefined, error: undefined })
      try {
        const data = await action(parameters)
        if (mine === call) set({ status: 'success', data, error: undefined })
        return data
      } catch (caught) {
        const error = caught instanceof Error ? caught : new Error(String(caught))
        if (mine === call) set({ status: 'error', data: undefined, error })
        throw error
      }
    },
    mutate(parameters) {
      mutation.mutateAsync(parameters).catch(() => undefined)
    },
    reset() {
      call++
      if (state !== IDLE) set(IDLE)
    },
  }
  return mutation
}
