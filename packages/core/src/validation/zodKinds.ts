// Small zod/mini builders shared by core's schemas (the blockchain API's responses and the validation schemas):
// a string or number that passes a plain rule, one of a list, a nullable string, anything.
import * as z from 'zod/mini'

/** A string that passes `test`, with `message` when it does not. */
export const matching = (test: (value: string) => boolean, message: string) =>
  z.string({ error: message }).check(z.refine(test, { error: message }))

/** One of the given strings. */
export const oneOf = <const values extends readonly string[]>(values: values, message: string) =>
  z.custom<values[number]>((value) => typeof value === 'string' && values.includes(value), { error: message })

/** A number that passes `test`. */
export const numberWhere = (test: (value: number) => boolean, message: string) =>
  z.custom<number>((value) => typeof value === 'number' && Number.isFinite(value) && test(value), {
    error: message,
  })

/** A string or null. */
export const nullableString = () =>
  z.custom<string | null>((value) => value === null || typeof value === 'string', {
    error: 'must be a string or null',
  })

/** Anything. */
export const anything = () => z.custom<unknown>(() => true)
