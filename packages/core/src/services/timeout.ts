/**
 * Settles like `promise`, or rejects with `onTimeout()` after `ms` milliseconds, or with the signal's reason
 * when `signal` aborts first. The timer never outlives the race.
 */
export function withTimeout<value>(
  promise: Promise<value>,
  ms: number,
  onTimeout: () => Error,
  signal?: AbortSignal,
): Promise<value> {
  return new Promise<value>((resolve, reject) => {
    const onAbort = () => finish(() => reject(signal?.reason ?? new Error('Aborted')))
    const timer = setTimeout(() => finish(() => reject(onTimeout())), ms)
    const finish = (settle: () => void) => {
      clearTimeout(timer)
      signal?.removeEventListener('abort', onAbort)
      settle()
    }
    if (signal?.aborted) return onAbort()
    signal?.addEventListener('abort', onAbort, { once: true })
    promise.then(
      (value) => finish(() => resolve(value)),
      (error: unknown) => finish(() => reject(error)),
    )
  })
}
