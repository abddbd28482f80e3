// Every text core can put in front of a visitor, in English as core produces it: the toasts (`MESSAGES`) and the
// short messages of the errors the views show (connect, e-mail and code, social, Farcaster, passkey, sign-in with
// wallet, send, switch network, on-ramp, names, the embedded wallet's cards). A UI translates them by this text:
// @kit/react's core packs (locales/packs/core/<tag>.ts) are checked against this list by scripts/checkCoreTexts.mjs.
// Not exported from the package: only that check and core's own test read it (no code that ships imports it).
// `{name}` marks a value core puts into the text; visitorTexts.test.ts checks that each text is still in core's
// (or the frame bridge's, or the secure frame's) source word for word, so a changed text fails here before its
// translations go stale. The texts shown by an error's code (codeTexts.ts) join the list once each.
import { frameErrorMessages } from '@kit/frame-bridge/errors'
import { ERROR_NAME_TEXTS, REASON_TEXTS } from './codeTexts.js'
import { MESSAGES } from './kit.js'

/** The texts core and the frame produce in their own words. */
const OWN_TEXTS: readonly string[] = [
  // Toasts and the spec's texts (MESSAGES), word for word.
  MESSAGES.solanaSendInvalid,
  MESSAGES.solanaSendFailed,
  MESSAGES.unsupportedChain,
  MESSAGES.sendFailed,
  MESSAGES.sendStarted,
  MESSAGES.networkNotFound,
  MESSAGES.addressOrAuthConnectorNotFound,
  MESSAGES.invalidChainId,
  MESSAGES.resolveNameFailed,
  MESSAGES.nameSuggestionsFailed,
  MESSAGES.namesForAddressFailed,
  MESSAGES.rpcNotAllowed,
  MESSAGES.rpcNotAllowedUi,
  MESSAGES.nameTooShort,
  MESSAGES.nameInvalidCharacters,
  MESSAGES.passkeyAdded,
  MESSAGES.recoveryPasswordAdded,
  MESSAGES.addRecoveryMethodFailed,
  MESSAGES.exportKeyFailed,
  MESSAGES.manageSessionsFailed,
  MESSAGES.manageRecoveryMethodsFailed,
  MESSAGES.recentLoginRequired,
  // Built from a value (emailCooldownMessage, registerNameFailedMessage, the API client, the on-ramp's quotes).
  'Please try again after {seconds} seconds',
  'Error registering name {name}',
  'The request timed out after {ms} ms',
  'The service answered with HTTP {status}',
  '{provider} could not quote',
  // The secure frame's answers, through the bridge.
  frameErrorMessages.loadFailed,
  frameErrorMessages.requestAborted,
  frameErrorMessages.defaultFrameError,
  frameErrorMessages.userRejected,
  // Connecting a wallet.
  'User rejected the request.',
  'No account is connected',
  'Connector not found',
  'The connection could not be checked',
  'Connection failed',
  'The wallet did not answer in time',
  'The wallet refused the request',
  'This wallet cannot connect',
  'This wallet only serves EVM networks',
  'This wallet serves none of the app’s Solana networks',
  'This option is not available right now',
  'Unknown wallet',
  // Switching network, signing, sign-in with wallet.
  'Switch declined',
  'Signing failed',
  'This wallet cannot sign messages',
  'Signature declined',
  'Error verifying SIWE signature',
  'This application might not support Smart Accounts',
  'Sign-in with wallet is not enabled',
  // E-mail, code and social logins.
  'Invalid email',
  'Enter the code from the e-mail',
  'The sign-in window was closed before the login finished',
  'The sign-in window was blocked; allow pop-ups and try again',
  'This page cannot leave for the sign-in; allow pop-ups and try again',
  'Code email resent',
  // Sending.
  'Insufficient balance',
  'Invalid receiver address',
  'Invalid amount',
  'The wallet is on another network',
  'The wallet returned no transaction hash',
  'The wallet could not send the transaction',
  'The transaction failed',
  'The wallet returned no signature',
  // Kit's services (names, on-ramp).
  'The service could not be reached',
  'The request was cancelled',
  'The service sent a response Kit does not understand',
  'No on-ramp provider is configured on this server',
  // The secure frame's own refusals, through the bridge (their words in apps/secure-frame/src).
  'Not signed in',
  'The secure frame is not set up for network {caipNetworkId}',
  'Could not reach the sign-in service',
  'The sign-in service did not answer in time',
  'The sign-in service sent an unreadable answer',
  'The sign-in service sent an unexpected answer',
  'The sign-in service answered {status}',
  'The device was not approved in time; send the e-mail again',
  'The Farcaster request expired; try again',
  'This sign-in was not started in this tab, or it took too long; try again',
  'The social login took too long; try again',
  'The social login did not complete ({reason})',
  'A redirect login returns to the page that started it',
  'This browser does not let the sign-in frame keep the login across a redirect; allow pop-ups and try again',
  'Sign in again to add an e-mail to this account',
  'Sign in again to continue',
  'Smart accounts are not available on this network',
  'Your account cannot pay for this: the amount plus the max network fee is more than it holds',
  'The network’s bundler refused these calls; nothing was sent',
  'The bundler refused the operation; nothing was sent',
  'The operation was not included in time',
]

/** The texts, the first one distinctive (a build tool finds a pack by its first string). */
export const VISITOR_TEXTS: readonly string[] = Object.freeze([
  ...OWN_TEXTS,
  // Shown by code (codeTexts.ts): the sign-in service's refusals the frame passes on, @kit/walletconnect's errors;
  // each text once, those already above not again.
  ...[...new Set([...Object.values(REASON_TEXTS), ...Object.values(ERROR_NAME_TEXTS)])].filter(
    (text) => !OWN_TEXTS.includes(text),
  ),
])
