// `personal_ecRecover`: who signed a personal message. Read-only (it signs nothing), so the frame answers it without a
// card, from the message and signature alone; no key, session or chain is involved.
import { type Address, type Hex, recoverMessageAddress } from 'viem'
import { personalMessageBytes } from '../approval/parseRequest.js'
import { InvalidParamsError } from '../errors.js'

const SIGNATURE = /^0x[0-9a-fA-F]{130}$/

/**
 * The address, in lower case as `eth_accounts` gives it (and as MetaMask does), that signed `message` (read as `personal_sign` reads it: hex as bytes, else UTF-8) with
 * the EIP-191 prefix, recovered from its 65-byte `signature`.
 * @throws {InvalidParamsError} (-32602) for odd-length hex, or a signature that is malformed or recovers no key.
 */
export async function recoverPersonalSigner(message: string, signature: string): Promise<Address> {
  const bytes = personalMessageBytes(message)
  if (!bytes) throw new InvalidParamsError('The message is hex with an odd number of digits')
  if (!SIGNATURE.test(signature))
    throw new InvalidParamsError('The signature is not 65 bytes of hex (0x and 130 hex digits)')
  try {
    const signer = await recoverMessageAddress({ message: { raw: bytes }, signature: signature as Hex })
    return signer.toLowerCase() as Address
  } catch (error) {
    throw new InvalidParamsError('No signer can be recovered from this signature', {
      cause: error,
      details: error instanceof Error ? error.message.split('\n')[0] : undefined,
    })
  }
}
