// The status of an action a host runs on demand (sign, send, disconnect), kept in the kit's task store under a key
// of its own: every UI (React hooks, plain code) reads it as it reads the flow steps, by the same rule.
import { defineTask, type Task, type TaskState, type TaskStatus, toTaskError } from '../state/tasks.js'
import type { Kit } from '../kit.js'
import { getTask } from './getTask.js'

/** Where a mutation stands: a task's status. */
export type MutationStatus = TaskStatus

/** A mutation's state: its task's state, whose `value` is the last call's result. */
export type MutationState<data> = TaskState<data>

/** An action run on demand, with its status in kit state (`getTask(state, mutation.task)`). */
export type Mutation<parameters, data> = {
  /** Its task: a key of its own in `state.tasks`. */
  readonly task: Task<data>
  getState(): MutationState<data>
  /** Calls `listener` after each change of its state; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void
  /** Runs the action; resolves with its result, rejects with its error. */
  mutateAsync(parameters: parameters): Promise<data>
  /** Runs the action and never rejects: the outcome is in the state. */
  mutate(parameters: parameters): void
  /** Back to idle (its key leaves `state.tasks`), dropping the result of a call still running. */
  reset(): void
}

/** Options of {@link createMutation}. */
export type MutationOptions = {
  /** Its key in `state.tasks`, one per mutation (a UI passes a stable one). Default a new `mutation:…` key. */
  key?: string
}

/**
 * Wraps `action` in a {@link Mutation} whose state is a task of `kit`. The last call wins: a slower, earlier call
 * never overwrites the state of a later one (or of a reset). Something thrown that is not an Error becomes an
 * `UnknownTaskError`, so `error` is always one.
 * @example
 * const sign = createMutation(kit, signMessage)
 * kit.subscribe((state) => getTask(state, sign.task), render)
 * sign.mutate({ message: 'hello' })
 */
export function createMutation<parameters = void, data = unknown>(
  kit: Kit,
  action: (kit: Kit, parameters: parameters) => Promise<data>,
  { key = `mutation:${Math.random().toString(36).slice(2)}` }: MutationOptions = {},
): Mutation<parameters, data> {
  const task = defineTask<data>(key)
  const mutation: Mutation<parameters, data> = {
    task,
    getState: () => getTask(kit.getState(), task),
    subscribe: (listener) =>
      kit.subscribe(
        (state) => getTask(state, task),
        () => listener(),
      ),
    async mutateAsync(parameters) {
      // The caller gets this call's own outcome; the task keeps the last call's.
      let outcome!: Promise<data>
      await kit.tasks.run(task, () => {
        outcome = (async () => action(kit, parameters))().catch((thrown: unknown) => {
          throw toTaskError(thrown)
        })
        return outcome
      })
      return outcome
    },
    mutate(parameters) {
      mutation.mutateAsync(parameters).catch(() => undefined)
    },
    reset: () => kit.tasks.reset(task),
  }
  return mutation
}
