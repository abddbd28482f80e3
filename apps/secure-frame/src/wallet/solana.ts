import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { UnsupportedRequestError } from '../errors.js'
import type { JsonRpc } from '../rpc.js'
import { isSolanaTransactionMessage } from './solanaMessage.js'
import { decodeSolanaTransaction, encodeSolanaTransaction, signerIndex } from './solanaTransaction.js'

/** Options of `solana_signAndSendTransaction` (the `sendTransaction` RPC's config). */
export type SolanaSendOptions = {
  skipPreflight?: boolean | undefined
  preflightCommitment?: string | undefined
  maxRetries?: number | undefined
  minContextSlot?: number | undefined
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/** Bytes as standard base64, the form the auth service gives secret keys in. */
export function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/**
 * The embedded Solana wallet: an ed25519 key (the auth service's 64-byte secret key, base64). Messages are signed
 * and transactions (legacy or v0, decoded by hand) are signed with @noble/curves ed25519.
 */
export function createSolanaWallet(secretKeyBase64: string) {
  const secretKey = fromBase64(secretKeyBase64)
  if (secretKey.length !== 64) throw new UnsupportedRequestError('The Solana key has the wrong length')
  const seed = secretKey.slice(0, 32)
  const publicKey = ed25519.getPublicKey(seed)
  if (publicKey.some((byte, index) => byte !== secretKey[32 + index]))
    throw new UnsupportedRequestError('The Solana key does not match its public key')
  const address = base58.encode(publicKey)

  /** Signs one serialized transaction (base58 text, or the bytes it decodes to) and returns the signed one. */
  function signSerialized(transaction: string | Uint8Array): Uint8Array {
    let bytes: Uint8Array
    try {
      bytes = typeof transaction === 'string' ? base58.decode(transaction) : transaction
    } catch (error) {
      throw new UnsupportedRequestError('The transaction could not be read', { cause: error })
    }
    const parsed = decodeSolanaTransaction(bytes)
    const index = signerIndex(parsed, publicKey)
    if (index < 0) throw new UnsupportedRequestError('The transaction does not need this wallet’s signature')
    const signatures = [...parsed.signatures]
    signatures[index] = ed25519.sign(parsed.message, seed)
    return encodeSolanaTransaction({ ...parsed, signatures })
  }

  return {
    address,
    /**
     * `solana_signMessage`: the ed25519 signature (base58) of the message (base58 text, or its bytes). Refuses
     * bytes shaped like a transaction message: their signature would make that transaction valid.
     */
    signMessage(message: string | Uint8Array, pubkey: string): { signature: string } {
      if (pubkey !== address)
        throw new UnsupportedRequestError('The request is for an account this wallet does not hold', {
          details: pubkey,
        })
      const bytes = typeof message === 'string' ? base58.decode(message) : message
      if (isSolanaTransactionMessage(bytes))
        throw new UnsupportedRequestError(
          'This message is a Solana transaction in disguise: signing it would approve the transaction',
        )
      return { signature: base58.encode(ed25519.sign(bytes, seed)) }
    },
    /** `solana_signTransaction`. */
    async signTransaction(transaction: string | Uint8Array): Promise<{ transaction: string }> {
      return { transaction: base58.encode(signSerialized(transaction)) }
    },
    /** `solana_signAllTransactions`. */
    async signAllTransactions(
      transactions: readonly (string | Uint8Array)[],
    ): Promise<{ transactions: string[] }> {
      const signed: string[] = []
      for (const transaction of transactions) signed.push(base58.encode(signSerialized(transaction)))
      return { transactions: signed }
    },
    /** `solana_signAndSendTransaction`: signs, then submits through `rpc`; resolves with the signature. */
    async signAndSendTransaction(
      transaction: string | Uint8Array,
      options: SolanaSendOptions | undefined,
      rpc: JsonRpc,
      signal?: AbortSignal,
    ): Promise<{ signature: string }> {
      const signed = signSerialized(transaction)
      const config: Record<string, unknown> = { encoding: 'base64' }
      if (options?.skipPreflight !== undefined) config.skipPreflight = options.skipPreflight
      if (options?.preflightCommitment !== undefined) config.preflightCommitment = options.preflightCommitment
      if (options?.maxRetries !== undefined) config.maxRetries = options.maxRetries
      if (options?.minContextSlot !== undefined) config.minContextSlot = options.minContextSlot
      const signature = await rpc.request('sendTransaction', [toBase64(signed), config], signal)
      if (typeof signature !== 'string') throw new UnsupportedRequestError('The network sent no signature')
      return { signature }
    },
  }
}

/** The embedded Solana wallet of one session. */
export type SolanaWallet = ReturnType<typeof createSolanaWallet>
