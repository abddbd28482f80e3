import { KitValidationError } from '../errors/kit.js'

/**
 * Parses a decimal amount typed by a user into the token's smallest unit, e.g. ('1.5', 18) → 1500000000000000000n.
 * Strict: digits with at most one dot, no sign, no exponent, and no more fraction digits than `decimals`.
 * @throws {KitValidationError} for anything else.
 */
export function parseAmount(amount: string, decimals: number): bigint {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255)
    throw new KitValidationError('Invalid token decimals', { details: String(decimals) })
  const match = /^(\d*)(?:\.(\d*))?$/.exec(amount.trim())
  const whole = match?.[1] ?? ''
  const fraction = match?.[2] ?? ''
  if (!match || (whole === '' && fraction === ''))
    throw new KitValidationError('Invalid amount', { details: `"${amount}" is not a decimal number.` })
  if (fraction.length > decimals)
    throw new KitValidationError('Invalid amount', {
      details: `"${amount}" has more than ${decimals} decimal places.`,
    })
  return BigInt(`${whole || '0'}${fraction.padEnd(decimals, '0')}`)
}
