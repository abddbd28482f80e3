import type { LogEntry } from '../config/index.js'

/**
 * Logs a failure once per cause and interval: the first occurrence of a cause is written at once, later ones are
 * counted, and the next entry for that cause (after `intervalMs`) carries how many were left out (`repeated`). An
 * outage that fails thousands of requests writes a few lines, not one per request.
 */
export function createLogOnce(log: (entry: LogEntry) => void, now: () => number, intervalMs = 30_000) {
  const causes = new Map<string, { at: number; repeated: number }>()
  return (cause: string, entry: LogEntry): void => {
    const time = now()
    const seen = causes.get(cause)
    if (seen && time - seen.at < intervalMs) {
      seen.repeated += 1
      return
    }
    causes.set(cause, { at: time, repeated: 0 })
    // Bounded: causes are a handful of labels, but an unexpected error's message could vary without end.
    if (causes.size > 1000) causes.delete(causes.keys().next().value as string)
    log({ ...entry, cause, ...(seen?.repeated ? { repeated: seen.repeated } : {}) })
  }
}

/** Logs a throttled entry: `cause` groups the lines, `entry` is written for the first of each interval. */
export type LogOnce = ReturnType<typeof createLogOnce>
