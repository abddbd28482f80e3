// The on-ramp orders this browser started, kept per wallet in the kit's storage: their ids are capabilities (only
// their starter learns them) that the order list asks by.
import type { Kit } from '../kit.js'

/** Per wallet (lowercase address): the ids of the on-ramp orders this browser started, oldest first. */
export const ONRAMP_ORDERS_KEY = '@kit/onramp_orders:'

/**
 * The ids of the orders this browser started for `wallet`: only their starter knows them, and the order list asks by
 * them, so a purchase on its way still shows after a reload. A corrupt or foreign entry is dropped, never sent.
 */
export function storedOnRampOrderIds(kit: Kit, wallet: string): string[] {
  const list = kit._internal.storage.readJson(ONRAMP_ORDERS_KEY + wallet.toLowerCase())
  return Array.isArray(list)
    ? list.filter((id): id is string => typeof id === 'string' && /^[\w-]{1,64}$/.test(id))
    : []
}

/** Adds `orderId` to `wallet`'s stored ids, keeping the newest 50 (as many as the order list takes). */
export function storeOnRampOrderId(kit: Kit, wallet: string, orderId: string): void {
  const ids = [...storedOnRampOrderIds(kit, wallet), orderId].slice(-50)
  kit._internal.storage.writeJson(ONRAMP_ORDERS_KEY + wallet.toLowerCase(), ids)
}
