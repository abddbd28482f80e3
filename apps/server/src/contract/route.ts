import type * as z from 'zod/mini'

/** How a route is called: with the frame's bound session (origin, bearer token and a fresh proof), a token, or none. */
export type RouteAuth = 'none' | 'proof' | 'session' | 'boundSession'

/**
 * What a client needs to call a route: where it is and what it answers. The secure frame bundles only these (and
 * takes what it sends as a type, {@link RequestBodyOf}); schemas are `zod/mini`, so it ships only the small core.
 */
export type Endpoint = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** The full path, with `:name` for a path parameter. */
  path: string
  /** The answer of success. */
  answer: z.ZodMiniType
  /** The status of success (200 unless given). */
  status?: 200 | 201
}

/**
 * One HTTP route as the server serves it: its endpoint, the request schemas it validates and what the caller must
 * hold. The OpenAPI document is generated from it (its prose is the generator's, in `openapi/`).
 */
export type RouteContract = Endpoint & {
  /** The JSON body, when the route reads one. */
  body?: z.ZodMiniType
  /** Path parameters, by name. */
  params?: z.ZodMiniType
  /** What the caller must hold; the OpenAPI document names it. */
  auth: RouteAuth
}

/** Declares a table of endpoints, keeping each entry's own types. */
export const defineEndpoints = <const T extends Record<string, Endpoint>>(endpoints: T): T => endpoints

/** What the server adds to an endpoint: the request schemas it validates and what the caller must hold. */
export type ServedBy = Omit<RouteContract, keyof Endpoint>

/**
 * The server's table of routes: each endpoint of `endpoints` with what `served` adds to it (every endpoint needs
 * its entry).
 */
export function defineRoutes<
  const E extends Record<string, Endpoint>,
  const S extends { [K in keyof E]: ServedBy },
>(endpoints: E, served: S): { [K in keyof E]: E[K] & S[K] } {
  const routes: Record<string, RouteContract> = {}
  for (const name of Object.keys(endpoints))
    routes[name] = { ...endpoints[name], ...served[name] } as RouteContract
  return routes as { [K in keyof E]: E[K] & S[K] }
}

/** The body a route takes (as sent). */
export type BodyOf<R extends RouteContract> = R['body'] extends z.ZodMiniType ? z.input<R['body']> : undefined
/** The body a route takes, once validated (trimmed, lower-cased…). */
export type ParsedBodyOf<R extends RouteContract> = R['body'] extends z.ZodMiniType
  ? z.output<R['body']>
  : undefined
/** What a route answers on success, as the server writes it. */
export type AnswerOf<R extends Endpoint> = z.input<R['answer']>
