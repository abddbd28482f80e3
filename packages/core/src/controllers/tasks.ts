import { ref } from 'valtio/vanilla'
import type { KitContext } from '../context.js'
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

/**
 * The steps a user starts, by task, with their state in kit state so any UI shows "waiting" or "failed, try
 * again" without starting work itself when it renders. A new run of a task supersedes (aborts) the one going.
 */
export type TasksController = {
  /** The state of `task`; idle when it never ran or was reset. */
  get<value>(task: Task<value>): TaskState<value>
  /**
   * Runs `work` as `task`, superseding a run already going. Never rejects: the outcome is the task's state. A
   * `work` that returns nothing keeps the value it reported.
   */
  run<value>(task: Task<value>, work: TaskWork<value>): Promise<TaskState<value>>
  /** Runs `work` unless `task` is pending or has succeeded (loads that need to happen once). */
  once<value>(task: Task<value>, work: TaskWork<value>): void
  /** Aborts `task` and forgets it. */
  reset(task: Task<unknown>): void
}

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

export function createTasksController(ctx: KitContext): TasksController {
  const { state } = ctx
  const runs = new Map<string, AbortController>()
  const get = (key: string): TaskState => state.tasks[key] ?? IDLE_TASK
  // Errors are class instances with causes: kept by reference, never proxied.
  const set = (key: string, next: TaskState) => {
    state.tasks[key] = { ...next, error: next.error ? ref(next.error) : undefined }
  }
  ctx.signal.addEventListener('abort', () => {
    for (const run of runs.values()) run.abort()
    runs.clear()
  })

  async function run(key: string, work: (controls: TaskControls) => Promise<unknown>): Promise<TaskState> {
    runs.get(key)?.abort()
    const run = new AbortController()
    runs.set(key, run)
    const current = () => runs.get(key) === run && !run.signal.aborted && !ctx.signal.aborted
    set(key, { status: 'pending', error: undefined, value: undefined })
    const report = (value: unknown) => {
      if (current()) set(key, { ...get(key), value })
    }
    try {
      const value = await work({ signal: run.signal, report })
      if (current()) set(key, { status: 'success', error: undefined, value: value ?? get(key).value })
    } catch (error) {
      if (current()) set(key, { status: 'error', error: toTaskError(error), value: get(key).value })
    } finally {
      if (runs.get(key) === run) runs.delete(key)
    }
    return get(key)
  }

  // `run` is written over keys; the value types hold as in `readTask`.
  return {
    get: (task) => readTask(state.tasks, task),
    run: ({ key }, work) => run(key, work),
    once({ key }, work) {
      const { status } = get(key)
      if (status !== 'pending' && status !== 'success') void run(key, work)
    },
    reset({ key }) {
      runs.get(key)?.abort()
      runs.delete(key)
      delete state.tasks[key]
    },
  } as TasksController
}
