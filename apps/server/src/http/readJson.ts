import type { Context } from 'hono'
import * as z from 'zod/mini'
import type { $ZodType } from 'zod/v4/core'
import { BadRequestError, type ErrorReason } from '../errors.js'

/** Turns zod issues into error reasons that name the field, e.g. `address: Invalid input`. */
export function zodReasons(error: {
  issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>
}): ErrorReason[] {
  return error.issues.map((issue) => ({
    name: 'InvalidField',
    description:
      issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message,
  }))
}

/** Validates `value` with `schema`, or throws a 400 listing every problem. */
export function parseWith<S extends $ZodType>(schema: S, value: unknown, what = 'request'): z.output<S> {
  const result = z.safeParse(schema, value)
  if (result.success) return result.data
  const [first, ...rest] = zodReasons(result.error)
  throw new BadRequestError(
    'InvalidBody',
    first ? `Invalid ${what}: ${first.description}` : `Invalid ${what}`,
    {
      metaMessages: rest.map((reason) => reason.description),
    },
  )
}

/**
 * Reads the body as JSON (whatever the Content-Type, since some clients send `text/plain` to skip a CORS
 * preflight) and validates it. Bad JSON and wrong types are 400s, never crashes.
 */
export async function readJson<S extends $ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const text = await c.req.text()
  if (text.trim() === '') throw new BadRequestError('InvalidBody', 'Expected a JSON body')
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new BadRequestError('InvalidJson', 'The request body is not valid JSON')
  }
  return parseWith(schema, value, 'body')
}
