/**
 * Runs `callback` in a task of its own after the browser has painted the next frame; returns a function that
 * cancels it. Work started here neither lengthens the task that renders the page nor holds back its paint: React
 * may run a mount's effects in the same task as the commit, before the browser paints. Where no frames come (no
 * `requestAnimationFrame`, or a page in a background tab, which gets none until it is shown), it runs after a
 * timeout.
 */
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
