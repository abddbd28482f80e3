import type { OnRampQuote } from '../api/types.js'
import type { KitContext } from '../context.js'
import { buildOnRampUrl } from '../onramp/buildOnRampUrl.js'
import { defaultOnRampState } from '../state.js'
import type { OnRampProvider, PaymentCurrency, PurchaseCurrency } from '../types.js'

/** Buying crypto: currencies, amounts, quotes and the provider page. */
export type OnRampController = {
  /**
   * Chooses a provider and builds its URL with publicKey, destinationCurrencyCode (SOL on Solana, else USDC)
   * and walletAddress. The configured provider is never modified; `null` clears the choice.
   */
  setSelectedProvider(provider: OnRampProvider | null): void
  setPurchaseCurrency(currency: PurchaseCurrency): void
  setPaymentCurrency(currency: PaymentCurrency): void
  setPaymentAmount(amount: number | undefined): void
  setPurchaseAmount(amount: number | undefined): void
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
  /** Restores every default. */
  reset(): void
}

/** Per-kit bookkeeping: the quote request in flight, so a newer one can cancel it. */
export type OnRampLocal = { quoteRequest: AbortController | undefined }

/** Creates the on-ramp controller of one kit. Loading options and quotes loads with the first call. */
export function createOnRampController(ctx: KitContext): OnRampController {
  const { state } = ctx
  const local: OnRampLocal = { quoteRequest: undefined }
  const actions = () => import('./onramp.actions.js')

  return {
    setSelectedProvider(provider) {
      if (!provider) {
        state.onramp.selectedProvider = null
        return
      }
      const namespace = ctx.controllers.network.getActiveNetwork().chainNamespace
      const url = buildOnRampUrl({
        baseUrl: provider.url,
        publicKey: provider.publicKey,
        destinationCurrencyCode: namespace === 'solana' ? 'SOL' : 'USDC',
        walletAddress: state.account.address ?? '',
      })
      state.onramp.selectedProvider = { ...provider, url }
    },
    setPurchaseCurrency(currency) {
      state.onramp.purchaseCurrency = currency
    },
    setPaymentCurrency(currency) {
      state.onramp.paymentCurrency = currency
    },
    setPaymentAmount(amount) {
      state.onramp.paymentAmount = amount
    },
    setPurchaseAmount(amount) {
      state.onramp.purchaseAmount = amount
    },
    loadOptions: async () => (await actions()).loadOptions(ctx),
    async getQuote() {
      // Loading shows at once, before the action's code has loaded.
      state.onramp.quotesLoading = true
      try {
        return (await actions()).getQuote(ctx, local)
      } catch (error) {
        // Only a failure to load the action lands here; the action settles loading itself.
        state.onramp.quotesLoading = false
        throw error
      }
    },
    reset() {
      local.quoteRequest?.abort()
      local.quoteRequest = undefined
      Object.assign(state.onramp, defaultOnRampState(ctx.options))
    },
  }
}
