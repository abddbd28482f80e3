import type { Queryable } from '../db/database.js'
import type { OnrampOrderStatus, OnrampProviderId } from './adapters/types.js'

/** An order's state in Kit: `started` until the provider reports it, then its state. */
export type OrderStatus = 'started' | 'pending' | 'completed' | 'failed'

/** An amount of money or crypto as the API shows it. */
export type OrderAmount = { amount: string; currency: string }

/** An order as its owner (whoever holds its id) sees it. */
export type Order = {
  orderId: string
  provider: OnrampProviderId
  providerOrderId?: string
  status: OrderStatus
  providerStatus?: string
  walletAddress: string
  /** The chain id the token is delivered on ("31337", "137", a Solana genesis prefix). */
  network: string
  /** The token's symbol. */
  purchaseCurrency: string
  paymentAmount: OrderAmount
  /** What the provider quoted at checkout, then what it reported delivering. */
  purchaseAmount?: OrderAmount
  txHash?: string
  createdAt: string
  updatedAt: string
}

/**
 * A completed order as anyone may see it by the wallet's address: only what its delivery shows on chain anyway
 * (no order id, which is the owner's capability, and no fiat amount).
 */
export type PublicOrder = Pick<
  Order,
  | 'provider'
  | 'status'
  | 'walletAddress'
  | 'network'
  | 'purchaseCurrency'
  | 'purchaseAmount'
  | 'txHash'
  | 'updatedAt'
>

/** What a checkout records. */
export type NewOrder = {
  orderId: string
  provider: OnrampProviderId
  projectId: string
  walletAddress: string
  network: string
  purchaseCurrency: string
  paymentAmount: OrderAmount
  purchaseAmount?: string | undefined
  providerOrderId?: string | undefined
}

type OrderRow = {
  order_id: string
  provider: OnrampProviderId
  provider_order_id: string | null
  wallet_address: string
  network: string
  purchase_currency: string
  payment_amount: string
  payment_currency: string
  purchase_amount: string | null
  status: OrderStatus
  provider_status: string | null
  tx_hash: string | null
  created_at: Date | string
  updated_at: Date | string
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
/** Whether `value` has the shape of Kit's order ids (anything else never reaches the database or a provider). */
export const isOrderId = (value: string): boolean => UUID.test(value)

/** The address as orders are matched by it: EVM addresses without their checksum case, others as they are. */
export const walletKey = (address: string): string =>
  /^0x[0-9a-fA-F]{40}$/.test(address) ? address.toLowerCase() : address

const FINAL: readonly OrderStatus[] = ['completed', 'failed']
/** Whether the order's state can still change (a completed or failed order stays so). */
export const isFinal = (status: OrderStatus): boolean => FINAL.includes(status)

const iso = (value: Date | string) => new Date(value).toISOString()

function toOrder(row: OrderRow): Order {
  return {
    orderId: row.order_id,
    provider: row.provider,
    ...(row.provider_order_id ? { providerOrderId: row.provider_order_id } : {}),
    status: row.status,
    ...(row.provider_status ? { providerStatus: row.provider_status } : {}),
    walletAddress: row.wallet_address,
    network: row.network,
    purchaseCurrency: row.purchase_currency,
    paymentAmount: { amount: row.payment_amount, currency: row.payment_currency },
    ...(row.purchase_amount
      ? { purchaseAmount: { amount: row.purchase_amount, currency: row.purchase_currency } }
      : {}),
    ...(row.tx_hash ? { txHash: row.tx_hash } : {}),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  }
}

/** The public part of a completed order. */
export function publicOrder(order: Order): PublicOrder {
  const { provider, status, walletAddress, network, purchaseCurrency, purchaseAmount, txHash, updatedAt } =
    order
  return {
    provider,
    status,
    walletAddress,
    network,
    purchaseCurrency,
    ...(purchaseAmount ? { purchaseAmount } : {}),
    ...(txHash ? { txHash } : {}),
    updatedAt,
  }
}

/** Records a checkout's order as `started`. */
export async function recordOrder(db: Queryable, order: NewOrder, now: number): Promise<Order> {
  const rows = await db.query<OrderRow>(
    `insert into onramp_orders (order_id, provider, project_id, wallet_address, wallet_key, network,
       purchase_currency, payment_amount, payment_currency, purchase_amount, status, created_at, updated_at,
       provider_order_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'started', $11, $11, $12) returning *`,
    [
      order.orderId,
      order.provider,
      order.projectId,
      order.walletAddress,
      walletKey(order.walletAddress),
      order.network,
      order.purchaseCurrency,
      order.paymentAmount.amount,
      order.paymentAmount.currency,
      order.purchaseAmount ?? null,
      new Date(now),
      order.providerOrderId ?? null,
    ],
  )
  return toOrder(rows[0] as OrderRow)
}

/** The order with this id from this provider, if there is one. */
export async function findOrder(
  db: Queryable,
  provider: OnrampProviderId,
  orderId: string,
): Promise<Order | undefined> {
  if (!isOrderId(orderId)) return undefined
  const rows = await db.query<OrderRow>('select * from onramp_orders where order_id = $1 and provider = $2', [
    orderId,
    provider,
  ])
  return rows[0] ? toOrder(rows[0]) : undefined
}

/**
 * Applies what the provider reported (webhook or polling) to its order. The state only moves forward: a
 * completed or failed order stays as it is, and a `pending` report never takes it back. Reports for an order
 * that is not this provider's, or for no order Kit knows, change nothing.
 * @returns the order as it now is, or undefined when Kit has no such order from this provider.
 */
export async function applyOrderStatus(
  db: Queryable,
  provider: OnrampProviderId,
  report: OnrampOrderStatus,
  now: number,
): Promise<Order | undefined> {
  if (!isOrderId(report.orderId)) return undefined
  const rows = await db.query<OrderRow>(
    `update onramp_orders set status = $3,
       provider_status = $4,
       provider_order_id = coalesce($5, provider_order_id),
       tx_hash = coalesce($6, tx_hash),
       purchase_amount = coalesce($7, purchase_amount),
       updated_at = $8
     where order_id = $1 and provider = $2 and status in ('started', 'pending')
     returning *`,
    [
      report.orderId,
      provider,
      report.state,
      report.providerStatus.slice(0, 64),
      report.providerOrderId?.slice(0, 128) ?? null,
      report.txHash?.slice(0, 128) ?? null,
      report.purchaseAmount ?? null,
      new Date(now),
    ],
  )
  return rows[0] ? toOrder(rows[0]) : findOrder(db, provider, report.orderId)
}

/** How many order ids one list call may name. */
export const MAX_LISTED_ORDER_IDS = 50
const MAX_LISTED = 100

/**
 * A wallet's orders in one project, newest first: in full those named in `orderIds` (their owner holds the ids),
 * and of the others only the completed ones, in their public form.
 */
export async function listOrders(
  db: Queryable,
  query: { projectId: string; walletAddress: string; orderIds: readonly string[] },
): Promise<Array<Order | PublicOrder>> {
  const owned = new Set(query.orderIds.filter(isOrderId))
  const rows = await db.query<OrderRow>(
    `select * from onramp_orders where project_id = $1 and wallet_key = $2
       and (status = 'completed' or order_id = any($3::uuid[]))
     order by created_at desc limit ${MAX_LISTED}`,
    [query.projectId, walletKey(query.walletAddress), [...owned]],
  )
  return rows.map((row) => (owned.has(row.order_id) ? toOrder(row) : publicOrder(toOrder(row))))
}
