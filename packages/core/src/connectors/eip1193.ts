// What every EIP-1193 connector does the same way: accounts, chain id, switching (with the add-chain fallback),
// personal_sign and the provider's events.
import type { EvmNetwork, Network } from '@kit/chains'
import { ConnectorError } from '../errors/wallet.js'
import type { ConnectorEvent, Eip1193Provider } from '../types.js'
import { withTimeout } from '../services/timeout.js'
import { toWalletError, walletErrorCodes, walletTimeout } from './walletError.js'

/** The CAIP-2 id of an EVM chain id as wallets report it (hex string, decimal string or number). */
export function evmCaipNetworkId(chainId: unknown): `eip155:${number}` {
  const id =
    typeof chainId === 'number'
      ? chainId
      : typeof chainId === 'string'
        ? Number.parseInt(chainId, chainId.startsWith('0x') ? 16 : 10)
        : Number.NaN
  if (!Number.isSafeInteger(id) || id <= 0)
    throw new ConnectorError('The wallet reported an invalid chain', {
      details: `chainId: ${String(chainId)}`,
    })
  return `eip155:${id}`
}

/** The chain id as EIP-1193 methods want it: a 0x-prefixed hex string. */
export const toHexChainId = (id: number) => `0x${id.toString(16)}`

/** The accounts a wallet reports, as strings; anything else is an error. */
export function readAccounts(value: unknown): string[] {
  if (!Array.isArray(value) || !value.every((entry) => typeof entry === 'string'))
    throw new ConnectorError('The wallet reported invalid accounts')
  return value
}

/** Asks for accounts (the wallet may prompt) and reads the chain: what `connect` needs. */
export async function requestAccountsAndChain(provider: Eip1193Provider, silent: boolean) {
  const accounts = readAccounts(
    await provider.request({ method: silent ? 'eth_accounts' : 'eth_requestAccounts' }),
  )
  const caipNetworkId = evmCaipNetworkId(await provider.request({ method: 'eth_chainId' }))
  return { accounts, caipNetworkId }
}

/** The EIP-3085 parameters of a network, for `wallet_addEthereumChain`. */
function addChainParameters(network: EvmNetwork) {
  const explorer = network.blockExplorers?.default.url
  return {
    chainId: toHexChainId(network.id),
    chainName: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: [...network.rpcUrls.default.http],
    ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
  }
}

/**
 * Asks the wallet to switch to `network`. A wallet that does not know the chain (4902) is asked to add it,
 * which switches to it as well.
 */
export function switchEvmChain(provider: Eip1193Provider, network: Network): Promise<void> {
  return withTimeout(switchOrAdd(provider, network), SWITCH_TIMEOUT_MS, () =>
    walletTimeout('Switching network', SWITCH_TIMEOUT_MS),
  )
}

/** A switch the user approves in the wallet waits this long. */
export const SWITCH_TIMEOUT_MS = 5 * 60_000

async function switchOrAdd(provider: Eip1193Provider, network: Network): Promise<void> {
  if (network.chainNamespace !== 'eip155')
    throw new ConnectorError('This wallet only serves EVM networks', { details: network.caipNetworkId })
  const chainId = toHexChainId(network.id)
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
  } catch (error) {
    if (!walletErrorCodes(error).includes(4902)) throw toWalletError(error, 'Switch declined')
    try {
      await provider.request({ method: 'wallet_addEthereumChain', params: [addChainParameters(network)] })
    } catch (addError) {
      throw toWalletError(addError, 'Switch declined')
    }
  }
}

/** UTF-8 text as 0x-prefixed hex, the way personal_sign takes messages. */
export function utf8ToHex(text: string): `0x${string}` {
  let hex = '0x'
  for (const byte of new TextEncoder().encode(text)) hex += byte.toString(16).padStart(2, '0')
  return hex as `0x${string}`
}

/** Signs `message` with `address` through personal_sign (EIP-191). */
export async function personalSign(provider: Eip1193Provider, message: string, address: string) {
  try {
    const signature = await provider.request({
      method: 'personal_sign',
      params: [utf8ToHex(message), address],
    })
    if (typeof signature !== 'string') throw new ConnectorError('The wallet returned no signature')
    return signature
  } catch (error) {
    throw toWalletError(error, 'Signing failed')
  }
}

/** Forwards the provider's accountsChanged, chainChanged and disconnect events; returns the unsubscribe. */
export function subscribeEip1193(
  provider: Eip1193Provider,
  listener: (event: ConnectorEvent) => void,
): () => void {
  type Listener = (...args: unknown[]) => void
  const events = provider as {
    on?: (event: string, listener: Listener) => unknown
    removeListener?: (event: string, listener: Listener) => unknown
  }
  if (typeof events.on !== 'function') return () => undefined
  const onAccounts = (accounts: unknown) => {
    if (Array.isArray(accounts))
      listener({ type: 'accountsChanged', accounts: accounts.filter((a) => typeof a === 'string') })
  }
  const onChain = (chainId: unknown) => {
    try {
      listener({ type: 'chainChanged', caipNetworkId: evmCaipNetworkId(chainId) })
    } catch {
      // A malformed chain id is ignored: the next valid event wins.
    }
  }
  const onDisconnect = () => listener({ type: 'disconnect' })
  const handlers = [
    ['accountsChanged', onAccounts],
    ['chainChanged', onChain],
    ['disconnect', onDisconnect],
  ] as const
  for (const [event, handler] of handlers) events.on(event, handler as Listener)
  return () => {
    for (const [event, handler] of handlers) events.removeListener?.(event, handler as Listener)
  }
}
