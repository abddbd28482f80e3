// On-ramp calls to the API, loaded on first use.
import type { OnRampQuote } from '../api/types.js'
import { apiReason } from '../errors/api.js'
import { errorMessage } from '../errors/kit.js'
import type { KitContext } from '../context.js'
import type { OnRampLocal } from './onramp.js'

/** See `OnRampController.loadOptions`. */
export async function loadOptions(ctx: KitContext): Promise<void> {
  const { state } = ctx
  try {
    const options = await ctx.api.getOnRampOptions()
    state.onramp.purchaseCurrencies = [...options.purchaseCurrencies]
    state.onramp.paymentCurrencies = [...options.paymentCurrencies]
    // A service that offers none leaves the current choice (the spec's USDC / USD defaults at first).
    state.onramp.purchaseCurrency = options.purchaseCurrencies[0] ?? state.onramp.purchaseCurrency
    state.onramp.paymentCurrency = options.paymentCurrencies[0] ?? state.onramp.paymentCurrency
    state.onramp.error = null
  } catch (error) {
    ctx.logger.warn('Could not load on-ramp options', error)
    state.onramp.error = apiReason(error) ?? errorMessage(error)
  }
}

/** See `OnRampController.getQuote`. */
export async function getQuote(ctx: KitContext, local: OnRampLocal): Promise<OnRampQuote | null> {
  const { state } = ctx
  local.quoteRequest?.abort()
  const request = new AbortController()
  local.quoteRequest = request
  state.onramp.quotesLoading = true
  state.onramp.error = null
  try {
    const quote = await ctx.api.getOnRampQuote(
      {
        purchaseCurrency: state.onramp.purchaseCurrency,
        paymentCurrency: state.onramp.paymentCurrency,
        amount: String(state.onramp.paymentAmount ?? 0),
        network: state.onramp.purchaseCurrency.symbol,
      },
      // The kit's lifetime signal is already on the client; this one lets a newer quote cancel this one.
      { signal: request.signal },
    )
    if (local.quoteRequest !== request) return null
    state.onramp.purchaseAmount = Number(quote.purchaseAmount.amount)
    return quote
  } catch (error) {
    if (local.quoteRequest !== request) return null
    ctx.logger.warn('Could not get an on-ramp quote', error)
    // No fake quote: the user sees why there is no amount.
    state.onramp.error = apiReason(error) ?? errorMessage(error)
    state.onramp.purchaseAmount = undefined
    return null
  } finally {
    if (local.quoteRequest === request) {
      state.onramp.quotesLoading = false
      local.quoteRequest = undefined
    }
  }
}
