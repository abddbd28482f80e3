// EIP-55 checksums, on viem's keccak. Only reached through import(), so a first load never carries keccak.
import { getAddress } from 'viem'

/**
 * The checksummed form of a 0x-prefixed 20-byte hex address, or `undefined` when the address is mixed-case and its
 * case is not the checksum (a typo EIP-55 exists to catch). All-lowercase and all-uppercase addresses carry none.
 */
export function checksumAddress(address: `0x${string}`): `0x${string}` | undefined {
  const checksummed = getAddress(address)
  const hex = address.slice(2)
  const mixed = hex !== hex.toLowerCase() && hex !== hex.toUpperCase()
  return mixed && checksummed !== address ? undefined : checksummed
}
