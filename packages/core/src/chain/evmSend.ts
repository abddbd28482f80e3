// Native and ERC-20 transfers through the connected EVM wallet.
import { isEvmAddress } from '@kit/chains/wire'
import type { EvmNetwork } from '@kit/chains'
import { evmCaipNetworkId } from '../connectors/eip1193.js'
import type { KitContext } from '../context.js'
import { ConnectorError } from '../errors/wallet.js'
import { isTxHash } from '../validation/rules.js'
import { KitValidationError } from '../errors/kit.js'
import type { SendErc20Args, SendNativeArgs } from '../types.js'

const hex = (value: bigint) => `0x${value.toString(16)}`
const word = (value: string) => value.padStart(64, '0')

/** Calldata of ERC-20 `transfer(to, amount)`. */
export function erc20TransferData(to: string, amount: bigint): `0x${string}` {
  if (!isEvmAddress(to)) throw new KitValidationError('Invalid receiver address', { details: to })
  if (amount < 0n || amount >= 2n ** 256n)
    throw new KitValidationError('Invalid amount', { details: String(amount) })
  return `0xa9059cbb${word(to.slice(2).toLowerCase())}${word(amount.toString(16))}`
}

/** Refuses to send while the wallet is on another chain than the one the send is for. */
async function assertWalletChain(ctx: KitContext, network: EvmNetwork) {
  const chainId = await ctx.parts.request(ctx, { method: 'eth_chainId' })
  if (evmCaipNetworkId(chainId) !== network.caipNetworkId)
    throw new ConnectorError('The wallet is on another network', {
      details: `The send is for ${network.caipNetworkId}; the wallet is on ${String(chainId)}.`,
    })
}

async function sendTransaction(ctx: KitContext, network: EvmNetwork, transaction: Record<string, string>) {
  if (!isEvmAddress(transaction.to))
    throw new KitValidationError('Invalid receiver address', { details: transaction.to })
  await assertWalletChain(ctx, network)
  const hash = await ctx.parts.request(ctx, {
    method: 'eth_sendTransaction',
    params: [transaction],
  })
  if (typeof hash !== 'string' || !isTxHash(hash))
    throw new ConnectorError('The wallet returned no transaction hash', { details: String(hash) })
  return hash
}

/** Sends `value` wei of the native currency with the given gas price. */
export function sendNative(ctx: KitContext, { network, from, to, value, gasPrice }: SendNativeArgs) {
  return sendTransaction(ctx, network, { from, to, value: hex(value), gasPrice: hex(gasPrice) })
}

/** Calls `transfer(to, amount)` on the token contract. */
export function sendErc20(ctx: KitContext, { network, from, to, tokenAddress, amount }: SendErc20Args) {
  return sendTransaction(ctx, network, { from, to: tokenAddress, data: erc20TransferData(to, amount) })
}
