// The named arguments of every message that takes values, in the order the English functions take them. A pack's
// template names them (`{wallet}`); compiling it gives back a function of the same shape. The type ties each list
// to the function's arity in KitMessages, and scripts/checkLocales.mjs checks every pack's placeholders against it.
import type { KitMessages } from '../messages.js'

/** The keys of KitMessages whose value is a function of values. */
export type MessageFunctionKey = {
  [K in keyof KitMessages]: KitMessages[K] extends (...args: never[]) => string ? K : never
}[keyof KitMessages]

type ArgumentNames<F> = F extends (...args: infer A) => string ? { [I in keyof A]: string } : never

/** The argument names of each message function, in order. */
export const messageArguments: { [K in MessageFunctionKey]: ArgumentNames<KitMessages[K]> } = {
  networkButtonLabel: ['network'],
  accountButtonLabel: ['account'],
  qrCodeOf: ['what'],
  continueWith: ['provider'],
  allWallets: ['more'],
  openWallet: ['wallet'],
  continueInWallet: ['wallet'],
  continueInProvider: ['provider'],
  enterCode: ['email'],
  otpDigit: ['index', 'total'],
  otpFailed: ['message'],
  resendIn: ['seconds'],
  approveDevice: ['email'],
  siweTitle: ['app'],
  removeToken: ['symbol'],
  switchingTo: ['network'],
  switchChainBody: ['namespace'],
  amountLabel: ['currency'],
  presetAmount: ['amount'],
  changeCurrency: ['current'],
  limitRange: ['min', 'max'],
  belowMinimum: ['min'],
  aboveMaximum: ['max'],
  providerFees: ['fees'],
  buyInProgress: ['provider'],
  onRampError: ['message'],
  quoteReceive: ['amount'],
  providerUnavailable: ['provider', 'reason'],
  checkoutError: ['message'],
  purchaseDetail: ['provider', 'time'],
  purchasesError: ['message'],
  balanceOf: ['amount'],
  amountDecimals: ['decimals'],
  amountExceedsBalance: ['balance', 'symbol'],
  receiverUnresolvedName: ['name'],
  receiveTitle: ['network'],
}

/**
 * A language pack's messages as data: every key of KitMessages, each function replaced by an ICU-style template
 * (`'Continue in {wallet}'`, `'{more, plural, =0 {All} one {# more} other {# more}}'`). Core's texts are not among
 * them: the language's core pack (packs/core) brings them.
 */
export type MessageTemplates = {
  [K in Exclude<keyof KitMessages, 'coreTexts'>]: KitMessages[K] extends (...args: never[]) => string
    ? string
    : KitMessages[K]
}
