/** A base-unit amount as a decimal string: `formatUnits(1500000000000000000n, 18)` → '1.5'. */
export function formatUnits(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

/** Whether `address` looks like an address of the namespace (EVM hex, or Solana base58). */
export function isAddressOf(namespace: 'eip155' | 'solana', address: string): boolean {
  return namespace === 'eip155'
    ? /^0x[0-9a-fA-F]{40}$/.test(address)
    : /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address)
}
