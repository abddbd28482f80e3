// What a signed-in user can do with the wallet on the frame's own cards: add a way to open it on a new device (a
// second passkey, or a password), after confirming with one it has; and export its keys, shown only in the frame,
// right after a login in this frame.
import { frameErrorMessages } from '@kit/frame-bridge/errors'
import { base58, base64 } from '@scure/base'
import { FlowStateError } from '../errors.js'
import { describeShare } from '../keys/shares.js'
import { openRecoveryShare, sealRecoveryShare } from '../keys/walletAccess.js'
import type { FrameContext } from './context.js'
import { type LoginRequest, passkeyUserName, type Session } from './session.js'

/** How long after a login in this frame the keys may be exported. */
export const EXPORT_LOGIN_WINDOW_MS = 5 * 60_000

/** The wallet actions of one frame. */
export type WalletManagement = {
  /** Shows "Add a way to open your wallet"; resolves with the kind added. */
  addRecoveryMethod(current: Session, request: LoginRequest): Promise<{ kind: 'passkey' | 'password' }>
  /** Shows "Export your key" when the login is fresh enough; resolves when the user is done. */
  exportKey(current: Session, request: LoginRequest): Promise<void>
}

/** Creates the wallet actions of one frame. */
export function createWalletManagement(context: FrameContext): WalletManagement {
  const { api, passkeys, recoveryUi } = context
  const rpId = new URL(context.frameOrigin).hostname

  return {
    async addRecoveryMethod(current, request) {
      const { signal } = request
      const { token, user } = current
      // The records are released only to a bound session soon after its login, like the server's share.
      const records = await api.recoveryRecords(token, signal)
      const passkeyIds = records.records.flatMap((record) =>
        record.kind === 'passkey' && record.credentialId ? [record.credentialId] : [],
      )
      const methods = [...new Set(records.records.map((record) => record.kind))]
      const name = passkeyUserName(user)
      request.waitForUser()
      const kind = await recoveryUi.addMethod({
        methods,
        getPasskey: () => passkeys.get({ rpId, credentialIds: passkeyIds, signal }),
        async confirm(secret) {
          const share = await openRecoveryShare(records, secret, user.id)
          if (describeShare(share).splitId !== records.splitId)
            throw new FlowStateError('That recovery record belongs to an older split of the wallet')
          return share
        },
        createPasskey: () =>
          passkeys.create({
            rpId,
            userId: user.id,
            userName: name,
            displayName: name,
            excludeCredentialIds: passkeyIds,
            signal,
          }),
        allowPassword: !methods.includes('password'),
        async add(share, secret) {
          const recovery = await sealRecoveryShare(share, secret, user.id)
          await api.addRecoveryMethod(token, records.splitId, recovery, signal)
        },
        signal,
      })
      return { kind }
    },
    async exportKey(current, request) {
      if (current.loggedInAt === undefined || Date.now() - current.loggedInAt > EXPORT_LOGIN_WINDOW_MS)
        throw new FlowStateError(frameErrorMessages.recentLoginRequired, {
          details: `The key is shown only within ${EXPORT_LOGIN_WINDOW_MS / 60_000} minutes of a login in this window.`,
        })
      request.waitForUser()
      await recoveryUi.exportKey({
        keys: {
          evm: current.keys.evm.privateKey,
          solana: base58.encode(base64.decode(current.keys.solana.secretKey)),
        },
        signal: request.signal,
      })
    },
  }
}
