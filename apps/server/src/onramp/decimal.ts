/** Parses a non-negative decimal string ("100", "99.5", "10.00") into units of 10^-scale, or undefined. */
export function parseDecimal(value: string, scale: number): bigint | undefined {
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(value.trim())
  if (!match) return undefined
  const [, whole = '0', fraction = ''] = match
  if (fraction.length > scale) return undefined
  return BigInt(whole) * 10n ** BigInt(scale) + BigInt(fraction.padEnd(scale, '0') || '0')
}

/** Formats units of 10^-scale as a decimal string with at least `minFraction` fraction digits. */
export function formatDecimal(units: bigint, scale: number, minFraction = 0): string {
  const negative = units < 0n
  const abs = negative ? -units : units
  const base = 10n ** BigInt(scale)
  const whole = abs / base
  let fraction = (abs % base).toString().padStart(scale, '0').replace(/0+$/, '')
  if (fraction.length < minFraction) fraction = fraction.padEnd(minFraction, '0')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
