// Amounts in the visitor's locale: digits, decimal and grouping separators through Intl.NumberFormat. Balances
// arrive as exact decimal strings ('1234.56789', up to 18 decimals); they are cut (never rounded up: a balance
// shown must not exceed the one held) before Intl sees them, and Intl formats the decimal string as is.

/** Intl.NumberFormat formats a decimal string exactly (ES2023); TypeScript's ES2022 library types only numbers. */
type DecimalNumberFormat = { format(value: number | `${number}`): string }

/** Options of {@link formatAmount}. */
export type FormatAmountOptions = {
  /** The most decimals shown; the rest is cut. 4 by default. */
  maximumFractionDigits?: number
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/

/**
 * A token amount or balance for `locale`: `formatAmount('de', '1234.56789')` → '1.234,5678',
 * `formatAmount('fa', '2.5')` → '۲٫۵'. Trailing zeros are dropped; a value that is not a decimal number is returned
 * as given (a view shows what it got rather than a wrong number).
 */
export function formatAmount(
  locale: string,
  value: string | number | undefined,
  { maximumFractionDigits = 4 }: FormatAmountOptions = {},
): string {
  const numberFormat = new Intl.NumberFormat(locale, { maximumFractionDigits }) as DecimalNumberFormat
  if (value === undefined || value === '') return numberFormat.format(0)
  const match = DECIMAL.exec(String(value))
  if (!match) return String(value)
  const [, sign = '', whole = '0', fraction = ''] = match
  const kept = fraction.slice(0, maximumFractionDigits)
  const cut = `${sign}${whole}${kept ? `.${kept}` : ''}` as `${number}`
  return numberFormat.format(cut)
}
