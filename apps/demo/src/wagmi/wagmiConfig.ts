// The wagmi side of the wagmi page: the demo's EVM chains over the stack's RPC URLs, and Kit as the only
// connector, so every wallet action wagmi runs goes through Kit's modal and connection.
import type { Kit } from '@kit/core'
import { kitConnector } from '@kit/wagmi'
import { createConfig, http } from 'wagmi'
import type { DemoConfig } from '../config.ts'
import { demoEvmChains } from '../kit.ts'

/** Creates the wagmi config of the wagmi page over `kit`. */
export function createDemoWagmiConfig(kit: Kit, config: DemoConfig) {
  const [amoy, devnet] = demoEvmChains(config)
  return createConfig({
    chains: [amoy, devnet],
    connectors: [kitConnector(kit)],
    // Reads and receipts go over wagmi's own transports: the same anvils Kit uses.
    transports: { [amoy.id]: http(), [devnet.id]: http() },
    // The chains name Multicall3 at its public address, which the local anvils do not have: read one call at a time.
    batch: { multicall: false },
    // Kit's modal finds and lists the wallets; wagmi's own EIP-6963 discovery would list them a second time.
    multiInjectedProviderDiscovery: false,
  })
}
