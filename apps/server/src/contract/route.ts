import type * as z from 'zod/mini'

/** How a route is called: with the frame's bound session (origin, bearer token and a fresh proof), a token, or none. */
export type RouteAuth = 'none' | 'proof' | 'session' | 'boundSession'

/**
 * One HTTP route as a contract: what it takes and what it answers, written once. The server validates requests and
 * types its answers with it, the secure frame builds its calls and checks answers with it, and the OpenAPI document
 * is generated from it. Schemas are `zod/mini`, so the frame ships only the small core.
 */
export type RouteContract = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** The full path, with `:name` for a path parameter. */
  path: string
  summary: string
  /** The JSON body, when the route reads one. */
  body?: z.ZodMiniType
  /** Path parameters, by name. */
  params?: z.ZodMiniType
  /** The answer of success. */
  answer: z.ZodMiniType
  /** The status of success (200 unless given). */
  status?: 200 | 201
  /** What the caller must hold; the OpenAPI document names it. */
  auth: RouteAuth
}

/** Declares a table of routes, keeping each entry's own types. */
export const defineRoutes = <const T extends Record<string, RouteContract>>(routes: T): T => routes

/** The body a route takes (as sent). */
export type BodyOf<R extends RouteContract> = R['body'] extends z.ZodMiniType ? z.input<R['body']> : undefined
/** The body a route takes, once validated (trimmed, lower-cased…). */
export type ParsedBodyOf<R extends RouteContract> = R['body'] extends z.ZodMiniType
  ? z.output<R['body']>
  : undefined
/** What a route answers on success, as the server writes it. */
export type AnswerOf<R extends RouteContract> = z.input<R['answer']>
