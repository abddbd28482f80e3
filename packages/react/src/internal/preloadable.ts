/** A promise that says whether it has settled, the way React reads it. */
type Tracked<value> = Promise<value> & {
  status?: 'pending' | 'fulfilled' | 'rejected'
  value?: value
  reason?: unknown
}

/** A shared loader whose result can be read synchronously once loaded. */
export type Preloadable<value> = (() => Promise<value>) & {
  /** The loaded value, or undefined while it is not (yet) loaded. */
  peek(): value | undefined
}

/**
 * Wraps a chunk loader so every caller shares one load, and the promise carries its status. React.lazy given an
 * already-fulfilled promise renders at once instead of suspending (and waiting out Suspense's reveal throttle),
 * so a prefetched modal opens in the same frame as the click. A failed load is retried on the next call.
 * The cache is of code, like the bundler's own module registry: it holds no state of any kit.
 */
export function preloadable<value>(load: () => Promise<value>): Preloadable<value> {
  let current: Tracked<value> | undefined
  const get = () => {
    if (current && current.status !== 'rejected') return current
    const promise: Tracked<value> = load()
    promise.status = 'pending'
    promise.then(
      (loaded) => {
        promise.status = 'fulfilled'
        promise.value = loaded
      },
      (reason: unknown) => {
        promise.status = 'rejected'
        promise.reason = reason
      },
    )
    current = promise
    return promise
  }
  // React.lazy settles its own record only in a microtask, so even a loaded chunk suspends once through it
  // (and Suspense then throttles the reveal by up to 300 ms); a loaded chunk is therefore rendered directly.
  return Object.assign(get, { peek: () => (current?.status === 'fulfilled' ? current.value : undefined) })
}
