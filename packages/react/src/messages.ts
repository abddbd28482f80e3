import type { RouterView, SocialProvider } from '@kit/core'

/**
 * Every string the React UI shows, in one table. `<KitProvider locale>` picks a language pack (see locales/); pass a
 * partial table (or a whole one) to `<KitProvider messages={...}>` to override it; missing keys fall back to the
 * pack, then English. Functions build strings with values in them (a pack's are compiled from ICU-style templates).
 */
export type KitMessages = {
  /** The header title of each view. */
  viewTitles: Record<RouterView, string>
  /**
   * Core's user-facing texts and its errors' short messages ('Insufficient balance'), shown in toasts
   * and forms, keyed by the English original.
   */
  coreTexts: Record<string, string>

  // Buttons outside the modal
  connect: string
  connecting: string
  accountButtonLabel: (account: string) => string
  networkButtonLabel: (network: string) => string
  selectNetwork: string
  unsupportedNetwork: string

  // Modal chrome
  close: string
  back: string
  dialogLoading: string
  loadingView: string
  notifications: string

  // Shared
  copy: string
  copyAddress: string
  copyLink: string
  addressCopied: string
  linkCopied: string
  copyFailed: string
  tryAgain: string
  cancel: string
  continue: string
  search: string
  noResults: string
  selected: string
  loading: string
  genericError: string
  notConnected: string
  reconnectingToWallet: string
  nothingToShow: string
  qrCodeOf: (what: string) => string
  openInNewTab: string

  // Connect
  emailLabel: string
  emailPlaceholder: string
  emailSubmit: string
  invalidEmail: string
  continueWith: (provider: string) => string
  /** The Connect view's passkey button: sign up or sign in with a passkey alone, in the secure frame. */
  passkeySubmit: string
  socialNames: Record<SocialProvider | 'farcaster', string>
  or: string
  moreSocials: string
  walletsHeading: string
  noWallets: string
  installed: string
  recent: string
  searchWallets: string
  noWalletMatches: string
  /** The row that opens the whole wallet list; `more` is how many wallets it adds. */
  allWallets: (more: number) => string
  /** On a phone: tapping a catalogue wallet opens its app. */
  openWallet: (wallet: string) => string
  whatIsAWallet: string
  whatIsAWalletBody: string
  whatIsANetwork: string
  whatIsANetworkBody: string
  getStarted: string

  // Connecting
  continueInWallet: (wallet: string) => string
  acceptInWallet: string
  connectionDeclined: string
  scanWithWallet: string
  waitingForQr: string
  openWalletApp: string
  continueInProvider: (provider: string) => string
  connectInProviderWindow: string
  popupBlocked: string
  retrievingUser: string
  scanWithPhone: string
  farcasterHint: string
  openFarcaster: string

  // E-mail
  enterCode: (email: string) => string
  codeExpires: string
  otpDigit: (index: number, total: number) => string
  otpGroup: string
  verifying: string
  otpFailed: (message: string) => string
  didNotReceive: string
  resendCode: string
  resendIn: (seconds: number) => string
  codeResent: string
  approveDevice: (email: string) => string
  deviceHint: string
  resendEmail: string
  somethingWrong: string
  newEmailLabel: string
  save: string
  emailUnchanged: string

  // SIWE
  siweTitle: (app: string) => string
  siweBody: string
  sign: string
  signing: string
  siweUnavailable: string

  // Approve in frame
  approveInFrame: string
  approveInFrameHint: string
  /** ApproveTransaction while a login protects or opens the wallet in the frame: the title, status and hint. */
  walletInFrameTitle: string
  walletInFrame: string
  walletInFrameHint: string

  // Account
  balanceHidden: string
  buy: string
  send: string
  receive: string
  settings: string
  disconnect: string
  disconnecting: string
  switchNetwork: string
  accountMenu: string
  viewOnExplorer: string
  /** The account's watched tokens (`wallet_watchAsset`), and each one's remove button. */
  watchedTokens: string
  removeToken: (symbol: string) => string

  // Account settings
  accountType: string
  accountTypeNames: Record<'eoa' | 'smartAccount', string>
  switchToSmartAccount: string
  switchToEoa: string
  emailRow: string
  chooseName: string
  chooseNameBody: string
  /** The embedded wallet's row that adds a passkey (or a recovery password), and its description. */
  addPasskey: string
  addPasskeyDescription: string
  /** The toasts once it is added, by the kind added. */
  passkeyAdded: string
  recoveryPasswordAdded: string
  /** The embedded wallet's row that shows its key in the secure frame, and its description. */
  exportKey: string
  exportKeyDescription: string
  /** The embedded wallet's row that lists its signed-in devices (to sign them out) in the secure frame. */
  manageSessions: string
  manageSessionsDescription: string
  /** The embedded wallet's row that lists its passkeys and recovery password (to remove one) in the secure frame. */
  manageRecoveryMethods: string
  manageRecoveryMethodsDescription: string
  darkMode: string
  network: string
  upgradeTitle: string
  upgradeBody: string
  doItLater: string

  // Networks
  searchNetworks: string
  activeNetwork: string
  testnet: string
  /** The smart-account path of a network in the Networks view, as a tag, and what it means. */
  smartAccountPaths: Record<'7702' | '4337', string>
  smartAccountPathDescriptions: Record<'7702' | '4337', string>
  switchDeclined: string
  switchingTo: (network: string) => string
  switchChainBody: (namespace: string) => string
  unsupportedChainBody: string
  solana: string
  evm: string

  // Names
  nameLabel: string
  namePlaceholder: string
  nameAvailable: string
  nameRegistered: string
  nameOwned: string
  nameSuggestions: string
  registerName: string
  registering: string
  nameSuccessTitle: string
  nameSuccessBody: string
  letsGo: string
  checkingName: string

  // On-ramp
  youPay: string
  youGet: string
  amountLabel: (currency: string) => string
  presetAmount: (amount: string) => string
  quoteLoading: string
  purchaseCurrency: string
  paymentCurrency: string
  changeCurrency: (current: string) => string
  limits: string
  limitMethodNames: Record<string, string>
  limitRange: (min: string, max: string) => string
  belowMinimum: (min: string) => string
  aboveMaximum: (max: string) => string
  providersHeading: string
  providerFees: (fees: string) => string
  noProviders: string
  buyInProgress: (provider: string) => string
  buyInProgressBody: string
  reopenProvider: string
  onRampError: (message: string) => string
  /** The tag on the quote that gives the most. */
  bestQuote: string
  /** A quote's line: what the visitor gets from a provider, e.g. `You get 97.9 USDC`. */
  quoteReceive: (amount: string) => string
  /** A provider that could not quote, and why (the server's words). */
  providerUnavailable: (provider: string, reason: string) => string
  /** While the provider's page is being prepared. */
  openingCheckout: string
  /** A provider's page could not be opened, and why. */
  checkoutError: (message: string) => string
  /** The server offers no on-ramp. */
  onRampUnavailable: string
  /** The account view's list of the wallet's on-ramp purchases. */
  purchasesHeading: string
  purchaseStatus: Record<'started' | 'pending' | 'completed' | 'failed', string>
  /** A purchase's second line: its provider and when it last moved, e.g. `MoonPay · 7 Dec 2026, 11:20`. */
  purchaseDetail: (provider: string, time: string) => string
  purchasesError: (message: string) => string

  // Send
  token: string
  selectToken: string
  amount: string
  max: string
  balanceOf: (amount: string) => string
  receiver: string
  receiverPlaceholder: string
  /** The send form's problems, each under its field (core's `sendInputProblems`). */
  amountNotPositive: string
  amountDecimals: (decimals: number) => string
  amountExceedsBalance: (balance: string, symbol: string) => string
  receiverInvalid: string
  receiverInvalidSolana: string
  receiverUnresolvedName: (name: string) => string
  preview: string
  reviewSending: string
  to: string
  networkFee: string
  feeUnknown: string
  sendNow: string
  sending: string
  receiveTitle: (network: string) => string
  receiveHint: string
  noTokens: string
}

/** The English messages: the defaults, and the reference for translations. */
export const defaultMessages: KitMessages = {
  // The buttons' strings, as messages.buttons.ts gives the first paint; not imported from there, so this table (a
  // lazy chunk the modal and the language packs share) reaches no first-load module: esbuild would give that module
  // a first-load file of its own. messages.test.ts holds the two equal.
  connect: 'Connect Wallet',
  connecting: 'Connecting...',
  networkButtonLabel: (network) => `Network: ${network}`,
  unsupportedNetwork: 'Unsupported network',
  viewTitles: {
    Account: 'Account',
    Connect: 'Connect Wallet',
    Networks: 'Choose Network',
    ConnectingSiwe: 'Sign In',
    RegisterAccountName: 'Choose name',
    RegisterAccountNameSuccess: 'Name registered',
    AccountSettings: 'Settings',
    AllWallets: 'All Wallets',
    ApproveTransaction: 'Approve Transaction',
    BuyInProgress: 'Buy',
    ChooseAccountName: 'Choose name',
    ConnectingExternal: 'Connect Wallet',
    ConnectingFarcaster: 'Farcaster',
    ConnectingSocial: 'Connect Social',
    ConnectingWalletConnect: 'WalletConnect',
    ConnectSocials: 'All socials',
    ConnectWallets: 'Connect wallet',
    EmailVerifyDevice: 'Register Device',
    EmailVerifyOtp: 'Confirm Email',
    OnRampFiatSelect: 'Select Currency',
    OnRampProviders: 'Buy crypto',
    OnRampTokenSelect: 'Select Token',
    Profile: 'Profile',
    SelectAddresses: 'Select accounts',
    SwitchActiveChain: 'Switch chain',
    SwitchAddress: 'Switch Address',
    SwitchNetwork: 'Switch Network',
    UnsupportedChain: 'Switch Network',
    UpdateEmailPrimaryOtp: 'Confirm Current Email',
    UpdateEmailSecondaryOtp: 'Confirm New Email',
    UpdateEmailWallet: 'Edit Email',
    UpgradeToSmartAccount: 'Smart account',
    WalletReceive: 'Receive',
    WalletSend: 'Send',
    WalletSendPreview: 'Review send',
    WalletSendSelectToken: 'Select Token',
    WhatIsANetwork: 'What is a network?',
    WhatIsAWallet: 'What is a wallet?',
  },
  coreTexts: {
    // Refused methods are 'Requested RPC call is not allowed', shown in the UI as 'Action not allowed'.
    'Requested RPC call is not allowed': 'Action not allowed',
  },

  accountButtonLabel: (account) => `Account ${account}`,
  selectNetwork: 'Select network',

  close: 'Close',
  back: 'Back',
  dialogLoading: 'Loading…',
  loadingView: 'Loading',
  notifications: 'Notifications',

  copy: 'Copy',
  copyAddress: 'Copy address',
  copyLink: 'Copy link',
  addressCopied: 'Address copied',
  linkCopied: 'Link copied',
  copyFailed: 'Failed to copy',
  tryAgain: 'Try again',
  cancel: 'Cancel',
  continue: 'Continue',
  search: 'Search',
  noResults: 'No results',
  selected: 'Selected',
  loading: 'Loading',
  genericError: 'Something went wrong',
  notConnected: 'No account is connected',
  reconnectingToWallet: 'Reconnecting to your wallet…',
  nothingToShow: 'Nothing to show here',
  qrCodeOf: (what) => `QR code: ${what}`,
  openInNewTab: '(opens in a new tab)',

  emailLabel: 'Email',
  emailPlaceholder: 'Email',
  emailSubmit: 'Continue with email',
  invalidEmail: 'Invalid email. Try again.',
  continueWith: (provider) => `Continue with ${provider}`,
  passkeySubmit: 'Continue with a passkey',
  socialNames: {
    google: 'Google',
    github: 'GitHub',
    apple: 'Apple',
    facebook: 'Facebook',
    x: 'X',
    discord: 'Discord',
    farcaster: 'Farcaster',
  },
  or: 'or',
  moreSocials: 'More',
  walletsHeading: 'Wallets',
  noWallets: 'No wallet found in this browser. Use WalletConnect, e-mail or a social account.',
  installed: 'Installed',
  recent: 'Recent',
  searchWallets: 'Search wallets',
  noWalletMatches: 'No wallet matches your search.',
  allWallets: (more) => (more > 0 ? `All wallets (${more} more)` : 'All wallets'),
  openWallet: (wallet) => `Open ${wallet}`,
  whatIsAWallet: 'What is a wallet?',
  whatIsAWalletBody:
    'A wallet holds your accounts and lets you sign in to apps and approve transactions. Your keys stay in the wallet.',
  whatIsANetwork: 'What is a network?',
  whatIsANetworkBody:
    'A network is a blockchain your account lives on. Each network has its own currency and fees; switch networks to use assets on another chain.',
  getStarted: 'Get started',

  continueInWallet: (wallet) => `Continue in ${wallet}`,
  acceptInWallet: 'Accept the connection request in your wallet',
  connectionDeclined: 'Connection failed',
  scanWithWallet: 'Scan this QR code with your phone’s wallet',
  waitingForQr: 'Preparing the connection…',
  openWalletApp: 'Open wallet app',
  continueInProvider: (provider) => `Continue with ${provider}`,
  connectInProviderWindow: 'Connect in the provider window',
  popupBlocked: 'The login window was blocked. Allow pop-ups for this site and try again.',
  retrievingUser: 'Retrieving user data',
  scanWithPhone: 'Scan this QR Code with your phone',
  farcasterHint: 'Accept connection request in the app',
  openFarcaster: 'Open Farcaster',

  enterCode: (email) => `Enter the code we sent to ${email}`,
  codeExpires: 'The code expires in 10 minutes',
  otpDigit: (index, total) => `Digit ${index} of ${total}`,
  otpGroup: 'Verification code',
  verifying: 'Verifying…',
  otpFailed: (message) => `${message}. Try Again`,
  didNotReceive: 'Didn’t receive it?',
  resendCode: 'Resend Code',
  resendIn: (seconds) => `Resend in ${seconds}s`,
  codeResent: 'Code email resent',
  approveDevice: (email) => `Approve the login link we sent to ${email}`,
  deviceHint: 'The link expires in 15 minutes. Keep this window open.',
  resendEmail: 'Resend email',
  somethingWrong: 'Something wrong? Try again',
  newEmailLabel: 'New email',
  save: 'Save',
  emailUnchanged: 'This is your current email',

  siweTitle: (app) => `${app} needs to connect to your wallet`,
  siweBody: 'Sign this message to prove you own this wallet and proceed. Canceling will disconnect you.',
  sign: 'Sign',
  signing: 'Signing...',
  siweUnavailable: 'Sign-in with wallet is not available',

  approveInFrame: 'Approve the request in the secure window',
  approveInFrameHint: 'Review the details and approve or reject. Your keys never leave the secure window.',
  walletInFrameTitle: 'Secure wallet',
  walletInFrame: 'Continue in the secure window',
  walletInFrameHint:
    'Your wallet asks you something in the window below. Your keys never leave the secure window.',

  balanceHidden: 'Balance hidden',
  buy: 'Buy',
  send: 'Send',
  receive: 'Receive',
  settings: 'Settings',
  disconnect: 'Disconnect',
  disconnecting: 'Disconnecting…',
  switchNetwork: 'Switch network',
  accountMenu: 'Account actions',
  viewOnExplorer: 'Block explorer',
  watchedTokens: 'Tokens',
  removeToken: (symbol) => `Remove ${symbol}`,

  accountType: 'Account type',
  accountTypeNames: { eoa: 'EOA', smartAccount: 'Smart account' },
  switchToSmartAccount: 'Switch to your smart account',
  switchToEoa: 'Switch to your EOA',
  emailRow: 'Email',
  chooseName: 'Choose name',
  chooseNameBody: 'Pick a name that is easy to share instead of your address.',
  addPasskey: 'Add a passkey',
  addPasskeyDescription: 'Another way to open your wallet on a new device',
  passkeyAdded: 'Passkey added',
  recoveryPasswordAdded: 'Recovery password added',
  exportKey: 'Export your key',
  exportKeyDescription: 'Shown only in the secure window',
  manageSessions: 'Signed-in devices',
  manageSessionsDescription: 'See where you are signed in, and sign out',
  manageRecoveryMethods: 'Ways to open your wallet',
  manageRecoveryMethodsDescription: 'See your passkeys and recovery password, and remove one',
  darkMode: 'Dark mode',
  network: 'Network',
  upgradeTitle: 'Discover Smart Accounts',
  upgradeBody:
    'A smart account can batch transactions and have its fees paid by the app. You can switch back any time.',
  doItLater: 'Do it later',

  searchNetworks: 'Search networks',
  activeNetwork: 'Active',
  testnet: 'Testnet',
  smartAccountPaths: { '7702': 'EIP-7702', '4337': 'ERC-4337' },
  smartAccountPathDescriptions: {
    '7702': 'Smart account here: your account upgraded in place, same address',
    '4337': 'Smart account here: an account of its own, with another address',
  },
  switchDeclined: 'Switch declined',
  switchingTo: (network) => `Switching to ${network}…`,
  switchChainBody: (namespace) =>
    `This network is on ${namespace}. Connect a wallet for ${namespace} to use it.`,
  unsupportedChainBody:
    'Your wallet is on a network this app does not support. Choose one of these networks.',
  solana: 'Solana',
  evm: 'EVM',

  nameLabel: 'Name',
  namePlaceholder: 'yourname',
  nameAvailable: 'Available',
  nameRegistered: 'Registered',
  nameOwned: 'You already own a name',
  nameSuggestions: 'Available names',
  registerName: 'Register name',
  registering: 'Registering…',
  nameSuccessTitle: 'Account name chosen successfully',
  nameSuccessBody: 'You can now fund your account and trade crypto',
  letsGo: 'Let’s Go!',
  checkingName: 'Checking…',

  youPay: 'You pay',
  youGet: 'You get',
  amountLabel: (currency) => `Amount in ${currency}`,
  presetAmount: (amount) => `Pay ${amount}`,
  quoteLoading: 'Getting a quote…',
  purchaseCurrency: 'Token to buy',
  paymentCurrency: 'Pay with',
  changeCurrency: (current) => `${current}, change`,
  limits: 'Limits',
  limitMethodNames: { card: 'Card', ach_bank_account: 'Bank (ACH)' },
  limitRange: (min, max) => `${min} – ${max}`,
  belowMinimum: (min) => `The minimum is ${min}`,
  aboveMaximum: (max) => `The maximum is ${max}`,
  providersHeading: 'Choose a provider',
  providerFees: (fees) => `Fees ${fees}`,
  noProviders: 'No provider supports this network.',
  buyInProgress: (provider) => `Continue in ${provider}`,
  buyInProgressBody:
    'Finish your purchase in the provider’s tab. Funds arrive in your account when it is done.',
  reopenProvider: 'Open the provider again',
  onRampError: (message) => `No quote: ${message}`,
  bestQuote: 'Best price',
  quoteReceive: (amount) => `You get ${amount}`,
  providerUnavailable: (provider, reason) => `${provider}: ${reason}`,
  openingCheckout: 'Opening…',
  checkoutError: (message) => `Could not open the provider: ${message}`,
  onRampUnavailable: 'Buying crypto is not available here.',
  purchasesHeading: 'Purchases',
  purchaseStatus: { started: 'Started', pending: 'Processing', completed: 'Completed', failed: 'Failed' },
  purchaseDetail: (provider, time) => `${provider} · ${time}`,
  purchasesError: (message) => `Could not check your purchases: ${message}`,

  token: 'Token',
  selectToken: 'Select token',
  amount: 'Amount',
  max: 'Max',
  balanceOf: (amount) => `Balance: ${amount}`,
  receiver: 'To',
  receiverPlaceholder: 'Address',
  amountNotPositive: 'Enter an amount greater than 0',
  amountDecimals: (decimals) => `Enter an amount with at most ${decimals} decimals`,
  amountExceedsBalance: (balance, symbol) => `Amount exceeds your balance of ${balance} ${symbol}`,
  receiverInvalid: 'Enter a valid receiver address',
  receiverInvalidSolana: 'Enter a valid Solana address',
  receiverUnresolvedName: (name) => `${name} cannot be resolved. Enter an address.`,
  preview: 'Preview send',
  reviewSending: 'Sending',
  to: 'To',
  networkFee: 'Network fee',
  feeUnknown: 'Estimated when sending',
  sendNow: 'Send',
  sending: 'Sending…',
  receiveTitle: (network) => `Receive on ${network}`,
  receiveHint: 'Send only assets of this network to this address.',
  noTokens: 'No tokens yet',
}

/** A partial messages table: every key optional, nested records merged key by key. */
export type PartialKitMessages = {
  [key in keyof KitMessages]?: KitMessages[key] extends Record<string, string>
    ? Partial<KitMessages[key]>
    : KitMessages[key]
}

/** Merges a partial table over the English defaults. */
export function resolveMessages(overrides: PartialKitMessages | undefined): KitMessages {
  if (!overrides) return defaultMessages
  const merged = { ...defaultMessages } as Record<string, unknown>
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) continue
    const base = merged[key]
    merged[key] =
      base && typeof base === 'object' && typeof value === 'object' ? { ...base, ...value } : value
  }
  return merged as KitMessages
}
