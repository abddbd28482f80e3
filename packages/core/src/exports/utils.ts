// `@kit/core/utils`: the rules and helpers a host needs to build its own UI or forms on @kit/core: the sources a
// page's Content-Security-Policy must allow, the wallet list (parsing, selection, deep links), amounts and the send
// rule, ENSIP-11 coin types, and the input rules as plain functions and as zod schemas. Every name here is locked
// by the exports snapshot test.
export {
  contentSecurityPolicySources,
  type KitCspContext,
  type KitCspDirective,
  type KitCspSources,
  type OnRampProviderOrigins,
} from '../csp/contentSecurityPolicy.js'
export { isPhoneDevice } from '../controllers/walletList.device.js'
export { walletPairingLink, walletRequestLink } from '../controllers/walletList.links.js'
export {
  parseWalletListings,
  type WalletLinks,
  type WalletListing,
  walletListingProblems,
} from '../controllers/walletList.listing.js'
export {
  matchesWalletQuery,
  selectWalletList,
  type WalletListEntry,
  type WalletListSections,
} from '../controllers/walletList.select.js'
export { coinTypeToEvmChainId, evmChainIdToCoinType } from '../names/coinType.js'
export { parseAmount } from '../send/parseAmount.js'
export { SendAmountError, SendReceiverError } from '../errors/sendInput.js'
export { type SendInputProblem, sendInputProblem } from '../send/sendInputProblem.js'
export {
  isAddressOf,
  type SendAmountProblem,
  type SendInputProblems,
  type SendInputSource,
  type SendReceiverProblem,
  sendInputProblems,
} from '../send/sendInputProblems.js'
export {
  isEmail,
  isSignedMessage,
  isSocialProvider,
  isTokenDecimals,
  isTokenImage,
  isTokenSymbol,
  isTxHash,
  isWatchedAsset,
  validateAccountName,
} from '../validation/rules.js'
export {
  accountNameSchema,
  accountTypeSchema,
  emailSchema,
  nameChainIdSchema,
  signedMessageSchema,
  socialProviderSchema,
  themeModeSchema,
  txHashSchema,
  type WalletSendCall,
  type WalletSendCallsParams,
  walletSendCallSchema,
  walletSendCallsParamsSchema,
} from '../validation/schemas.js'
