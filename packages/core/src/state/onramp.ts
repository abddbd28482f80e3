// The on-ramp slice: currencies, amounts, the quote and the chosen provider, its default and its one writer. Loading
// the options and quotes is in actions/ (fetchOnRampOptions, getOnRampQuote).
import { ref } from 'valtio/vanilla'
import type { OnRampQuote } from '../api/types.js'
import { USD_CURRENCY_DEFAULT, USDC_CURRENCY_DEFAULT } from '../constants.js'
import { buildOnRampUrl } from '../onramp/buildOnRampUrl.js'
import type { ResolvedKitOptions } from '../options.js'
import type { OnRampProvider, PaymentCurrency, PurchaseCurrency } from '../types.js'
import { type NetworkState, networkSlice } from './network.js'

export type OnRampState = {
  providers: readonly OnRampProvider[]
  selectedProvider: OnRampProvider | null
  error: string | null
  purchaseCurrency: PurchaseCurrency
  paymentCurrency: PaymentCurrency
  purchaseCurrencies: PurchaseCurrency[]
  paymentCurrencies: PaymentCurrency[]
  paymentAmount: number | undefined
  purchaseAmount: number | undefined
  quotesLoading: boolean
}

/** On-ramp defaults: USDC bought with USD, no provider chosen, no quote. */
export const defaultOnRampState = (options: ResolvedKitOptions): OnRampState => ({
  providers: ref([...options.onramp.providers]),
  selectedProvider: null,
  error: null,
  purchaseCurrency: USDC_CURRENCY_DEFAULT,
  paymentCurrency: USD_CURRENCY_DEFAULT,
  purchaseCurrencies: [USDC_CURRENCY_DEFAULT],
  paymentCurrencies: [USD_CURRENCY_DEFAULT],
  paymentAmount: undefined,
  purchaseAmount: undefined,
  quotesLoading: false,
})

/** The setters of the on-ramp slice. */
export type OnRampSlice = {
  /**
   * Chooses a provider and builds its URL with publicKey, destinationCurrencyCode (SOL on Solana, else USDC)
   * and walletAddress. The configured provider is never modified; `null` clears the choice.
   */
  setSelectedProvider(provider: OnRampProvider | null): void
  setPurchaseCurrency(currency: PurchaseCurrency): void
  setPaymentCurrency(currency: PaymentCurrency): void
  setPaymentAmount(amount: number | undefined): void
  setPurchaseAmount(amount: number | undefined): void
  /** Restores every default. */
  reset(): void
}

/** What only the on-ramp actions write: the loaded lists, the quote's progress and its error. */
export type OnRampInternals = {
  update(values: Partial<OnRampState>): void
}

/** Buying crypto: currencies, amounts, quotes and the provider page. */
export type OnRampController = OnRampSlice & {
  /**
   * Loads the purchase and payment currencies and selects the first of each. On failure `error` says why and
   * the lists keep their previous values (the USDC / USD defaults at first). Resolves either way.
   */
  loadOptions(): Promise<void>
  /**
   * Fetches a quote for the payment amount: `quotesLoading` while it runs, then `purchaseAmount` from
   * `purchaseAmount.amount`. A failure sets `error`, clears `purchaseAmount` and resolves `null`: Kit never
   * invents a quote. A newer request supersedes an older one.
   */
  getQuote(): Promise<OnRampQuote | null>
}

/** What the on-ramp slice reads (the account and the network, for the provider's URL) and writes. */
type OnRampRoot = Parameters<typeof networkSlice>[0] & {
  readonly state: {
    onramp: OnRampState
    network: NetworkState
    account: { readonly address: string | undefined }
  }
  readonly options: ResolvedKitOptions
}

/** The on-ramp slice's setters over `root.state.onramp`. */
export function onrampSlice(root: OnRampRoot): OnRampSlice & OnRampInternals {
  const update = (values: Partial<OnRampState>) => Object.assign(root.state.onramp, values)
  return {
    setSelectedProvider(provider) {
      if (!provider) {
        update({ selectedProvider: null })
        return
      }
      const namespace = networkSlice(root).getActiveNetwork().chainNamespace
      const url = buildOnRampUrl({
        baseUrl: provider.url,
        publicKey: provider.publicKey,
        destinationCurrencyCode: namespace === 'solana' ? 'SOL' : 'USDC',
        walletAddress: root.state.account.address ?? '',
      })
      update({ selectedProvider: { ...provider, url } })
    },
    setPurchaseCurrency: (purchaseCurrency) => update({ purchaseCurrency }),
    setPaymentCurrency: (paymentCurrency) => update({ paymentCurrency }),
    setPaymentAmount: (paymentAmount) => update({ paymentAmount }),
    setPurchaseAmount: (purchaseAmount) => update({ purchaseAmount }),
    update,
    reset: () => update(defaultOnRampState(root.options)),
  }
}
