import type { Kit } from '../kit.js'
import { rpcRoute } from '../chain/rpcUrl.js'
import { formatAmount } from '../send/formatAmount.js'
import type { WatchedAsset } from '../types.js'
import { isWatchedAsset } from '../validation/rules.js'
import { selectActiveNetwork, watchedAssetsOwner } from './selectors.js'

/**
 * Loads the tokens the active account watches on the active chain (`watchAsset`) from the kit's storage into the
 * state, then reads each balance through the network's own RPC (`balanceOf`); the list to show is
 * `selectWatchedAssets(state)`. A balance that cannot be read stays as it was (unknown at first). Call it when the
 * account view opens and when the account or chain changes. Never rejects.
 */
export async function loadWatchedAssets(kit: Kit): Promise<void> {
  const state = kit.getState()
  const owner = watchedAssetsOwner(state)
  const network = selectActiveNetwork(state)
  const account = state.account.address
  if (!owner || !network || !account) return
  const same = (asset: WatchedAsset) => (entry: WatchedAsset) =>
    entry.address.toLowerCase() === asset.address.toLowerCase()
  const current = state.account.watchedAssets
  const known = current?.owner === owner ? current.assets : []
  // Balances already shown stay until the new ones arrive.
  const assets = kit.storage
    .getWatchedAssets(owner)
    .filter(isWatchedAsset)
    .map((asset) => ({ ...asset, balance: known.find(same(asset))?.balance }))
  kit.account.setWatchedAssets({ owner, assets })
  if (!assets.length) return
  let erc20: typeof import('../chain/erc20.js')
  try {
    erc20 = await import('../chain/erc20.js')
  } catch {
    return
  }
  await Promise.all(
    assets.map(async (asset) => {
      let balance: string
      try {
        balance = formatAmount(
          await erc20.readBalance(rpcRoute(kit, network), asset.address, account),
          asset.decimals,
        )
      } catch {
        return
      }
      // Only this owner's current list changes: a token removed meanwhile stays removed.
      const watched = kit.getState().account.watchedAssets
      if (watched?.owner !== owner) return
      kit.account.setWatchedAssets({
        owner,
        assets: watched.assets.map((entry) => (same(asset)(entry) ? { ...entry, balance } : entry)),
      })
    }),
  )
}
