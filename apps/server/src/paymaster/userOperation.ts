import * as z from 'zod/mini'

const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x-prefixed 20-byte address'))
/** A JSON-RPC quantity: 0x hex, at most 256 bits. */
const quantity = z
  .string()
  .check(z.regex(/^0x[0-9a-fA-F]{1,64}$/, 'must be a 0x hex quantity of at most 256 bits'))
/** A gas limit or fee: packed into 16 bytes (`accountGasLimits`, `gasFees`), so at most 128 bits. */
const gas = z
  .string()
  .check(z.regex(/^0x[0-9a-fA-F]{1,32}$/, 'must be a 0x hex quantity of at most 128 bits'))
/** Bytes as 0x hex; long enough for any call data the RPC body limit lets through. */
const bytes = z
  .string()
  .check(z.regex(/^0x([0-9a-fA-F]{2})*$/, 'must be 0x-prefixed hex bytes'), z.maxLength(600_000))
/** `0x7702` (EIP-7702's marker, short or padded) or a factory address. */
const factory = z.string().check(z.regex(/^0x(7702|[0-9a-fA-F]{40})$/, 'must be a factory address or 0x7702'))

/**
 * A user operation for EntryPoint v0.7+ as JSON (`eth_sendUserOperation`'s unpacked fields). Gas fields may be
 * missing when asking for stub data (before estimation); a final sponsorship needs them all.
 */
export const userOperationSchema = z.object({
  sender: address,
  nonce: quantity,
  factory: z.optional(z.nullable(factory)),
  factoryData: z.optional(z.nullable(bytes)),
  callData: bytes,
  callGasLimit: z.optional(gas),
  verificationGasLimit: z.optional(gas),
  preVerificationGas: z.optional(gas),
  maxFeePerGas: z.optional(gas),
  maxPriorityFeePerGas: z.optional(gas),
  paymaster: z.optional(z.nullable(address)),
  paymasterVerificationGasLimit: z.optional(z.nullable(gas)),
  paymasterPostOpGasLimit: z.optional(z.nullable(gas)),
  paymasterData: z.optional(z.nullable(bytes)),
  signature: z.optional(bytes),
  /** EIP-7702: the authorization the op carries; its `address` is the account's implementation. */
  eip7702Auth: z.optional(z.nullable(z.object({ address }))),
})
export type UserOperationJson = z.output<typeof userOperationSchema>

/** ERC-7677's params: `[userOp, entryPoint, chainId, context]`, the context free-form (or absent). */
export const paymasterParamsSchema = z.tuple([
  userOperationSchema,
  address,
  quantity,
  z.optional(z.nullable(z.record(z.string(), z.unknown()))),
])

/** The fields a final sponsorship signs over and counts the cost of, as numbers. */
export type PricedUserOperation = {
  callGasLimit: bigint
  verificationGasLimit: bigint
  preVerificationGas: bigint
  maxFeePerGas: bigint
  maxPriorityFeePerGas: bigint
}

const GAS_FIELDS = [
  'callGasLimit',
  'verificationGasLimit',
  'preVerificationGas',
  'maxFeePerGas',
  'maxPriorityFeePerGas',
] as const

/** The gas fields of `userOp` as numbers, or the names of those missing. */
export function pricedFields(userOp: UserOperationJson): PricedUserOperation | { missing: string[] } {
  const missing = GAS_FIELDS.filter((field) => userOp[field] === undefined)
  if (missing.length > 0) return { missing }
  const value = (field: (typeof GAS_FIELDS)[number]) => BigInt(userOp[field] as string)
  return {
    callGasLimit: value('callGasLimit'),
    verificationGasLimit: value('verificationGasLimit'),
    preVerificationGas: value('preVerificationGas'),
    maxFeePerGas: value('maxFeePerGas'),
    maxPriorityFeePerGas: value('maxPriorityFeePerGas'),
  }
}

/**
 * The most the user op can cost, in wei, as the EntryPoint prefunds it: every gas limit (the paymaster's
 * included) times `maxFeePerGas`.
 */
export function maxCostOf(
  op: PricedUserOperation,
  paymasterGas: { verificationGasLimit: bigint; postOpGasLimit: bigint },
): bigint {
  const gas =
    op.callGasLimit +
    op.verificationGasLimit +
    op.preVerificationGas +
    paymasterGas.verificationGasLimit +
    paymasterGas.postOpGasLimit
  return gas * op.maxFeePerGas
}
