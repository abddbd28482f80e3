import {
  BaseError as ViemError,
  HttpRequestError,
  isAddress,
  type Hex,
  TimeoutError,
  verifyMessage,
} from 'viem'
import { z } from 'zod'
import type { ChainRegistry } from '../chain/chainRegistry.js'
import { BadRequestError, UnauthorizedError, UpstreamError } from '../errors.js'
import { parseWith } from '../http/readJson.js'
import { chainIdFromCoinType } from './coinType.js'
import { type NormalizedName, normalizeName } from './nameRules.js'

/** The body of `POST /v1/profile/account`: `{coin_type, address, message, signature}`. */
export const registrationSchema = z.object({
  coin_type: z.union([z.number(), z.string().regex(/^\d+$/, 'must be an integer').transform(Number)]),
  address: z.string().max(100),
  message: z.string().max(4096),
  signature: z
    .string()
    .regex(/^0x[0-9a-fA-F]+$/, 'must be a 0x-prefixed hex string')
    .max(20_000),
})
export type Registration = z.infer<typeof registrationSchema>

/** The signed message: JSON `{name, attributes: {}, timestamp}` with the timestamp in seconds. */
const messageSchema = z.object({
  name: z.string().max(200),
  attributes: z
    .record(z.string().max(40), z.string().max(1024))
    .refine((value) => Object.keys(value).length <= 8, {
      message: 'at most 8 attributes',
    }),
  timestamp: z.number().int('must be an integer number of seconds'),
})

/** A registration that passed every check. */
export type VerifiedRegistration = NormalizedName & {
  coinType: number
  chainId: number
  address: Hex
  attributes: Record<string, string>
}

/**
 * Checks a registration in the order a person can fix it: coin type (an EVM chain id below 2^31), address,
 * message JSON, name rules, a fresh timestamp, and last the signature by `address` over `message`. The signature
 * is checked on the coin type's chain when the server has it (EOAs, ERC-1271 contract accounts and ERC-6492
 * counterfactual ones); on other chains only an EOA signature can be checked, offline.
 */
export async function verifyRegistration(
  registration: Registration,
  options: { suffix: string; nowMs: number; maxClockSkewSeconds: number; chains: ChainRegistry },
): Promise<VerifiedRegistration> {
  const chainId = chainIdFromCoinType(registration.coin_type)
  if (!isAddress(registration.address, { strict: false }))
    throw new BadRequestError(
      'InvalidAddress',
      `"${registration.address.slice(0, 100)}" is not an EVM address`,
    )
  const address = registration.address as Hex

  let json: unknown
  try {
    json = JSON.parse(registration.message)
  } catch {
    throw new BadRequestError('InvalidMessage', 'The message must be JSON: {name, attributes, timestamp}')
  }
  const message = parseWith(messageSchema, json, 'message')
  const name = normalizeName(message.name, options.suffix)

  const nowSeconds = Math.floor(options.nowMs / 1000)
  if (message.timestamp > 1e11)
    throw new BadRequestError(
      'InvalidTimestamp',
      'The message timestamp must be in seconds, not milliseconds',
    )
  if (Math.abs(nowSeconds - message.timestamp) > options.maxClockSkewSeconds)
    throw new BadRequestError(
      'StaleTimestamp',
      `The message timestamp is more than ${options.maxClockSkewSeconds} seconds away from the server time; sign a new message`,
    )

  const signature = registration.signature as Hex
  const chain = options.chains.evmByChainId(chainId)
  let valid: boolean
  try {
    valid = chain
      ? await chain.client.verifyMessage({ address, message: registration.message, signature, mode: 'eoa' })
      : await verifyMessage({ address, message: registration.message, signature })
  } catch (error) {
    // A node that is down is our problem (502), not a bad signature; anything else means "not valid".
    const unreachable =
      error instanceof ViemError &&
      error.walk((inner) => inner instanceof HttpRequestError || inner instanceof TimeoutError) !== null
    if (unreachable)
      throw new UpstreamError(`Could not check the signature on chain ${chainId}`, { cause: error })
    valid = false
  }
  if (!valid)
    throw new UnauthorizedError(
      'InvalidSignature',
      `The signature is not valid for address ${address} and this message`,
    )
  return { ...name, coinType: registration.coin_type, chainId, address, attributes: message.attributes }
}
