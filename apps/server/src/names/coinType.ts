import { BadRequestError } from '../errors.js'

const EVM_BIT = 0x80000000
/** SLIP-44 coin type of Ether, which ENSIP-11 keeps for chain 1. */
const ETH_COIN_TYPE = 60

/**
 * The EVM chain id a coin type stands for (ENSIP-11: `coinType = 0x80000000 | chainId`, and 60 for mainnet).
 * @throws {BadRequestError} `InvalidCoinType` for non-EVM coin types, and for chain ids that are not below 2^31.
 */
export function chainIdFromCoinType(coinType: number): number {
  if (!Number.isSafeInteger(coinType) || coinType < 0)
    throw new BadRequestError('InvalidCoinType', `Coin type ${coinType} is not a non-negative integer`)
  if (coinType === ETH_COIN_TYPE) return 1
  if (coinType < EVM_BIT)
    throw new BadRequestError(
      'InvalidCoinType',
      `Coin type ${coinType} is not an EVM coin type; use 0x80000000 | chainId (ENSIP-11)`,
    )
  const chainId = coinType - EVM_BIT
  if (chainId >= EVM_BIT)
    throw new BadRequestError(
      'InvalidChainId',
      `Chain id ${chainId} of coin type ${coinType} is not below 2^31`,
    )
  if (chainId === 0) throw new BadRequestError('InvalidChainId', 'Chain id 0 is not a valid EVM chain id')
  return chainId
}

/** The ENSIP-11 coin type of an EVM chain id. */
export function coinTypeFromChainId(chainId: number): number {
  return chainId === 1 ? ETH_COIN_TYPE : (EVM_BIT | chainId) >>> 0
}
