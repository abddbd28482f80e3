import { NotConnectedError } from '../errors/kit.js'
import type { Kit } from '../kit.js'
import type { WatchedAsset } from '../types.js'
import { isWatchedAsset } from '../validation/rules.js'
import { watchedAssetsOwner } from './selectors.js'

/**
 * The user stops watching a token: it leaves the kit's storage and the account view's list, for the active account
 * on the active chain only. Returns whether it was watched. Any case of the address matches.
 * @throws {NotConnectedError} when no EVM account is connected.
 */
export function removeWatchedAsset(kit: Kit, { address }: { address: string }): boolean {
  const state = kit.getState()
  const owner = watchedAssetsOwner(state)
  if (!owner) throw new NotConnectedError('Watched tokens belong to a connected EVM account.')
  const same = (entry: WatchedAsset) => entry.address.toLowerCase() === String(address).toLowerCase()
  const stored = kit.storage.getWatchedAssets(owner).filter(isWatchedAsset)
  if (stored.some(same))
    kit.storage.setWatchedAssets(
      owner,
      stored.filter((entry) => !same(entry)),
    )
  const watched = state.account.watchedAssets
  if (watched?.owner === owner && watched.assets.some(same))
    kit.account.setWatchedAssets({ owner, assets: watched.assets.filter((entry) => !same(entry)) })
  return stored.some(same)
}
