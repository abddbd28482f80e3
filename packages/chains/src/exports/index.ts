// Public surface of @kit/chains. Every name here is locked by the exports snapshot test.
export { evmNetworks, solanaNetworks } from '../all.js'
export {
  type ParsedCaipAddress,
  type ParsedCaipNetworkId,
  formatCaipAddress,
  formatCaipNetworkId,
  parseCaipAddress,
  parseCaipNetworkId,
} from '../caip.js'
export { defineEvmNetwork, defineSolanaNetwork } from '../define.js'
export { BaseError, type BaseErrorParameters, InvalidCaipIdError } from '../errors.js'
export { arbitrum } from '../evm/arbitrum.js'
export { arbitrumSepolia } from '../evm/arbitrumSepolia.js'
export { aurora } from '../evm/aurora.js'
export { avalanche } from '../evm/avalanche.js'
export { avalancheFuji } from '../evm/avalancheFuji.js'
export { base } from '../evm/base.js'
export { baseSepolia } from '../evm/baseSepolia.js'
export { blast } from '../evm/blast.js'
export { bsc } from '../evm/bsc.js'
export { bscTestnet } from '../evm/bscTestnet.js'
export { celo } from '../evm/celo.js'
export { gnosis } from '../evm/gnosis.js'
export { kitDevnet } from '../evm/kitDevnet.js'
export { linea } from '../evm/linea.js'
export { mainnet } from '../evm/mainnet.js'
export { mantle } from '../evm/mantle.js'
export { optimism } from '../evm/optimism.js'
export { optimismSepolia } from '../evm/optimismSepolia.js'
export { polygon } from '../evm/polygon.js'
export { polygonAmoy } from '../evm/polygonAmoy.js'
export { scroll } from '../evm/scroll.js'
export { scrollSepolia } from '../evm/scrollSepolia.js'
export { sepolia } from '../evm/sepolia.js'
export { zksync } from '../evm/zksync.js'
export { zora } from '../evm/zora.js'
export { monogramIcon } from '../icon.js'
export { findNetwork, isEvmNetwork, isSolanaNetwork, withRpcUrls } from '../lookup.js'
export { isLoopbackHost } from '../loopback.js'
export { type BlockchainApiRpcParameters, blockchainApiRpcUrl } from '../rpc.js'
export { solana, solanaDevnet, solanaLocalnet, solanaTestnet } from '../solana/clusters.js'
export type {
  BlockExplorer,
  CaipAddress,
  CaipNetworkId,
  ChainNamespace,
  EvmNetwork,
  NativeCurrency,
  Network,
  NetworkFields,
  RpcUrls,
  SmartAccountSupport,
  SolanaNetwork,
} from '../types.js'
export { version } from '../version.js'
export {
  isSocialProvider,
  loginProviderName,
  SOCIAL_PROVIDER_NAMES,
  SOCIAL_PROVIDERS,
  type SocialProvider,
} from '../wire/socialProviders.js'
