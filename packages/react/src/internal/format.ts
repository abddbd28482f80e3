/** `0x1234…abcdef`: the first `start` and last `end` characters of an address (defaults 4 and 6, like wallets show). */
export function truncateAddress(address: string, start = 4, end = 6): string {
  if (address.length <= start + end + 1) return address
  const prefix = address.startsWith('0x') ? start + 2 : start
  return `${address.slice(0, prefix)}…${address.slice(-end)}`
}

/** Joins class names, skipping falsy ones. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ')
}
