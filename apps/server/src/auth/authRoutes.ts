import { Hono } from 'hono'
import type { ServerContext } from '../context.js'
import type { Guards } from '../http/guards.js'
import type { AppEnv } from '../http/types.js'
import type { AuthApps } from './authApps.js'
import { createAuthServices } from './authServices.js'
import { registerEmailLoginRoutes } from './emailLoginRoutes.js'
import { registerEmailUpdateRoutes } from './emailUpdateRoutes.js'
import { registerFarcasterRoutes } from './farcaster/farcasterRoutes.js'
import { registerPasskeyRoutes } from './passkey/passkeyRoutes.js'
import { registerSessionRoutes } from './sessionRoutes.js'
import { registerSocialRoutes } from './social/socialRoutes.js'
import { registerSplitWalletRoutes } from './splitWalletRoutes.js'
import { registerStepUpRoutes } from './stepUpRoutes.js'

/**
 * The auth service for the secure frame; see the server README for the API and the trust model. `api` is mounted at
 * `/v1/auth`: only the secure frame's origins, on the auth API's own budget. `pages` at `/auth`: the pages a browser
 * opens from an e-mail or an identity provider, on the API budget.
 */
export function authApps(ctx: ServerContext, guards: Guards): AuthApps {
  const api = new Hono<AppEnv>()
  api.use(guards.cors.auth, guards.limit.auth, guards.body.api)
  const pages = new Hono<AppEnv>()
  pages.use(guards.limit.api, guards.body.api)
  const apps = { api, pages, guards }
  const auth = createAuthServices(ctx)
  for (const register of [
    registerEmailLoginRoutes,
    registerEmailUpdateRoutes,
    registerSessionRoutes,
    registerSplitWalletRoutes,
    registerStepUpRoutes,
    registerSocialRoutes,
    registerFarcasterRoutes,
    registerPasskeyRoutes,
  ])
    register(apps, ctx, auth)
  return apps
}
