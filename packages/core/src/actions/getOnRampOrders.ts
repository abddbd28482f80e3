import type { QuoteAmount } from '../api/types.js'
import type { Kit } from '../kit.js'
import { defineTask } from '../state/tasks.js'
import { onRampProviderLabel } from './getOnRampQuotes.js'
import { storedOnRampOrderIds } from '../onramp/orderIds.js'
import { onRampCheckoutsTask } from './openOnRampCheckout.js'

/** Where a purchase stands: started (the provider page opened), pending (paid, not delivered), then final. */
export type OnRampOrderStatus = 'started' | 'pending' | 'completed' | 'failed'

/** One purchase of the wallet, as the server tracks it. */
export type OnRampOrder = {
  /** Kit's id of the order; absent for a completed order started elsewhere (the server lists those without it). */
  readonly orderId: string | undefined
  readonly provider: string
  readonly label: string
  readonly status: OnRampOrderStatus
  /** The provider's own word for the status, when it gave one. */
  readonly providerStatus: string | undefined
  /** The chain it is delivered on (an EVM chain id as a string, e.g. `"80002"`), when known. */
  readonly network: string | undefined
  /** The symbol bought, e.g. `USDC`. */
  readonly purchaseCurrency: string | undefined
  /** What the visitor pays, when this browser started the order. */
  readonly paymentAmount: QuoteAmount | undefined
  /** What the visitor gets, as quoted at checkout, when known. */
  readonly purchaseAmount: QuoteAmount | undefined
  /** The delivery transaction, once there is one. */
  readonly txHash: string | undefined
  /** ISO 8601. */
  readonly createdAt: string | undefined
  readonly updatedAt: string | undefined
}

/** Which wallet's orders to list. */
export type GetOnRampOrdersParameters = {
  /** The receiving wallet; default the connected account. */
  readonly address?: string | undefined
  /** Cancels the request; it then rejects with `ApiAbortedError`. */
  readonly signal?: AbortSignal | undefined
}

/** The last order list read (`kit.tasks.run(onRampOrdersTask, …)`, as the account view's Purchases do). */
export const onRampOrdersTask = defineTask<readonly OnRampOrder[]>('onramp:orders')

/** True while the order can still move (the provider has not said completed or failed). */
export const isOpenOnRampOrder = (order: OnRampOrder): boolean =>
  order.status === 'started' || order.status === 'pending'

/**
 * The wallet's on-ramp orders, newest first (`GET /v1/onramp/orders`): in full the ones this kit started (their ids
 * are asked for by name: only their starter knows them, and the server refreshes an open one from its provider
 * first), and the wallet's completed purchases from elsewhere without ids or amounts paid. Poll it while one
 * `isOpenOnRampOrder`. Resolves `[]` with no wallet.
 * @throws {OnRampNotConfiguredError} when the server offers no on-ramp.
 * @throws {ApiError} when the list cannot be read.
 */
export async function getOnRampOrders(
  kit: Kit,
  parameters: GetOnRampOrdersParameters = {},
): Promise<OnRampOrder[]> {
  const address = parameters.address ?? kit.getState().account.address
  if (!address) return []
  const { requestOnRampRoute, ordersSchema } = await import('../onramp/providerRoutes.js')
  const started = (kit.tasks.get(onRampCheckoutsTask).value ?? []).filter(
    (checkout) => checkout.walletAddress.toLowerCase() === address.toLowerCase(),
  )
  // This page's checkouts and those of earlier visits (stored); the server takes at most 50 ids: the newest.
  const ids = new Set([...storedOnRampOrderIds(kit, address), ...started.map((checkout) => checkout.orderId)])
  const orderIds = [...ids].slice(-50).join(',')
  const answer = await requestOnRampRoute(kit, ordersSchema, {
    method: 'GET',
    path: '/orders',
    query: { address, orderIds: orderIds || undefined },
    signal: parameters.signal,
  })
  return answer.orders.map((order) => ({
    orderId: order.orderId,
    provider: order.provider,
    label: onRampProviderLabel(order.provider),
    status: order.status,
    providerStatus: order.providerStatus ?? undefined,
    network: order.network ?? undefined,
    purchaseCurrency: order.purchaseCurrency ?? order.purchaseAmount?.currency ?? undefined,
    paymentAmount: order.paymentAmount ?? undefined,
    purchaseAmount: order.purchaseAmount ?? undefined,
    txHash: order.txHash ?? undefined,
    createdAt: order.createdAt ?? undefined,
    updatedAt: order.updatedAt ?? undefined,
  }))
}
