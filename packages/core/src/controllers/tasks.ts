import { ref } from 'valtio/vanilla'
import type { KitContext } from '../context.js'
import { BaseError } from '../errors/kit.js'

/** Where a user-started step (connect, verify a code, send…) stands. */
export type TaskStatus = 'idle' | 'pending' | 'success' | 'error'

/** One step's state in kit state. `value` is what the step reported or returned (e.g. a pairing URL). */
export type TaskState = {
  readonly status: TaskStatus
  readonly error: Error | undefined
  readonly value: unknown
}

/** Every step's state, by task key (see `TASK_KEYS` and `connectTaskKey`). */
export type TasksState = Record<string, TaskState>

/** What a running step receives: a signal aborted when it is superseded or reset, and a way to report progress. */
export type TaskControls = {
  readonly signal: AbortSignal
  report(value: unknown): void
}

/** Something thrown that was not an Error (a string, an object): kept as an Error so every UI can show it. */
export class UnknownTaskError extends BaseError {
  override name = 'UnknownTaskError'
  constructor(thrown: unknown) {
    super('Something went wrong', { details: String(thrown).slice(0, 200) })
  }
}

/**
 * The steps a user starts, keyed by name, with their state in kit state so any UI shows "waiting" or "failed, try
 * again" without starting work itself when it renders. A new run of a key supersedes (aborts) the one going.
 */
export type TasksController = {
  /** The state of `key`; idle when it never ran or was reset. */
  get(key: string): TaskState
  /** Runs `work` under `key`, superseding a run already going. Never rejects: the outcome is the task's state. */
  run(key: string, work: (controls: TaskControls) => Promise<unknown>): Promise<TaskState>
  /** Runs `work` unless `key` is pending or has succeeded (loads that need to happen once). */
  once(key: string, work: (controls: TaskControls) => Promise<unknown>): void
  /** Aborts `key` and forgets it. */
  reset(key: string): void
}

export const IDLE_TASK: TaskState = Object.freeze({ status: 'idle', error: undefined, value: undefined })

const toError = (thrown: unknown): Error => (thrown instanceof Error ? thrown : new UnknownTaskError(thrown))

export function createTasksController(ctx: KitContext): TasksController {
  const { state } = ctx
  const runs = new Map<string, AbortController>()
  // Errors are class instances with causes: kept by reference, never proxied.
  const set = (key: string, next: TaskState) => {
    state.tasks[key] = { ...next, error: next.error ? ref(next.error) : undefined }
  }
  ctx.signal.addEventListener('abort', () => {
    for (const run of runs.values()) run.abort()
    runs.clear()
  })

  const controller: TasksController = {
    get: (key) => state.tasks[key] ?? IDLE_TASK,

    async run(key, work) {
      runs.get(key)?.abort()
      const run = new AbortController()
      runs.set(key, run)
      const current = () => runs.get(key) === run && !run.signal.aborted && !ctx.signal.aborted
      set(key, { status: 'pending', error: undefined, value: undefined })
      const report = (value: unknown) => {
        if (current()) set(key, { ...controller.get(key), value })
      }
      try {
        const value = await work({ signal: run.signal, report })
        if (current())
          set(key, { status: 'success', error: undefined, value: value ?? controller.get(key).value })
      } catch (error) {
        if (current()) set(key, { status: 'error', error: toError(error), value: controller.get(key).value })
      } finally {
        if (runs.get(key) === run) runs.delete(key)
      }
      return controller.get(key)
    },

    once(key, work) {
      const { status } = controller.get(key)
      if (status === 'pending' || status === 'success') return
      void controller.run(key, work)
    },

    reset(key) {
      runs.get(key)?.abort()
      runs.delete(key)
      delete state.tasks[key]
    },
  }
  return controller
}
