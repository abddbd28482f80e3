// The legacy typed data of `eth_signTypedData` (v1, MetaMask's name for an early EIP-712 draft): a flat list of
// {type, name, value}. Its digest is eth-sig-util's `typedSignatureHash`: keccak256 of the hash of the packed
// "<type> <name>" strings and the hash of the values packed by their Solidity types; it is signed as is (no EIP-191
// prefix). Every value is read strictly into one meaning, or refused: where eth-sig-util bends a value (an
// over-long address, "false" as true, a number too wide), the card and the signature could disagree.
import {
  type Address,
  concat,
  encodePacked,
  getAddress,
  type Hex,
  isAddress,
  keccak256,
  padHex,
  stringToHex,
} from 'viem'
import { InvalidParamsError } from '../errors.js'

/** One field as the card shows it: the type and name as given, the value as it was read (and hashed). */
export type TypedDataV1Field = { readonly type: string; readonly name: string; readonly value: string }

/** The fields as read, and the digest the account signs. */
export type TypedDataV1 = { readonly fields: readonly TypedDataV1Field[]; readonly digest: Hex }

/** A packed type and its value, as viem's `encodePacked` takes them. */
type Packed = { type: string; value: string | bigint | boolean }

const DECIMAL = /^-?[0-9]{1,78}$/
const HEX_NUMBER = /^0x[0-9a-fA-F]{1,64}$/
const HEX_BYTES = /^0x(?:[0-9a-fA-F]{2})*$/

function refuse(message: string, field: { name: string }): never {
  throw new InvalidParamsError(message, { details: `Field “${field.name.slice(0, 64)}”` })
}

/** A whole number as v1 takes it: a safe integer, a decimal string or a 0x hex string. */
function integerOf(value: unknown, field: { name: string; type: string }): bigint {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value)
  if (typeof value === 'string' && (DECIMAL.test(value) || HEX_NUMBER.test(value))) return BigInt(value)
  refuse(
    `The ${field.type} value of “${field.name.slice(0, 64)}” is not a whole number (a safe integer, a decimal or 0x hex string)`,
    field,
  )
}

/** The Solidity type a v1 field is packed as, and its value read for it; `uint` and `int` are 256 bits. */
function packed(field: { type: string; name: string; value: unknown }): { packed: Packed; shown: string } {
  const { type, value } = field
  if (type.endsWith(']'))
    refuse(
      'Arrays are not supported in eth_signTypedData (v1) by Kit; the app can use eth_signTypedData_v4',
      field,
    )
  if (type === 'string') {
    if (typeof value !== 'string')
      refuse(`The string value of “${field.name.slice(0, 64)}” is not text`, field)
    return { packed: { type, value }, shown: value }
  }
  if (type === 'bool') {
    // Only true and false: eth-sig-util reads "false" (a string) as true.
    if (typeof value !== 'boolean')
      refuse(`The bool value of “${field.name.slice(0, 64)}” is not true or false`, field)
    return { packed: { type, value }, shown: String(value) }
  }
  if (type === 'address') {
    if (typeof value !== 'string' || !isAddress(value, { strict: true }))
      refuse(`The address value of “${field.name.slice(0, 64)}” is not a valid address`, field)
    const address: Address = getAddress(value)
    return { packed: { type, value: address }, shown: address }
  }
  if (type === 'bytes') {
    if (typeof value !== 'string' || !HEX_BYTES.test(value))
      refuse(`The bytes value of “${field.name.slice(0, 64)}” is not hex bytes (0x and whole bytes)`, field)
    return { packed: { type, value: value.toLowerCase() }, shown: value.toLowerCase() }
  }
  const fixedBytes = /^bytes([1-9][0-9]?)$/.exec(type)
  if (fixedBytes) {
    const size = Number(fixedBytes[1])
    if (size > 32) refuse(`The type ${type} is not a Solidity type`, field)
    if (typeof value !== 'string' || !HEX_BYTES.test(value) || value.length - 2 > size * 2)
      refuse(`The ${type} value of “${field.name.slice(0, 64)}” is not hex of at most ${size} bytes`, field)
    // A shorter value is padded on the right, as Solidity packs bytesN.
    const hex = padHex(value.toLowerCase() as Hex, { dir: 'right', size })
    return { packed: { type, value: hex }, shown: hex }
  }
  const integer = /^(u?)int([0-9]{0,3})$/.exec(type)
  if (integer) {
    const unsigned = integer[1] === 'u'
    const bits = integer[2] === '' ? 256 : Number(integer[2])
    if (bits < 8 || bits > 256 || bits % 8 !== 0 || integer[2]?.startsWith('0'))
      refuse(`The type ${type} is not a Solidity type`, field)
    const number = integerOf(value, field)
    const [min, max] = unsigned
      ? [0n, 2n ** BigInt(bits) - 1n]
      : [-(2n ** BigInt(bits - 1)), 2n ** BigInt(bits - 1) - 1n]
    if (number < min || number > max)
      refuse(`The value of “${field.name.slice(0, 64)}” is out of range for ${type}`, field)
    return { packed: { type: `${unsigned ? 'u' : ''}int${bits}`, value: number }, shown: number.toString() }
  }
  refuse(`The type ${type.slice(0, 64)} is not supported in eth_signTypedData (v1)`, field)
}

/**
 * Reads v1 typed data and works out its digest (eth-sig-util's `typedSignatureHash`).
 * @throws {InvalidParamsError} for an empty list, a nameless field, an unsupported type (arrays included) or a value
 * that does not read as its type.
 */
export function readTypedDataV1(
  raw: readonly { readonly type: string; readonly name: string; readonly value: unknown }[],
): TypedDataV1 {
  if (raw.length === 0) throw new InvalidParamsError('The typed data (v1) has no fields')
  const read = raw.map((field) => {
    if (!field.name) refuse('Every field of the typed data (v1) needs a name', field)
    return { field, ...packed(field) }
  })
  // The schema hash takes each type as the app wrote it ("uint", not "uint256").
  const schema = keccak256(concat(read.map(({ field }) => stringToHex(`${field.type} ${field.name}`))))
  const values = keccak256(
    encodePacked(
      read.map(({ packed }) => packed.type),
      read.map(({ packed }) => packed.value),
    ),
  )
  return {
    fields: read.map(({ field, shown }) => ({ type: field.type, name: field.name, value: shown })),
    digest: keccak256(encodePacked(['bytes32', 'bytes32'], [schema, values])),
  }
}
