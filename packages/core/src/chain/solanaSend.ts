// SOL and SPL transfers: built with web3.js, signed (and usually sent) by the wallet-standard wallet.
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import { PublicKey, SystemProgram, Transaction, type TransactionInstruction } from '@solana/web3.js'
import type { Wallet } from '@wallet-standard/base'
import { base58Encode } from '../connectors/base58.js'
import { walletStandardChain } from '../connectors/solanaChains.js'
import { toWalletError, walletTimeout } from '../connectors/walletError.js'
import type { KitContext } from '../context.js'
import { ConnectorError, KitValidationError, NotConnectedError } from '../errors.js'
import { withTimeout } from '../services/timeout.js'
import type { SendSolanaArgs } from '../types.js'
import { solanaConnection } from './solanaRpc.js'

/** How long Kit waits for a sent transaction to be confirmed. */
const CONFIRM_TIMEOUT_MS = 60_000

type SolanaFeatures = Partial<SolanaSignAndSendTransactionFeature & SolanaSignTransactionFeature>

function publicKey(value: string, what: string) {
  try {
    return new PublicKey(value)
  } catch (cause) {
    throw new KitValidationError(`Invalid ${what}`, { details: value, cause })
  }
}

/** Sends SOL, or an SPL token when `tokenAddress` (the mint) is set, creating the receiver's token account. */
export async function sendSolana(ctx: KitContext, args: SendSolanaArgs): Promise<string> {
  const wallet = (await ctx.controllers.connectors.getActive()?.getProvider()) as Wallet | undefined
  const account = wallet?.accounts?.find((entry) => entry.address === args.from)
  const features = wallet?.features as SolanaFeatures | undefined
  if (!wallet || !account || !features)
    throw new NotConnectedError('Solana sends need the connected wallet-standard account.')
  const from = publicKey(args.from, 'sender address')
  const to = publicKey(args.to, 'receiver address')
  const connection = solanaConnection(args.network)

  let instructions: TransactionInstruction[]
  if (args.tokenAddress) {
    const mint = publicKey(args.tokenAddress, 'token address')
    const mintAccount = await connection.getAccountInfo(mint)
    if (!mintAccount) throw new KitValidationError('Unknown token', { details: args.tokenAddress })
    // The mint's owner is its token program (Token or Token-2022).
    const programId = mintAccount.owner
    const source = getAssociatedTokenAddressSync(mint, from, false, programId)
    const target = getAssociatedTokenAddressSync(mint, to, true, programId)
    instructions = [
      createAssociatedTokenAccountIdempotentInstruction(from, target, to, mint, programId),
      createTransferCheckedInstruction(source, mint, target, from, args.value, args.decimals, [], programId),
    ]
  } else instructions = [SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: args.value })]

  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
  const transaction = new Transaction({ feePayer: from, blockhash, lastValidBlockHeight }).add(
    ...instructions,
  )
  const bytes = transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
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
      signature = base58Encode(output.signature)
    } else if (sign) {
      const [output] = await sign.signTransaction({ account, transaction: bytes, chain })
      if (!output) throw new ConnectorError('The wallet returned no signed transaction')
      signature = await connection.sendRawTransaction(output.signedTransaction)
    } else throw new ConnectorError('This wallet cannot sign Solana transactions')
  } catch (error) {
    throw toWalletError(error, 'The wallet could not send the transaction')
  }
  const confirmation = await withTimeout(
    connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight }, 'confirmed'),
    CONFIRM_TIMEOUT_MS,
    () => walletTimeout('Confirming the transaction', CONFIRM_TIMEOUT_MS),
    ctx.signal,
  )
  if (confirmation.value.err)
    throw new ConnectorError('The transaction failed', { details: JSON.stringify(confirmation.value.err) })
  return signature
}
