// The on-ramp sandbox's pages (development only) in English: the reference every other language matches, key for key
// and placeholder for placeholder (sandboxPages.test.ts). Plain text: `{name}` marks a value the page puts in.

/** The on-ramp sandbox's pages in English. */
export const english = {
  /** The title and heading of every refusal; the refusals follow. */
  notPossible: 'Purchase not possible',
  /** The provider query's problems (its parameters' names are the provider's, not translated). */
  missingPublicKey: 'The publicKey parameter is missing.',
  publicKeyRefused: 'This publicKey is not accepted by this sandbox.',
  badCurrency: 'destinationCurrencyCode must be SOL or USDC.',
  usdcAddress: 'walletAddress must be an EVM address to receive USDC.',
  solAddress: 'walletAddress must be a Solana address to receive SOL.',
  noChain: 'The sandbox cannot deliver {currency}: no devnet chain is configured for it.',
  walletLimit: 'This wallet has reached the sandbox limit of {count} purchases a day.',
  ipLimit: 'This address has reached the sandbox limit of {count} purchases a day.',
  totalLimit: 'The sandbox has reached its limit of {count} purchases a day.',
  formInvalid: 'This form is not valid. Open the purchase page again.',
  formExpired: 'This form has expired. Open the purchase page again.',
  purchaseInvalid: 'The purchase is not valid.',
  cannotDeliverOn: 'The sandbox cannot deliver on {network}.',
  busy: 'The sandbox is busy paying out other purchases. Try again in a minute.',
  alreadySubmitted: 'This purchase was already submitted.',
  payoutFailed: 'The payout failed.',
  /** The purchase form. */
  buyTitle: 'Buy {currency} (sandbox)',
  buyHeading: 'Buy {currency}',
  noteTestToken: 'Sandbox: no real payment is taken. The test token is sent on the local devnet.',
  noteSol: 'Sandbox: no real payment is taken. The SOL is sent on the local devnet.',
  toWallet: 'To wallet {address}',
  amountUsd: 'Amount in USD',
  network: 'Network',
  paymentMethod: 'Payment method',
  card: 'Card',
  bankAccount: 'Bank account (ACH)',
  completePurchase: 'Complete purchase',
  /** The purchase done: `{hash}` is the transaction. */
  complete: 'Purchase complete',
  sent: '{amount} {currency} sent to {address} on {network}.',
  paid: 'Paid {amount} USD (sandbox, nothing charged).',
  transaction: 'Transaction {hash}',
  canClose: 'You can close this window.',
}

/** The on-ramp sandbox's pages in one language: every key of English's, each with the same placeholders. */
export type SandboxPageMessages = Record<keyof typeof english, string>
