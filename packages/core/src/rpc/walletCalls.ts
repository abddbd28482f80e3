// EIP-5792 (v2.0.0) for every connector, loaded on the first `wallet_getCapabilities` / `wallet_sendCalls` /
// `wallet_getCallsStatus`. The wallet's own answer is used whenever it has one; a wallet without the methods (an
// injected one answering "method not found", a WalletConnect session that did not approve them) gets Kit's
// truthful stand-in: no atomicity, the calls sent one by one as eth_sendTransaction under a Kit-made batch id,
// and their status read from the receipts.
import { jsonRpc } from '../chain/jsonRpc.js'
import { rpcRoute } from '../chain/rpcUrl.js'
import { toWalletError, walletErrorCodes } from '../connectors/walletError.js'
import type { KitCallBatch, KitContext } from '../context.js'
import { KitValidationError, NotConnectedError } from '../errors/kit.js'
import { ProviderUnauthorizedError } from '../actions/errors.js'
import { walletSendCallsProblems } from '../validation/rules.js'
import type { WalletSendCallsParams } from '../validation/schemas.js'
import {
  AtomicityNotSupportedError,
  CallsBatchTooLargeError,
  DuplicateCallsIdError,
  UnknownCallsIdError,
  UnsupportedCallsChainError,
  UnsupportedCapabilityError,
} from './errors.js'

/** The EIP-5792 methods Kit answers for wallets without them. */
export const WALLET_CALLS_METHODS = Object.freeze([
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
] as const)

/** True for a method of {@link WALLET_CALLS_METHODS}. */
export const isWalletCallsMethod = (method: string): boolean =>
  (WALLET_CALLS_METHODS as readonly string[]).includes(method)

/** Without atomic batches each call is its own approval in the wallet: more than this is refused (5740). */
export const MAX_SEQUENTIAL_CALLS = 16
/** Kit remembers this many of its own batches per kit; the oldest is forgotten first. */
export const MAX_REMEMBERED_BATCHES = 256
/** The EIP's limit on an app-chosen batch id. */
const MAX_BATCH_ID_LENGTH = 4096

export type { KitCallBatch } from '../context.js'

/** One request to the connected wallet, with Kit's timeout; rejects with what the wallet threw. */
export type WalletSend = (call: { method: string; params?: unknown }) => Promise<unknown>

/** EIP-5792's status codes that Kit's own batches can have. */
export const CALLS_STATUS = Object.freeze({ pending: 100, confirmed: 200, reverted: 500, partial: 600 })

const JSON_RPC_METHOD_NOT_FOUND = -32601
const EIP1193_UNSUPPORTED_METHOD = 4200
/** Codes that say nothing about which failure it was, so the wallet's words decide. */
const GENERIC_CODES = new Set([-32603, -32000])
const UNSUPPORTED_WORDING =
  /method not found|not (?:been )?(?:supported|implemented)|unsupported method|does not exist|is not available|missing or invalid\. request\(\) method/i

/**
 * True when a wallet's error says it does not have the method (EIP-1193 4200, JSON-RPC -32601, or the usual
 * wording under a generic code), rather than that it refused this request.
 */
export function isUnsupportedMethodError(error: unknown): boolean {
  const codes = walletErrorCodes(error)
  if (codes.includes(EIP1193_UNSUPPORTED_METHOD) || codes.includes(JSON_RPC_METHOD_NOT_FOUND)) return true
  if (codes.some((code) => !GENERIC_CODES.has(code))) return false
  let current: unknown = error
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    const { message, details } = current as { message?: unknown; details?: unknown }
    if (typeof message === 'string' && UNSUPPORTED_WORDING.test(message)) return true
    if (typeof details === 'string' && UNSUPPORTED_WORDING.test(details)) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

const hexChainId = (id: string | number) => `0x${BigInt(id).toString(16)}` as `0x${string}`

/** The connected EVM account and its chain, from Kit's state. */
function connectedAccount(ctx: KitContext): { address: string; chainId: `0x${string}` } {
  const [namespace, reference, address] = ctx.state.account.caipAddress?.split(':') ?? []
  if (namespace !== 'eip155' || !reference || !address)
    throw new NotConnectedError('Requests need a connected EVM wallet.')
  return { address, chainId: hexChainId(reference) }
}

const batchesOf = (ctx: KitContext) => {
  ctx.bookkeeping.walletCallBatches ??= new Map()
  return ctx.bookkeeping.walletCallBatches
}

const firstParam = (params: unknown): unknown => (Array.isArray(params) ? params[0] : undefined)

/**
 * Answers one EIP-5792 request: the wallet's answer when it has the method, Kit's own otherwise. Batches Kit sent
 * itself are answered by Kit without asking the wallet. Errors are the wallet's (as Kit errors) or Kit's typed
 * EIP-5792 ones.
 */
export async function requestWalletCalls(
  ctx: KitContext,
  call: { method: string; params?: unknown },
  send: WalletSend,
): Promise<unknown> {
  if (call.method === 'wallet_getCallsStatus') {
    const id = firstParam(call.params)
    if (typeof id !== 'string' || id === '' || id.length > MAX_BATCH_ID_LENGTH)
      throw new KitValidationError('Invalid wallet_getCallsStatus request', {
        details: 'The parameter is [id], the batch id wallet_sendCalls returned.',
      })
    const batch = batchesOf(ctx).get(id)
    if (batch) return kitCallsStatus(id, batch, receiptReader(ctx, batch.chainId, send))
    return fromWalletOr(call, send, () => {
      throw new UnknownCallsIdError()
    })
  }
  if (call.method === 'wallet_getCapabilities')
    return fromWalletOr(call, send, () => kitCapabilities(ctx, call.params))
  const problems = walletSendCallsProblems(firstParam(call.params))
  if (problems.length > 0)
    throw new KitValidationError('Invalid wallet_sendCalls request', { details: problems.join('; ') })
  const params = firstParam(call.params) as WalletSendCallsParams & Record<string, unknown>
  checkBatchId(ctx, params.id)
  return fromWalletOr(call, send, () => sendCallsOneByOne(ctx, params, send))
}

/** The wallet's answer, or `fallback()` when the wallet does not have the method. */
async function fromWalletOr(
  call: { method: string; params?: unknown },
  send: WalletSend,
  fallback: () => unknown,
): Promise<unknown> {
  try {
    return await send(call)
  } catch (error) {
    if (!isUnsupportedMethodError(error)) throw toWalletError(error, 'The wallet refused the request')
  }
  return fallback()
}

/**
 * Reads `[address?, chainIds?]` (no params at all is none of either): the address, when given, is 0x and 40 hex
 * digits; the chain ids are hex.
 */
function capabilitiesParams(params: unknown): [address: string | undefined, chainIds: string[] | undefined] {
  const list = Array.isArray(params) ? params : params === undefined ? [] : [null]
  const [address, chainIds] = list
  const problems = [
    ...(address === undefined || (typeof address === 'string' && /^0x[0-9a-fA-F]{40}$/.test(address))
      ? []
      : ['the first is the address']),
    ...(chainIds === undefined ||
    (Array.isArray(chainIds) &&
      chainIds.every((id) => typeof id === 'string' && /^0x[0-9a-fA-F]{1,16}$/.test(id)))
      ? []
      : ['the second, when present, is a list of hex chain ids']),
  ]
  if (problems.length > 0)
    throw new KitValidationError('Invalid wallet_getCapabilities request', { details: problems.join('; ') })
  return [address as string | undefined, chainIds as string[] | undefined]
}

/** An app-chosen id must be a string of at most 4096 characters that Kit has not used for one of its batches. */
function checkBatchId(ctx: KitContext, id: unknown): void {
  if (id === undefined) return
  if (typeof id !== 'string' || id === '' || id.length > MAX_BATCH_ID_LENGTH)
    throw new KitValidationError('Invalid wallet_sendCalls request', {
      details: `id, when present, is a string of 1 to ${MAX_BATCH_ID_LENGTH} characters`,
    })
  if (batchesOf(ctx).has(id)) throw new DuplicateCallsIdError()
}

/**
 * What Kit can do with a wallet without EIP-5792, per configured EVM chain (hex keys, EIP-5792 v2): no atomic
 * batches, and no paymaster (absent means unsupported). Only the connected address is answered (4100 otherwise).
 */
function kitCapabilities(
  ctx: KitContext,
  params: unknown,
): Record<string, { atomic: { status: 'unsupported' } }> {
  const [wanted, asked] = capabilitiesParams(params)
  const { address } = connectedAccount(ctx)
  // Without an address (viem sends none when its client has no account), the connected one is meant.
  if (wanted !== undefined && wanted.toLowerCase() !== address.toLowerCase())
    throw new ProviderUnauthorizedError('wallet_getCapabilities')
  const configured = ctx.state.network.networks
    .filter((network) => network.chainNamespace === 'eip155')
    .map((network) => hexChainId(network.id))
  const chains = asked
    ? configured.filter((id) => asked.some((wanted) => BigInt(wanted) === BigInt(id)))
    : configured
  return Object.fromEntries(chains.map((id) => [id, { atomic: { status: 'unsupported' as const } }]))
}

/** The capabilities of a request (top-level and per call) that are not marked `optional: true`. */
function requiredCapabilities(params: WalletSendCallsParams & Record<string, unknown>): string[] {
  const required = (capabilities: unknown) =>
    typeof capabilities === 'object' && capabilities !== null
      ? Object.entries(capabilities)
          .filter(([, value]) => (value as { optional?: unknown } | null)?.optional !== true)
          .map(([name]) => name)
      : []
  return [...required(params.capabilities), ...params.calls.flatMap((call) => required(call.capabilities))]
}

/** A random 32-byte hex batch id (EIP-5792 leaves the form to the wallet). */
function newBatchId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

/**
 * Kit's `wallet_sendCalls` for a wallet without it: refused (with the EIP's codes) when the request needs what
 * one-by-one sending cannot give, else each call is sent as eth_sendTransaction in order. A refusal of the first
 * call is the request's refusal; one later stops the batch, which then counts as partial.
 */
async function sendCallsOneByOne(
  ctx: KitContext,
  params: WalletSendCallsParams & Record<string, unknown>,
  send: WalletSend,
): Promise<{ id: string }> {
  const { atomicRequired, version } = params
  if (atomicRequired !== undefined && typeof atomicRequired !== 'boolean')
    throw new KitValidationError('Invalid wallet_sendCalls request', {
      details: 'atomicRequired must be true or false',
    })
  const [capability] = requiredCapabilities(params)
  if (capability !== undefined) throw new UnsupportedCapabilityError(capability)
  // Version 1 of the EIP had no atomicRequired: its batches were atomic.
  if (atomicRequired === true || (atomicRequired === undefined && version?.startsWith('1')))
    throw new AtomicityNotSupportedError()
  if (params.calls.length > MAX_SEQUENTIAL_CALLS)
    throw new CallsBatchTooLargeError(params.calls.length, MAX_SEQUENTIAL_CALLS)
  const { address, chainId } = connectedAccount(ctx)
  if (params.from !== undefined && params.from.toLowerCase() !== address.toLowerCase())
    throw new ProviderUnauthorizedError('wallet_sendCalls')
  if (params.chainId !== undefined && BigInt(params.chainId) !== BigInt(chainId))
    throw new UnsupportedCallsChainError(params.chainId, chainId)

  const hashes: `0x${string}`[] = []
  for (const call of params.calls) {
    const transaction = {
      from: address,
      to: call.to,
      ...(call.data === undefined ? {} : { data: call.data }),
      ...(call.value === undefined ? {} : { value: call.value }),
    }
    try {
      const hash = await send({ method: 'eth_sendTransaction', params: [transaction] })
      if (typeof hash !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(hash))
        throw new KitValidationError('The wallet answered eth_sendTransaction without a transaction hash')
      hashes.push(hash as `0x${string}`)
    } catch (error) {
      if (hashes.length === 0) throw toWalletError(error, 'The wallet refused the request')
      ctx.logger.warn('A call of a batch was not sent; the batch stops there', error)
      break
    }
  }
  const id = typeof params.id === 'string' ? params.id : newBatchId()
  const batches = batchesOf(ctx)
  batches.set(id, { chainId, hashes, callCount: params.calls.length })
  // A Map keeps insertion order: the first key is the oldest batch.
  if (batches.size > MAX_REMEMBERED_BATCHES) batches.delete(batches.keys().next().value as string)
  return { id }
}

type RpcReceipt = {
  logs?: { address: string; data: string; topics: string[] }[]
  status?: string
  blockHash: string
  blockNumber: string
  gasUsed: string
  transactionHash: string
}

/**
 * Reads a receipt on `chainId`: through the wallet while it is on that chain, else through Kit's own RPC route for
 * it (the wallet may have moved on since the batch was sent).
 */
function receiptReader(ctx: KitContext, chainId: `0x${string}`, send: WalletSend) {
  const [namespace, reference] = ctx.state.account.caipAddress?.split(':') ?? []
  if (namespace === 'eip155' && reference && hexChainId(reference) === chainId)
    return (hash: string) => send({ method: 'eth_getTransactionReceipt', params: [hash] })
  const network = ctx.state.network.networks.find(
    (candidate) => candidate.chainNamespace === 'eip155' && hexChainId(candidate.id) === chainId,
  )
  if (!network) throw new UnknownCallsIdError()
  const route = rpcRoute(ctx, network)
  return (hash: string) => jsonRpc(route, 'eth_getTransactionReceipt', [hash])
}

/** The status of one of Kit's batches, from the receipts of what was sent (EIP-5792 v2 `wallet_getCallsStatus`). */
async function kitCallsStatus(
  id: string,
  batch: KitCallBatch,
  readReceipt: (hash: string) => Promise<unknown>,
) {
  const receipts = (await Promise.all(batch.hashes.map(readReceipt))) as (RpcReceipt | null | undefined)[]
  const included = receipts.filter(
    (receipt): receipt is RpcReceipt => typeof receipt === 'object' && receipt !== null,
  )
  const succeeded = included.filter((receipt) => receipt.status === '0x1').length
  const status =
    included.length < batch.hashes.length
      ? CALLS_STATUS.pending
      : succeeded === batch.callCount
        ? CALLS_STATUS.confirmed
        : succeeded === 0
          ? CALLS_STATUS.reverted
          : CALLS_STATUS.partial
  return {
    version: '2.0.0',
    id,
    chainId: batch.chainId,
    status,
    atomic: false,
    receipts: included.map((receipt) => ({
      logs: (receipt.logs ?? []).map(({ address, data, topics }) => ({ address, data, topics })),
      status: receipt.status,
      blockHash: receipt.blockHash,
      blockNumber: receipt.blockNumber,
      gasUsed: receipt.gasUsed,
      transactionHash: receipt.transactionHash,
    })),
  }
}
