import { BaseError } from '@kit/chains'
import * as z from 'zod/mini'
import type { Endpoint } from '../contract/route.js'

/**
 * A handler answered what its route's answer schema refuses: the server broke its own contract. Not a `ServerError`,
 * so the error handler logs it (with the stack) and the caller gets a plain 500.
 */
export class MalformedAnswerError extends BaseError {
  override name = 'MalformedAnswerError'
  constructor(route: Endpoint, issues: readonly z.core.$ZodIssue[]) {
    super(`${route.method} ${route.path} answered what its contract refuses`, {
      details: issues.map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`).join('; '),
    })
  }
}

/** Throws `MalformedAnswerError` unless `answer` is what `route`'s answer schema accepts (as the server writes it). */
export function assertAnswer(route: Endpoint, answer: unknown): void {
  const checked = z.safeParse(route.answer, answer)
  if (!checked.success) throw new MalformedAnswerError(route, checked.error.issues)
}
