// The secure frame's English table: every text its approval card shows, by key. Messages are ICU-style: `{name}`
// puts a value in, `{count, plural, one {…} other {…}}` picks by the locale's plural rules (`#` is the count). The
// other languages (`packs/*.ts`, loaded lazily) translate every key with the same variables; scripts/checkFrameLocales.mjs
// holds them to it.
export const en = {
  // The card around every request.
  reject: 'Reject',
  requestDetails: 'Request details',
  scrollToSee: 'Scroll to read the whole request: the buttons work once you have seen it.',
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
} as const

/** A text of the frame's table. */
export type FrameMessageKey = keyof typeof en

/** A language's texts: every key of the English table. */
export type FrameMessages = { readonly [K in FrameMessageKey]: string }
