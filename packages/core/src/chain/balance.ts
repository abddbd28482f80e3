import type { KitContext } from '../context.js'
import { ApiTimeoutError } from '../errors/api.js'
import { formatAmount } from '../send/formatAmount.js'
import { withTimeout } from '../services/timeout.js'
import { rpcRoute } from './rpcUrl.js'

/** How long a balance read may take. */
const BALANCE_TIMEOUT_MS = 10_000

/** See `AccountController.syncBalance`. */
export async function syncBalance(ctx: KitContext): Promise<void> {
  const { state } = ctx
  const account = ctx.parts.accountSlice(ctx)
  const address = state.account.address
  if (!address || state.account.status !== 'connected') return
  if (state.network.unsupported) return account.setBalance(undefined, undefined)
  const network = ctx.parts.networkSlice(ctx).getActiveNetwork()
  // Plain JSON-RPC on both namespaces: a balance loads neither viem nor web3.js.
  const route = rpcRoute(ctx, network)
  const read = import('./jsonRpc.js').then(({ evmBalance, solanaBalance }) =>
    network.chainNamespace === 'eip155' ? evmBalance(route, address) : solanaBalance(route, address),
  )
  const value = await withTimeout(
    read,
    BALANCE_TIMEOUT_MS,
    () => new ApiTimeoutError(BALANCE_TIMEOUT_MS, route.urls[0] ?? network.caipNetworkId),
    ctx.signal,
  )
  // The account or network may have changed while the call ran; a stale answer is dropped.
  if (state.account.address !== address || state.network.active !== network.caipNetworkId) return
  account.setBalance(formatAmount(value, network.nativeCurrency.decimals), network.nativeCurrency.symbol)
}
