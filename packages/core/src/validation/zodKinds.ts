// Small zod/mini builders shared by every schema in core. zod's code is chunked per file, so each extra schema
// kind used anywhere (enum, number, email, record, nullable, union…) is paid for in the first load; these
// builders keep core to object, string, boolean, array, optional and custom/refine.
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
