// Which networks the host may move the frame to (L11). The host picks the active network (SWITCH_NETWORK, GET_USER's
// chainId), and that choice is what typed-data and send checks compare against; so it must be one the frame's
// operator set up, not any `eip155:*` or `solana:*` id a hostile page names (mainnet, for a Permit2 signature).
import { evmNetworks, solanaNetworks } from '@kit/chains'
import { type FrameStartConfig, normalizeChainId } from '../config.js'
import { UnknownNetworkError } from '../errors.js'

/**
 * The networks this frame serves (CAIP-2): those of its `chains` and `smartAccountChains`, and the one it started
 * on. A frame without `chains` sends every chain call through the Kit server's proxy, whose list it cannot see: it
 * then serves the networks Kit ships (`@kit/chains`).
 */
export function configuredNetworks(config: FrameStartConfig): ReadonlySet<string> {
  const listed = config.chains?.map((chain) => chain.caipNetworkId)
  const networks = new Set(
    listed ?? [...evmNetworks, ...solanaNetworks].map((network) => String(network.caipNetworkId)),
  )
  for (const id of config.smartAccountChains ?? []) networks.add(`eip155:${id}`)
  networks.add(config.chainId)
  return networks
}

/**
 * The network `value` names (a number, decimal string or CAIP-2 id), as CAIP-2, when the frame serves it.
 * @throws {UnknownNetworkError} for a network the frame is not configured for (code 4902 on EVM).
 * @throws {FrameConfigError} for a value that is no chain id at all.
 */
export function requireConfiguredNetwork(value: string | number, configured: ReadonlySet<string>): string {
  const id = normalizeChainId(value)
  if (!configured.has(id)) throw new UnknownNetworkError(id, [...configured])
  return id
}
