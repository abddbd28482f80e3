import type { Hono } from 'hono'
import type { ServerContext } from '../context.js'
import type { AppEnv } from '../http/types.js'
import { createAuthServices } from './authServices.js'
import { registerEmailLoginRoutes } from './emailLoginRoutes.js'
import { registerEmailUpdateRoutes } from './emailUpdateRoutes.js'
import { registerFarcasterRoutes } from './farcaster/farcasterRoutes.js'
import { registerSessionRoutes } from './sessionRoutes.js'
import { registerSocialRoutes } from './social/socialRoutes.js'
import { registerSplitWalletRoutes } from './splitWalletRoutes.js'
import { registerStepUpRoutes } from './stepUpRoutes.js'

/** The auth service for the secure frame; see the server README for the API and the trust model. */
export function registerAuthRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  const auth = createAuthServices(ctx)
  registerEmailLoginRoutes(app, ctx, auth)
  registerEmailUpdateRoutes(app, ctx, auth)
  registerSessionRoutes(app, ctx, auth)
  registerSplitWalletRoutes(app, ctx, auth)
  registerStepUpRoutes(app, ctx, auth)
  registerSocialRoutes(app, ctx, auth)
  registerFarcasterRoutes(app, ctx, auth)
}
