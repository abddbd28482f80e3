// Which parent origins may talk to the frame: a fixed list, or a (possibly remote, asynchronous) check asked once
// per origin; and the parent's origin as the frame's own document can tell it before any message.
import { InvalidFrameOptionsError } from './errors.js'
import type { FrameLogger } from './logger.js'
import type { FrameServerWindow } from './windows.js'

/** Default time an asynchronous `allowedParentOrigins` check may take before the origin counts as refused. */
export const DEFAULT_ORIGIN_CHECK_TIMEOUT_MS = 10_000

/** Which parent origins may talk to the frame: a list of exact origins, or a (possibly asynchronous) check. */
export type AllowedParentOrigins = readonly string[] | ((origin: string) => boolean | Promise<boolean>)

/** The checked form of `AllowedParentOrigins`. */
export type OriginCheck = {
  check(origin: string): boolean | Promise<boolean>
  /** The allowed origins when they are a fixed list. */
  list: readonly string[] | undefined
}

const MAX_CACHED_ORIGINS = 64

function exactOrigin(value: unknown): string {
  if (typeof value !== 'string')
    throw new InvalidFrameOptionsError('allowedParentOrigins entries must be strings.')
  if (value === '*') throw new InvalidFrameOptionsError("allowedParentOrigins may not contain '*'.")
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new InvalidFrameOptionsError(`Not an origin: ${value.slice(0, 200)}`)
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== value.replace(/\/$/, ''))
    throw new InvalidFrameOptionsError(`Not an http(s) origin: ${value.slice(0, 200)}`)
  return url.origin
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`origin check took longer than ${ms} ms`)), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}

/** Checks `allowedParentOrigins` once (exact http(s) origins, never `'*'`) and builds its check. */
export function createOriginCheck(
  allowed: AllowedParentOrigins,
  logger: FrameLogger,
  timeoutMs: number,
): OriginCheck {
  if (Array.isArray(allowed)) {
    const list = [...new Set(allowed.map(exactOrigin))]
    const set = new Set(list)
    return { check: (origin) => set.has(origin), list }
  }
  if (typeof allowed !== 'function')
    throw new InvalidFrameOptionsError('allowedParentOrigins must be a list of origins or a function.')

  // Per-instance cache, so a remote allow-list is asked once per origin; failures are not cached.
  const cache = new Map<string, boolean | Promise<boolean>>()
  const remember = (origin: string, value: boolean | Promise<boolean>) => {
    if (cache.size >= MAX_CACHED_ORIGINS) cache.clear()
    cache.set(origin, value)
  }
  return {
    list: undefined,
    check(origin) {
      const cached = cache.get(origin)
      if (cached !== undefined) return cached
      let answer: unknown
      try {
        answer = allowed(origin)
      } catch (error) {
        logger.error('allowedParentOrigins threw; origin refused', { origin, error: String(error) })
        return false
      }
      if (typeof answer === 'boolean') {
        remember(origin, answer)
        return answer
      }
      if (answer instanceof Promise || (typeof answer === 'object' && answer !== null && 'then' in answer)) {
        const pending = withTimeout(Promise.resolve(answer as Promise<unknown>), timeoutMs).then(
          (value) => {
            const ok = value === true
            remember(origin, ok)
            return ok
          },
          (error: unknown) => {
            cache.delete(origin)
            logger.error('allowedParentOrigins failed; origin refused', { origin, error: String(error) })
            return false
          },
        )
        remember(origin, pending)
        return pending
      }
      return false
    },
  }
}

/** The parent's origin as `ancestorOrigins` or the referrer tell it, before the host says HELLO. */
export function candidateParentOrigin(win: FrameServerWindow): string | undefined {
  try {
    const ancestor = win.location?.ancestorOrigins?.[0]
    if (typeof ancestor === 'string' && ancestor !== 'null') return ancestor
    const referrer = win.document?.referrer
    // The host sets referrerpolicy="origin" on the iframe, so the referrer is its origin.
    if (referrer) {
      const origin = new URL(referrer).origin
      if (origin !== 'null') return origin
    }
  } catch {
    // No usable hint; the host's HELLO will tell us.
  }
  return undefined
}
