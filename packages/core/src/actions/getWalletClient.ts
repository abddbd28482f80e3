import type { EvmNetwork } from '@kit/chains'
import {
  type Address,
  type CustomTransport,
  createWalletClient,
  custom,
  type JsonRpcAccount,
  type WalletClient,
} from 'viem'
import { NotConnectedError } from '../errors/kit.js'
import type { Kit } from '../kit.js'
import { getProvider } from './getProvider.js'

/** The viem wallet client `getWalletClient` returns: Kit's provider as transport, the connected account and chain. */
export type KitWalletClient = WalletClient<CustomTransport, EvmNetwork, JsonRpcAccount>

/**
 * A viem `WalletClient` for the connected EVM account on its chain, over `getProvider(kit, 'eip155')`: every
 * request goes through Kit to the connected wallet, whatever the connector. The client is bound to the
 * account and chain of the moment (as wagmi's is): after an account or chain change, get a new one
 * (`useWalletClient()` does).
 * @throws {NotConnectedError} when no EVM account is connected.
 * @example
 * const client = getWalletClient(kit)
 * const hash = await client.sendTransaction({ to, value: parseEther('0.01') })
 */
export function getWalletClient(kit: Kit): KitWalletClient {
  const { account } = kit.getState()
  const [namespace, reference, address] = account.caipAddress?.split(':') ?? []
  const chain = namespace === 'eip155' ? kit.network.findNetwork(`eip155:${reference}`) : undefined
  if (account.status !== 'connected' || !address || chain?.chainNamespace !== 'eip155')
    throw new NotConnectedError('getWalletClient needs a connected EVM account.')
  return createWalletClient({
    account: address as Address,
    chain,
    transport: custom(getProvider(kit, 'eip155'), { key: 'kit', name: 'Kit' }),
  })
}
