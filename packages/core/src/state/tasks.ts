// The tasks slice: where each user-started step stands, keyed by task, with typed descriptors (`defineTask`) so reading
// a task's state gives its value's type. Running them is `kit.tasks` (controllers/tasks.ts).
import { BaseError } from '../errors/kit.js'

/** Where a user-started step (connect, verify a code, send…) or a host's action (sign, send) stands. */
export type TaskStatus = 'idle' | 'pending' | 'success' | 'error'

/** One step's state in kit state. `value` is what the step reported or returned (e.g. a pairing URL). */
export type TaskState<value = unknown> = {
  readonly status: TaskStatus
  readonly error: Error | undefined
  readonly value: value | undefined
}

// Type-only: the value a task carries, as TanStack's DataTag does for a query key.
declare const valueType: unique symbol

/** A task: its key in `state.tasks`, and (in the type only) the value its state carries. */
export type Task<value = unknown> = { readonly key: string; readonly [valueType]: value }

/**
 * A typed task under `key`, so reading its state gives its value's type.
 * @example const nameCheck = defineTask<AccountNameCheck>('names:check')
 */
export const defineTask = <value = undefined>(key: string): Task<value> => ({ key }) as Task<value>

/** Every step's state, by task key (see `tasks` in `@kit/core/actions`). */
export type TasksState = Record<string, TaskState>

/** What a running step receives: a signal aborted when it is superseded or reset, and a way to report progress. */
export type TaskControls<value = unknown> = {
  readonly signal: AbortSignal
  report(value: value): void
}

/** Something thrown that was not an Error (a string, an object): kept as an Error so every UI can show it. */
export class UnknownTaskError extends BaseError {
  override name = 'UnknownTaskError'
  constructor(thrown: unknown) {
    super('Something went wrong', { details: String(thrown).slice(0, 200) })
  }
}

/** A task's work: resolves with the task's value, or with nothing to keep the value it reported. */
export type TaskWork<value> = (controls: TaskControls<value>) => Promise<value> | Promise<void>

export const IDLE_TASK: TaskState = Object.freeze({ status: 'idle', error: undefined, value: undefined })

/**
 * The state of `task` in `tasks`; idle when it never ran. The one place a task's value type is asserted: the store
 * is keyed by string, and each key has one `defineTask`, so its value is the task's (as TanStack's `DataTag`).
 */
export const readTask = <value>(tasks: TasksState, { key }: Task<value>): TaskState<value> =>
  (tasks[key] ?? IDLE_TASK) as TaskState<value>

/** What a task keeps of something thrown: an Error as it is, anything else as an `UnknownTaskError`. */
export const toTaskError = (thrown: unknown): Error =>
  thrown instanceof Error ? thrown : new UnknownTaskError(thrown)
