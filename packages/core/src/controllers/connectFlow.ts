// Finding, listing and connecting wallets, and what follows a connection: one lazy unit, loaded the first time any
// of it is needed. The modal's first view needs discovery and the wallet list at once, and a connection follows
// them; as one unit a host's bundler makes one file of it (and of the helpers only it uses) instead of a dozen
// small ones, which the first open would otherwise wait for one by one.
export { loadSmartAccountEnabledNetworks } from '../actions/loadSmartAccountEnabledNetworks.js'
export { selectPreferredAccountType } from '../actions/selectPreferredAccountType.js'
export { switchNetwork } from '../actions/switchNetwork.js'
export { syncProfile } from '../actions/syncProfile.js'
export { syncBalance } from '../chain/balance.js'
export { startDiscovery } from '../connectors/discovery.js'
export { connect, disconnect, reconnect, request, signMessage } from './connection.actions.js'
export {
  afterConnect,
  afterNetworkChange,
  followOtherTab,
  handleConnectorEvent,
  loadAccountData,
  restore,
} from './connection.follow.js'
export { createWalletListActions } from './walletList.actions.js'
