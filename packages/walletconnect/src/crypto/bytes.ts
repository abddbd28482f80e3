// Byte helpers shared by the crypto modules.
import { hex } from '@scure/base'

/** Lower-case hex of `bytes`, without a prefix (the form WalletConnect uses for keys and topics). */
export const toHex = (bytes: Uint8Array): string => hex.encode(bytes)

/** Bytes of a hex string; throws on odd length or non-hex characters. */
export const fromHex = (value: string): Uint8Array => hex.decode(value.toLowerCase())

/** `length` cryptographically random bytes (crypto.getRandomValues exists on plain-HTTP pages too). */
export const random = (length: number): Uint8Array => crypto.getRandomValues(new Uint8Array(length))

/** True when `value` is `bytes` bytes of lower- or upper-case hex. */
export const isHexOfLength = (value: unknown, bytes: number): value is string =>
  typeof value === 'string' && value.length === bytes * 2 && /^[0-9a-fA-F]*$/.test(value)
