import { parseWalletListings, type WalletListing } from '@kit/core/utils'
import { wallets as builtIn } from '@kit/chains/wallets'

/**
 * The built-in list with `additions`: a wallet with the id of a listed one replaces it in place, a new one is
 * appended. Pass the result as `createKit({ walletList: { wallets } })` or serve it from a registry.
 * @throws {KitValidationError} when an addition is not a valid listing.
 */
export function extendWallets(
  additions: readonly WalletListing[],
  base: readonly WalletListing[] = builtIn,
): readonly WalletListing[] {
  const checked = parseWalletListings(additions)
  const byId = new Map(checked.map((wallet) => [wallet.id, wallet]))
  const merged = base.map((wallet) => byId.get(wallet.id) ?? wallet)
  const known = new Set(base.map((wallet) => wallet.id))
  return Object.freeze([...merged, ...checked.filter((wallet) => !known.has(wallet.id))])
}

/**
 * A list with only the wallets `keep` accepts: an array of ids (in the order given) or a predicate.
 * Ids that name no wallet are ignored.
 */
export function selectWallets(
  keep: readonly string[] | ((wallet: WalletListing) => boolean),
  base: readonly WalletListing[] = builtIn,
): readonly WalletListing[] {
  if (typeof keep === 'function') return Object.freeze(base.filter(keep))
  return Object.freeze(
    keep
      .flatMap((id) => base.filter((wallet) => wallet.id === id))
      .filter((wallet, i, all) => all.indexOf(wallet) === i),
  )
}
