import { ApiResponseError } from '../errors/api.js'
import { NotConnectedError } from '../errors/kit.js'
import type { Kit } from '../kit.js'
import { storeOnRampOrderId } from '../onramp/orderIds.js'
import { defineTask, type TaskState } from '../state/tasks.js'
import type { GetOnRampQuotesParameters } from './getOnRampQuotes.js'
import { onRampProviderLabel } from './getOnRampQuotes.js'

/** The protocol of `url`, or '' when it does not parse. */
function safeProtocol(url: string): string {
  try {
    return new URL(url).protocol
  } catch {
    return ''
  }
}

/** A checkout the server started: Kit's order id and the provider page the visitor pays on. */
export type OnRampCheckout = {
  readonly provider: string
  readonly label: string
  readonly orderId: string
  /** The provider page, built and signed by the server (never changed here: its signature covers the query). */
  readonly url: string
  /** The receiving wallet. */
  readonly walletAddress: string
}

/** The checkout for `provider`: pending while the server builds its page, then the checkout or why not. */
export const onRampCheckoutTask = (provider: string) =>
  defineTask<OnRampCheckout>(`onramp:checkout:${provider}`)

/** The checkouts this kit started, oldest first: the order ids only this browser knows (the order list asks by them). */
export const onRampCheckoutsTask = defineTask<readonly OnRampCheckout[]>('onramp:checkouts')

/** The purchase to check out with one provider: the quote's request and the provider's id. */
export type OpenOnRampCheckoutParameters = Omit<GetOnRampQuotesParameters, 'signal'> & {
  /** The provider's id on the server (`OnRampProviderQuote.provider`). */
  readonly provider: string
  /** The provider's name to show; default its known name. */
  readonly label?: string | undefined
}

/**
 * Continues a purchase with one provider: the server records the order and builds the provider page for the
 * connected wallet (`POST /v1/onramp/checkout`; keys and signatures stay on the server), the page opens in a new
 * tab without access to this one, and the modal shows the purchase in progress (with a link to open it again if
 * the browser blocked the tab). The order id is kept for the order list (`getOnRampOrders`). Never rejects; its
 * state is `onRampCheckoutTask(provider)` (a failure there is an `ApiError`, `OnRampNotConfiguredError` or
 * `NotConnectedError`).
 */
export function openOnRampCheckout(
  kit: Kit,
  parameters: OpenOnRampCheckoutParameters,
): Promise<TaskState<OnRampCheckout>> {
  const { provider } = parameters
  return kit.tasks.run(onRampCheckoutTask(provider), async ({ signal }) => {
    const walletAddress = kit.getState().account.address
    if (!walletAddress) throw new NotConnectedError()
    const { requestOnRampRoute, checkoutSchema } = await import('../onramp/providerRoutes.js')
    const { purchaseCurrency, paymentCurrency } = parameters
    const answer = await requestOnRampRoute(kit, checkoutSchema, {
      method: 'POST',
      path: '/checkout',
      signal,
      body: {
        provider,
        purchaseCurrency:
          typeof purchaseCurrency === 'string'
            ? purchaseCurrency
            : { id: purchaseCurrency.id, symbol: purchaseCurrency.symbol },
        paymentCurrency: typeof paymentCurrency === 'string' ? paymentCurrency : paymentCurrency.id,
        amount: parameters.amount,
        network:
          parameters.network ??
          (typeof purchaseCurrency === 'string' ? purchaseCurrency : purchaseCurrency.symbol),
        paymentMethod: parameters.paymentMethod,
        walletAddress,
      },
    })
    // Only a web page opens: a `javascript:` or `data:` URL from a compromised server would run script.
    if (!/^https?:$/.test(safeProtocol(answer.url)))
      throw new ApiResponseError(answer.url.slice(0, 200), 'url: not an http(s) page')
    const checkout: OnRampCheckout = {
      provider: answer.provider,
      label: onRampProviderLabel(answer.provider, parameters.label),
      orderId: answer.orderId,
      url: answer.url,
      walletAddress,
    }
    const started = kit.tasks.get(onRampCheckoutsTask).value ?? []
    await kit.tasks.run(onRampCheckoutsTask, async () => [...started, checkout])
    // Kept beyond this page, so the purchase still shows, and is followed, after a reload.
    storeOnRampOrderId(kit, walletAddress, checkout.orderId)
    // The server's URL as it is: the existing buy-in-progress view reads the chosen provider's page from here.
    kit._internal.parts.onrampSlice(kit._internal).update({
      selectedProvider: {
        label: checkout.label,
        name: checkout.provider,
        feeRange: '',
        url: checkout.url,
        publicKey: '',
        supportedNamespaces: [],
      },
    })
    globalThis.open?.(checkout.url, '_blank', 'noopener,noreferrer')
    kit.router.push('BuyInProgress')
    return checkout
  })
}
