// SOL and SPL transfers: built by hand (solanaTransaction.ts), read and sent over plain JSON-RPC, signed (and
// usually sent) by the wallet-standard wallet. Only reached through import().
import { base58 } from '@scure/base'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { Wallet } from '@wallet-standard/base'
import { walletStandardChain } from '../connectors/solanaChains.js'
import { toWalletError, walletTimeout } from '../connectors/walletError.js'
import type { KitContext } from '../context.js'
import { ConnectorError } from '../errors/wallet.js'
import { KitValidationError, NotConnectedError } from '../errors/kit.js'
import { withTimeout } from '../services/timeout.js'
import type { SendSolanaArgs } from '../types.js'
import { jsonRpc } from './jsonRpc.js'
import { type RpcRoute, rpcRoute } from './rpcUrl.js'
import {
  associatedTokenAddress,
  base64,
  createAssociatedTokenAccountIdempotent,
  type Instruction,
  isOnCurve,
  solanaAddress,
  systemTransfer,
  transferChecked,
  unsignedLegacyTransaction,
} from './solanaTransaction.js'

/** How long Kit waits for a sent transaction to be confirmed. */
const CONFIRM_TIMEOUT_MS = 60_000
/** How often the confirmation is polled. */
const CONFIRM_POLL_MS = 400

type SolanaFeatures = Partial<SolanaSignAndSendTransactionFeature & SolanaSignTransactionFeature>
type Context<value> = { value: value }
type SignatureStatus = { err: unknown; confirmationStatus?: string | null } | null

/** The program that owns `address` (for a mint: its token program), or `undefined` when there is no account. */
async function accountOwner(route: RpcRoute, address: string): Promise<string | undefined> {
  const { value } = (await jsonRpc(route, 'getAccountInfo', [
    address,
    { encoding: 'base64', commitment: 'confirmed' },
  ])) as Context<{ owner: string } | null>
  return value?.owner
}

/**
 * Waits until `signature` is confirmed; resolves with the transaction's error (null when it succeeded). Gives up
 * when the blockhash has expired, or when `signal` aborts.
 */
async function confirm(
  route: RpcRoute,
  signature: string,
  lastValidBlockHeight: number,
  signal: AbortSignal,
): Promise<unknown> {
  while (!signal.aborted) {
    const { value } = (await jsonRpc(route, 'getSignatureStatuses', [[signature]])) as Context<
      SignatureStatus[]
    >
    const status = value[0]
    if (status?.err) return status.err
    if (status && status.confirmationStatus !== 'processed') return null
    const height = (await jsonRpc(route, 'getBlockHeight', [{ commitment: 'confirmed' }])) as number
    if (height > lastValidBlockHeight)
      throw new ConnectorError('The transaction failed', {
        details: `Signature ${signature} has expired: block height exceeded.`,
      })
    await new Promise((resolve) => setTimeout(resolve, CONFIRM_POLL_MS))
  }
  throw signal.reason
}

/** Sends SOL, or an SPL token when `tokenAddress` (the mint) is set, creating the receiver's token account. */
export async function sendSolana(ctx: KitContext, args: SendSolanaArgs): Promise<string> {
  const wallet = (await ctx.parts.getActiveConnector(ctx)?.getProvider()) as Wallet | undefined
  const account = wallet?.accounts?.find((entry) => entry.address === args.from)
  const features = wallet?.features as SolanaFeatures | undefined
  if (!wallet || !account || !features)
    throw new NotConnectedError('Solana sends need the connected wallet-standard account.')
  const from = args.from
  const to = args.to
  const route = rpcRoute(ctx, args.network)
  solanaAddress(from, 'sender address')
  solanaAddress(to, 'receiver address')

  let instructions: Instruction[]
  if (args.tokenAddress) {
    const mint = args.tokenAddress
    solanaAddress(mint, 'token address')
    // The mint's owner is its token program (Token or Token-2022).
    const tokenProgram = await accountOwner(route, mint)
    if (!tokenProgram) throw new KitValidationError('Unknown token', { details: args.tokenAddress })
    // A wallet's address is on the curve; a program-derived one could not sign for its tokens.
    if (!isOnCurve(solanaAddress(from, 'sender address')))
      throw new KitValidationError('Invalid sender address', {
        details: `${from} cannot own token accounts.`,
      })
    const source = associatedTokenAddress(from, mint, tokenProgram)
    const target = associatedTokenAddress(to, mint, tokenProgram)
    instructions = [
      createAssociatedTokenAccountIdempotent(from, target, to, mint, tokenProgram),
      transferChecked(source, mint, target, from, args.value, args.decimals, tokenProgram),
    ]
  } else instructions = [systemTransfer(from, to, args.value)]

  const { value: latest } = (await jsonRpc(route, 'getLatestBlockhash', [
    { commitment: 'confirmed' },
  ])) as Context<{ blockhash: string; lastValidBlockHeight: number }>
  const { blockhash, lastValidBlockHeight } = latest
  const bytes = unsignedLegacyTransaction(from, blockhash, instructions)
  const chain = walletStandardChain(args.network.caipNetworkId) as `${string}:${string}`

  let signature: string
  try {
    const signAndSend = features['solana:signAndSendTransaction']
    const sign = features['solana:signTransaction']
    if (signAndSend) {
      const [output] = await signAndSend.signAndSendTransaction({
        account,
        transaction: bytes,
        chain,
        options: { commitment: 'confirmed' },
      })
      if (!output) throw new ConnectorError('The wallet returned no signature')
      signature = base58.encode(output.signature)
    } else if (sign) {
      const [output] = await sign.signTransaction({ account, transaction: bytes, chain })
      if (!output) throw new ConnectorError('The wallet returned no signed transaction')
      signature = (await jsonRpc(route, 'sendTransaction', [
        base64(output.signedTransaction),
        { encoding: 'base64', preflightCommitment: 'confirmed' },
      ])) as string
    } else throw new ConnectorError('This wallet cannot sign Solana transactions')
  } catch (error) {
    throw toWalletError(error, 'The wallet could not send the transaction')
  }
  // The polling stops with the race: on timeout, on destroy, or when it settles.
  const polling = new AbortController()
  let failure: unknown
  try {
    failure = await withTimeout(
      confirm(route, signature, lastValidBlockHeight, polling.signal),
      CONFIRM_TIMEOUT_MS,
      () => walletTimeout('Confirming the transaction', CONFIRM_TIMEOUT_MS),
      ctx.signal,
    )
  } finally {
    polling.abort()
  }
  if (failure) throw new ConnectorError('The transaction failed', { details: JSON.stringify(failure) })
  return signature
}
