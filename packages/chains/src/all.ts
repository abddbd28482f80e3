import { arbitrum } from './evm/arbitrum.js'
import { arbitrumSepolia } from './evm/arbitrumSepolia.js'
import { aurora } from './evm/aurora.js'
import { avalanche } from './evm/avalanche.js'
import { avalancheFuji } from './evm/avalancheFuji.js'
import { base } from './evm/base.js'
import { baseSepolia } from './evm/baseSepolia.js'
import { blast } from './evm/blast.js'
import { bsc } from './evm/bsc.js'
import { bscTestnet } from './evm/bscTestnet.js'
import { celo } from './evm/celo.js'
import { gnosis } from './evm/gnosis.js'
import { kitDevnet } from './evm/kitDevnet.js'
import { linea } from './evm/linea.js'
import { mainnet } from './evm/mainnet.js'
import { mantle } from './evm/mantle.js'
import { optimism } from './evm/optimism.js'
import { optimismSepolia } from './evm/optimismSepolia.js'
import { polygon } from './evm/polygon.js'
import { polygonAmoy } from './evm/polygonAmoy.js'
import { scroll } from './evm/scroll.js'
import { scrollSepolia } from './evm/scrollSepolia.js'
import { sepolia } from './evm/sepolia.js'
import { zksync } from './evm/zksync.js'
import { zora } from './evm/zora.js'
import { solana, solanaDevnet, solanaLocalnet, solanaTestnet } from './solana/clusters.js'
import type { EvmNetwork, SolanaNetwork } from './types.js'

/** Every EVM network Kit ships, the local devnet last. Importing this pulls them all; import chains by name instead. */
export const evmNetworks: readonly EvmNetwork[] = [
  mainnet,
  sepolia,
  optimism,
  optimismSepolia,
  arbitrum,
  arbitrumSepolia,
  polygon,
  polygonAmoy,
  base,
  baseSepolia,
  bsc,
  bscTestnet,
  avalanche,
  avalancheFuji,
  zksync,
  gnosis,
  celo,
  aurora,
  zora,
  linea,
  scroll,
  scrollSepolia,
  mantle,
  blast,
  kitDevnet,
]

/** The three public Solana clusters and the local one. */
export const solanaNetworks: readonly SolanaNetwork[] = [solana, solanaTestnet, solanaDevnet, solanaLocalnet]
