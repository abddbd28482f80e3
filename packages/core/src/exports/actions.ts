// Public surface of @kit/core/actions: every step of the modal's flows as an action (`verbNoun(kit, parameters)`)
// and the selectors a UI reads, for any UI: @kit/react's views call them, and so can a host's own page. Each action
// keeps its state in `state.tasks`, under one of `tasks`. Every name here is locked by the actions snapshot test.
export {
  type AddWalletRecoveryMethodParameters,
  addWalletRecoveryMethod,
} from '../actions/addWalletRecoveryMethod.js'
export { attachApprovalFrame } from '../actions/attachApprovalFrame.js'
export { type AccountNameCheck, checkAccountName, registerAccountName } from '../actions/checkAccountName.js'
export { type ChooseWalletParameters, chooseWallet } from '../actions/chooseWallet.js'
export { type ConnectPasskeyParameters, connectPasskey } from '../actions/connectPasskey.js'
export {
  type ConnectPasskeyAutofillParameters,
  connectPasskeyAutofill,
  type PasskeyAutofillField,
  passkeyAutofillField,
} from '../actions/connectPasskeyAutofill.js'
export { type ConnectWalletParameters, connectWallet } from '../actions/connectWallet.js'
export { describeOnRampFailure, type OnRampFailure } from '../actions/describeOnRampFailure.js'
// Not in @kit/core/errors, whose barrel WalletConnect's lazy chunk loads.
export { OnRampNotConfiguredError, OnRampProviderError } from '../errors/onramp.js'
export { disconnectWallet } from '../actions/disconnectWallet.js'
export { exportWalletKey } from '../actions/exportWalletKey.js'
export { loginWithEmail, type LoginWithEmailParameters } from '../actions/loginWithEmail.js'
export { loginWithFarcaster } from '../actions/loginWithFarcaster.js'
export { cancelSocialLogin, loginWithSocial } from '../actions/loginWithSocial.js'
export { manageSessions } from '../actions/manageSessions.js'
export { manageWalletRecoveryMethods } from '../actions/manageWalletRecoveryMethods.js'
export {
  type GetOnRampOrdersParameters,
  getOnRampOrders,
  isOpenOnRampOrder,
  type OnRampOrder,
  type OnRampOrderStatus,
  onRampOrdersTask,
} from '../actions/getOnRampOrders.js'
export {
  type GetOnRampQuotesParameters,
  getOnRampQuotes,
  type OnRampPaymentMethodLimit,
  type OnRampProviderQuote,
  type OnRampQuotes,
  onRampProviderLabel,
  onRampQuotesTask,
  type OnRampUnavailableProvider,
} from '../actions/getOnRampQuotes.js'
export {
  chooseOnRampProvider,
  loadOnRampOptions,
  type OnRampAmountProblem,
  onRampAmountProblem,
  openOnRamp,
  paymentRange,
  selectOnRampProviders,
  setOnRampAmount,
} from '../actions/onRamp.js'
export {
  type AccountOffers,
  type LoginOffers,
  type SmartAccountPath,
  selectAccountOffers,
  selectLoginOffers,
  selectSmartAccountPaths,
} from '../actions/offers.js'
export {
  type OnRampCheckout,
  onRampCheckoutsTask,
  onRampCheckoutTask,
  type OpenOnRampCheckoutParameters,
  openOnRampCheckout,
} from '../actions/openOnRampCheckout.js'
export { requestClose } from '../actions/requestClose.js'
export { resendEmailCode, type ResendEmailCodeParameters } from '../actions/resendEmailCode.js'
export { selectAccountType } from '../actions/selectAccountType.js'
export { selectNetwork, switchNamespace } from '../actions/selectNetwork.js'
export { setLocale } from '../actions/setLocale.js'
export {
  NATIVE_TRANSFER_GAS,
  selectActiveNetwork,
  selectNativeSendToken,
  selectSendFee,
  selectSendToken,
  selectSendTokens,
  selectWatchedAssets,
  SOLANA_TRANSFER_FEE,
  TOKEN_TRANSFER_GAS,
} from '../actions/selectors.js'
export { loadWatchedAssets } from '../actions/loadWatchedAssets.js'
export { removeWatchedAsset } from '../actions/removeWatchedAsset.js'
export { continueSend, loadSendFee, loadSendTokens } from '../actions/send.js'
export { submitSend } from '../actions/submitSend.js'
export { cancelSignIn, signInWithWallet } from '../actions/signInWithWallet.js'
export { tasks } from '../actions/flowTasks.js'
export { getTask } from '../actions/getTask.js'
export { defineTask } from '../state/tasks.js'
export { type UpdateEmailParameters, updateEmail, verifyEmailUpdateOtp } from '../actions/updateEmail.js'
export { verifyEmailOtp } from '../actions/verifyEmailOtp.js'
export { waitForDeviceApproval } from '../actions/waitForDeviceApproval.js'
export { WATCHED_ASSETS_LIMIT, type WatchAssetParameters, watchAsset } from '../actions/watchAsset.js'
