import { MAX_NAME_CHAIN_ID_EXCLUSIVE } from '../constants.js'
import { InvalidChainIdError } from '../errors/names.js'

/**
 * The ENSIP-11 coin type of an EVM chain: `(0x80000000 | chainId) >>> 0`.
 * @throws {InvalidChainIdError} 'Invalid chainId' unless 0 ≤ chainId < 2^31 and an integer.
 */
export function evmChainIdToCoinType(chainId: number): number {
  if (!Number.isInteger(chainId) || chainId < 0 || chainId >= MAX_NAME_CHAIN_ID_EXCLUSIVE)
    throw new InvalidChainIdError(chainId)
  return (0x80000000 | chainId) >>> 0
}

/**
 * The EVM chain id of an ENSIP-11 coin type (the inverse of `evmChainIdToCoinType`).
 * @throws {InvalidChainIdError} when the coin type is not an EVM one.
 */
export function coinTypeToEvmChainId(coinType: number): number {
  if (!Number.isInteger(coinType) || coinType < 0x80000000 || coinType > 0xffffffff)
    throw new InvalidChainIdError(coinType)
  return (coinType & 0x7fffffff) >>> 0
}
