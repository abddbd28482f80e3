import type { ChainNamespace } from '@kit/chains'
import { KitValidationError } from '../errors/kit.js'
import type { Kit } from '../kit.js'
import { createEip1193Provider, type KitEip1193Provider } from './eip1193Provider.js'
import { createSolanaProvider, type KitSolanaProvider } from './solanaProvider.js'

/** The namespaces `getProvider` serves (every namespace Kit supports). */
export type ProviderNamespace = ChainNamespace

/** The provider `getProvider` returns for each namespace. */
export type ProviderOf<namespace extends ProviderNamespace> = namespace extends 'eip155'
  ? KitEip1193Provider
  : KitSolanaProvider

/**
 * A provider over Kit's active connection, for code that speaks to wallets itself (viem, ethers, wagmi,
 * Solana libraries). One stable object per kit and namespace: it follows connects, account and chain changes,
 * connector switches and disconnects, so a host creates it once.
 *
 * `'eip155'` gives an EIP-1193 provider. While a returning visitor's session is being restored, requests wait for
 * the restore (at most 15 s) and are answered as the wallet then stands. `eth_accounts`, `eth_chainId` and
 * `net_version` answer from Kit's state (`[]` and the app's active EVM network when nothing is connected);
 * `eth_requestAccounts` opens Kit's modal and resolves once a wallet connects (a `UserRejectedRequestError`, code
 * 4001, when the modal closes first); `wallet_switchEthereumChain` and `wallet_addEthereumChain` switch through
 * Kit to a network the app configured (4902 for any other: Kit takes no chain or RPC URL from a dapp);
 * `wallet_getPermissions`, `wallet_requestPermissions` and `wallet_revokePermissions` (EIP-2255) hold, request
 * and revoke `eth_accounts`, the one permission Kit grants. Every other request goes to the active connector's
 * provider; without a connection, methods that need the account reject with `ProviderUnauthorizedError` (4100)
 * and the others with `ProviderDisconnectedError` (4900); on a chain the app did not configure, with
 * `ProviderChainDisconnectedError` (4901). Every refusal has a numeric `code` (EIP-1193, EIP-1474, EIP-5792): an
 * error without one of its own is a `ProviderRpcError` whose `cause` is the original. It emits `connect` then
 * `accountsChanged` when an EVM wallet connects, `chainChanged` and `accountsChanged` as they change, and
 * `accountsChanged([])` then `disconnect` when it disconnects (or the connection moves to Solana).
 *
 * `'solana'` gives the active Solana account's `publicKey` and `signMessage`, `signTransaction`,
 * `signAndSendTransaction` over its wallet-standard wallet or the secure frame, with `connect`,
 * `accountChanged` and `disconnect` events.
 * @throws {KitValidationError} for a namespace other than 'eip155' or 'solana'.
 * @example
 * const provider = getProvider(kit, 'eip155')
 * provider.on('accountsChanged', (accounts) => console.log(accounts))
 * await provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', accounts[0]] })
 */
export function getProvider<namespace extends ProviderNamespace>(
  kit: Kit,
  namespace: namespace,
): ProviderOf<namespace> {
  // One per kit and namespace, kept with the kit.
  const { bookkeeping } = kit._internal
  bookkeeping.providers ??= {}
  const { providers } = bookkeeping
  if (namespace === 'eip155') {
    providers.eip155 ??= createEip1193Provider(kit)
    return providers.eip155 as ProviderOf<namespace>
  }
  if (namespace === 'solana') {
    providers.solana ??= createSolanaProvider(kit)
    return providers.solana as ProviderOf<namespace>
  }
  throw new KitValidationError('Unknown namespace', {
    details: `getProvider takes 'eip155' or 'solana', not ${JSON.stringify(String(namespace)).slice(0, 40)}.`,
  })
}
