import type { Kit } from '../kit.js'

/**
 * Disconnects the connected wallet, whatever its connector: the wallet is told, and whatever it answers Kit
 * resets the account and clears every cached login key, so the disconnect holds after a reload. Resolves
 * when done; never rejects because the wallet failed to answer.
 * @example await disconnect(kit)
 */
export function disconnect(kit: Kit): Promise<void> {
  return kit.connection.disconnect()
}
