// The kit's always-loaded parts that its lazily loaded actions use: each slice's writers, the modal and router, the
// connector registry, and the connection's entry points. Code that loads on demand (actions/, chain/, the connect
// unit, reactions.ts) reaches the first load only through this module, so what the two share is one place to
// read and one piece for a host's bundler: lazy code that reached into a dozen first-load modules made esbuild cut
// the first load into thirteen files (+2.6 KiB gzip), measured in bench/README.md.
export { connect, handleConnectionLost, reconnect, request, signMessage } from './controllers/connection.js'
export {
  discoverWallets,
  getActiveConnector,
  getAuthConnector,
  getConnector,
  listConnectors,
  registerConnector,
  setActiveConnector,
  unregisterConnector,
} from './controllers/connectors.js'
export { closeModal, openModal, setModalLoading } from './controllers/modal.js'
export { withNameSuffix, withoutNameSuffix } from './controllers/names.js'
export { isSiweAuthenticated } from './controllers/siwe.js'
export { rememberConnectedWallet } from './controllers/walletList.js'
export { lazy } from './lazy.js'
export { accountSlice } from './state/account.js'
export { networkSlice } from './state/network.js'
export { onrampSlice } from './state/onramp.js'
export { goBack, goBackToIndex, pushView, replaceView, resetRouter } from './state/router.js'
export { sendSetters } from './state/send.js'
export { hideToast, showErrorToast, showToast } from './state/toast.js'
