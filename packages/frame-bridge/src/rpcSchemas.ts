// zod schemas for every RPC request the frame accepts, and for the results the host relies on.
import { EVM_ADDRESS_PATTERN } from '@kit/chains/wire'
import * as z from 'zod/mini'
import { InvalidFrameRequestError, RpcNotAllowedError } from './errors.js'
import { classifyRpcMethod, type RpcMethod } from './methods.js'
import {
  base58Schema,
  boundedString,
  chainIdSchema,
  describeZodError,
  evmAddressSchema,
  hash32Schema,
  hexSchema,
  signatureHexSchema,
  solanaAddressSchema,
} from './primitives.js'

const noParams = z.optional(z.tuple([]))

/**
 * A JSON-RPC quantity: `0x` and 1–64 hex digits (at most 256 bits). Leading zeros are read as what they are
 * (some libraries pad to whole bytes); decimal, octal, binary, signed and space-padded values are refused: the
 * frame shows and sends only what this reads unambiguously.
 */
export const hexQuantitySchema = z
  .string({ error: 'Expected a hex quantity (0x followed by hex digits)' })
  .check(z.regex(/^0x[0-9a-fA-F]{1,64}$/, { error: 'Expected a hex quantity (0x followed by hex digits)' }))

/** Calldata: whole bytes in hex. */
const bytesHexSchema = z.string({ error: 'Expected 0x-prefixed hex bytes' }).check(
  z.regex(/^0x(?:[0-9a-fA-F]{2})*$/, {
    error: 'Expected 0x-prefixed hex bytes (an even number of digits)',
  }),
)

/** The `to` of a call: starts with 0x, and is address-shaped, so nothing else reaches the card. */
const callTargetSchema = z
  .string({ error: 'The call needs a to address starting with 0x' })
  .check(
    z.startsWith('0x', { error: 'The call needs a to address starting with 0x' }),
    z.regex(EVM_ADDRESS_PATTERN, { error: 'The call needs a to address of 0x and 40 hex digits' }),
  )
const anyParams = z.array(z.unknown()).check(z.maxLength(64))

/** A recoverable ECDSA signature: r, s and v, 65 bytes in hex. */
const ecdsaSignatureSchema = z
  .string({ error: 'Expected a 65-byte signature (0x and 130 hex digits)' })
  .check(z.regex(/^0x[0-9a-fA-F]{130}$/, { error: 'Expected a 65-byte signature (0x and 130 hex digits)' }))

/** An ERC-4337 user operation (entry point v0.6 or v0.7 fields); signature may be a dummy when estimating. */
const userOperationSchema = z.looseObject({
  sender: evmAddressSchema,
  nonce: hexSchema,
  callData: hexSchema,
  callGasLimit: z.optional(hexSchema),
  verificationGasLimit: z.optional(hexSchema),
  preVerificationGas: z.optional(hexSchema),
  maxFeePerGas: z.optional(hexSchema),
  maxPriorityFeePerGas: z.optional(hexSchema),
  signature: z.optional(hexSchema),
  // v0.6
  initCode: z.optional(hexSchema),
  paymasterAndData: z.optional(hexSchema),
  // v0.7
  factory: z.optional(evmAddressSchema),
  factoryData: z.optional(hexSchema),
  paymaster: z.optional(evmAddressSchema),
  paymasterVerificationGasLimit: z.optional(hexSchema),
  paymasterPostOpGasLimit: z.optional(hexSchema),
  paymasterData: z.optional(hexSchema),
})

/**
 * A transaction type the embedded wallet sends: 0x0 (legacy), 0x1 (access list, sent as legacy) or 0x2 (EIP-1559),
 * as a hex quantity (leading zeros allowed). Blob (0x3) and authorization-list (0x4) transactions are refused.
 */
const transactionTypeSchema = z
  .string({ error: 'Expected a transaction type as a hex quantity (0x0, 0x1 or 0x2)' })
  .check(
    z.regex(/^0x0{0,63}[012]$/, {
      error: 'Unsupported transaction type: Kit sends 0x0 (legacy), 0x1 and 0x2 (EIP-1559) transactions',
    }),
  )

const transactionRequestSchema = z.looseObject({
  from: z.optional(evmAddressSchema),
  to: z.optional(z.nullable(evmAddressSchema)),
  data: z.optional(bytesHexSchema),
  input: z.optional(bytesHexSchema),
  value: z.optional(hexQuantitySchema),
  gas: z.optional(hexQuantitySchema),
  gasPrice: z.optional(hexQuantitySchema),
  maxFeePerGas: z.optional(hexQuantitySchema),
  maxPriorityFeePerGas: z.optional(hexQuantitySchema),
  nonce: z.optional(hexQuantitySchema),
  chainId: z.optional(hexQuantitySchema),
  type: z.optional(transactionTypeSchema),
})

/**
 * `wallet_sendCalls` (EIP-5792): every call needs a `to` that starts with 0x and is an address; `value`
 * is a hex quantity. The frame parses again before asking: this is the first filter, not the last.
 */
export const walletSendCallsParamsSchema = z.tuple([
  z.object({
    chainId: z.optional(z.union([chainIdSchema, hexQuantitySchema])),
    from: z.optional(evmAddressSchema),
    version: z.optional(boundedString(32)),
    id: z.optional(boundedString(256)),
    atomicRequired: z.optional(z.boolean()),
    capabilities: z.optional(z.record(z.string(), z.unknown())),
    calls: z
      .array(
        z.object({
          to: callTargetSchema,
          data: z.optional(bytesHexSchema),
          value: z.optional(hexQuantitySchema),
          capabilities: z.optional(z.record(z.string(), z.unknown())),
        }),
      )
      .check(z.minLength(1), z.maxLength(256)),
  }),
])

const solanaCommitmentSchema = z.enum([
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
])

/**
 * Every RPC request the frame accepts, discriminated by `method`. Read-only methods without a fixed shape take
 * any params array; signing methods and the user-operation methods (which the reference leaves without schemas)
 * are checked in full.
 */
export const rpcRequestSchema = z.discriminatedUnion('method', [
  // Read-only, no params. eth_syncing and eth_supportedEntryPoints take none (the reference required some).
  z.object({
    method: z.enum([
      'eth_accounts',
      'eth_blockNumber',
      'eth_chainId',
      'eth_gasPrice',
      'eth_maxPriorityFeePerGas',
      'eth_newBlockFilter',
      'eth_newPendingTransactionFilter',
      'eth_syncing',
      'eth_supportedEntryPoints',
    ]),
    params: noParams,
  }),
  // Read-only, forwarded as given.
  z.object({
    method: z.enum([
      'eth_call',
      'eth_estimateGas',
      'eth_feeHistory',
      'eth_getAccount',
      'eth_getBalance',
      'eth_getBlockByHash',
      'eth_getBlockByNumber',
      'eth_getBlockReceipts',
      'eth_getBlockTransactionCountByHash',
      'eth_getBlockTransactionCountByNumber',
      'eth_getCode',
      'eth_getFilterChanges',
      'eth_getFilterLogs',
      'eth_getLogs',
      'eth_getProof',
      'eth_getStorageAt',
      'eth_getTransactionByBlockHashAndIndex',
      'eth_getTransactionByBlockNumberAndIndex',
      'eth_getTransactionCount',
      'eth_getTransactionReceipt',
      'eth_getUncleCountByBlockHash',
      'eth_getUncleCountByBlockNumber',
      'eth_newFilter',
      'eth_uninstallFilter',
    ]),
    params: anyParams,
  }),
  z.object({ method: z.literal('eth_getTransactionByHash'), params: z.tuple([hash32Schema]) }),
  z.object({ method: z.literal('eth_sendRawTransaction'), params: z.tuple([hexSchema]) }),
  z.object({
    method: z.literal('wallet_getCapabilities'),
    params: z.optional(z.tuple([evmAddressSchema, z.optional(z.array(hexSchema).check(z.maxLength(256)))])),
  }),
  z.object({
    method: z.literal('wallet_getCallsStatus'),
    params: z.tuple([boundedString(256, 1)]),
  }),
  // ERC-4337 bundler methods.
  z.object({
    method: z.literal('eth_estimateUserOperationGas'),
    params: z.tuple([userOperationSchema, evmAddressSchema, z.optional(z.record(z.string(), z.unknown()))]),
  }),
  z.object({ method: z.literal('eth_getUserOperationByHash'), params: z.tuple([hash32Schema]) }),
  z.object({ method: z.literal('eth_getUserOperationReceipt'), params: z.tuple([hash32Schema]) }),
  z.object({
    method: z.literal('eth_sendUserOperation'),
    params: z.tuple([z.extend(userOperationSchema, { signature: hexSchema }), evmAddressSchema]),
  }),
  // Recovers who signed a personal message; the frame answers it without asking (it signs nothing).
  z.object({
    method: z.literal('personal_ecRecover'),
    params: z.tuple([z.string(), ecdsaSignatureSchema]),
  }),
  // EVM signing. personal_sign's third argument is the password web3.js passes; wallets ignore it, and so do we.
  z.object({
    method: z.literal('personal_sign'),
    params: z.tuple([z.string(), evmAddressSchema, z.optional(boundedString(1024))]),
  }),
  z.object({
    method: z.enum(['eth_signTypedData_v3', 'eth_signTypedData_v4']),
    params: z.tuple([evmAddressSchema, z.union([z.string(), z.record(z.string(), z.unknown())])]),
  }),
  // The legacy (v1) typed data, MetaMask's `eth_signTypedData`: the fields first, then the address.
  z.object({
    method: z.literal('eth_signTypedData'),
    params: z.tuple([
      z
        .array(
          z.object({
            type: boundedString(64, 1),
            name: boundedString(256, 1),
            value: z.union([boundedString(65_536), z.number(), z.boolean()]),
          }),
        )
        .check(z.minLength(1), z.maxLength(64)),
      evmAddressSchema,
    ]),
  }),
  z.object({ method: z.literal('eth_sendTransaction'), params: z.tuple([transactionRequestSchema]) }),
  z.object({ method: z.literal('wallet_sendCalls'), params: walletSendCallsParamsSchema }),
  z.object({
    method: z.literal('wallet_grantPermissions'),
    params: z.tuple([
      z.looseObject({
        chainId: z.optional(z.union([chainIdSchema, hexSchema])),
        address: z.optional(evmAddressSchema),
        expiry: z.int().check(z.nonnegative()),
        signer: z.record(z.string(), z.unknown()),
        permissions: z.array(z.record(z.string(), z.unknown())).check(z.minLength(1), z.maxLength(64)),
        policies: z.optional(z.array(z.record(z.string(), z.unknown())).check(z.maxLength(64))),
      }),
    ]),
  }),
  // Solana signing; messages and transactions are base58.
  z.object({
    method: z.literal('solana_signMessage'),
    params: z.object({ message: base58Schema, pubkey: solanaAddressSchema }),
  }),
  z.object({ method: z.literal('solana_signTransaction'), params: z.object({ transaction: base58Schema }) }),
  z.object({
    method: z.literal('solana_signAllTransactions'),
    params: z.object({ transactions: z.array(base58Schema).check(z.minLength(1), z.maxLength(256)) }),
  }),
  z.object({
    method: z.literal('solana_signAndSendTransaction'),
    params: z.object({
      transaction: base58Schema,
      options: z.optional(
        z.object({
          skipPreflight: z.optional(z.boolean()),
          preflightCommitment: z.optional(solanaCommitmentSchema),
          maxRetries: z.optional(z.int().check(z.nonnegative())),
          minContextSlot: z.optional(z.int().check(z.nonnegative())),
        }),
      ),
    }),
  }),
])

/** What a caller passes for an RPC request. */
export type RpcRequest = z.input<typeof rpcRequestSchema>

/** The request shape for one method, with `method` narrowed to it. */
export type RpcRequestOf<M extends RpcMethod> = RpcRequest extends infer R
  ? R extends { method: infer K; params?: unknown }
    ? M extends K
      ? Omit<R, 'method'> & { method: M }
      : never
    : never
  : never

/** Result schemas of the methods whose answers the host relies on; others are passed through. */
export const rpcResultSchemas = {
  eth_chainId: hexSchema,
  eth_accounts: z.array(evmAddressSchema),
  personal_sign: signatureHexSchema,
  personal_ecRecover: evmAddressSchema,
  eth_signTypedData: signatureHexSchema,
  eth_signTypedData_v3: signatureHexSchema,
  eth_signTypedData_v4: signatureHexSchema,
  eth_sendTransaction: hash32Schema,
  eth_sendUserOperation: hash32Schema,
  wallet_sendCalls: z.union([boundedString(256, 1), z.looseObject({ id: boundedString(256, 1) })]),
  solana_signMessage: z.object({ signature: base58Schema }),
  solana_signTransaction: z.object({ transaction: base58Schema }),
  solana_signAllTransactions: z.object({ transactions: z.array(base58Schema) }),
  solana_signAndSendTransaction: z.object({ signature: base58Schema }),
} as const satisfies Partial<Record<RpcMethod, z.ZodMiniType>>

/** What the frame answers for a method (`unknown` where the shape is the chain's business). */
export type RpcResultOf<M extends RpcMethod> = M extends keyof typeof rpcResultSchemas
  ? z.output<(typeof rpcResultSchemas)[M]>
  : unknown

/** The schema that checks a method's result. */
export function rpcResultSchema(method: RpcMethod): z.ZodMiniType {
  return (rpcResultSchemas as Partial<Record<RpcMethod, z.ZodMiniType>>)[method] ?? z.unknown()
}

/**
 * Checks an untrusted RPC request: a method outside both lists throws `RpcNotAllowedError`
 * ("Requested RPC call is not allowed"); params that do not fit the method's schema throw
 * `InvalidFrameRequestError`. Returns the parsed request.
 */
export function parseRpcRequest(request: unknown): z.output<typeof rpcRequestSchema> {
  const method =
    typeof request === 'object' && request !== null ? (request as { method?: unknown }).method : undefined
  if (classifyRpcMethod(method) === 'unknown') throw new RpcNotAllowedError(method)
  const parsed = rpcRequestSchema.safeParse(request)
  if (!parsed.success)
    throw new InvalidFrameRequestError(`RPC_REQUEST ${String(method)}`, describeZodError(parsed.error))
  return parsed.data
}
