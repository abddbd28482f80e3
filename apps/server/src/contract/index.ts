/**
 * The HTTP contract between the secure frame and the server, as a client needs it: where each route is and the
 * `zod/mini` schemas of its answers, with what it sends as types. The server validates and types with the same
 * endpoints (its request schemas in `authRoutes.ts`, not exported here), and `/openapi.json` is generated from them
 * with the prose of `openapi/routeDocs.ts`. Nothing here imports server code or request schemas, so the frame
 * bundles only the answers' schemas.
 */
export {
  actionAnswer,
  farcasterChannelAnswer,
  farcasterStatusAnswer,
  loginSchema,
  recoveryKindSchema,
  recoveryRecordsAnswer,
  sessionAnswer,
  signedInDevicesAnswer,
  userSchema,
  walletOpenAnswer,
  walletStateSchema,
} from './authAnswers.js'
export { authEndpoints } from './authEndpoints.js'
export type { SocialProvider } from './authRequests.js'
export { errorBodySchema } from './errorBody.js'
export {
  passkeyEndpoints,
  passkeyLoginAnswer,
  passkeyOptionsAnswer,
  passkeySummarySchema,
} from '../auth/passkey/passkeyEndpoints.js'
export { projectEndpoints } from './projectEndpoints.js'
export type { RequestBodyOf, RouteOf } from './requestOf.js'
export {
  type AnswerOf,
  type BodyOf,
  defineEndpoints,
  type Endpoint,
  type ParsedBodyOf,
  type RouteAuth,
  type RouteContract,
} from './route.js'
