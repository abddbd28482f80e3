// One parse per unsafe request: the approval card is drawn only from its result, and the operation runs only from
// the same result. Every number is a bigint read once from a strict hex quantity, every address is checked, every
// byte string is decoded once; what cannot be read unambiguously is refused before the user is asked.
import type { RpcRequest } from '@kit/frame-bridge'
import { base58 } from '@scure/base'
import {
  type Address,
  getAddress,
  type Hex,
  hashMessage,
  hashTypedData,
  hexToBytes,
  isAddress,
  isAddressEqual,
  type TypedDataDefinition,
  validateTypedData,
} from 'viem'
import { ChainMismatchError, InvalidParamsError, SendCallsError, UnsupportedRequestError } from '../errors.js'
import type {
  ContractCreation,
  EvmAccountType,
  FeeChoice,
  PlannedSend,
  SendCall,
  SendPlan,
} from '../wallet/evm.js'
import type { HostFees } from '../wallet/fees.js'
import type { AccountCall } from '../wallet/evm.js'
import { isSolanaTransactionMessage, readOffchainMessage } from '../wallet/solanaMessage.js'
import { type SmartAccountCalls, smartAccountCallsOf } from './smartAccountCalls.js'
import { readTypedDataV1, type TypedDataV1Field } from './typedDataV1.js'

/** One of the user's accounts. */
export type AccountRef = { readonly address: string; readonly type: EvmAccountType }

/** What the parse needs to know about the wallet and the network. */
export type ParseEnvironment = {
  /** CAIP-2 id of the active network. */
  readonly caipNetworkId: string
  /** The account in force: it signs when a request names none. */
  readonly active: AccountRef
  /** Every account of the user on this network (the EOA, and the smart account where enabled; or Solana's). */
  readonly accounts: readonly AccountRef[]
  /**
   * The user's smart account on EVM (the same address on every chain, offered here or not): a call into it is
   * read for the calls it makes (`execute`, `executeBatch`), or refused.
   */
  readonly smartAccount?: string
  /**
   * Works out gas and fees for a send (the frame's own numbers; both options when the app set fee fields). Needed
   * for EVM sends only.
   */
  readonly planSend?: (
    calls: readonly SendCall[],
    signer: EvmAccountType,
    host: HostFees,
  ) => Promise<PlannedSend>
}

/** `personal_sign`: the exact bytes signed (EIP-191), and their text when readable. */
export type ParsedPersonalSign = {
  readonly method: 'personal_sign'
  readonly signer: AccountRef
  readonly bytes: Uint8Array
  readonly text: string | undefined
  /** The EIP-191 digest of `bytes`: what is signed. */
  readonly digest: Hex
}

/**
 * `eth_signTypedData_v4` and `_v3`: the typed data as hashed (domain chain id normalised to a number). v3 is v4
 * without arrays and with every field present, where both hash alike.
 */
export type ParsedTypedData = {
  readonly method: 'eth_signTypedData_v3' | 'eth_signTypedData_v4'
  readonly signer: AccountRef
  readonly typedData: TypedDataDefinition & {
    readonly domain: Record<string, unknown>
    readonly message: Record<string, unknown>
    readonly primaryType: string
  }
  /** The EIP-712 digest: what is signed. */
  readonly digest: Hex
}

/** `eth_signTypedData` (v1, legacy): the fields as read, and the digest the EOA signs as is. */
export type ParsedTypedDataV1 = {
  readonly method: 'eth_signTypedData'
  readonly signer: AccountRef
  readonly fields: readonly TypedDataV1Field[]
  /** eth-sig-util's `typedSignatureHash` of the fields: what is signed (no EIP-191 prefix). */
  readonly digest: Hex
}

/** `eth_sendTransaction` and `wallet_sendCalls`: the calls, and the frame's plan (gas, fee caps, transactions). */
export type ParsedSend = {
  readonly method: 'eth_sendTransaction' | 'wallet_sendCalls'
  readonly signer: AccountRef
  readonly chainId: number
  /** The calls; none for a contract creation. */
  readonly calls: readonly AccountCall[]
  /** `eth_sendTransaction` without `to`: the contract the EOA creates (its init code and the value sent with it). */
  readonly creation?: ContractCreation | undefined
  /**
   * Where a call goes into the user's own smart account: the calls the smart account makes for it, by the index
   * of the call (`undefined` for the others). Absent when no call does.
   */
  readonly smartAccountCalls?: readonly (SmartAccountCalls | undefined)[]
  /** The plan of the fee option selected by default (the only one when the app set no fee field). */
  readonly plan: SendPlan
  /** When the app set fee fields: the send planned at the market's fee and at the app's, for the user to pick. */
  readonly feeChoice?: FeeChoice | undefined
}

/** `solana_signMessage`: the bytes, and how they read. */
export type ParsedSolanaMessage = {
  readonly method: 'solana_signMessage'
  readonly signer: AccountRef
  readonly bytes: Uint8Array
  /** `text`: readable UTF-8; `offchain`: Solana's off-chain message format; `binary`: anything else. */
  readonly format: 'text' | 'offchain' | 'binary'
  readonly text: string | undefined
}

/** The Solana transaction methods: each transaction's bytes, decoded once. */
export type ParsedSolanaTransactions = {
  readonly method: 'solana_signTransaction' | 'solana_signAllTransactions' | 'solana_signAndSendTransaction'
  readonly signer: AccountRef
  readonly transactions: readonly Uint8Array[]
  readonly sendOptions?: Extract<RpcRequest, { method: 'solana_signAndSendTransaction' }>['params']['options']
}

/** An unsafe request, read once: what the card shows and what runs. */
export type ParsedRequest =
  | ParsedPersonalSign
  | ParsedTypedData
  | ParsedTypedDataV1
  | ParsedSend
  | ParsedSolanaMessage
  | ParsedSolanaTransactions

const QUANTITY = /^0x[0-9a-fA-F]{1,64}$/
const HEX_BYTES = /^0x(?:[0-9a-fA-F]{2})*$/

function refuse(message: string, details?: string): never {
  throw new UnsupportedRequestError(message, details === undefined ? {} : { details: details.slice(0, 200) })
}

/**
 * A JSON-RPC quantity: `0x` and 1–64 hex digits (at most 256 bits); leading zeros are read as what they are.
 * Decimal, octal, binary, space-padded or signed values are refused, never read as something else (or as 0).
 */
export function parseQuantity(value: unknown, field: string): bigint {
  if (typeof value !== 'string' || !QUANTITY.test(value))
    refuse(`The ${field} is not a hex quantity (0x followed by hex digits)`, String(value))
  return BigInt(value)
}

function optionalQuantity(value: unknown, field: string): bigint | undefined {
  return value === undefined ? undefined : parseQuantity(value, field)
}

/** Hex bytes (whole bytes only). */
export function parseHexBytes(value: unknown, field: string): Hex {
  if (typeof value !== 'string' || !HEX_BYTES.test(value))
    refuse(`The ${field} is not hex bytes (0x and an even number of hex digits)`, String(value))
  return value.toLowerCase() as Hex
}

/** An EVM address (a mixed-case one must carry a valid checksum), checksummed. */
export function parseAddress(value: unknown, field: string): Address {
  if (typeof value !== 'string' || !isAddress(value, { strict: true }))
    refuse(`The ${field} is not a valid address`, String(value))
  return getAddress(value)
}

function chainNumber(caipNetworkId: string): number | undefined {
  return caipNetworkId.startsWith('eip155:') ? Number(caipNetworkId.slice(7)) : undefined
}

function requireEvm(environment: ParseEnvironment): number {
  const chainId = chainNumber(environment.caipNetworkId)
  if (chainId === undefined)
    refuse('This request needs an EVM network', `Active: ${environment.caipNetworkId}`)
  return chainId
}

function requireSolana(environment: ParseEnvironment): void {
  if (!environment.caipNetworkId.startsWith('solana:'))
    refuse('This request needs a Solana network', `Active: ${environment.caipNetworkId}`)
}

/** The account that will sign: the one `from` names (it must be the user's), else the active one. */
export function resolveSigner(from: unknown, environment: ParseEnvironment): AccountRef {
  if (from === undefined) return environment.active
  if (typeof from !== 'string' || !isAddress(from, { strict: false }))
    refuse('Invalid account address', String(from))
  const matches = (account: AccountRef) =>
    account.address.startsWith('0x') && isAddressEqual(account.address as Address, from)
  // With EIP-7702 the EOA and its smart account share one address: that address means the account in force.
  const own = matches(environment.active) ? environment.active : environment.accounts.find(matches)
  if (!own) refuse('The request is for an account this wallet does not hold', from)
  return own
}

/** A chain id as a request may carry it (number, hex quantity, decimal or CAIP-2 text), or `undefined`. */
function requestedChain(value: unknown): number | undefined {
  if (value === undefined) return undefined
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value
  if (typeof value === 'string') {
    if (QUANTITY.test(value)) return Number(BigInt(value))
    const match = /^(?:eip155:)?([1-9][0-9]{0,15})$/.exec(value)
    if (match?.[1]) return Number(match[1])
  }
  refuse('The chain id is not valid', String(value))
}

/** Refuses a request for another chain: 5710 for `wallet_sendCalls` (EIP-5792), 4901 otherwise (EIP-1193). */
function checkChain(value: unknown, chainId: number, what: string, method: string): void {
  const requested = requestedChain(value)
  if (requested === undefined || requested === chainId) return
  const message = `${what} for another network`
  const details = `Requested chain ${requested}, active ${chainId}`
  throw method === 'wallet_sendCalls'
    ? new SendCallsError(5710, message, { details })
    : new ChainMismatchError(message, { details })
}

/**
 * EIP-5792: a capability the dapp marks required (not `optional: true`) must be one the wallet gives; the frame
 * gives none yet, so any required one is refused with 5700.
 */
function checkCapabilities(capabilities: readonly (Record<string, unknown> | undefined)[]): void {
  for (const set of capabilities)
    for (const [name, value] of Object.entries(set ?? {})) {
      const optional =
        typeof value === 'object' && value !== null && (value as { optional?: unknown }).optional
      if (optional !== true)
        throw new SendCallsError(5700, 'The app requires a capability this wallet does not have', {
          details: name.slice(0, 100),
        })
    }
}

function readableUtf8(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return undefined
  }
}

/**
 * The bytes of a personal message (`personal_sign`, `personal_ecRecover`): hex is read as bytes, anything else as
 * UTF-8 text. `undefined` for hex with an odd number of digits, which has no one meaning.
 */
export function personalMessageBytes(message: string): Uint8Array | undefined {
  if (!/^0x[0-9a-fA-F]*$/.test(message)) return new TextEncoder().encode(message)
  return message.length % 2 === 0 ? hexToBytes(message as Hex) : undefined
}

function parsePersonalSign(
  request: Extract<RpcRequest, { method: 'personal_sign' }>,
  environment: ParseEnvironment,
): ParsedPersonalSign {
  requireEvm(environment)
  // A third argument (web3.js's password) is ignored, as every wallet does.
  const [message, from] = request.params
  const signer = resolveSigner(from, environment)
  // The card and the signer must read the same bytes: odd-length hex is refused.
  const bytes = personalMessageBytes(message)
  if (!bytes) refuse('The message is hex with an odd number of digits', message)
  return {
    method: 'personal_sign',
    signer,
    bytes,
    text: readableUtf8(bytes),
    digest: hashMessage({ raw: bytes }),
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * What v3 cannot hash as v4 does, refused: arrays (eth-sig-util: "Arrays are unimplemented in encodeData; use V4
 * extension"), and a field left out or null (v3 skips it where v4 refuses it or hashes zeros). Walks the values of
 * the message and of the domain against their types.
 */
function checkV3(
  types: Record<string, unknown>,
  primaryType: string,
  domain: Record<string, unknown>,
  message: Record<string, unknown>,
): void {
  for (const [name, fields] of Object.entries(types)) {
    if (!Array.isArray(fields)) continue
    for (const field of fields as { name?: unknown; type?: unknown }[])
      if (typeof field?.type === 'string' && field.type.endsWith(']'))
        throw new InvalidParamsError(
          'eth_signTypedData_v3 has no arrays; the app can use eth_signTypedData_v4 for this typed data',
          { details: `${name}.${String(field.name)} is ${field.type}` },
        )
  }
  const walk = (type: string, value: Record<string, unknown>, path: string, depth: number): void => {
    const fields = types[type]
    if (!Array.isArray(fields) || depth > 32) return
    for (const field of fields as { name?: unknown; type?: unknown }[]) {
      if (typeof field?.name !== 'string' || typeof field.type !== 'string') continue
      const inner = value[field.name]
      if (inner === undefined || inner === null)
        throw new InvalidParamsError(
          'The typed data (v3) leaves out a field its types name, which v3 and v4 hash differently; the app can send every field or use eth_signTypedData_v4',
          { details: `${path}.${field.name}` },
        )
      if (types[field.type] !== undefined && isRecord(inner))
        walk(field.type, inner, `${path}.${field.name}`, depth + 1)
    }
  }
  walk('EIP712Domain', domain, 'domain', 0)
  walk(primaryType, message, 'message', 0)
}

function parseTypedData(
  request: Extract<RpcRequest, { method: 'eth_signTypedData_v3' | 'eth_signTypedData_v4' }>,
  environment: ParseEnvironment,
): ParsedTypedData {
  const chainId = requireEvm(environment)
  const [from, raw] = request.params
  const signer = resolveSigner(from, environment)
  let data: unknown
  try {
    data = typeof raw === 'string' ? JSON.parse(raw) : raw
  } catch (error) {
    throw new UnsupportedRequestError('The typed data is not valid JSON', { cause: error })
  }
  if (
    !isRecord(data) ||
    !isRecord(data.types) ||
    typeof data.primaryType !== 'string' ||
    !isRecord(data.message)
  )
    refuse('The typed data needs types, primaryType and message')
  const domain: Record<string, unknown> = isRecord(data.domain) ? { ...data.domain } : {}
  if (domain.chainId !== undefined) {
    // The signature is valid only where the domain says; a domain for another chain is refused, as wallets do.
    const requested = requestedChain(domain.chainId)
    if (requested !== chainId)
      refuse('The typed data is for another network', `Domain chain ${requested}, active ${chainId}`)
    domain.chainId = requested
  }
  if (request.method === 'eth_signTypedData_v3') checkV3(data.types, data.primaryType, domain, data.message)
  const typedData = {
    types: data.types,
    primaryType: data.primaryType,
    domain,
    message: data.message,
  } as ParsedTypedData['typedData']
  let digest: Hex
  try {
    validateTypedData(typedData)
    digest = hashTypedData(typedData)
  } catch (error) {
    const details = error instanceof Error ? error.message.split('\n')[0] : undefined
    throw new UnsupportedRequestError('The typed data does not match its types', {
      cause: error,
      ...(details ? { details } : {}),
    })
  }
  return { method: request.method, signer, typedData, digest }
}

function parseTypedDataV1(
  request: Extract<RpcRequest, { method: 'eth_signTypedData' }>,
  environment: ParseEnvironment,
): ParsedTypedDataV1 {
  requireEvm(environment)
  // v1 names the address last.
  const [raw, from] = request.params
  const signer = resolveSigner(from, environment)
  // Apps check a v1 signature by recovering an address from the digest; the smart account's signature (ERC-1271)
  // cannot be checked that way, so it would only look like a signature.
  if (signer.type === 'smartAccount')
    throw new InvalidParamsError(
      'Your smart account cannot give a legacy typed-data (v1) signature apps can check; switch to your account (EOA), or the app can use eth_signTypedData_v4',
    )
  const { fields, digest } = readTypedDataV1(raw)
  return { method: 'eth_signTypedData', signer, fields, digest }
}

/**
 * The transaction type a request names: 0x0 and 0x1 (an access list, which the frame does not use) are priced and
 * sent as legacy, 0x2 as EIP-1559; any other (blobs, authorization lists) is refused.
 */
function transactionType(value: unknown): HostFees['type'] {
  if (value === undefined) return undefined
  const type = parseQuantity(value, 'transaction type')
  if (type === 0n || type === 1n) return 'legacy'
  if (type === 2n) return 'eip1559'
  throw new InvalidParamsError(
    'This transaction type is not supported: Kit sends legacy (0x0, 0x1) and EIP-1559 (0x2) transactions',
    { details: String(value) },
  )
}

function hostFees(fields: Record<string, unknown>): HostFees {
  // The nonce is checked for form but never used: the frame takes it from the chain.
  optionalQuantity(fields.nonce, 'nonce')
  return {
    gas: optionalQuantity(fields.gas, 'gas limit'),
    gasPrice: optionalQuantity(fields.gasPrice, 'gas price'),
    maxFeePerGas: optionalQuantity(fields.maxFeePerGas, 'max fee per gas'),
    maxPriorityFeePerGas: optionalQuantity(fields.maxPriorityFeePerGas, 'priority fee'),
    type: transactionType(fields.type),
  }
}

/** The parts of a planned send a parse keeps: the selected plan, and both options when there is a choice. */
function plannedParts(planned: PlannedSend): { plan: SendPlan; feeChoice?: FeeChoice } {
  const { feeChoice, ...plan } = planned
  return feeChoice ? { plan, feeChoice } : { plan }
}

function parseCall(call: { to?: unknown; value?: unknown; data?: unknown }, label: string): AccountCall {
  return {
    to: parseAddress(call.to, `${label} recipient`),
    value: call.value === undefined ? 0n : parseQuantity(call.value, `${label} amount`),
    data: call.data === undefined ? '0x' : parseHexBytes(call.data, `${label} data`),
  }
}

/** The calls the user's smart account makes for each call into it, or `undefined` when no call goes there. */
function intoSmartAccount(
  calls: readonly AccountCall[],
  environment: ParseEnvironment,
): { smartAccountCalls?: readonly (SmartAccountCalls | undefined)[] } {
  const own = environment.smartAccount
  if (!own || !isAddress(own, { strict: false })) return {}
  const inner = calls.map((call) => smartAccountCallsOf(call, own))
  return inner.some(Boolean) ? { smartAccountCalls: inner } : {}
}

async function parseSend(
  request: Extract<RpcRequest, { method: 'eth_sendTransaction' | 'wallet_sendCalls' }>,
  environment: ParseEnvironment,
): Promise<ParsedSend> {
  const chainId = requireEvm(environment)
  if (!environment.planSend) refuse('Sending is not available here')
  if (request.method === 'eth_sendTransaction') {
    const [tx] = request.params
    if (tx.data !== undefined && tx.input !== undefined && tx.data.toLowerCase() !== tx.input.toLowerCase())
      refuse('The transaction has both data and input, and they differ')
    checkChain(tx.chainId, chainId, 'The transaction is', request.method)
    const signer = resolveSigner(tx.from, environment)
    const fees = hostFees(tx)
    if (tx.to === undefined || tx.to === null) {
      // No recipient: a contract creation, whose data is the contract's init code.
      const data = tx.data ?? tx.input
      const creation: ContractCreation = {
        value: tx.value === undefined ? 0n : parseQuantity(tx.value, 'transaction amount'),
        data: data === undefined ? '0x' : parseHexBytes(data, 'contract code'),
      }
      if (creation.data === '0x')
        throw new InvalidParamsError(
          'The transaction has no recipient and no contract code: a contract deployment needs its code in data',
        )
      if (signer.type === 'smartAccount')
        throw new InvalidParamsError(
          'Your smart account cannot deploy contracts (its execute makes calls only); switch to your account (EOA) to deploy',
        )
      const planned = await environment.planSend([creation], signer.type, fees)
      return { method: request.method, signer, chainId, calls: [], creation, ...plannedParts(planned) }
    }
    const call = parseCall({ to: tx.to, value: tx.value, data: tx.data ?? tx.input }, 'transaction')
    const inner = intoSmartAccount([call], environment)
    const planned = await environment.planSend([call], signer.type, fees)
    return { method: request.method, signer, chainId, calls: [call], ...inner, ...plannedParts(planned) }
  }
  const [batch] = request.params
  checkChain(batch.chainId, chainId, 'The calls are', request.method)
  checkCapabilities([batch.capabilities, ...batch.calls.map((call) => call.capabilities)])
  const signer = resolveSigner(batch.from, environment)
  const calls = batch.calls.map((call, index) => parseCall(call, `call ${index + 1}`))
  // The EOA sends calls one by one: it cannot promise all-or-nothing.
  if (batch.atomicRequired === true && signer.type === 'eoa' && calls.length > 1)
    throw new SendCallsError(
      5760,
      'These calls must run all together or not at all, which only the smart account can do; switch to it, or send them one by one',
    )
  const inner = intoSmartAccount(calls, environment)
  const planned = await environment.planSend(calls, signer.type, {})
  return { method: request.method, signer, chainId, calls, ...inner, ...plannedParts(planned) }
}

function parseSolanaMessage(
  request: Extract<RpcRequest, { method: 'solana_signMessage' }>,
  environment: ParseEnvironment,
): ParsedSolanaMessage {
  requireSolana(environment)
  const { message, pubkey } = request.params
  const signer = environment.accounts.find((account) => account.address === pubkey)
  if (!signer) refuse('The request is for an account this wallet does not hold', pubkey)
  let bytes: Uint8Array
  try {
    bytes = base58.decode(message)
  } catch (error) {
    throw new UnsupportedRequestError('The message is not valid base58', { cause: error })
  }
  if (isSolanaTransactionMessage(bytes))
    refuse('This message is a Solana transaction in disguise: signing it would approve the transaction')
  const offchain = readOffchainMessage(bytes)
  if (offchain)
    return { method: 'solana_signMessage', signer, bytes, format: 'offchain', text: offchain.text }
  const text = readableUtf8(bytes)
  return { method: 'solana_signMessage', signer, bytes, format: text === undefined ? 'binary' : 'text', text }
}

function parseSolanaTransactions(
  request: Extract<
    RpcRequest,
    { method: 'solana_signTransaction' | 'solana_signAllTransactions' | 'solana_signAndSendTransaction' }
  >,
  environment: ParseEnvironment,
): ParsedSolanaTransactions {
  requireSolana(environment)
  const texts =
    request.method === 'solana_signAllTransactions'
      ? request.params.transactions
      : [request.params.transaction]
  const transactions = texts.map((text, index) => {
    try {
      return base58.decode(text)
    } catch (error) {
      throw new UnsupportedRequestError(`Transaction ${index + 1} is not valid base58`, { cause: error })
    }
  })
  return {
    method: request.method,
    signer: environment.active,
    transactions,
    ...(request.method === 'solana_signAndSendTransaction' && request.params.options
      ? { sendOptions: request.params.options }
      : {}),
  }
}

/**
 * Reads an unsafe request once, strictly, for the card and the operation alike. Resolves the signer from the
 * request's `from` (one of the user's accounts, else refused), checks networks, quantities, addresses and bytes,
 * refuses a Solana transaction passed off as a message, reads calls into the user's own smart account for the calls
 * it makes, and plans sends (gas, fee caps, the most they cost).
 * @throws {UnsupportedRequestError} for anything that cannot be shown and run as one and the same thing
 * (`SmartAccountCallError` for a call into the user's smart account that cannot be read).
 */
export async function parseRequest(
  request: RpcRequest,
  environment: ParseEnvironment,
): Promise<ParsedRequest> {
  switch (request.method) {
    case 'personal_sign':
      return parsePersonalSign(request, environment)
    case 'eth_signTypedData_v3':
    case 'eth_signTypedData_v4':
      return parseTypedData(request, environment)
    case 'eth_signTypedData':
      return parseTypedDataV1(request, environment)
    case 'eth_sendTransaction':
    case 'wallet_sendCalls':
      return parseSend(request, environment)
    case 'solana_signMessage':
      return parseSolanaMessage(request, environment)
    case 'solana_signTransaction':
    case 'solana_signAllTransactions':
    case 'solana_signAndSendTransaction':
      return parseSolanaTransactions(request, environment)
    default:
      refuse(`${request.method} is not supported by Kit's embedded wallet`)
  }
}
