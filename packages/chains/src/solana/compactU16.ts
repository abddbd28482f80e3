// Solana's compact-u16 ("short vec") length prefix: 7 bits a byte, low bits first, at most 3 bytes. Core writes
// it when it builds a transfer; the secure frame and the WalletConnect connector read it from transactions.

/** `value` (0 to 65535) as compact-u16 bytes. */
export function encodeCompactU16(value: number): Uint8Array {
  const bytes: number[] = []
  let rest = value
  for (;;) {
    const low = rest & 0x7f
    rest >>= 7
    if (rest === 0) {
      bytes.push(low)
      return Uint8Array.from(bytes)
    }
    bytes.push(low | 0x80)
  }
}

/** Why a compact-u16 could not be read. */
export type CompactU16Problem = 'truncated' | 'tooLong' | 'tooLarge'

/**
 * Reads a compact-u16 at `offset`: its value and how many bytes it took, or the problem: the bytes end early
 * (`truncated`), run past three bytes (`tooLong`) or exceed 65535 (`tooLarge`). Never throws: each reader maps the
 * problem to its own error.
 */
export function readCompactU16(
  bytes: Uint8Array,
  offset: number,
): { value: number; size: number } | { problem: CompactU16Problem } {
  let value = 0
  for (let size = 0; size < 3; size++) {
    const byte = bytes[offset + size]
    if (byte === undefined) return { problem: 'truncated' }
    value |= (byte & 0x7f) << (7 * size)
    if ((byte & 0x80) === 0) return value > 0xffff ? { problem: 'tooLarge' } : { value, size: size + 1 }
  }
  return { problem: 'tooLong' }
}
