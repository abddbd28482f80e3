// @vitest-environment node
// web3.js checks `instanceof Uint8Array` against Node's realm, which jsdom replaces.
import { base58 } from '@scure/base'
import {
  AddressLookupTableAccount,
  Keypair,
  SystemProgram,
  Transaction,
  TransactionMessage,
} from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { parseRequest } from '../approval/parseRequest.js'
import { UnsupportedRequestError } from '../errors.js'
import { createSolanaWallet } from './solana.js'
import { isSolanaTransactionMessage, OFFCHAIN_MESSAGE_PREFIX, readOffchainMessage } from './solanaMessage.js'

const user = Keypair.fromSeed(new Uint8Array(32).fill(7))
const secret = btoa(String.fromCharCode(...user.secretKey))
const blockhash = base58.encode(new Uint8Array(32).fill(9))
const drain = () =>
  SystemProgram.transfer({
    fromPubkey: user.publicKey,
    toPubkey: Keypair.generate().publicKey,
    lamports: 5_000_000_000,
  })

/** A legacy transfer message with the user as fee payer, serialized as a wallet would sign it. */
function legacyMessage(): Uint8Array {
  return new Transaction({ feePayer: user.publicKey, recentBlockhash: blockhash })
    .add(drain())
    .serializeMessage()
}

/** The same transfer as a v0 message, with an address lookup table. */
function v0Message(): Uint8Array {
  const table = new AddressLookupTableAccount({
    key: Keypair.generate().publicKey,
    state: {
      deactivationSlot: BigInt('18446744073709551615'),
      lastExtendedSlot: 0,
      lastExtendedSlotStartIndex: 0,
      addresses: [Keypair.generate().publicKey],
    },
  })
  const extra = table.state.addresses[0]
  if (!extra) throw new Error('test: no table address')
  return new TransactionMessage({
    payerKey: user.publicKey,
    recentBlockhash: blockhash,
    instructions: [
      drain(),
      SystemProgram.transfer({ fromPubkey: user.publicKey, toPubkey: extra, lamports: 1 }),
    ],
  })
    .compileToV0Message([table])
    .serialize()
}

function offchain(text: string): Uint8Array {
  const body = new TextEncoder().encode(text)
  return new Uint8Array([
    ...OFFCHAIN_MESSAGE_PREFIX,
    0, // version
    ...new Uint8Array(32), // application domain
    1, // limited UTF-8
    1, // one signer
    ...user.publicKey.toBytes(),
    body.length & 0xff,
    body.length >> 8,
    ...body,
  ])
}

const environment = {
  caipNetworkId: 'solana:localnet',
  active: { address: user.publicKey.toBase58(), type: 'eoa' as const },
  accounts: [{ address: user.publicKey.toBase58(), type: 'eoa' as const }],
}
const signMessage = (bytes: Uint8Array) =>
  parseRequest(
    {
      method: 'solana_signMessage',
      params: { message: base58.encode(bytes), pubkey: user.publicKey.toBase58() },
    },
    environment,
  )

describe('solana_signMessage: a transaction passed off as a message is refused', () => {
  it('recognises real legacy and v0 transaction messages, and a prefix of one', () => {
    expect(isSolanaTransactionMessage(legacyMessage())).toBe(true)
    expect(isSolanaTransactionMessage(v0Message())).toBe(true)
    expect(isSolanaTransactionMessage(new Uint8Array([...legacyMessage(), 1, 2, 3]))).toBe(true)
    expect(isSolanaTransactionMessage(legacyMessage().slice(0, 60))).toBe(false)
  })

  it('does not take text, off-chain messages or random bytes for a transaction', () => {
    for (const text of ['Sign in to Shop', 'hello kit', `Welcome! Nonce ${'a'.repeat(3000)}`, ''])
      expect(isSolanaTransactionMessage(new TextEncoder().encode(text)), text.slice(0, 20)).toBe(false)
    expect(isSolanaTransactionMessage(offchain('Sign in to Shop'))).toBe(false)
    expect(isSolanaTransactionMessage(new Uint8Array([0, 159, 255, 7]))).toBe(false)
  })

  it('the parse refuses both message versions before the user is asked; the wallet refuses them too', async () => {
    for (const message of [legacyMessage(), v0Message()]) {
      await expect(signMessage(message)).rejects.toThrow(UnsupportedRequestError)
      await expect(signMessage(message)).rejects.toThrow('transaction in disguise')
      expect(() => createSolanaWallet(secret).signMessage(message, user.publicKey.toBase58())).toThrow(
        'transaction in disguise',
      )
    }
  })

  it('reads off-chain messages, text and binary for what they are', async () => {
    expect(readOffchainMessage(offchain('Sign in to Shop'))?.text).toBe('Sign in to Shop')
    expect(readOffchainMessage(new TextEncoder().encode('plain'))).toBeUndefined()
    await expect(signMessage(offchain('Sign in to Shop'))).resolves.toMatchObject({
      format: 'offchain',
      text: 'Sign in to Shop',
    })
    await expect(signMessage(new TextEncoder().encode('Sign in'))).resolves.toMatchObject({ format: 'text' })
    await expect(signMessage(new Uint8Array([0, 159, 255, 7]))).resolves.toMatchObject({ format: 'binary' })
  })
})
