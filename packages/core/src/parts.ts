// The kit's always-loaded functions that its lazily loaded code calls: each slice's writers, the modal and router,
// the connector registry, and the connection's entry points. `createKit` puts them on the context (`ctx.parts`),
// and code that loads on demand (actions/, chain/, the connect unit, reactions.ts) calls them there: one list of
// what the first load offers lazy code, and no module that both load, so every host bundler keeps the first load in
// one file (see `KitParts` in context.ts).
import { connect, handleConnectionLost, reconnect, request, signMessage } from './controllers/connection.js'
import {
  discoverWallets,
  getActiveConnector,
  getAuthConnector,
  getConnector,
  listConnectors,
  registerConnector,
  setActiveConnector,
  unregisterConnector,
} from './controllers/connectors.js'
import { closeModal, openModal, setModalLoading } from './controllers/modal.js'
import { withNameSuffix, withoutNameSuffix } from './controllers/names.js'
import { isSiweAuthenticated } from './controllers/siwe.js'
import { rememberConnectedWallet } from './controllers/walletList.js'
import { accountSlice } from './state/account.js'
import { networkSlice } from './state/network.js'
import { onrampSlice } from './state/onramp.js'
import { goBack, goBackToIndex, pushView, replaceView, resetRouter } from './state/router.js'
import { sendSetters } from './state/send.js'
import { hideToast, showErrorToast, showToast } from './state/toast.js'
import { syncBalance } from './slices.js'

/** The functions lazy code reaches through `ctx.parts`. */
export const kitParts = {
  connect,
  handleConnectionLost,
  reconnect,
  request,
  signMessage,
  discoverWallets,
  getActiveConnector,
  getAuthConnector,
  getConnector,
  listConnectors,
  registerConnector,
  setActiveConnector,
  unregisterConnector,
  closeModal,
  openModal,
  setModalLoading,
  withNameSuffix,
  withoutNameSuffix,
  isSiweAuthenticated,
  rememberConnectedWallet,
  accountSlice,
  networkSlice,
  onrampSlice,
  goBack,
  goBackToIndex,
  pushView,
  replaceView,
  resetRouter,
  sendSetters,
  hideToast,
  showErrorToast,
  showToast,
  syncBalance,
}
