// The account slice: the connected account's state, its default and its one writer. What talks to a connector or
// the API is in actions/ (selectPreferredAccountType, syncProfile) and chain/balance.ts (syncBalance).
import { type CaipAddress, parseCaipAddress } from '@kit/chains'
import type { AccountEntry, AccountStatus, AccountType, AuthUser, WatchedAssetsState } from '../types.js'

export type AccountState = {
  status: AccountStatus
  address: string | undefined
  caipAddress: CaipAddress | undefined
  balance: string | undefined
  balanceSymbol: string | undefined
  profileName: string | null | undefined
  profileImage: string | null | undefined
  allAccounts: AccountEntry[]
  preferredAccountType: AccountType | undefined
  smartAccountDeployed: boolean
  user: AuthUser | undefined
  /** The tokens the account watches on the active chain (`wallet_watchAsset`), once loaded; see `selectWatchedAssets`. */
  watchedAssets: WatchedAssetsState | undefined
}

/** Disconnected: no address, no balance, no user. */
export const defaultAccountState = (): AccountState => ({
  status: 'disconnected',
  address: undefined,
  caipAddress: undefined,
  balance: undefined,
  balanceSymbol: undefined,
  profileName: undefined,
  profileImage: undefined,
  allAccounts: [],
  preferredAccountType: undefined,
  smartAccountDeployed: false,
  user: undefined,
  watchedAssets: undefined,
})

/** The setters of the account slice. The connection layer writes the account through them. */
export type AccountSlice = {
  setStatus(status: AccountStatus): void
  /**
   * Sets the CAIP-10 address and the plain address derived from it; `undefined` clears both.
   * @throws {InvalidCaipIdError} for a malformed id.
   */
  setCaipAddress(caipAddress: CaipAddress | undefined): void
  setBalance(balance: string | undefined, symbol: string | undefined): void
  setProfileName(name: string | null | undefined): void
  setProfileImage(image: string | null | undefined): void
  setAllAccounts(accounts: readonly AccountEntry[]): void
  setPreferredAccountType(type: AccountType | undefined): void
  setSmartAccountDeployed(deployed: boolean): void
  /** The auth (secure-frame) user, with its accounts and account type. */
  setUser(user: AuthUser | undefined): void
  /** The watched tokens shown for one account and chain (`watchAsset`, `loadWatchedAssets` write it). */
  setWatchedAssets(watched: WatchedAssetsState | undefined): void
  /** Back to the disconnected defaults. */
  reset(): void
}

/** The connected account: the slice's setters, and the actions that ask the connector or the API. */
export type AccountController = AccountSlice & {
  /**
   * Switches between eoa and smartAccount through the active connector, with the modal loading meanwhile.
   * If the connector fails (or cannot), the account falls back to eoa. Then navigates: ConnectingSiwe
   * or Account. Resolves with the account type in force.
   * @throws {NotConnectedError} when nothing is connected.
   */
  selectPreferredAccountType(type: AccountType): Promise<AccountType>
  /**
   * Loads the profile name and image: the identity endpoint first, then the first name a reverse lookup finds.
   * On failure the state is unchanged and the promise rejects with the `ApiError`.
   */
  syncProfile(): Promise<void>
  /**
   * Loads the native balance of the connected address from the active network's RPC (viem on EVM, web3.js on
   * Solana, both loaded on first use). A stale answer (account or network changed meanwhile) is dropped; on
   * an unsupported network the balance is cleared.
   */
  syncBalance(): Promise<void>
}

/** The account slice's setters over `root.state.account`. */
export function accountSlice(root: { readonly state: { account: AccountState } }): AccountSlice {
  return {
    setStatus(status) {
      root.state.account.status = status
    },
    setCaipAddress(caipAddress) {
      if (caipAddress === undefined) {
        root.state.account.caipAddress = undefined
        root.state.account.address = undefined
        return
      }
      const parsed = parseCaipAddress(caipAddress)
      root.state.account.caipAddress = caipAddress
      root.state.account.address = parsed.address
    },
    setBalance(balance, symbol) {
      root.state.account.balance = balance
      root.state.account.balanceSymbol = symbol
    },
    setProfileName(name) {
      root.state.account.profileName = name
    },
    setProfileImage(image) {
      root.state.account.profileImage = image
    },
    setAllAccounts(accounts) {
      root.state.account.allAccounts = accounts.map((entry) => ({ address: entry.address, type: entry.type }))
    },
    setPreferredAccountType(type) {
      root.state.account.preferredAccountType = type
    },
    setSmartAccountDeployed(deployed) {
      root.state.account.smartAccountDeployed = deployed
    },
    setUser(user) {
      root.state.account.user = user
      if (!user) return
      root.state.account.allAccounts = user.accounts.length
        ? user.accounts.map((entry) => ({ address: entry.address, type: entry.type }))
        : [{ address: user.address, type: user.preferredAccountType }]
      root.state.account.preferredAccountType = user.preferredAccountType
      root.state.account.smartAccountDeployed = user.smartAccountDeployed
    },
    setWatchedAssets(watched) {
      root.state.account.watchedAssets = watched
    },
    reset() {
      Object.assign(root.state.account, defaultAccountState())
    },
  }
}
