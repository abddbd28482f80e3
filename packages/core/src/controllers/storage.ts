import { DEFAULT_LAST_USED_CHAIN_ID, EMAIL_COOLDOWN_MS, STORAGE_KEYS } from '../constants.js'
import { EmailCooldownError } from '../errors/kit.js'
import type { Logger } from '../services/logger.js'
import { detectDefaultStorage } from '../services/memoryStorage.js'
import type { KitStorageBackend, SocialProvider, StorageController } from '../types.js'

export type { StorageController, StoredConnection } from '../types.js'

/** The storage key of the wallet last used on this device. Not a login key: a disconnect keeps it. */
export const RECENT_WALLET_KEY = '@kit/recent_wallet'

/**
 * The storage key of one account's watched tokens on one chain: this prefix, then `<caipNetworkId>:<lowercase
 * address>`. Not a login key: a disconnect keeps them, as wallets keep their token lists.
 */
export const WATCHED_ASSETS_KEY = '@kit/watched_assets:'

/** Creates the storage controller over `backend`, or over the default backend chosen on first use. */
export function createStorageController(
  backend: KitStorageBackend | undefined,
  logger: Logger,
): StorageController {
  let resolved = backend
  const store = () => {
    resolved ??= detectDefaultStorage()
    return resolved
  }
  const get = (key: string): string | undefined => {
    try {
      return store().getItem(key) ?? undefined
    } catch (error) {
      logger.warn(`Could not read ${key} from storage`, error)
      return undefined
    }
  }
  const set = (key: string, value: string) => {
    try {
      store().setItem(key, value)
    } catch (error) {
      logger.warn(`Could not write ${key} to storage`, error)
    }
  }
  const remove = (key: string) => {
    try {
      store().removeItem(key)
    } catch (error) {
      logger.warn(`Could not remove ${key} from storage`, error)
    }
  }
  // A missing, corrupt or foreign entry reads as none.
  const readJson = (key: string): unknown => {
    try {
      return JSON.parse(get(key) ?? 'null') ?? undefined
    } catch {
      return undefined
    }
  }
  const writeJson = (key: string, value: unknown) =>
    value === undefined ? remove(key) : set(key, JSON.stringify(value))

  const controller: StorageController = {
    keys: STORAGE_KEYS,
    getEmail: () => get(STORAGE_KEYS.email),
    setEmail: (email) => set(STORAGE_KEYS.email, email),
    isEmailLoginUsed: () => get(STORAGE_KEYS.emailLoginUsed) === 'true',
    setEmailLoginUsed: () => set(STORAGE_KEYS.emailLoginUsed, 'true'),
    getLastEmailLoginTime() {
      const value = Number(get(STORAGE_KEYS.lastEmailLoginTime))
      return Number.isFinite(value) && value > 0 ? value : undefined
    },
    setLastEmailLoginTime: (time = Date.now()) => set(STORAGE_KEYS.lastEmailLoginTime, String(time)),
    getTimeToNextEmailLogin(now = Date.now()) {
      const last = controller.getLastEmailLoginTime()
      if (last === undefined) return 0
      const remaining = last + EMAIL_COOLDOWN_MS - now
      return remaining > 0 ? Math.ceil(remaining / 1000) : 0
    },
    assertEmailLoginAllowed(now = Date.now()) {
      const seconds = controller.getTimeToNextEmailLogin(now)
      if (seconds > 0) throw new EmailCooldownError(seconds)
    },
    getLastUsedChainId() {
      const value = get(STORAGE_KEYS.lastUsedChain)
      if (!value) return DEFAULT_LAST_USED_CHAIN_ID
      // A stored EVM id is digits; a Solana reference has letters too. Never NaN or 0.
      if (/^[1-9][0-9]*$/.test(value)) return Number(value)
      return /^(?=.*[^0-9])[-_a-zA-Z0-9]{1,32}$/.test(value) ? value : DEFAULT_LAST_USED_CHAIN_ID
    },
    setLastUsedChainId: (chainId) => set(STORAGE_KEYS.lastUsedChain, String(chainId)),
    getSocialUsername: () => get(STORAGE_KEYS.socialUsername),
    setSocialUsername: (name) => set(STORAGE_KEYS.socialUsername, name),
    getConnectedSocial: () => get(STORAGE_KEYS.connectedSocial) as SocialProvider | 'farcaster' | undefined,
    setConnectedSocial: (provider) => set(STORAGE_KEYS.connectedSocial, provider),
    getSmartAccountEnabledNetworks() {
      const value = get(STORAGE_KEYS.smartAccountEnabledNetworks)
      if (!value) return []
      return value
        .split(',')
        .map((part) => Number(part.trim()))
        .filter((id) => Number.isInteger(id) && id > 0)
    },
    setSmartAccountEnabledNetworks: (chainIds) =>
      set(STORAGE_KEYS.smartAccountEnabledNetworks, chainIds.join(',')),
    getConnection() {
      // Read on every page load: a visitor who never connected has no entry, which is not worth an exception.
      const stored = get(STORAGE_KEYS.connectedConnector)
      if (!stored) return undefined
      try {
        const { connectorId, namespace } = JSON.parse(stored)
        if (typeof connectorId === 'string' && (namespace === 'eip155' || namespace === 'solana'))
          return { connectorId, namespace }
      } catch {
        // A missing or corrupt entry is the same as none.
      }
      return undefined
    },
    setConnection: (connection) =>
      set(
        STORAGE_KEYS.connectedConnector,
        JSON.stringify({ connectorId: connection.connectorId, namespace: connection.namespace }),
      ),
    getRecentWallet: () => get(RECENT_WALLET_KEY),
    setRecentWallet: (wallet) => set(RECENT_WALLET_KEY, wallet),
    getWatchedAssets(owner) {
      const list = readJson(WATCHED_ASSETS_KEY + owner)
      return Array.isArray(list) ? list : []
    },
    setWatchedAssets: (owner, assets) =>
      writeJson(WATCHED_ASSETS_KEY + owner, assets.length ? assets : undefined),
    readJson,
    writeJson,
    clearLoginCache() {
      // Every key but the cooldown timestamp: logging out does not reset the rate limit.
      for (const key of Object.values(STORAGE_KEYS)) if (key !== STORAGE_KEYS.lastEmailLoginTime) remove(key)
    },
  }
  return controller
}
