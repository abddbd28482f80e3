// The embedded wallet's own account actions: adding a recovery method, exporting the key, the signed-in devices and
// the ways to open the wallet (its recovery methods).
// The frame answers each on its own card (INPUT_REQUESTED), so `session.request` holds the placement for the
// `wallet` and shows the iframe until they settle, as for a login card.
import type { FrameSession } from './frameSession.js'
import type { AuthConnector } from './types.js'

/** The members of {@link AuthConnector} this module implements. */
export type WalletCards = Pick<
  AuthConnector,
  'addRecoveryMethod' | 'exportKey' | 'manageSessions' | 'manageRecoveryMethods'
>

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
    async manageSessions() {
      const { ended } = await request('MANAGE_SESSIONS')
      return { ended }
    },
    async manageRecoveryMethods() {
      const { removed } = await request('MANAGE_RECOVERY_METHODS')
      return { removed }
    },
  }
}
