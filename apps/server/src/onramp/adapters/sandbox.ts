import { type CatalogCurrency, onrampOptions } from '../catalog.js'
import { priceQuote } from '../quote.js'
import { type OnrampAdapter, OnrampProviderError, OnrampWebhookRejectedError } from './types.js'

/** What the sandbox adapter needs: its catalogue and where the sandbox page is served. */
export type SandboxAdapterParameters = {
  catalog: CatalogCurrency[]
  /** The server's public URL (known once it listens); the page is `<publicUrl>/onramp`. */
  publicUrl: () => string
  /** The `publicKey` the page expects (any non-empty one when unset). */
  publicKey: string | undefined
}

/**
 * Kit's own offline provider (development only): prices from the sandbox table, the checkout is the sandbox page
 * at `/onramp` with the spec's `publicKey`, `destinationCurrencyCode` and `walletAddress`, paid out on the devnet.
 * It sends no webhooks: the page completes the purchase, and the order `orderId` names, itself.
 */
export function createSandboxAdapter({
  catalog,
  publicUrl,
  publicKey,
}: SandboxAdapterParameters): OnrampAdapter {
  return {
    id: 'sandbox',
    // The sandbox page is this server's own (`/onramp`).
    get origins() {
      return [new URL(publicUrl()).origin]
    },
    options: async () => onrampOptions(catalog),
    quote: async (request) => priceQuote(request, catalog).quote,
    async checkout(order) {
      const resolved = priceQuote(order, catalog)
      const query = new URLSearchParams({
        publicKey: publicKey ?? 'kit-sandbox',
        destinationCurrencyCode: resolved.currency.symbol,
        walletAddress: order.walletAddress,
        // Kit's own parameter: the page's purchase completes this order.
        orderId: order.orderId,
      })
      return {
        url: `${publicUrl()}/onramp?${query}`,
        chainId: resolved.network.chain_id,
        symbol: resolved.currency.symbol,
      }
    },
    async orderStatus() {
      throw new OnrampProviderError(404, 'UnknownOrder', 'The sandbox does not track orders by id yet')
    },
    async verifyWebhook() {
      throw new OnrampWebhookRejectedError('sandbox', 'the sandbox sends no webhooks')
    },
  }
}
