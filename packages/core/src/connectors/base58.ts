const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** Base58 (Bitcoin alphabet), the text form of Solana signatures and addresses. */
export function base58Encode(bytes: Uint8Array): string {
  const digits: number[] = []
  for (const byte of bytes) {
    let carry = byte
    for (let index = 0; index < digits.length; index++) {
      carry += (digits[index] as number) << 8
      digits[index] = carry % 58
      carry = Math.floor(carry / 58)
    }
    while (carry > 0) {
      digits.push(carry % 58)
      carry = Math.floor(carry / 58)
    }
  }
  let text = ''
  for (const byte of bytes) {
    if (byte !== 0) break
    text += '1'
  }
  for (let index = digits.length - 1; index >= 0; index--) text += ALPHABET[digits[index] as number]
  return text
}

/** Decodes base58 (Bitcoin alphabet); `undefined` for text with a character outside the alphabet. */
export function base58Decode(text: string): Uint8Array | undefined {
  const bytes: number[] = []
  for (const character of text) {
    let carry = ALPHABET.indexOf(character)
    if (carry < 0) return undefined
    for (let index = 0; index < bytes.length; index++) {
      carry += (bytes[index] as number) * 58
      bytes[index] = carry & 0xff
      carry >>= 8
    }
    while (carry > 0) {
      bytes.push(carry & 0xff)
      carry >>= 8
    }
  }
  // Each leading '1' is a leading zero byte.
  for (const character of text) {
    if (character !== '1') break
    bytes.push(0)
  }
  return Uint8Array.from(bytes.reverse())
}
