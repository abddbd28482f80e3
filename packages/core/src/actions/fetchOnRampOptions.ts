// Loaded with the on-ramp's quotes (actions/getOnRampQuote.ts), on the first call of either.
import { apiReason } from '../errors/api.js'
import { errorMessage } from '../errors/kit.js'
import type { KitContext } from '../context.js'

/**
 * Loads the purchase and payment currencies and selects the first of each; on failure `error` says why and the
 * lists keep their previous values (see `OnRampController.loadOptions`). Resolves either way.
 */
export async function fetchOnRampOptions(ctx: KitContext): Promise<void> {
  const onramp = ctx.parts.onrampSlice(ctx)
  const current = ctx.state.onramp
  try {
    const options = await ctx.api.getOnRampOptions()
    onramp.update({
      purchaseCurrencies: [...options.purchaseCurrencies],
      paymentCurrencies: [...options.paymentCurrencies],
      // A service that offers none leaves the current choice (the spec's USDC / USD defaults at first).
      purchaseCurrency: options.purchaseCurrencies[0] ?? current.purchaseCurrency,
      paymentCurrency: options.paymentCurrencies[0] ?? current.paymentCurrency,
      error: null,
    })
  } catch (error) {
    ctx.logger.warn('Could not load on-ramp options', error)
    onramp.update({ error: apiReason(error) ?? errorMessage(error) })
  }
}
