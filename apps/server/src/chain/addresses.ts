import { isAddress } from 'viem'
import { BadRequestError } from '../errors.js'

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** True for a Solana public key in base58 (32–44 characters of the base58 alphabet). */
export function isSolanaAddress(value: string): boolean {
  return BASE58.test(value)
}

/**
 * Checks that a path or query value is an EVM or Solana address.
 * @throws {BadRequestError} `InvalidAddress` otherwise.
 */
export function requireAddress(value: string, namespace?: 'eip155' | 'solana'): string {
  const evm = isAddress(value, { strict: false })
  const solana = isSolanaAddress(value)
  const ok = namespace === 'eip155' ? evm : namespace === 'solana' ? solana : evm || solana
  if (!ok)
    throw new BadRequestError(
      'InvalidAddress',
      `"${value.slice(0, 100)}" is not ${namespace === 'solana' ? 'a Solana' : namespace === 'eip155' ? 'an EVM' : 'an EVM or Solana'} address`,
    )
  return value
}
