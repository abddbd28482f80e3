/** `0x1234…abcdef`: the first `start` and last `end` characters of an address (defaults 4 and 6, like wallets show). */
export function truncateAddress(address: string, start = 4, end = 6): string {
  if (address.length <= start + end + 1) return address
  const prefix = address.startsWith('0x') ? start + 2 : start
  return `${address.slice(0, prefix)}…${address.slice(-end)}`
}

/** A balance string with at most `digits` decimals, trailing zeros dropped: '1.230000' → '1.23'. */
export function formatAmount(value: string | number | undefined, digits = 4): string {
  if (value === undefined || value === '') return '0'
  const text = String(value)
  if (!/^-?\d+(\.\d+)?$/.test(text)) return text
  const [whole = '0', fraction = ''] = text.split('.')
  const trimmed = fraction.slice(0, digits).replace(/0+$/, '')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return trimmed ? `${grouped}.${trimmed}` : grouped
}

const CURRENCY_SYMBOLS: Record<string, string> = { USD: '$', EUR: '€', GBP: '£' }

/** `$10.00`, `€25.00`, or `12.50 CHF` for a currency without a known symbol. */
export function formatMoney(amount: number | string, currency: string): string {
  const value = Number(amount)
  const text = Number.isFinite(value)
    ? value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    : String(amount)
  const symbol = CURRENCY_SYMBOLS[currency.toUpperCase()]
  return symbol ? `${symbol}${text}` : `${text} ${currency}`
}

/** Joins class names, skipping falsy ones. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ')
}
