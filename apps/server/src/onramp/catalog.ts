import type { ChainRegistry } from '../chain/chainRegistry.js'

/** A network a purchase currency is delivered on, with the spec's field names (`display_name`, `chain_id`, …). */
export type PurchaseNetwork = {
  name: string
  display_name: string
  chain_id: string
  contract_address: string
}
export type PurchaseCurrency = { id: string; name: string; symbol: string; networks: PurchaseNetwork[] }
export type PaymentMethodLimit = { id: string; min: string; max: string }
export type PaymentCurrency = { id: string; payment_method_limits: PaymentMethodLimit[] }
export type OnrampOptions = { purchaseCurrencies: PurchaseCurrency[]; paymentCurrencies: PaymentCurrency[] }

/** Where the sandbox can really deliver a purchase: a devnet chain and, for tokens, the token. */
export type Delivery =
  | { kind: 'erc20'; caipNetworkId: string; token: string; decimals: number }
  | { kind: 'sol'; caipNetworkId: string; decimals: 9 }

/** A network entry plus how the sandbox delivers on it (undefined: quotes only, e.g. mainnets). */
export type CatalogNetwork = PurchaseNetwork & { delivery?: Delivery }
export type CatalogCurrency = Omit<PurchaseCurrency, 'networks'> & {
  networks: CatalogNetwork[]
  decimals: number
  priceUsd: number
}

/** The id the reference uses for USD Coin. */
export const USDC_ID = '2b92315d-eab7-5bef-84fa-089a131333f5'
export const SOL_ID = '4f3e1a6c-5b0e-5d1e-9f0b-7a2c9d3e8b61'

/** The spec's payment limits: USD card 10.00–7500.00, ACH bank 10.00–25000.00; EUR gets the same limits. */
const LIMITS: PaymentMethodLimit[] = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
]
/** Sandbox exchange rates: USD per unit of each payment currency. */
export const fiatUsdRates: Record<string, number> = { USD: 1, EUR: 1.08 }

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/**
 * The on-ramp catalogue: USDC on Ethereum and Polygon (the default purchase currency, quotes only) plus every
 * configured ERC20 test token standing in for USDC on its chain, and SOL on every configured Solana cluster. Only
 * the chains in `sandboxChains` (CAIP-2 ids the operator marked `sandbox`) get a `delivery`: the sandbox never
 * pays out on any other chain, a mainnet added by mistake included.
 */
export function buildCatalog(
  chains: ChainRegistry,
  nativePricesUsd: Record<string, number>,
  sandboxChains: ReadonlySet<string> = new Set(),
): CatalogCurrency[] {
  const usdcNetworks: CatalogNetwork[] = [
    {
      name: 'ethereum-mainnet',
      display_name: 'Ethereum',
      chain_id: '1',
      contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    },
    {
      name: 'polygon-mainnet',
      display_name: 'Polygon',
      chain_id: '137',
      contract_address: '0x2791Bca1f2de4661ED88A30C99A7a9449Aa84174',
    },
  ]
  const solNetworks: CatalogNetwork[] = []
  for (const chain of chains.list()) {
    if (chain.namespace === 'eip155') {
      for (const token of chain.tokens)
        usdcNetworks.push({
          name: slug(`${chain.name}-${chain.chainId}`),
          display_name: `${chain.name} (${token.symbol})`,
          chain_id: String(chain.chainId),
          contract_address: token.address,
          ...(sandboxChains.has(chain.caipNetworkId)
            ? {
                delivery: {
                  kind: 'erc20',
                  caipNetworkId: chain.caipNetworkId,
                  token: token.address,
                  decimals: token.decimals,
                } as const,
              }
            : {}),
        })
    } else {
      solNetworks.push({
        name: slug(chain.name),
        display_name: chain.name,
        chain_id: chain.caipNetworkId.slice('solana:'.length),
        contract_address: '',
        ...(sandboxChains.has(chain.caipNetworkId)
          ? { delivery: { kind: 'sol', caipNetworkId: chain.caipNetworkId, decimals: 9 } as const }
          : {}),
      })
    }
  }
  const currencies: CatalogCurrency[] = [
    { id: USDC_ID, name: 'USD Coin', symbol: 'USDC', networks: usdcNetworks, decimals: 6, priceUsd: 1 },
  ]
  if (solNetworks.length > 0)
    currencies.push({
      id: SOL_ID,
      name: 'Solana',
      symbol: 'SOL',
      networks: solNetworks,
      decimals: 9,
      priceUsd: nativePricesUsd.SOL ?? 150,
    })
  return currencies
}

/** The CAIP-2 ids of the chains marked `sandbox` in the configuration. */
export function sandboxChainIds(
  chains: ReadonlyArray<{ caipNetworkId: string; sandbox?: boolean }>,
): Set<string> {
  return new Set(chains.filter((chain) => chain.sandbox === true).map((chain) => chain.caipNetworkId))
}

/** The payment currencies and their limits. */
export function paymentCurrencies(): PaymentCurrency[] {
  return Object.keys(fiatUsdRates).map((id) => ({
    id,
    payment_method_limits: LIMITS.map((limit) => ({ ...limit })),
  }))
}

/** The public `GET /v1/onramp/options` answer: the catalogue without delivery details. */
export function onrampOptions(catalog: readonly CatalogCurrency[]): OnrampOptions {
  return {
    purchaseCurrencies: catalog.map(({ id, name, symbol, networks }) => ({
      id,
      name,
      symbol,
      networks: networks.map(({ name, display_name, chain_id, contract_address }) => ({
        name,
        display_name,
        chain_id,
        contract_address,
      })),
    })),
    paymentCurrencies: paymentCurrencies(),
  }
}
