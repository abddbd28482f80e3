import { concat, type Hex, hexToNumber, isHex, numberToHex, size, slice } from 'viem'
import { InvalidSponsorshipError } from './errors.js'
import { assertSponsorshipWindow, type SponsorshipWindow } from './sponsorshipWindow.js'
import { STUB_SIGNATURE } from './stubSignature.js'

// KitPaymaster (OpenZeppelin's PaymasterSigner) reads its paymasterData, after the 52 bytes of address and gas
// limits, as validAfter (6 bytes) ‖ validUntil (6 bytes) ‖ signature.
const WINDOW_BYTES = 6

/**
 * Encodes KitPaymaster's paymasterData: `validAfter` (6 bytes) ‖ `validUntil` (6 bytes) ‖ signature.
 *
 * @throws {InvalidSponsorshipError} when the window is out of range or the signature is not hex.
 */
export function encodePaymasterData({
  validAfter,
  validUntil,
  signature,
}: SponsorshipWindow & { signature: Hex }): Hex {
  assertSponsorshipWindow({ validAfter, validUntil })
  if (!isHex(signature)) throw new InvalidSponsorshipError('The signature must be hex.')
  return concat([
    numberToHex(validAfter, { size: WINDOW_BYTES }),
    numberToHex(validUntil, { size: WINDOW_BYTES }),
    signature,
  ])
}

/**
 * Reads KitPaymaster's paymasterData back (the inverse of {@link encodePaymasterData}).
 *
 * @throws {InvalidSponsorshipError} when it is not hex or shorter than its 12-byte window.
 */
export function decodePaymasterData(paymasterData: Hex): SponsorshipWindow & { signature: Hex } {
  if (!isHex(paymasterData, { strict: true }) || size(paymasterData) < 2 * WINDOW_BYTES)
    throw new InvalidSponsorshipError('paymasterData is shorter than its 12-byte validity window.')
  return {
    validAfter: hexToNumber(slice(paymasterData, 0, WINDOW_BYTES)),
    validUntil: hexToNumber(slice(paymasterData, WINDOW_BYTES, 2 * WINDOW_BYTES)),
    signature: size(paymasterData) > 2 * WINDOW_BYTES ? slice(paymasterData, 2 * WINDOW_BYTES) : '0x',
  }
}

/**
 * paymasterData for gas estimation (ERC-7677's `pm_getPaymasterStubData`): the real window with
 * {@link STUB_SIGNATURE}, so it has the final size and the contract's verification costs what it will.
 */
export function paymasterStubData(window: SponsorshipWindow): Hex {
  return encodePaymasterData({ ...window, signature: STUB_SIGNATURE })
}
