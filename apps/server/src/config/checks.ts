import { z } from 'zod'
import { ServerConfigError } from '../errors.js'

/**
 * A zod transform from a check that throws `ServerConfigError`: the parse records the error as an issue, and
 * `resolveConfig` throws that very error, so its sentence and details reach the operator word for word.
 */
export function checked<In, Out>(check: (value: In) => Out) {
  return (value: In, ctx: z.RefinementCtx): Out => {
    try {
      return check(value)
    } catch (error) {
      if (!(error instanceof ServerConfigError)) throw error
      ctx.addIssue({ code: 'custom', message: error.shortMessage, params: { error } })
      return z.NEVER
    }
  }
}

/** A positive whole number, `fallback` when unset; the refusal names the setting as `name`. */
export function positive(fallback: number, name: string) {
  return positiveNumber(name).default(fallback)
}

/** A positive whole number with no default (`name` as in {@link positive}). */
export function positiveNumber(name: string) {
  const message = `${name} must be a positive integer`
  return z.int(message).min(1, message)
}

/** At most `max` events per `windowMs` (the defaults). */
export function rate(max: number, windowMs: number) {
  return z.object({ max: z.number(), windowMs: z.number() }).default(() => ({ max, windowMs }))
}

/** A function (zod checks only that it is one; its signature is the type's). */
export function callable<T extends (...args: never[]) => unknown>() {
  return z.custom<T>((value) => typeof value === 'function', 'must be a function')
}

/** An http(s) URL, its trailing slashes dropped; `name` says which setting it is. */
export function httpUrl(value: string, name: string): string {
  let url: URL | undefined
  try {
    url = new URL(value)
  } catch {}
  if (!url || !['http:', 'https:'].includes(url.protocol))
    throw new ServerConfigError(`${name} must be an http(s) URL, not "${value}"`)
  return value.replace(/\/+$/, '')
}
