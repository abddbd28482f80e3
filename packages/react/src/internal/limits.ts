import type { PaymentCurrency } from '@kit/core'

/** The range any payment method of `currency` accepts: the lowest minimum to the highest maximum. */
export function paymentRange(currency: PaymentCurrency): { min: number; max: number } | undefined {
  const limits = currency.payment_method_limits
    .map((limit) => ({ min: Number(limit.min), max: Number(limit.max) }))
    .filter((limit) => Number.isFinite(limit.min) && Number.isFinite(limit.max))
  if (limits.length === 0) return undefined
  return {
    min: Math.min(...limits.map((limit) => limit.min)),
    max: Math.max(...limits.map((limit) => limit.max)),
  }
}
