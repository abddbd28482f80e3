import type { Context } from 'hono'
import type { z } from 'zod'
import { BadRequestError, type ErrorReason } from '../errors.js'

/** Turns zod issues into error reasons that name the field, e.g. `address: Invalid input`. */
export function zodReasons(error: z.ZodError): ErrorReason[] {
  return error.issues.map((issue) => ({
    name: 'InvalidField',
    description: issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
  }))
}

/** Validates `value` with `schema`, or throws a 400 listing every problem. */
export function parseWith<T>(schema: z.ZodType<T>, value: unknown, what = 'request'): T {
  const result = schema.safeParse(value)
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
export async function readJson<T>(c: Context, schema: z.ZodType<T>): Promise<T> {
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
