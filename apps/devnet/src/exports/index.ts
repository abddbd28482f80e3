// Public surface of @kit/devnet. Every name here is locked by the exports snapshot test.
// The shared account contracts, their addresses, viem accounts and the sponsorship format are @kit/accounts'.
export { ENTRY_POINT_08_SALT, KIT_PAYMASTER_ADDRESS } from '../aa/addresses.js'
export { kitPaymasterAbi } from '../aa/artifacts/kitPaymaster.js'
export { type Bundler, type BundlerOptions, startBundler } from '../aa/bundler.js'
export {
  type DevnetAccountAbstraction,
  deployAccountAbstraction,
  PAYMASTER_DEPOSIT,
  PAYMASTER_STAKE,
} from '../aa/deployAccountAbstraction.js'
export {
  DEV_ACCOUNT_COUNT,
  DEV_MNEMONIC,
  type EvmDevAccount,
  evmBundlerKeys,
  evmDevAccounts,
  evmPaymasterSigner,
  type SolanaDevAccount,
  solanaDevAccounts,
} from '../accounts.js'
export { isProcessAlive } from '../childProcess.js'
export { bundlerPortEnvName, DEVNET_PORT_ENV, devnetPortsFromEnv, evmPortEnvName } from '../env.js'
export { DevnetStartError, InvalidDevnetOptionError, PortInUseError } from '../errors.js'
export { type AnvilNode, type AnvilOptions, anvilBinaryPath, startAnvil } from '../evm/anvil.js'
export { KIT_USD, KIT_USD_DEV_BALANCE, KIT_USD_EVM_ADDRESS } from '../evm/kitUsd.js'
export { kitUsdAbi } from '../evm/kitUsdArtifact.js'
export { type FarcasterDevAccount, farcasterDevAccounts } from '../farcaster/accounts.js'
export { FARCASTER_ID_REGISTRY_ADDRESS, registerFid } from '../farcaster/idRegistry.js'
export { idRegistryAbi } from '../farcaster/idRegistryArtifact.js'
export { type FarcasterRelay, type FarcasterRelayOptions, startFarcasterRelay } from '../farcaster/relay.js'
export {
  type CaughtMail,
  type MailCatcher,
  type MailCatcherOptions,
  startMailCatcher,
} from '../mail/mailCatcher.js'
export {
  type AppleSocialClient,
  type DevnetSocialClients,
  SOCIAL_PROVIDERS,
  type SocialClient,
  type SocialProvider,
} from '../identity/provider.js'
export {
  DEFAULT_IDENTITY_PORT,
  type SocialStandIns,
  type SocialStandInsOptions,
  startSocialStandIns,
} from '../identity/standIns.js'
export { DEVNET_HOST } from '../net.js'
export {
  DEFAULT_ONRAMP_PORT,
  type OnrampStandIns,
  type OnrampStandInKeys,
  type OnrampStandInsOptions,
  type OnrampWebhookDelivery,
  startOnrampStandIns,
} from '../onramp/standIns.js'
export { type Relay, type RelayOptions, startRelay } from '../relay/relay.js'
export { LOCAL_GENESIS_HASH } from '../solana/rpcMethods.js'
export { type SolanaRpcOptions, type SolanaRpcServer, startSolanaRpc } from '../solana/rpcServer.js'
export { KIT_USD_SOLANA_MINT, SOLANA_DEV_SOL, SOLANA_DEV_TOKEN_BALANCE } from '../solana/seed.js'
export {
  DEFAULT_DEVNET_PORTS,
  DEVNET_EVM_CHAIN_IDS,
  type Devnet,
  type DevnetOptions,
  type DevnetPortOptions,
  type DevnetPorts,
  type DevnetToken,
  startDevnet,
} from '../startDevnet.js'
