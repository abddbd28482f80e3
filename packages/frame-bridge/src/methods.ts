import { z } from 'zod'
import { InvalidFrameRequestError, RpcNotAllowedError } from './errors.js'
import {
  base58Schema,
  chainIdSchema,
  describeZodError,
  evmAddressSchema,
  hash32Schema,
  hexSchema,
  signatureHexSchema,
  solanaAddressSchema,
} from './primitives.js'

/** Read-only methods the frame forwards to the chain without asking the user (reference §4.6, all 40). */
export const SAFE_RPC_METHODS = [
  'eth_accounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
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
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_sendRawTransaction',
  'eth_syncing',
  'eth_uninstallFilter',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'eth_getUserOperationReceipt',
  'eth_estimateUserOperationGas',
  'eth_getUserOperationByHash',
  'eth_supportedEntryPoints',
] as const

/** Methods that sign or spend: the frame asks the user, and the host may abort them (reference §4.6, all 10). */
export const UNSAFE_RPC_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'eth_sendUserOperation',
] as const

/** A method from the safe list. */
export type SafeRpcMethod = (typeof SAFE_RPC_METHODS)[number]
/** A method from the unsafe list. */
export type UnsafeRpcMethod = (typeof UNSAFE_RPC_METHODS)[number]
/** Any method the frame accepts. */
export type RpcMethod = SafeRpcMethod | UnsafeRpcMethod
/** How the bridge treats a method. */
export type RpcMethodClass = 'safe' | 'unsafe' | 'unknown'

// Sets, not object keys: 'constructor' or '__proto__' must never look like a known method.
const safeMethods: ReadonlySet<string> = new Set(SAFE_RPC_METHODS)
const unsafeMethods: ReadonlySet<string> = new Set(UNSAFE_RPC_METHODS)

/**
 * Says whether an RPC method is safe (read-only, forwarded), unsafe (needs the user's approval) or unknown
 * (refused with "Requested RPC call is not allowed"). Accepts any value, so untrusted input is fine.
 */
export function classifyRpcMethod(method: unknown): RpcMethodClass {
  if (typeof method !== 'string') return 'unknown'
  if (safeMethods.has(method)) return 'safe'
  if (unsafeMethods.has(method)) return 'unsafe'
  return 'unknown'
}

const noParams = z.tuple([]).optional()
const anyParams = z.array(z.unknown()).max(64)

/** An ERC-4337 user operation (entry point v0.6 or v0.7 fields); signature may be a dummy when estimating. */
const userOperationSchema = z.looseObject({
  sender: evmAddressSchema,
  nonce: hexSchema,
  callData: hexSchema,
  callGasLimit: hexSchema.optional(),
  verificationGasLimit: hexSchema.optional(),
  preVerificationGas: hexSchema.optional(),
  maxFeePerGas: hexSchema.optional(),
  maxPriorityFeePerGas: hexSchema.optional(),
  signature: hexSchema.optional(),
  // v0.6
  initCode: hexSchema.optional(),
  paymasterAndData: hexSchema.optional(),
  // v0.7
  factory: evmAddressSchema.optional(),
  factoryData: hexSchema.optional(),
  paymaster: evmAddressSchema.optional(),
  paymasterVerificationGasLimit: hexSchema.optional(),
  paymasterPostOpGasLimit: hexSchema.optional(),
  paymasterData: hexSchema.optional(),
})

const transactionRequestSchema = z.looseObject({
  from: evmAddressSchema.optional(),
  to: evmAddressSchema.nullable().optional(),
  data: hexSchema.optional(),
  input: hexSchema.optional(),
  value: hexSchema.optional(),
  gas: hexSchema.optional(),
  gasPrice: hexSchema.optional(),
  maxFeePerGas: hexSchema.optional(),
  maxPriorityFeePerGas: hexSchema.optional(),
  nonce: hexSchema.optional(),
  chainId: hexSchema.optional(),
})

/** `wallet_sendCalls` (EIP-5792): every call needs a `to` that starts with 0x (spec §5). */
export const walletSendCallsParamsSchema = z.tuple([
  z.object({
    chainId: z.union([chainIdSchema, hexSchema]).optional(),
    from: evmAddressSchema.optional(),
    version: z.string().max(32).optional(),
    id: z.string().max(256).optional(),
    atomicRequired: z.boolean().optional(),
    capabilities: z.record(z.string(), z.unknown()).optional(),
    calls: z
      .array(
        z.object({
          to: z.string().startsWith('0x', 'The call needs a to address starting with 0x'),
          data: hexSchema.optional(),
          value: z.string().max(80).optional(),
          capabilities: z.record(z.string(), z.unknown()).optional(),
        }),
      )
      .min(1)
      .max(256),
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
    params: z.tuple([evmAddressSchema, z.array(hexSchema).max(256).optional()]).optional(),
  }),
  z.object({
    method: z.literal('wallet_getCallsStatus'),
    params: z.array(z.string().max(256)).min(1).max(1),
  }),
  // ERC-4337 bundler methods.
  z.object({
    method: z.literal('eth_estimateUserOperationGas'),
    params: z.tuple([userOperationSchema, evmAddressSchema, z.record(z.string(), z.unknown()).optional()]),
  }),
  z.object({ method: z.literal('eth_getUserOperationByHash'), params: z.tuple([hash32Schema]) }),
  z.object({ method: z.literal('eth_getUserOperationReceipt'), params: z.tuple([hash32Schema]) }),
  z.object({
    method: z.literal('eth_sendUserOperation'),
    params: z.tuple([userOperationSchema.extend({ signature: hexSchema }), evmAddressSchema]),
  }),
  // EVM signing.
  z.object({ method: z.literal('personal_sign'), params: z.tuple([z.string(), evmAddressSchema]) }),
  z.object({
    method: z.literal('eth_signTypedData_v4'),
    params: z.tuple([evmAddressSchema, z.union([z.string(), z.record(z.string(), z.unknown())])]),
  }),
  z.object({ method: z.literal('eth_sendTransaction'), params: z.tuple([transactionRequestSchema]) }),
  z.object({ method: z.literal('wallet_sendCalls'), params: walletSendCallsParamsSchema }),
  z.object({
    method: z.literal('wallet_grantPermissions'),
    params: z.tuple([
      z.looseObject({
        chainId: z.union([chainIdSchema, hexSchema]).optional(),
        address: evmAddressSchema.optional(),
        expiry: z.number().int().nonnegative(),
        signer: z.record(z.string(), z.unknown()),
        permissions: z.array(z.record(z.string(), z.unknown())).min(1).max(64),
        policies: z.array(z.record(z.string(), z.unknown())).max(64).optional(),
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
    params: z.object({ transactions: z.array(base58Schema).min(1).max(256) }),
  }),
  z.object({
    method: z.literal('solana_signAndSendTransaction'),
    params: z.object({
      transaction: base58Schema,
      options: z
        .object({
          skipPreflight: z.boolean().optional(),
          preflightCommitment: solanaCommitmentSchema.optional(),
          maxRetries: z.number().int().nonnegative().optional(),
          minContextSlot: z.number().int().nonnegative().optional(),
        })
        .optional(),
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
  eth_signTypedData_v4: signatureHexSchema,
  eth_sendTransaction: hash32Schema,
  eth_sendUserOperation: hash32Schema,
  wallet_sendCalls: z.union([z.string().min(1), z.looseObject({ id: z.string().min(1) })]),
  solana_signMessage: z.object({ signature: base58Schema }),
  solana_signTransaction: z.object({ transaction: base58Schema }),
  solana_signAllTransactions: z.object({ transactions: z.array(base58Schema) }),
  solana_signAndSendTransaction: z.object({ signature: base58Schema }),
} as const satisfies Partial<Record<RpcMethod, z.ZodType>>

/** What the frame answers for a method (`unknown` where the shape is the chain's business). */
export type RpcResultOf<M extends RpcMethod> = M extends keyof typeof rpcResultSchemas
  ? z.output<(typeof rpcResultSchemas)[M]>
  : unknown

/** The schema that checks a method's result. */
export function rpcResultSchema(method: RpcMethod): z.ZodType {
  return (rpcResultSchemas as Partial<Record<RpcMethod, z.ZodType>>)[method] ?? z.unknown()
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
