// ERC-20 reads over the network's own RPC, as plain eth_calls (no viem): what `watchAsset` checks and the balances
// of the watched tokens. Only reached through import().
import { jsonRpc, RpcRequestError } from './jsonRpc.js'
import type { RpcRoute } from './rpcUrl.js'

// Function selectors: decimals(), symbol(), balanceOf(address).
const DECIMALS = '0x313ce567'
const SYMBOL = '0x95d89b41'
const BALANCE_OF = '0x70a08231'

/** True when a node's error came from the contract (a revert), not from the way there. */
const refusedByContract = (error: unknown) => error instanceof RpcRequestError && error.code !== undefined

/** The bytes of a hex string from the node, or `undefined` when it is not hex of whole bytes. */
function bytes(value: unknown): Uint8Array | undefined {
  if (typeof value !== 'string' || !/^0x(?:[0-9a-fA-F]{2})*$/.test(value)) return undefined
  return Uint8Array.from(value.slice(2).match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))
}

/** The 32-byte word at `offset` as a bigint, or `undefined` past the end. */
function word(data: Uint8Array, offset: number): bigint | undefined {
  if (offset < 0 || offset + 32 > data.length) return undefined
  let value = 0n
  for (let index = offset; index < offset + 32; index++) value = (value << 8n) | BigInt(data[index] as number)
  return value
}

/** UTF-8 text, or `undefined` for bytes that are not. */
function utf8(data: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data)
  } catch {
    return undefined
  }
}

/** An ABI-encoded `string`, or a `bytes32` symbol as early tokens return it (zero-padded on the right). */
function decodeText(data: Uint8Array): string | undefined {
  const offset = word(data, 0)
  const length =
    offset !== undefined && offset <= BigInt(data.length) ? word(data, Number(offset)) : undefined
  if (offset !== undefined && length !== undefined && Number(offset) + 32 + Number(length) <= data.length)
    return utf8(data.subarray(Number(offset) + 32, Number(offset) + 32 + Number(length)))
  if (data.length !== 32) return undefined
  const end = data.indexOf(0)
  return utf8(data.subarray(0, end === -1 ? 32 : end))
}

/** Calls a view function of `token`; `undefined` when the contract refuses (reverts). Other failures throw. */
async function call(route: RpcRoute, token: string, data: string): Promise<Uint8Array | undefined> {
  try {
    return bytes(await jsonRpc(route, 'eth_call', [{ to: token, data }, 'latest']))
  } catch (error) {
    if (refusedByContract(error)) return undefined
    throw error
  }
}

/**
 * True when contract code is deployed at `address`.
 * @throws {RpcRequestError} when the node cannot be asked.
 */
export async function hasCode(route: RpcRoute, address: string): Promise<boolean> {
  const code = bytes(await jsonRpc(route, 'eth_getCode', [address, 'latest']))
  return code !== undefined && code.length > 0
}

/**
 * The token's `decimals()`, or `undefined` when it does not answer a uint8.
 * @throws {RpcRequestError} when the node cannot be asked.
 */
export async function readDecimals(route: RpcRoute, token: string): Promise<number | undefined> {
  const data = await call(route, token, DECIMALS)
  const value = data?.length === 32 ? word(data, 0) : undefined
  return value !== undefined && value <= 255n ? Number(value) : undefined
}

/**
 * The token's `symbol()` (an ABI string or a bytes32), or `undefined` when it has none or answers something else.
 * @throws {RpcRequestError} when the node cannot be asked.
 */
export async function readSymbol(route: RpcRoute, token: string): Promise<string | undefined> {
  const data = await call(route, token, SYMBOL)
  return data ? decodeText(data) : undefined
}

/**
 * `owner`'s balance of `token`, in its smallest unit.
 * @throws {RpcRequestError} when the node cannot be asked, or the token does not answer a uint256.
 */
export async function readBalance(route: RpcRoute, token: string, owner: string): Promise<bigint> {
  const data = bytes(
    await jsonRpc(route, 'eth_call', [
      { to: token, data: `${BALANCE_OF}${owner.slice(2).toLowerCase().padStart(64, '0')}` },
      'latest',
    ]),
  )
  const value = data?.length === 32 ? word(data, 0) : undefined
  if (value === undefined) throw new RpcRequestError('eth_call', { details: 'balanceOf gave no uint256.' })
  return value
}
