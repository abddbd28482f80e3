import type { Kit } from '../kit.js'
import { type SendInputProblem, sendInputProblem } from '../send/sendInputProblem.js'
import type { SendToken } from '../types.js'
import { selectActiveNetwork, selectSendToken } from './selectors.js'
import { tasks } from './flowTasks.js'

/**
 * Loads the tokens the account holds on the active network from the balance service, once per network; the list
 * the send offers is `selectSendTokens(state)` (the native currency first, then these). Its state is
 * `tasks.sendTokens(active network)`; a failure leaves the native currency alone.
 */
export function loadSendTokens(kit: Kit): void {
  const { account, network } = kit.getState()
  const address = account.address
  if (!address) return
  const active = network.active
  const task = tasks.sendTokens(active)
  // Loaded once per network and account: another account's list is dropped, never offered.
  const { bookkeeping } = kit._internal
  bookkeeping.sendTokenOwners ??= new Map()
  const owners = bookkeeping.sendTokenOwners
  if (owners.get(task.key) !== address) kit.tasks.reset(task)
  owners.set(task.key, address)
  kit.tasks.once(task, async () => {
    const { balances } = await kit.api.getBalance({ address, caipNetworkId: active })
    return balances
      .filter((balance) => balance.chainId === active && balance.address)
      .map(
        (balance): SendToken => ({
          address: balance.address,
          symbol: balance.symbol,
          name: balance.name,
          quantity: balance.quantity,
          price: balance.price,
          iconUrl: balance.iconUrl,
        }),
      )
  })
}

/**
 * The send form's "continue": when the amount, receiver and network pass every check, the token and the trimmed
 * receiver are kept and the preview opens. Returns the first problem otherwise (its error carries the message to
 * show, e.g. 'Please enter a valid amount and receiver address').
 */
export function continueSend(kit: Kit): SendInputProblem | undefined {
  const state = kit.getState()
  const problem = sendInputProblem(state)
  if (problem) return problem
  const token = selectSendToken(state)
  if (!state.send.token && token) kit.send.setToken(token)
  kit.send.setReceiverAddress((state.send.receiverAddress ?? '').trim())
  kit.router.push('WalletSendPreview')
  return undefined
}

/** Loads the gas price for the preview's fee estimate, once per EVM network. */
export function loadSendFee(kit: Kit): void {
  const network = selectActiveNetwork(kit.getState())
  if (network?.chainNamespace !== 'eip155') return
  const task = tasks.sendFee(network.caipNetworkId)
  // The send state holds one gas price: it is this network's (the task's value) or none until it is loaded.
  const loaded = kit.tasks.get(task)
  kit.send.setGasPrice(loaded.status === 'success' ? loaded.value : undefined)
  kit.tasks.once(task, () => kit.send.loadGasPrice())
}
