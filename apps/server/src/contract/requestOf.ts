import type { passkeyRoutes } from '../auth/passkey/passkeyRequests.js'
import type { authRoutes } from './authRoutes.js'
import type { projectRoutes } from './projectRoutes.js'
import type { BodyOf, Endpoint } from './route.js'

/** Every route the server serves from the contract. */
type ServedRoute =
  | (typeof authRoutes)[keyof typeof authRoutes]
  | (typeof passkeyRoutes)[keyof typeof passkeyRoutes]
  | (typeof projectRoutes)[keyof typeof projectRoutes]

/** The server's route behind an endpoint: the one with its method and path. */
export type RouteOf<E extends Endpoint> = Extract<ServedRoute, Pick<E, 'method' | 'path'>>

/**
 * What a call of an endpoint sends, as the server's route reads it (`undefined` for none). A type only: a client
 * bundles no request schema.
 */
export type RequestBodyOf<E extends Endpoint> = BodyOf<RouteOf<E>>
