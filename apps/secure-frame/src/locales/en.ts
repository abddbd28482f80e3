// The secure frame's English table: every text its approval card shows, by key. Messages are ICU-style: `{name}`
// puts a value in, `{count, plural, one {…} other {…}}` picks by the locale's plural rules (`#` is the count). The
// other languages (`packs/*.ts`, loaded lazily) translate every key with the same variables; scripts/checkFrameLocales.mjs
// holds them to it.
export const en = {
  // The card around every request.
  reject: 'Reject',
  requestDetails: 'Request details',
  scrollToSee: 'Scroll to read the whole request: the buttons work once you have seen it.',
  sending: 'Sending…',
  signing: 'Signing…',
  yourAccount: 'Your account',
  yourSmartAccount: 'Your smart account',
  // Rows.
  from: 'From',
  accountType: 'Account type',
  smartAccount: 'Smart account',
  accountEoa: 'Account (EOA)',
  appName: 'App name',
  appNameValue: '{name} (as the app calls itself; not verified)',
  network: 'Network',
  message: 'Message',
  to: 'To',
  amount: 'Amount',
  data: 'Data',
  note: 'Note',
  warning: 'Warning',
  format: 'Format',
  domain: 'Domain',
  type: 'Type',
  none: 'None',
  signsYouInTo: 'Signs you in to',
  codeSize: 'Code size',
  codeSizeValue: '{size, plural, one {# byte} other {# bytes}}',
  amountSentWith: '{amount} (sent with it)',
  dataNone: 'None (a plain transfer)',
  dataBytes: '{size} bytes, function {selector}',
  dataSmartAccount:
    'Makes your smart account make {count, plural, one {1 call} other {# calls}} ({name}), shown below',
  callLine: 'To {to}\nAmount {amount}\nData {data}',
  callLabel: 'Call {index}',
  innerCallLabel: 'Smart account call {index}',
  callInnerCallLabel: 'Call {call}, smart account call {index}',
  smartAccountNote:
    'This makes your smart account act: the calls it makes spend what it holds (its funds and tokens).',
  networkFee: 'Network fee',
  paidBy: 'Paid by {sponsor}',
  maxNetworkFee: 'Max network fee',
  notSponsored: 'Not sponsored',
  notSponsoredValue: 'The app does not pay this fee: {reason}. You pay it from your account.',
  transactionType: 'Transaction type',
  legacyTransaction: 'Legacy (type 0): a fixed gas price',
  upgradesAccount:
    'This first send also upgrades your account to a smart account on this network (EIP-7702); its address stays the same.',
  createsSmartAccount: 'This first send also creates your smart account on this network.',
  // The fee choice.
  feeToPay: 'Network fee to pay',
  marketFee: 'Market fee',
  appFee: 'The app’s fee',
  maxFee: 'max {amount}',
  maxFeeUnaffordable: 'max {amount} — more than your account holds',
  feeFarAbove: 'The app’s fee is far above the market’s (over {times} times).',
  marketFeeSelected: 'The market fee is selected: pick the app’s only if you mean to pay it.',
  // Titles, intros, buttons and warnings.
  signatureRequest: 'Signature request',
  signInRequest: 'Sign-in request',
  signInElsewhere: 'Sign-in for another site',
  approveTransaction: 'Approve transaction',
  approveCalls: 'Approve {count} calls',
  approveTransactions: 'Approve {count} transactions',
  deployContract: 'Deploy a contract',
  sign: 'Sign',
  send: 'Send',
  deploy: 'Deploy',
  asksSignMessage: '{origin} asks you to sign this message.',
  asksSignIn: '{origin} asks you to sign in with your account.',
  asksSignInElsewhere: '{origin} asks you to sign in to {domain}.',
  asksTypedDataV1: '{origin} asks you to sign typed data (legacy format, eth_signTypedData v1).',
  asksTypedData: '{origin} asks you to sign structured data (typed data {version}).',
  asksDeploy: '{origin} asks you to deploy a contract.',
  asksSendTransaction: '{origin} asks you to send a transaction.',
  asksSendCalls: '{origin} asks you to send {count, plural, one {a call} other {# calls}}.',
  asksSolanaSend: '{origin} asks you to sign a transaction and send it to {network}.',
  asksSolanaSign:
    '{origin} asks you to sign {count, plural, one {a transaction. The app may send it afterwards.} other {# transactions. The app may send them afterwards.}}',
  typedDataV1: 'Typed data v1 (legacy, before EIP-712)',
  typedDataV3: 'Typed data v3 (EIP-712, without arrays)',
  typedDataV4: 'Typed data v4 (EIP-712)',
  solanaOffchain: 'Solana off-chain message',
  signWarning: 'Sign only messages you understand. Signing costs nothing and sends no funds.',
  binaryWarning:
    'This message is not readable text. Sign it only if you trust the app: signed data can authorise actions in other apps.',
  typedDataWarning: 'Typed signatures can authorise transfers (permits, orders). Sign only what you expect.',
  signInWarning: 'Signing in costs nothing and sends no funds. Sign only if you mean to sign in here.',
  malformedSignInWarning:
    'This message reads like a sign-in but is not in the sign-in format (EIP-4361): the site it signs you in to cannot be checked. Sign it only if you trust the app.',
  otherSiteWarning:
    'This message signs you in to {domain}, but the request comes from {origin}. A site asking you to sign in elsewhere may be trying to take over your account there: reject it unless you know why.',
  paidBySponsor: 'The network fee is paid by {sponsor}. Sent transactions cannot be undone.',
  paidBySmartAccount:
    'Network fees are paid by your smart account. Its calls run all together or not at all. Sent transactions cannot be undone.',
  paidByAccount: 'Network fees are paid by your account. Sent transactions cannot be undone.',
  solanaWarnings:
    'This transaction has warnings in its details: read them first. A signed transaction can move your funds.',
  solanaSignWarning: 'A signed transaction can move your funds. Approve only what you expect.',
  // "Continue with a passkey" (passkey/passkeyLogin.ts), and the note in the Kit window it may open.
  passkeyTitle: 'Continue with a passkey',
  passkeyIntroSignUp: 'Create a passkey for a new wallet. Your device keeps it; no e-mail needed.',
  passkeyIntroSignIn: 'Use the passkey you saved for this app.',
  passkeyIntroBoth: 'Use a passkey you saved for this app, or create one for a new wallet.',
  passkeySignUp: 'Create a passkey',
  passkeySignIn: 'Use my passkey',
  passkeyCancel: 'Cancel',
  passkeyOtherWays: 'Sign in another way',
  passkeyWorking: 'Waiting for your passkey…',
  passkeyWorkingInWindow: 'Waiting for your passkey in the Kit window…',
  passkeyWindowNote: 'Follow your browser’s passkey prompt. This window closes itself when it is done.',
  passkeyPopupBlocked:
    'This page does not let the secure frame use passkeys, and the Kit window was blocked. Allow pop-ups and try again.',
  passkeyWindowClosed:
    'The Kit window was closed before your passkey was used. Try again, and leave the window open until it closes itself.',
  passkeyNotUsed:
    'No passkey was used. If this device has none for this app, create one, or use a passkey on your phone.',
  passkeyNotUsedHere:
    'No passkey was used. If this device has none for this app, create one, or sign in another way.',
  passkeyNotCreated: 'No passkey was created. Try again when you are ready.',
  passkeyUnavailable: 'Passkeys are not available in this browser here. Sign in another way.',
  passkeyUnknown: 'This passkey is not registered for an account here. Create one, or use another passkey.',
  passkeyFailed: 'The passkey could not be used. Try again.',
} as const

/** A text of the frame's table. */
export type FrameMessageKey = keyof typeof en

/** A language's texts: every key of the English table. */
export type FrameMessages = { readonly [K in FrameMessageKey]: string }

/**
 * The wallet's own cards (protect, open on this device, add a way to open it, confirm it's you, export the key):
 * `{min}` is the least length of a recovery password, `{old}` and `{new}` addresses.
 */
export const recoveryTexts = {
  protectTitle: 'Protect your wallet',
  protectIntro:
    'Choose how to open your wallet on a new device. Kit keeps only a part of your key; this device keeps another.',
  createPasskey: 'Create a passkey',
  usePassword: 'Use a password instead',
  protectConfirmIntro:
    'A new wallet will be made for the account you are signing in to. Continue only if this account is yours.',
  accountLabel: 'Account',
  confirmAccount: 'This is my account',
  notMyAccount: 'Not my account',
  passwordLabel: 'Recovery password',
  confirmLabel: 'Repeat the password',
  passwordHint:
    'At least {min} characters, and hard to guess: several unrelated words, or the generated passphrase. Nobody can reset it: keep it safe.',
  passwordTooShort: 'Use at least {min} characters',
  passwordsDiffer: 'The passwords are not the same',
  passwordWeak: 'This password is too easy to guess.',
  strengthUnavailable: 'The password’s strength could not be checked. Try again.',
  usePassphrase: 'Use a generated passphrase',
  passphraseLabel: 'Your passphrase',
  passphraseNote:
    'Write it down or keep it in a password manager: it is the only copy, and nobody can reset it.',
  savePassword: 'Protect with this password',
  protecting: 'Protecting your wallet…',
  recoverTitle: 'Open your wallet on this device',
  recoverIntro: 'This device has no key for your wallet yet. Use your passkey or your recovery password.',
  recoverReplaces:
    'Careful: your wallet’s address has changed. This device holds a key of {old}; the account now has {new}. Continue only if you expected it: the key this device holds will be replaced.',
  usePasskey: 'Use your passkey',
  openWithPassword: 'Open with password',
  opening: 'Opening your wallet…',
  wrongPassword: 'That password does not open this wallet',
  passkeyCancelled: 'The passkey request was cancelled. Try again.',
  passkeyUnsupported: 'This passkey cannot protect the wallet. Use a password instead.',
  passkeyNoPrf:
    'This passkey cannot open your wallet in this browser. Try it on another device or browser, or use another way to open your wallet.',
  failed: 'Something went wrong. Try again.',
  addTitle: 'Add a way to open your wallet',
  addConfirmIntro: 'First confirm it’s you with your passkey or your recovery password.',
  addChooseIntro: 'Now choose the new way to open your wallet on a new device.',
  adding: 'Adding it to your wallet…',
  cancel: 'Cancel',
  confirmTitle: 'Confirm it’s you',
  confirmIntro: 'Use your passkey or your recovery password to continue.',
  confirmPasskeyIntro: 'Use your passkey to continue.',
  checking: 'Checking…',
  exportTitle: 'Export your key',
  exportIntro:
    'Anyone who has this key controls your wallet and everything in it. Never share it: nobody from this app or Kit will ask for it.',
  exportReveal: 'Show my key',
  exportEvmLabel: 'EVM private key',
  exportSolanaLabel: 'Solana secret key',
  exportDone: 'Done',
} as const

/** The recovery cards' texts, for a translation. */
export type RecoveryTexts = { readonly [key in keyof typeof recoveryTexts]: string }

/** The account's cards (e-mail change, a code to confirm it's you, signed-in devices, ways to open the wallet). */
export const accountTexts = {
  changeEmailTitle: 'Change your e-mail',
  changeEmailIntro: 'The e-mail you sign in with is about to change. Check both addresses before you go on.',
  currentEmailLabel: 'Current e-mail',
  newEmailLabel: 'New e-mail',
  noEmail: 'None',
  continue: 'Continue',
  cancel: 'Cancel',
  close: 'Close',
  codeLabel: 'Code',
  codeSentTo: 'Enter the 6-digit code we sent to {email}.',
  codeInvalid: 'Enter the 6 digits of the code',
  verify: 'Verify',
  checking: 'Checking the code…',
  sending: 'Sending the code…',
  signInAgainFirst:
    'To add an e-mail to this account, sign in again first, then change it within a few minutes.',
  stepUpTitle: 'Confirm it’s you',
  stepUpIntro: 'To continue, confirm it’s you with a code sent to your e-mail.',
  sendCode: 'Send the code',
  sessionsTitle: 'Signed-in devices',
  sessionsIntro: 'These devices are signed in to your account. Sign out any you do not recognise.',
  thisDevice: 'This device',
  unknownDevice: 'Unknown device',
  signedInWith: 'Signed in with {method}',
  lastUsed: 'Last used {date}',
  signOut: 'Sign out',
  signOutOthers: 'Sign out of all other devices',
  done: 'Done',
  loading: 'Loading…',
  signingOut: 'Signing out…',
  failed: 'Something went wrong. Try again.',
  providerTitle: 'Continue with {provider}',
  providerIntro:
    'This page will open {provider} to sign you in, then come back here. Continue only if you want to sign in now.',
  leaving: 'Opening {provider}…',
  methodsTitle: 'Ways to open your wallet',
  methodsIntro:
    'A passkey or your recovery password opens your wallet on a new device. Remove one you no longer have: it then opens nothing, even a copy of it.',
  passkeyMethod: 'Passkey',
  passwordMethod: 'Recovery password',
  addedOn: 'Added {date}',
  remove: 'Remove',
  removing: 'Removing…',
  lastMethod: 'Your wallet keeps at least one way to open it on a new device.',
} as const

/** The account cards' texts, for a translation. */
export type AccountTexts = { readonly [key in keyof typeof accountTexts]: string }

/** A language's texts of the recovery and account cards (a lazy pack of its own beside the approval card's). */
export type FrameCardMessages = { readonly recovery: RecoveryTexts; readonly account: AccountTexts }

/**
 * What the approval card's explained rows say (token transfers and approvals, permits, Solana instructions and their
 * warnings): a lazy pack family of its own (`packs/details/<locale>.ts`), loaded beside the language's other packs.
 * `{token}` is a token's description (`tokenNamed` or `tokenUnnamed`), `{amount}` an amount already in the card's
 * digits, `{until}` a deadline (`untilDate`, `noEndDate`, or nothing).
 */
export const detailTexts = {
  // Token amounts and names.
  unlimited: 'Unlimited',
  baseUnits: '{value} base units',
  tokens: 'tokens',
  tokensAmount: '{amount} tokens',
  tokenNamed: 'token {address}, which calls itself “{symbol}” (the contract’s claim)',
  tokenUnnamed: 'token {address}',
  // EVM rows: labels.
  tokenTransfer: 'Token transfer',
  tokenApproval: 'Token approval',
  approvalForAll: 'Approval of everything',
  approvalRemoved: 'Approval removed',
  permit2Approval: 'Permit2 approval',
  tokenPermit: 'Token permit',
  bySmartAccount: '{label} by your smart account',
  // EVM rows: what they do.
  transferTo: '{amount} to {to} ({token})',
  transferFromTo: '{amount} from {from} to {to} ({token})',
  approveSpend: 'Lets {spender} spend {amount} of your {token}',
  allowanceAdds: 'Adds {delta} to what {spender} may already spend of your {token}',
  allowanceTakes: 'Takes {delta} off what {spender} may spend of your {token}',
  allowanceAddsRefused:
    'Adds {delta} to what {spender} may spend of your {token} (now {before}); the token is likely to refuse it',
  allowanceTakesRefused:
    'Takes {delta} off what {spender} may spend of your {token} (now {before}); the token is likely to refuse it',
  allowanceTotal: 'Lets {spender} spend up to {total} in total of your {token} (now {before}, {change})',
  approveAll: 'Lets {operator} move ALL your items of collection {collection}, now and later',
  approveAllRemoved: '{operator} may no longer move your items of {collection}',
  permitSpend: 'Lets {spender} spend {amount} of your {token}{until}',
  permitSpendUnnamed: 'Lets {spender} spend {amount} of a token it does not name{until}',
  anAmount: 'an amount',
  noEndDate: ', with no end date',
  untilDate: ', until {date}',
  // Solana rows.
  numbered: 'Transaction {index}: {label}',
  warning: 'Warning',
  feePayer: 'Fee payer',
  transfer: 'Transfer',
  instruction: 'Instruction',
  authorityChange: 'Authority change',
  closeTokenAccount: 'Close token account',
  transaction: 'Transaction',
  unknown: 'unknown',
  solTransfer: '{amount} to {to}',
  programInstruction:
    'Program {program}, {accounts, plural, one {# account} other {# accounts}}, {bytes, plural, one {# byte} other {# bytes}} of data',
  lookupAccount: 'an account from a lookup table',
  lookupProgram: 'a program from a lookup table',
  unreadable: 'Could not be read; approve only if you trust the app.',
  splTransfer: '{amount} from {from} to {to}',
  splTransferMint: '{amount} of mint {mint} from {from} to {to}',
  splApprove: 'Lets {spender} spend {amount} from token account {account}',
  splApproveMint: 'Lets {spender} spend {amount} of mint {mint} from token account {account}',
  splAuthority: 'Hands control of {account} to {authority}',
  noOne: 'no one',
  splClose: 'Closes {account}; its SOL goes to {to}',
  // Solana warnings.
  assignWarning: 'Assign: hands {account} to program {program}, which then controls it and what it holds',
  durableNonce:
    'Durable nonce (account {account}): once signed, this transaction does not expire. Whoever holds it can send it at any later time.',
  transferHookSet:
    'Sets the transfer hook of token {token} to program {program}: that program runs on every transfer of the token',
  transferHookChanged: 'Changes the transfer hook of token {token}',
  token2022Unexplained:
    'Token-2022 instruction {name} is not spelled out here: it can change how the token moves or who controls it',
  unknownProgram:
    'Program {program}, which this card does not know, gets your account {account} ({how}): it can move what the account holds',
  programFromLookup: 'from a lookup table',
  writable: 'writable',
  withYourSignature: 'with your signature',
  writableWithSignature: 'writable, with your signature',
} as const

/** A key of the explained rows' table. */
export type DetailKey = keyof typeof detailTexts

/** A language's explained rows: every key of English's, with the same variables. */
export type DetailTexts = { readonly [K in DetailKey]: string }
