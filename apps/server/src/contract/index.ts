/**
 * The HTTP contract between the secure frame and the server, written once in `zod/mini`: the server validates and
 * types with it, the frame calls and checks answers with it, `/openapi.json` is generated from it. Nothing here
 * imports server code, so the frame bundles only these schemas.
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
export { type SocialProvider, socialProviders } from './authRequests.js'
export { authRoutes } from './authRoutes.js'
export { errorBodySchema } from './errorBody.js'
export { projectRoutes } from './projectRoutes.js'
export {
  type AnswerOf,
  type BodyOf,
  defineRoutes,
  type ParsedBodyOf,
  type RouteAuth,
  type RouteContract,
} from './route.js'
