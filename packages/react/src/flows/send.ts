import type { Kit, KitSnapshot, SendToken } from '@kit/core'

/** The token a send uses: the one chosen, else the active network's native currency with the account balance. */
export function tokenForSend(state: KitSnapshot): SendToken | undefined {
  if (state.send.token) return state.send.token
  const network = state.network.networks.find((candidate) => candidate.caipNetworkId === state.network.active)
  if (!network) return undefined
  return {
    symbol: network.nativeCurrency.symbol,
    name: network.nativeCurrency.name,
    quantity: { decimals: String(network.nativeCurrency.decimals), numeric: state.account.balance },
  }
}

export const BALANCES_TASK = 'send:balances'
export const GAS_TASK = 'send:gas'
export const SEND_TASK = 'send:submit'

/** Sends (core toasts, emits events and goes to Account); a failure returns to the form. */
export async function submitSend(kit: Kit): Promise<void> {
  try {
    await kit.send.sendToken()
  } catch (error) {
    kit.router.goBack()
    throw error
  }
}
