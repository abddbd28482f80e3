import type { RouteModule } from './app.js'
import { registerAuthRoutes } from './auth/authRoutes.js'
import { registerChainRoutes } from './chain/chainRoutes.js'
import { registerDevClockRoutes } from './dev/clockRoutes.js'
import type { ServerContext } from './context.js'
import { registerNameRoutes } from './names/nameRoutes.js'
import { registerOnrampRoutes } from './onramp/onrampRoutes.js'
import { registerSandboxRoutes } from './onramp/sandboxRoutes.js'
import type { MountedHandler } from './server.js'
import { registerSiweRoutes } from './siwe/siweRoutes.js'
import { registerWalletRoutes } from './wallets/walletRoutes.js'

/** Registers a development stand-in only in development mode; otherwise its paths fall to the JSON 404. */
const developmentOnly =
  (register: RouteModule): RouteModule =>
  (app, ctx) => {
    if (ctx.config.development) register(app, ctx)
  }

/** Every feature's routes, in registration order. */
export const routeModules: readonly RouteModule[] = [
  registerNameRoutes,
  registerOnrampRoutes,
  developmentOnly(registerSandboxRoutes),
  developmentOnly(registerDevClockRoutes),
  registerChainRoutes,
  registerAuthRoutes,
  registerSiweRoutes,
  registerWalletRoutes,
]

/** Handlers mounted beside the app once the public URL is known (none at present). */
export const mountFactories: readonly ((ctx: ServerContext) => Promise<MountedHandler | undefined>)[] = []
