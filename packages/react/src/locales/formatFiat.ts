// Fiat values (the on-ramp's amounts, limits, fees and purchases) in the visitor's language, through Intl's currency
// style: its digits, separators, symbol and where the symbol goes (`$1,234.50`, `1.234,50 €`, Arabic's
// `1,234.50 US$`). One thing is added to Intl's text: a symbol with letters (`US$`, `CHF`) is isolated for the
// bidirectional algorithm. Right to left, Arabic's `US$` would otherwise show as `$US`: its `$` is neutral, and at
// the end of a right-to-left run it takes the run's direction and lands on the far side of the letters.

/** First strong isolate and pop directional isolate (Unicode's FSI and PDI): invisible, they only isolate. */
const ISOLATE = '\u2068'
const END_ISOLATE = '\u2069'

/** Options of {@link formatFiat}. */
export type FormatFiatOptions = {
  /** A whole value without its decimals (`$100` on a preset's button, not `$100.00`). */
  whole?: boolean
}

/**
 * A fiat amount for `locale`: `formatFiat('en', 1234.5, 'USD')` → '$1,234.50', `formatFiat('de', 20, 'EUR')` →
 * '20,00 €'. A currency Intl does not take, or a value that is not a number, is written as given (`12.50 XYZ1`).
 */
export function formatFiat(
  locale: string,
  amount: string | number,
  currency: string,
  { whole = false }: FormatFiatOptions = {},
): string {
  const value = Number(amount)
  if (!Number.isFinite(value)) return `${amount} ${currency}`
  let format: Intl.NumberFormat
  try {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      ...(whole && Number.isInteger(value) ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    })
  } catch {
    // Not a currency code (Intl throws a RangeError): the text as the server gave it.
    return `${amount} ${currency}`
  }
  return format
    .formatToParts(value)
    .map((part) =>
      part.type === 'currency' && /\p{L}/u.test(part.value)
        ? `${ISOLATE}${part.value}${END_ISOLATE}`
        : part.value,
    )
    .join('')
}
