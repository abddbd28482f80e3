import { ref } from 'valtio/vanilla'
import type { KitContext } from '../context.js'
import {
  IDLE_TASK,
  readTask,
  type Task,
  type TaskControls,
  type TaskState,
  type TaskWork,
  toTaskError,
} from '../state/tasks.js'

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

export function createTasksController(ctx: KitContext): TasksController {
  const runs = new Map<string, AbortController>()
  const get = (key: string): TaskState => ctx.state.tasks[key] ?? IDLE_TASK
  // Errors are class instances with causes: kept by reference, never proxied.
  const set = (key: string, next: TaskState) => {
    ctx.state.tasks[key] = { ...next, error: next.error ? ref(next.error) : undefined }
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
    get: (task) => readTask(ctx.state.tasks, task),
    run: ({ key }, work) => run(key, work),
    once({ key }, work) {
      const { status } = get(key)
      if (status !== 'pending' && status !== 'success') void run(key, work)
    },
    reset({ key }) {
      runs.get(key)?.abort()
      runs.delete(key)
      delete ctx.state.tasks[key]
    },
  } as TasksController
}
