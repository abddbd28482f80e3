// Sending, loaded on the first send so the first paint does not carry it.
import type { EvmNetwork, SolanaNetwork } from '@kit/chains'
import type { KitContext } from '../context.js'
import type { SendEventProperties } from '../controllers/events.js'
import { errorMessage, MESSAGES, NotConnectedError } from '../errors/kit.js'
import { SendFailedError } from '../errors/send.js'
import { parseAmount } from '../send/parseAmount.js'
import { sendInputProblem } from '../send/sendInputProblem.js'
import type { SendExecutor } from '../types.js'
import { loadGasPrice } from './loadGasPrice.js'

// One lazy chunk for the send: each chunk the first load can import costs its hashed file name there.
export { loadGasPrice }

/** The plain address of a CAIP-10 token address (`eip155:1:0xabc` → `0xabc`); plain addresses pass through. */
function plainAddress(address: string): string {
  const parts = address.split(':')
  return parts[parts.length - 1] ?? address
}

/**
 * Sends `state.send` (its amount of its token to its receiver) on the active network through the host's executor
 * or the connected wallet; see `SendController.sendToken` for the states, toasts and events. Resolves the
 * transaction hash or signature.
 */
export async function sendToken(ctx: KitContext): Promise<string> {
  const { state } = ctx
  const send = ctx.parts.sendSetters(ctx)
  const network = ctx.parts.networkSlice(ctx).getActiveNetwork()
  const namespace: string = network.chainNamespace
  // One rule for the form and the send: the form shows the same problem before the user gets here.
  const problem = sendInputProblem(state)
  if (problem?.field === 'chain') {
    ctx.parts.showErrorToast(ctx, problem.error.shortMessage)
    throw problem.error
  }
  const from = state.account.address
  if (!from || state.account.status !== 'connected') throw new NotConnectedError()
  const token = state.send.token
  if (problem) {
    ctx.parts.showErrorToast(ctx, problem.error.shortMessage)
    throw problem.error
  }
  // Checked above: an amount above zero of the token's decimals and a receiver of the network.
  const readInput = (decimals: number) => {
    const to = (state.send.receiverAddress ?? '').trim()
    const amount = (state.send.sendTokenAmount ?? '').trim()
    return { to, amount, value: parseAmount(amount, decimals) }
  }
  const properties = (amount: string): SendEventProperties => ({
    isSmartAccount: state.account.preferredAccountType === 'smartAccount',
    network: network.caipNetworkId,
    token: token?.address ?? token?.symbol ?? network.nativeCurrency.symbol,
    amount,
  })
  // started → success | error → cleared.
  const run = async (
    failureMessage: string,
    eventProperties: SendEventProperties,
    execute: (executor: SendExecutor) => Promise<string>,
  ) => {
    send.setLoading(true)
    ctx.events.emit('SEND_INITIATED', eventProperties)
    try {
      const executor =
        ctx.bookkeeping.sendExecutor ??
        (await import('../chain/walletSendExecutor.js')).createWalletSendExecutor(ctx)
      const hash = await execute(executor)
      ctx.parts.showToast(ctx, MESSAGES.sendStarted, 'success')
      ctx.events.emit('SEND_SUCCESS', eventProperties)
      send.reset()
      // The account, with a fresh history: the form and its preview are done.
      ctx.parts.resetRouter(ctx, 'Account')
      ctx.parts
        .syncBalance(ctx)
        .catch((error: unknown) => ctx.logger.warn('Could not refresh the balance', error))
      return hash
    } catch (error) {
      ctx.logger.error('Send failed', error)
      ctx.events.emit('SEND_ERROR', { ...eventProperties, message: errorMessage(error) })
      ctx.parts.showErrorToast(ctx, failureMessage)
      send.reset()
      throw error instanceof SendFailedError ? error : new SendFailedError(failureMessage, { cause: error })
    }
  }

  if (namespace === 'solana') {
    const decimals = token ? Number(token.quantity.decimals) : network.nativeCurrency.decimals
    const { to, amount, value } = readInput(decimals)
    return run(MESSAGES.solanaSendFailed, properties(amount), (executor) =>
      executor.sendSolana({
        network: network as SolanaNetwork,
        from,
        to,
        amount,
        value,
        decimals,
        ...(token?.address ? { tokenAddress: plainAddress(token.address) } : {}),
      }),
    )
  }

  const evm = network as EvmNetwork
  if (token?.address) {
    // ERC-20: the amount is parsed by the token's decimals.
    const { to, amount, value } = readInput(Number(token.quantity.decimals))
    const tokenAddress = plainAddress(token.address)
    return run(MESSAGES.sendFailed, properties(amount), (executor) =>
      executor.sendErc20({ network: evm, from, to, tokenAddress, amount: value }),
    )
  }
  // Native: the amount is parsed by the native decimals and the fee uses the gas price.
  const { to, amount, value } = readInput(
    token ? Number(token.quantity.decimals) : evm.nativeCurrency.decimals,
  )
  return run(MESSAGES.sendFailed, properties(amount), async (executor) => {
    const gasPrice = state.send.gasPrice ?? (await loadGasPrice(ctx))
    return executor.sendNative({ network: evm, from, to, value, gasPrice })
  })
}
