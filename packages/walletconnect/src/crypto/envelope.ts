// Typed envelopes. Type 0: [0x00][iv 12][ChaCha20-Poly1305 sealbox], for peers that share the symmetric key.
// Type 1: [0x01][sender public key 32][iv 12][sealbox], for a first message to a peer that only knows our topic's
// key pair; the key is derived from the sender's public key and the receiver's private key. Serialized as base64.
import { chacha20poly1305 } from '@noble/ciphers/chacha.js'
import { base64 } from '@scure/base'
import { WalletConnectError } from '../errors.js'
import { fromHex, random, toHex } from './bytes.js'
import { deriveSymKey } from './keys.js'

const IV_LENGTH = 12
const KEY_LENGTH = 32
const TAG_LENGTH = 16

/** An envelope that cannot be opened: bad base64, unknown type, too short, or a failed authentication. */
export class EnvelopeError extends WalletConnectError {
  override name = 'EnvelopeError'
}

/** Parts of a parsed envelope, before decryption. */
export type ParsedEnvelope =
  | { type: 0; iv: Uint8Array; sealed: Uint8Array }
  | { type: 1; senderPublicKey: Uint8Array; iv: Uint8Array; sealed: Uint8Array }

const encoder = new TextEncoder()
const decoder = new TextDecoder('utf-8', { fatal: true })

function seal(symKey: string, plaintext: string, iv: Uint8Array): Uint8Array {
  return chacha20poly1305(fromHex(symKey), iv).encrypt(encoder.encode(plaintext))
}

/** Seals `plaintext` in a type 0 envelope. `iv` is random unless given (tests pin it). */
export function encodeType0(symKey: string, plaintext: string, iv: Uint8Array = random(IV_LENGTH)): string {
  const sealed = seal(symKey, plaintext, iv)
  const out = new Uint8Array(1 + IV_LENGTH + sealed.length)
  out[0] = 0
  out.set(iv, 1)
  out.set(sealed, 1 + IV_LENGTH)
  return base64.encode(out)
}

/** Seals `plaintext` in a type 1 envelope from `senderPrivateKey`/`senderPublicKey` to `receiverPublicKey`. */
export async function encodeType1(
  sender: { privateKey: string; publicKey: string },
  receiverPublicKey: string,
  plaintext: string,
  iv: Uint8Array = random(IV_LENGTH),
): Promise<string> {
  const sealed = seal(await deriveSymKey(sender.privateKey, receiverPublicKey), plaintext, iv)
  const out = new Uint8Array(1 + KEY_LENGTH + IV_LENGTH + sealed.length)
  out[0] = 1
  out.set(fromHex(sender.publicKey), 1)
  out.set(iv, 1 + KEY_LENGTH)
  out.set(sealed, 1 + KEY_LENGTH + IV_LENGTH)
  return base64.encode(out)
}

/** Splits a base64 envelope into its parts; throws {@link EnvelopeError} on anything malformed. */
export function parseEnvelope(message: string): ParsedEnvelope {
  let bytes: Uint8Array
  try {
    bytes = base64.decode(message)
  } catch (cause) {
    throw new EnvelopeError('Envelope is not base64', { cause })
  }
  const type = bytes[0]
  if (type === 0) {
    if (bytes.length < 1 + IV_LENGTH + TAG_LENGTH) throw new EnvelopeError('Type 0 envelope is too short')
    return { type: 0, iv: bytes.subarray(1, 1 + IV_LENGTH), sealed: bytes.subarray(1 + IV_LENGTH) }
  }
  if (type === 1) {
    if (bytes.length < 1 + KEY_LENGTH + IV_LENGTH + TAG_LENGTH)
      throw new EnvelopeError('Type 1 envelope is too short')
    return {
      type: 1,
      senderPublicKey: bytes.subarray(1, 1 + KEY_LENGTH),
      iv: bytes.subarray(1 + KEY_LENGTH, 1 + KEY_LENGTH + IV_LENGTH),
      sealed: bytes.subarray(1 + KEY_LENGTH + IV_LENGTH),
    }
  }
  throw new EnvelopeError(`Unsupported envelope type ${String(type)}`)
}

function open(symKey: string, iv: Uint8Array, sealed: Uint8Array): string {
  try {
    return decoder.decode(chacha20poly1305(fromHex(symKey), iv).decrypt(sealed))
  } catch (cause) {
    throw new EnvelopeError('Envelope could not be opened', { cause })
  }
}

/** Opens a type 0 envelope with `symKey`; throws {@link EnvelopeError} when it is not one or does not open. */
export function decodeType0(symKey: string, message: string): string {
  const parsed = parseEnvelope(message)
  if (parsed.type !== 0) throw new EnvelopeError('Expected a type 0 envelope')
  return open(symKey, parsed.iv, parsed.sealed)
}

/**
 * Opens a type 1 envelope with the receiver's private key; resolves with the text and the sender's public key, and
 * rejects with {@link EnvelopeError} when it is not one or does not open.
 */
export async function decodeType1(
  receiverPrivateKey: string,
  message: string,
): Promise<{ plaintext: string; senderPublicKey: string }> {
  const parsed = parseEnvelope(message)
  if (parsed.type !== 1) throw new EnvelopeError('Expected a type 1 envelope')
  const senderPublicKey = toHex(parsed.senderPublicKey)
  let symKey: string
  try {
    symKey = await deriveSymKey(receiverPrivateKey, senderPublicKey)
  } catch (cause) {
    throw new EnvelopeError('Type 1 sender key is invalid', { cause })
  }
  return { plaintext: open(symKey, parsed.iv, parsed.sealed), senderPublicKey }
}
