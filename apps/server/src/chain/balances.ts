import { type Address, erc20Abi, formatUnits } from 'viem'
import type { TokenConfig } from '../config/index.js'
import { UpstreamError } from '../errors.js'
import type { ConfiguredChain, EvmChain, SolanaChain } from './chainRegistry.js'
import { callJsonRpc } from './jsonRpc.js'
import { methodWeight } from './rpcMethods.js'

/** One entry of the `balances[]` the balance route returns, shaped as in WalletConnect's blockchain API. */
export type Balance = {
  name: string
  symbol: string
  /** CAIP-2 id of the chain. */
  chainId: string
  /** CAIP-10 id of the token contract or mint; absent for the native currency. */
  address?: string
  /** Value in USD. */
  value: number
  /** Price in USD. */
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

function toBalance(
  chain: ConfiguredChain,
  entry: { name: string; symbol: string; decimals: number; priceUsd: number; iconUrl?: string | undefined },
  units: bigint,
  tokenAddress?: string,
): Balance {
  const numeric = formatUnits(units, entry.decimals)
  return {
    name: entry.name,
    symbol: entry.symbol,
    chainId: chain.caipNetworkId,
    ...(tokenAddress ? { address: `${chain.caipNetworkId}:${tokenAddress}` } : {}),
    value: Math.round(Number(numeric) * entry.priceUsd * 100) / 100,
    price: entry.priceUsd,
    quantity: { decimals: String(entry.decimals), numeric },
    iconUrl: entry.iconUrl ?? '',
  }
}

async function evmBalances(
  chain: EvmChain,
  owner: Address,
  prices: Record<string, number>,
): Promise<Balance[]> {
  const native = await chain.client.getBalance({ address: owner })
  const tokens = await Promise.all(
    chain.tokens.map(async (token) => ({
      token,
      units: await chain.client.readContract({
        address: token.address as Address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [owner],
      }),
    })),
  )
  return [
    toBalance(chain, { ...chain.nativeCurrency, priceUsd: prices[chain.nativeCurrency.symbol] ?? 0 }, native),
    ...tokens.map(({ token, units }) => toBalance(chain, token, units, token.address)),
  ]
}

async function solanaBalances(
  chain: SolanaChain,
  owner: string,
  prices: Record<string, number>,
  timeoutMs: number,
): Promise<Balance[]> {
  const lamports = await callJsonRpc<{ value: number }>(chain.rpcUrl, 'getBalance', [owner], timeoutMs)
  const tokenUnits = async (token: TokenConfig) => {
    const accounts = await callJsonRpc<{
      value: Array<{ account: { data: { parsed?: { info?: { tokenAmount?: { amount?: string } } } } } }>
    }>(
      chain.rpcUrl,
      'getTokenAccountsByOwner',
      [owner, { mint: token.address }, { encoding: 'jsonParsed' }],
      timeoutMs,
    )
    return accounts.value.reduce(
      (sum, entry) => sum + BigInt(entry.account.data.parsed?.info?.tokenAmount?.amount ?? '0'),
      0n,
    )
  }
  const tokens = await Promise.all(
    chain.tokens.map(async (token) => ({ token, units: await tokenUnits(token) })),
  )
  return [
    toBalance(chain, { ...chain.nativeCurrency, priceUsd: prices.SOL ?? 0 }, BigInt(lamports.value)),
    ...tokens.map(({ token, units }) => toBalance(chain, token, units, token.address)),
  ]
}

/**
 * What `readBalances` costs on `chain` in JSON-RPC call weight: one native-balance read, and one call per token
 * (`eth_call` of `balanceOf`, or Solana's `getTokenAccountsByOwner`), weighed as the proxy weighs them.
 */
export function balanceReadWeight(chain: ConfiguredChain): number {
  return chain.namespace === 'eip155'
    ? methodWeight('eth_getBalance') + chain.tokens.length * methodWeight('eth_call')
    : methodWeight('getBalance') + chain.tokens.length * methodWeight('getTokenAccountsByOwner')
}

/**
 * Reads the native balance and every configured test token's balance of `owner` on `chain`, straight from the
 * node, priced with the sandbox price table.
 * @throws {UpstreamError} when the node does not answer.
 */
export async function readBalances(
  chain: ConfiguredChain,
  owner: string,
  prices: Record<string, number>,
  timeoutMs: number,
): Promise<Balance[]> {
  try {
    return chain.namespace === 'eip155'
      ? await evmBalances(chain, owner as Address, prices)
      : await solanaBalances(chain, owner, prices, timeoutMs)
  } catch (error) {
    if (error instanceof UpstreamError) throw error
    throw new UpstreamError(`Could not read balances on ${chain.caipNetworkId}`, { cause: error })
  }
}
