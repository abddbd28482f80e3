// The embedded wallet's own account actions: adding a recovery method and exporting the key. The frame answers both
// on its own card (INPUT_REQUESTED), so `session.request` holds the placement for the `wallet` and shows the iframe
// until they settle, as for a login card.
import type { FrameSession } from './frameSession.js'
import type { AuthConnector } from './types.js'

/** The members of {@link AuthConnector} this module implements. */
export type WalletCards = Pick<AuthConnector, 'addRecoveryMethod' | 'exportKey'>

/** Creates the wallet-card steps of one auth connector. */
export function createWalletCards(parameters: { session: FrameSession }): WalletCards {
  const { request } = parameters.session
  return {
    async addRecoveryMethod() {
      const { kind } = await request('ADD_RECOVERY_METHOD')
      return { kind }
    },
    async exportKey() {
      // The answer carries nothing: the keys stay in the frame.
      await request('EXPORT_KEY')
    },
  }
}
