'use client'
import type { OnRampOrder } from '@kit/core/actions'
import {
  describeOnRampFailure,
  getOnRampOrders,
  isOpenOnRampOrder,
  loadWatchedAssets,
  onRampOrdersTask,
} from '@kit/core/actions'
import { useEffect, useRef } from 'react'
import { useKitState } from '../hooks/useKitState.js'
import { useTask } from '../hooks/useTask.js'
import { formatFiat } from '../locales/formatFiat.js'
import { IconBox, Spinner, Tag, useModalContext } from '../modal/ui.js'
import { formatCrypto, onRampReason } from './OnRampViewQuotes.js'

/** How often the list is asked again while a purchase is open (the server asks the provider each time). */
const ORDER_POLL_MS = 4000

/** An order's identity across polls: Kit's id, else (a completed purchase from elsewhere) its delivery. */
const orderKey = (order: OnRampOrder) =>
  order.orderId ?? `${order.provider}:${order.txHash ?? order.updatedAt}`

/** When a purchase last moved, in the visitor's language (its status is the row's tag). */
function purchaseTime(locale: string, order: OnRampOrder): string | undefined {
  const at = order.updatedAt ?? order.createdAt
  const time = at ? new Date(at) : undefined
  if (!time || Number.isNaN(time.getTime())) return undefined
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(time)
}

/**
 * The account's on-ramp purchases (started, processing, then completed or failed), newest first: asked again every
 * few seconds while one is open, and the balances read again when one completes. Nothing shows before a purchase.
 */
export function Purchases() {
  const { kit, messages, locale } = useModalContext()
  const address = useKitState((state) => state.account.address)
  const orders = useTask(onRampOrdersTask)
  const list = orders.value ?? []
  const open = list.some(isOpenOnRampOrder)
  const completed = useRef<Set<string> | undefined>(undefined)

  const listedFor = useRef<string | undefined>(undefined)

  useEffect(() => {
    if (!address) return
    const load = () => {
      // A run starts with no value: the list shown stays while it is asked again (same wallet only).
      const shown = listedFor.current === address ? kit.tasks.get(onRampOrdersTask).value : undefined
      listedFor.current = address
      void kit.tasks.run(onRampOrdersTask, ({ signal, report }) => {
        if (shown) report(shown)
        return getOnRampOrders(kit, { address, signal })
      })
    }
    load()
    if (!open) return
    const timer = setInterval(load, ORDER_POLL_MS)
    return () => clearInterval(timer)
  }, [kit, address, open])

  // A purchase that completes since the list was first read brings tokens: the balances follow.
  useEffect(() => {
    if (!orders.value) return
    const done = new Set(orders.value.filter((order) => order.status === 'completed').map(orderKey))
    const before = completed.current
    completed.current = done
    if (before && [...done].some((key) => !before.has(key))) {
      void kit.account.syncBalance()
      void loadWatchedAssets(kit)
    }
  }, [kit, orders.value])

  // A server without on-ramp or without the order list has nothing to show; other failures say why.
  if (orders.status === 'error' && describeOnRampFailure(orders.error).kind === 'failed' && list.length === 0)
    return <p className="kit-hint">{messages.purchasesError(onRampReason(orders.error, messages))}</p>
  if (list.length === 0) return null
  return (
    <section aria-label={messages.purchasesHeading} data-testid="purchases">
      <h3 className="kit-section-title">{messages.purchasesHeading}</h3>
      <ul className="kit-list">
        {list.map((order) => {
          const status = messages.purchaseStatus[order.status]
          const bought = order.purchaseAmount
            ? `${formatCrypto(locale, order.purchaseAmount.amount)} ${order.purchaseAmount.currency}`
            : order.purchaseCurrency
          const paid = order.paymentAmount
            ? formatFiat(locale, order.paymentAmount.amount, order.paymentAmount.currency)
            : undefined
          const when = purchaseTime(locale, order)
          return (
            <li key={orderKey(order)} data-status={order.status}>
              <div className="kit-row">
                <IconBox>{order.label.slice(0, 1)}</IconBox>
                <span className="kit-row-text">
                  <span className="kit-row-label">{[bought, paid].filter(Boolean).join(' · ')}</span>
                  <span className="kit-row-description">
                    {when ? messages.purchaseDetail(order.label, when) : order.label}
                  </span>
                </span>
                <span className="kit-row-trailing">
                  {isOpenOnRampOrder(order) ? (
                    <Spinner label={status} />
                  ) : (
                    <Tag tone={order.status === 'completed' ? 'success' : 'error'}>{status}</Tag>
                  )}
                </span>
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
