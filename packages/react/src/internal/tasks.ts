/** Where a user-started async step (connect, send, verify a code…) stands. */
export type TaskStatus = 'idle' | 'pending' | 'success' | 'error'

/** One task's state. `value` is what the task reported while running (e.g. a pairing URI). */
export type TaskSnapshot = {
  readonly status: TaskStatus
  readonly error: unknown
  readonly value: unknown
}

/** What a running task receives: a way to report progress, and a signal aborted when it is superseded. */
export type TaskControls = {
  readonly signal: AbortSignal
  report(value: unknown): void
}

/**
 * The async steps the modal starts on a user's action, keyed by name, so a view can show "waiting", "failed,
 * try again" without starting work itself when it mounts (StrictMode mounts twice; a view must not connect twice).
 * One store per provider: nothing is shared between kits.
 */
export type TaskStore = {
  get(key: string): TaskSnapshot
  subscribe(listener: () => void): () => void
  /** Starts `work` under `key`, superseding (aborting) a run already going. Never rejects: errors are kept. */
  run(key: string, work: (controls: TaskControls) => Promise<unknown>): Promise<TaskSnapshot>
  /** Runs `work` unless `key` is pending or already succeeded. */
  once(key: string, work: (controls: TaskControls) => Promise<unknown>): void
  /** Aborts `key` and forgets it. */
  reset(key: string): void
  /** Aborts every task (the provider unmounts). */
  abortAll(): void
}

const IDLE: TaskSnapshot = Object.freeze({ status: 'idle', error: undefined, value: undefined })

/** Creates the task store of one provider. */
export function createTaskStore(): TaskStore {
  const tasks = new Map<string, TaskSnapshot>()
  const runs = new Map<string, AbortController>()
  const listeners = new Set<() => void>()
  const set = (key: string, next: TaskSnapshot) => {
    tasks.set(key, next)
    for (const listener of [...listeners]) listener()
  }

  const store: TaskStore = {
    get: (key) => tasks.get(key) ?? IDLE,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async run(key, work) {
      runs.get(key)?.abort()
      const run = new AbortController()
      runs.set(key, run)
      const current = () => runs.get(key) === run && !run.signal.aborted
      set(key, { status: 'pending', error: undefined, value: undefined })
      const report = (value: unknown) => {
        if (current()) set(key, { ...store.get(key), value })
      }
      try {
        const value = await work({ signal: run.signal, report })
        if (current()) set(key, { status: 'success', error: undefined, value: value ?? store.get(key).value })
      } catch (error) {
        if (current()) set(key, { status: 'error', error, value: store.get(key).value })
      } finally {
        if (runs.get(key) === run) runs.delete(key)
      }
      return store.get(key)
    },
    once(key, work) {
      const { status } = store.get(key)
      if (status === 'pending' || status === 'success') return
      void store.run(key, work)
    },
    reset(key) {
      runs.get(key)?.abort()
      runs.delete(key)
      if (tasks.delete(key)) for (const listener of [...listeners]) listener()
    },
    abortAll() {
      for (const run of runs.values()) run.abort()
      runs.clear()
    },
  }
  return store
}
