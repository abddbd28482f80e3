import type { FeatureTable } from './app.js'
import { authApps } from './auth/authRoutes.js'
import { passkeyWellKnownApp } from './auth/passkey/passkeyRoutes.js'
import { chainApps } from './chain/chainRoutes.js'
import { devClockApp } from './dev/clockRoutes.js'
import { identityApp, profileApp } from './names/nameRoutes.js'
import { onrampApp } from './onramp/onrampRoutes.js'
import { sandboxApp } from './onramp/sandboxRoutes.js'
import { openApiApp } from './openapi/openApiRoutes.js'
import { paymasterApp } from './paymaster/paymasterRoutes.js'
import { projectApp } from './projects/projectRoutes.js'
import { siweApp } from './siwe/siweRoutes.js'
import { walletApp } from './wallets/walletRoutes.js'

/**
 * Every feature's sub-app, with where it is mounted. Development's stand-ins are mounted only in development mode;
 * otherwise their paths fall to the JSON 404.
 */
export const features: FeatureTable = (ctx, guards) => {
  const auth = authApps(ctx, guards)
  const chain = chainApps(ctx, guards)
  return [
    ['/v1/projects', projectApp(ctx, guards)],
    ['/v1/wallets', walletApp(ctx, guards)],
    ['/v1/profile', profileApp(ctx, guards)],
    ['/v1/identity', identityApp(ctx, guards)],
    ['/v1/onramp', onrampApp(ctx, guards)],
    ['/v1/paymaster', paymasterApp(ctx, guards)],
    ...(ctx.config.development ? ([['/onramp', sandboxApp(ctx, guards)]] as const) : []),
    ...(ctx.devClock ? ([['/v1/dev', devClockApp(ctx, guards)]] as const) : []),
    ['/v1/account', chain.balance],
    ['/v1/convert', chain.gasPrice],
    ['/v1/auth', auth.api],
    ['/auth', auth.pages],
    ['/.well-known/webauthn', passkeyWellKnownApp(ctx, guards)],
    ['/v1/siwe', siweApp(ctx, guards)],
    ['/openapi.json', openApiApp(ctx, guards)],
    // `POST /v1` itself: its routes carry their own middleware, so it is mounted at the root.
    ['/', chain.rpcProxy],
  ]
}
