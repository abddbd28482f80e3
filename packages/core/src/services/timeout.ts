/**
 * Settles like `promise`, or rejects with `onTimeout()` after `ms` milliseconds, or with the signal's reason
 * when `signal` aborts first. The timer never outlives the race, and a late rejection of `promise` is handled.
 */
export function withTimeout<value>(
  promise: Promise<value>,
  ms: number,
  onTimeout: () => Error,
  signal?: AbortSignal,
): Promise<value> {
  return new Promise<value>((resolve, reject) => {
    let settled = false
    const finish = (settle: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      signal?.removeEventListener('abort', onAbort)
      settle()
    }
    const onAbort = () => finish(() => reject(signal?.reason ?? new Error('Aborted')))
    const timer = setTimeout(() => finish(() => reject(onTimeout())), ms)
    promise.then(
      (value) => finish(() => resolve(value)),
      (error: unknown) => finish(() => reject(error)),
    )
    if (signal?.aborted) onAbort()
    else signal?.addEventListener('abort', onAbort, { once: true })
  })
}
