import { isEvmAddress } from '@kit/chains/wire'
import {
  AssetCheckFailedError,
  AssetDecimalsMismatchError,
  AssetNotTokenError,
  InvalidAssetParamsError,
  UnsupportedAssetTypeError,
  WatchedAssetsLimitError,
} from '../errors/assets.js'
import { rpcRoute } from '../chain/rpcUrl.js'
import type { Kit } from '../kit.js'
import { formatAmount } from '../send/formatAmount.js'
import type { WatchedAsset, WatchedAssetEntry } from '../types.js'
import { isTokenDecimals, isTokenImage, isTokenSymbol, isWatchedAsset } from '../validation/rules.js'
import { ProviderChainDisconnectedError, ProviderUnauthorizedError } from './errors.js'
import { selectActiveNetwork, watchedAssetsOwner } from './selectors.js'

/** How many tokens Kit keeps per account and chain. */
export const WATCHED_ASSETS_LIMIT = 50

/** EIP-747's parameter for an ERC-20 token. */
export type WatchAssetParameters = {
  type: 'ERC20'
  options: {
    /** The token contract. A mixed-case address must carry its EIP-55 checksum. */
    address: string
    /** 1 to 11 characters; shown only when the contract has no valid `symbol()`. */
    symbol: string
    /** Must equal the contract's `decimals()` (a decimal string such as '18' is accepted too). */
    decimals: number
    /** An https: or data:image/ URL of the logo. */
    image?: string
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** An app's value in an error's details: quoted, cut short, invisible characters escaped. */
const shown = (value: unknown) =>
  JSON.stringify(String(value).slice(0, 48)).replace(
    /\p{C}/gu,
    (char) => `\\u{${char.codePointAt(0)?.toString(16)}}`,
  )

/** The request's fields, each checked against its rule. */
function readParameters(params: unknown) {
  if (!isRecord(params)) throw new InvalidAssetParamsError('params', 'Expected { type, options }.')
  if (params.type !== 'ERC20') throw new UnsupportedAssetTypeError(params.type)
  const options = params.options
  if (!isRecord(options))
    throw new InvalidAssetParamsError(
      'params',
      'options must be an object with address, symbol and decimals.',
    )
  const { address, symbol, image } = options
  if (!isEvmAddress(address))
    throw new InvalidAssetParamsError(
      'address',
      `Expected a 0x-prefixed 20-byte hex address, got ${shown(address)}.`,
    )
  if (!isTokenSymbol(symbol))
    throw new InvalidAssetParamsError(
      'symbol',
      `Expected 1 to 11 characters without control, bidi or separator characters, got ${shown(symbol)}.`,
    )
  // Many apps send decimals as a string ('18').
  const decimals =
    typeof options.decimals === 'string' && /^\d{1,2}$/.test(options.decimals)
      ? Number(options.decimals)
      : options.decimals
  if (!isTokenDecimals(decimals))
    throw new InvalidAssetParamsError(
      'decimals',
      `Expected an integer from 0 to 36, got ${shown(options.decimals)}.`,
    )
  if (image !== undefined && image !== null && !isTokenImage(image))
    throw new InvalidAssetParamsError(
      'image',
      'Expected an https: URL (at most 2,048 characters) or a data:image/ URL of a png, jpeg, gif, webp or svg+xml image (at most 8,192 characters).',
    )
  return { address: address as `0x${string}`, symbol, decimals, image: image ?? undefined }
}

/**
 * EIP-747 `wallet_watchAsset` for an ERC-20 token: Kit remembers the token for the connected account on the active
 * chain, in the kit's storage (it survives reloads), and the account view lists it with its balance after the
 * native one. Resolves `true`, EIP-747's result, also when the token is already watched (nothing changes then).
 *
 * Before anything is stored the token is checked on the active chain through the network's own RPC: a contract
 * must be at the address and answer `decimals()`, and the app's `decimals` must be the contract's, or the account
 * view would show every amount wrong. The symbol kept is the contract's `symbol()` when it answers a valid one,
 * else the app's. The image is kept only as an https: or data:image/ URL and never fetched here.
 *
 * Errors carry the code an EIP-1193 caller expects:
 * - `InvalidAssetParamsError` (-32602): a malformed request, address (or its EIP-55 checksum), symbol (1 to 11
 *   characters, no control or bidi characters), decimals (an integer 0 to 36) or image.
 * - `UnsupportedAssetTypeError` (-32602, not 4200: the method is supported, the asset type is an invalid
 *   parameter, as EIP-747 and MetaMask treat it): a type other than 'ERC20'.
 * - `ProviderUnauthorizedError` (4100): no EVM account is connected.
 * - `ProviderChainDisconnectedError` (4901): the wallet is on a chain the app did not configure.
 * - `AssetNotTokenError` (-32602): no contract at the address, or no `decimals()`.
 * - `AssetDecimalsMismatchError` (-32602): the app's decimals are not the contract's.
 * - `AssetCheckFailedError` (-32603): the network's RPC could not be read.
 * - `WatchedAssetsLimitError` (-32005): the account already watches `WATCHED_ASSETS_LIMIT` tokens on this chain.
 * @example
 * await watchAsset(kit, { type: 'ERC20', options: { address: '0x…', symbol: 'USDC', decimals: 6 } })
 */
export async function watchAsset(kit: Kit, params: WatchAssetParameters): Promise<true> {
  const requested = readParameters(params)
  const state = kit.getState()
  const owner = watchedAssetsOwner(state)
  const network = selectActiveNetwork(state)
  const account = state.account.address
  if (!owner || !network || !account) {
    if (state.account.status === 'connected' && state.network.unsupported)
      throw new ProviderChainDisconnectedError('wallet_watchAsset')
    throw new ProviderUnauthorizedError('wallet_watchAsset')
  }
  const [{ checksumAddress }, erc20] = await Promise.all([
    import('../chain/checksum.js'),
    import('../chain/erc20.js'),
  ])
  const address = checksumAddress(requested.address)
  if (!address)
    throw new InvalidAssetParamsError('address', `${requested.address} does not carry its EIP-55 checksum.`)
  // A node that cannot be read is Kit's failure, not the app's: -32603.
  const read = <value>(reading: Promise<value>) =>
    reading.catch((cause: unknown) => {
      throw new AssetCheckFailedError({ cause })
    })
  const route = rpcRoute(kit, network)
  if (!(await read(erc20.hasCode(route, address))))
    throw new AssetNotTokenError(address, `no contract is deployed there on ${network.name}.`)
  const [decimals, symbol, balance] = await Promise.all([
    read(erc20.readDecimals(route, address)),
    read(erc20.readSymbol(route, address)),
    // The balance is only shown: without it the token is still watched.
    erc20.readBalance(route, address, account).catch(() => undefined),
  ])
  if (decimals === undefined)
    throw new AssetNotTokenError(address, 'the contract does not answer decimals().')
  if (decimals !== requested.decimals) throw new AssetDecimalsMismatchError(requested.decimals, decimals)
  const asset: WatchedAsset = {
    address,
    symbol: isTokenSymbol(symbol) ? symbol : requested.symbol,
    decimals,
    ...(requested.image ? { image: requested.image } : {}),
  }

  // Kept for the owner of the request, even if the account or chain changed while the contract was read.
  const same = (entry: WatchedAsset) => entry.address.toLowerCase() === address.toLowerCase()
  const stored = kit.storage.getWatchedAssets(owner).filter(isWatchedAsset)
  if (!stored.some(same)) {
    if (stored.length >= WATCHED_ASSETS_LIMIT) throw new WatchedAssetsLimitError(WATCHED_ASSETS_LIMIT)
    kit.storage.setWatchedAssets(owner, [...stored, asset])
  }
  // Shown at once where the state shows this owner's list; the fresh balance replaces a known one.
  const now = kit.getState()
  if (watchedAssetsOwner(now) !== owner) return true
  const current = now.account.watchedAssets
  const listed: readonly WatchedAssetEntry[] =
    current?.owner === owner ? current.assets : stored.map((entry) => ({ ...entry, balance: undefined }))
  const fresh = balance === undefined ? undefined : formatAmount(balance, decimals)
  kit.account.setWatchedAssets({
    owner,
    assets: listed.some(same)
      ? listed.map((entry) => (same(entry) ? { ...entry, balance: fresh ?? entry.balance } : entry))
      : [...listed, { ...asset, balance: fresh }],
  })
  return true
}
