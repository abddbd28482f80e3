import { KitValidationError } from '../errors/kit.js'

/**
 * Formats an amount in the token's smallest unit as a decimal string in whole units, without trailing zeros,
 * e.g. (1500000000000000000n, 18) → '1.5'. The inverse of `parseAmount`.
 * @throws {KitValidationError} for invalid decimals.
 */
export function formatAmount(value: bigint, decimals: number): string {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255)
    throw new KitValidationError('Invalid token decimals', { details: String(decimals) })
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
