import { createKeyVault } from '../../auth/keyVault.js'
import type { ServerContext } from '../../context.js'
import { ServerConfigError } from '../../errors.js'
import {
  buildCatalog,
  type CatalogCurrency,
  type PurchaseNetwork,
  sandboxChainIds,
  USDC_ID,
} from '../catalog.js'
import { createCoinbaseAdapter } from './coinbase.js'
import type { AdapterEnvironment } from './http.js'
import { createMoonPayAdapter } from './moonpay.js'
import { createSandboxAdapter } from './sandbox.js'
import { databaseTokenStore } from './tokenStore.js'
import { createStripeAdapter } from './stripe.js'
import { createTransakAdapter } from './transak.js'
import type { OnrampAdapter, OnrampProviderId } from './types.js'

/** The USDC networks of the catalogue that are devnet test tokens (ERC-20s on chains marked `sandbox`). */
function devnetTokenNetworks(catalog: readonly CatalogCurrency[]): PurchaseNetwork[] {
  return catalog.flatMap((currency) =>
    currency.id === USDC_ID
      ? currency.networks
          .filter((network) => network.delivery?.kind === 'erc20')
          .map(({ name, display_name, chain_id, contract_address }) => ({
            name,
            display_name,
            chain_id,
            contract_address,
          }))
      : [],
  )
}

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
  const sandboxCatalog = () =>
    buildCatalog(ctx.chains, ctx.config.nativePricesUsd, sandboxChainIds(ctx.config.chains))
  const standInUrl = development ? onramp.standInUrl : undefined
  const environment: AdapterEnvironment = {
    standInUrl,
    // Through the stand-ins, the devnet's test tokens too: the stand-ins deliver them on anvil.
    devnetNetworks: standInUrl ? devnetTokenNetworks(sandboxCatalog()) : undefined,
    now: ctx.now,
    timeoutMs: ctx.config.limits.upstreamTimeoutMs,
    webhookToleranceSeconds: onramp.webhookToleranceSeconds,
  }
  const adapters = new Map<OnrampProviderId, OnrampAdapter>()
  if (development)
    adapters.set(
      'sandbox',
      createSandboxAdapter({
        catalog: sandboxCatalog(),
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
  if (onramp.providers.coinbase)
    adapters.set('coinbase', createCoinbaseAdapter(onramp.providers.coinbase, environment))
  if (onramp.providers.stripe)
    adapters.set('stripe', createStripeAdapter(onramp.providers.stripe, environment))
  return adapters
}
