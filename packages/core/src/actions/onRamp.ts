import type { Kit, KitSnapshot } from '../kit.js'
import type { PaymentCurrency } from '../constants.js'
import type { OnRampProvider } from '../types.js'
import { selectActiveNetwork } from './selectors.js'
import { tasks } from './flowTasks.js'

/** Loads the on-ramp currencies once per kit (the defaults stay when the service fails). */
export function loadOnRampOptions(kit: Kit): void {
  kit.tasks.once(tasks.onRampOptions, () => kit.onramp.loadOptions())
}

/** Opens the buy flow from the account. */
export function openOnRamp(kit: Kit): void {
  kit.router.push('OnRampProviders')
  loadOnRampOptions(kit)
}

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

/** Why an amount cannot be bought: below the payment currency's minimum or above its maximum. */
export type OnRampAmountProblem = { readonly kind: 'min' | 'max'; readonly limit: number }

/** The limit an amount breaks in the chosen payment currency, or `undefined` when it is within them. */
export function onRampAmountProblem(state: KitSnapshot, amount: number): OnRampAmountProblem | undefined {
  const range = paymentRange(state.onramp.paymentCurrency)
  if (!range) return undefined
  if (amount < range.min) return { kind: 'min', limit: range.min }
  if (amount > range.max) return { kind: 'max', limit: range.max }
  return undefined
}

/**
 * The buyer settled on an amount in the payment currency: within the limits it is kept and one quote is asked
 * for (a newer quote cancels an older one); outside them, or not a positive number, nothing is quoted. Returns the
 * limit it breaks, if any.
 */
export function setOnRampAmount(kit: Kit, amount: number | undefined): OnRampAmountProblem | undefined {
  const usable = amount !== undefined && Number.isFinite(amount)
  const problem = usable ? onRampAmountProblem(kit.getState(), amount) : undefined
  kit.onramp.setPaymentAmount(usable ? amount : undefined)
  if (!usable || amount <= 0 || problem) {
    kit.onramp.setPurchaseAmount(undefined)
    return problem
  }
  void kit.onramp.getQuote()
  return undefined
}

/**
 * The buyer chose a provider: its widget opens in a new tab (without access to this page) with the amount,
 * currency and address, and the modal shows the purchase in progress.
 */
export function chooseOnRampProvider(kit: Kit, provider: OnRampProvider): void {
  kit.onramp.setSelectedProvider(provider)
  const url = kit.getState().onramp.selectedProvider?.url
  if (url) globalThis.open?.(url, '_blank', 'noopener,noreferrer')
  kit.router.push('BuyInProgress')
}

/** The providers that serve the active network's namespace. */
export function selectOnRampProviders(state: KitSnapshot): readonly OnRampProvider[] {
  const namespace = selectActiveNetwork(state)?.chainNamespace
  return state.onramp.providers.filter(
    (provider) => namespace === undefined || provider.supportedNamespaces.includes(namespace),
  )
}
