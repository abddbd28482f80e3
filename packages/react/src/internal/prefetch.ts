// React's start-up tricks: code that exists only to make the page's first paint and the modal's first open faster,
// each with what it buys beside it (bench/README.md tells the whole story). Three of them:
// - afterPaint and preloadable, here: the first load runs them;
// - the idle warm-up of the first view's icons and fonts, in modal/warmUp.ts: the first load must not carry it
//   (here it would add 0.37 KiB gzip to Kit over React's first load, whose hard 25 KiB budget it nearly fills), so
//   it is in the modal's chunk, whose loading (internal/lazyModal.ts) runs it.
// The first open's short wait instead of a Suspense fallback (useLoadedModal, in lazyModal.ts) is preloadable's use.
// None of them buys under a millisecond: the font lookups, the likeliest candidate, save about 10 ms (warmUp.ts).

/**
 * Runs `callback` in a task of its own after the browser has painted the next frame; returns a function that
 * cancels it. Work started here neither lengthens the task that renders the page nor holds back its paint: React
 * may run a mount's effects in the same task as the commit, before the browser paints. Where no frames come (no
 * `requestAnimationFrame`, or a page in a background tab, which gets none until it is shown), it runs after a
 * timeout.
 */
// Gain: the modal's prefetch (and the preload links the bundler adds per chunk) no longer holds back the page's first
// paint (commit bad6993). Not measured in milliseconds: the timing bench judges navigation → button with it in place.
export function afterPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const hidden = typeof document !== 'undefined' && document.visibilityState === 'hidden'
  if (typeof requestAnimationFrame !== 'function' || hidden) {
    timer = setTimeout(callback, 0)
    return () => clearTimeout(timer)
  }
  // A frame's callbacks run just before its paint; a timeout set there runs after it.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}

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
// Gain: a prefetched modal renders in the click's own update instead of through a Suspense fallback, which React
// holds for up to 300 ms (its reveal throttle); click → first view was 28 ms cold, 8 ms warm once it was in
// (commit c26eed0). The time without it was not recorded.
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
