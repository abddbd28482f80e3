import { createKeyVault } from '../../auth/keyVault.js'
import type { ServerContext } from '../../context.js'
import { ServerConfigError } from '../../errors.js'
import { buildCatalog, sandboxChainIds } from '../catalog.js'
import type { AdapterEnvironment } from './http.js'
import { createMoonPayAdapter } from './moonpay.js'
import { createSandboxAdapter } from './sandbox.js'
import { databaseTokenStore } from './tokenStore.js'
import { createTransakAdapter } from './transak.js'
import type { OnrampAdapter, OnrampProviderId } from './types.js'

/**
 * The on-ramp providers this server offers, in order: the sandbox first in development (the default offline
 * provider), then every real provider whose keys are set. In production with no keys the list is empty: no
 * on-ramp, never the sandbox.
 * @throws {ServerConfigError} when the stand-in URL is set outside development.
 */
export function createOnrampAdapters(ctx: ServerContext): Map<OnrampProviderId, OnrampAdapter> {
  const { onramp, development } = ctx.config
  if (onramp.standInUrl && !development)
    throw new ServerConfigError(
      'The on-ramp stand-in URL (onramp.standInUrl, KIT_ONRAMP_STAND_IN_URL) sends every on-ramp call to a test provider: it needs development mode (KIT_DEV=1)',
    )
  const environment: AdapterEnvironment = {
    standInUrl: development ? onramp.standInUrl : undefined,
    now: ctx.now,
    timeoutMs: ctx.config.limits.upstreamTimeoutMs,
    webhookToleranceSeconds: onramp.webhookToleranceSeconds,
  }
  const adapters = new Map<OnrampProviderId, OnrampAdapter>()
  if (development)
    adapters.set(
      'sandbox',
      createSandboxAdapter({
        catalog: buildCatalog(ctx.chains, ctx.config.nativePricesUsd, sandboxChainIds(ctx.config.chains)),
        publicUrl: () => ctx.publicUrl(),
        publicKey: onramp.publicKey,
      }),
    )
  if (onramp.providers.moonpay)
    adapters.set('moonpay', createMoonPayAdapter(onramp.providers.moonpay, environment))
  if (onramp.providers.transak) {
    const vault = createKeyVault(
      [ctx.config.masterKey, ...ctx.config.previousMasterKeys],
      'onramp-provider-token',
    )
    const tokens = databaseTokenStore(ctx.db, vault, 'transak', ctx.now)
    adapters.set('transak', createTransakAdapter(onramp.providers.transak, environment, tokens))
  }
  return adapters
}
