// Helpers of @kit/core that the kit itself uses only after the first load, or never: the sources a page's
// Content-Security-Policy needs, amounts, ENSIP-11 coin types, and the spec §5 rules as plain functions and as zod
// schemas. They live here, not in the root entry, because a bundler that splits by reachability (esbuild) loads
// every root export that lazy code also uses with `createKit` (README, Size). Every name here is locked by the
// exports snapshot test.
export {
  contentSecurityPolicySources,
  type KitCspDirective,
  type KitCspSources,
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
export {
  isAddressOf,
  type SendInputProblem,
  type SendInputSource,
  sendInputProblem,
} from '../send/sendInputProblem.js'
export {
  isEmail,
  isSignedMessage,
  isSocialProvider,
  isTxHash,
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
