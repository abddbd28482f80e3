// Loaded on the first call (`kit.onramp.getQuote` or `loadOptions`).
import type { OnRampQuote } from '../api/types.js'
import type { KitContext } from '../context.js'
import { apiReason } from '../errors/api.js'
import { errorMessage } from '../errors/kit.js'

// One lazy chunk for the on-ramp: each chunk the first load can import costs its hashed file name there.
export { fetchOnRampOptions } from './fetchOnRampOptions.js'

/**
 * Fetches a quote for the payment amount (see `OnRampController.getQuote`): a newer request cancels this one, and a
 * failure sets `error`, clears `purchaseAmount` and resolves `null`.
 */
export async function getOnRampQuote(ctx: KitContext): Promise<OnRampQuote | null> {
  const { state, bookkeeping } = ctx
  const onramp = ctx.parts.onrampSlice(ctx)
  bookkeeping.quoteRequest?.abort()
  const request = new AbortController()
  bookkeeping.quoteRequest = request
  onramp.update({ quotesLoading: true, error: null })
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
    if (bookkeeping.quoteRequest !== request) return null
    onramp.update({ purchaseAmount: Number(quote.purchaseAmount.amount) })
    return quote
  } catch (error) {
    if (bookkeeping.quoteRequest !== request) return null
    ctx.logger.warn('Could not get an on-ramp quote', error)
    // No fake quote: the user sees why there is no amount.
    onramp.update({ error: apiReason(error) ?? errorMessage(error), purchaseAmount: undefined })
    return null
  } finally {
    if (bookkeeping.quoteRequest === request) {
      onramp.update({ quotesLoading: false })
      bookkeeping.quoteRequest = undefined
    }
  }
}
