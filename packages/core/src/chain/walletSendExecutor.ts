import type { KitContext } from '../context.js'
import type { SendExecutor } from '../types.js'

/**
 * The send executor Kit uses when the host sets none: transfers through the connected wallet. EVM sends go
 * out as `eth_sendTransaction` through `kit.connection.request` (so they pass the method checks); Solana sends
 * are built by hand (no web3.js) and signed through the wallet standard. Each side loads on its first send.
 */
export function createWalletSendExecutor(ctx: KitContext): SendExecutor {
  return {
    sendNative: async (args) => (await import('./evmSend.js')).sendNative(ctx, args),
    sendErc20: async (args) => (await import('./evmSend.js')).sendErc20(ctx, args),
    sendSolana: async (args) => (await import('./solanaSend.js')).sendSolana(ctx, args),
  }
}
