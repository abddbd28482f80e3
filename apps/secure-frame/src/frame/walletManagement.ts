// What a signed-in user can do with the wallet on the frame's own cards: add a way to open it on a new device (a
// second passkey, or a password), after confirming with one it has; and export its keys, shown only in the frame.
// Both need a fresh proof of the user (frame/stepUp.ts): a session lasts for weeks, the user may not be the one here.
import { base58, base64 } from '@scure/base'
import { FlowStateError } from '../errors.js'
import { describeShare } from '../keys/shares.js'
import { openRecoveryShare, recoveryPasskeysOf, sealRecoveryShare } from '../keys/walletAccess.js'
import type { FrameContext } from './context.js'
import { recordsOnDemand } from './recoveryRecords.js'
import { type LoginRequest, passkeyUserName, type Session } from './session.js'
import type { StepUp } from './stepUp.js'

/** The wallet actions of one frame. */
export type WalletManagement = {
  /** Shows "Add a way to open your wallet" (after a step-up when needed); resolves with the kind added. */
  addRecoveryMethod(current: Session, request: LoginRequest): Promise<{ kind: 'passkey' | 'password' }>
  /** Shows "Export your key" (after a step-up when needed); resolves when the user is done. */
  exportKey(current: Session, request: LoginRequest): Promise<void>
}

/** Creates the wallet actions of one frame. */
export function createWalletManagement(context: FrameContext, stepUp: StepUp): WalletManagement {
  const { api, passkeys, recoveryUi } = context
  const rpId = new URL(context.frameOrigin).hostname

  return {
    async addRecoveryMethod(current, request) {
      const { signal } = request
      const { token, user } = current
      // The records, like a new method, need a fresh proof of the user. The passkeys' records come first (their
      // PRF inputs); the password's only if the user confirms with it, since the server lets it out only a few
      // times a day.
      const records = recordsOnDemand(api, token, signal)
      const passkeyRecords = await stepUp.withFreshProof(current, request, () => records.of('passkey'))
      const passkeyIds = passkeyRecords.records.flatMap((record) =>
        record.kind === 'passkey' && record.credentialId ? [record.credentialId] : [],
      )
      const methods = [...new Set(current.recoveryMethods.map((method) => method.kind))]
      const name = passkeyUserName(user)
      request.waitForUser()
      const kind = await recoveryUi.addMethod({
        methods,
        getPasskey: () => passkeys.get({ rpId, passkeys: recoveryPasskeysOf(passkeyRecords), signal }),
        async confirm(secret) {
          const opened = await records.of(secret.kind)
          const share = await openRecoveryShare(opened, secret, user.id)
          if (describeShare(share).splitId !== passkeyRecords.splitId)
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
          await api.addRecoveryMethod(token, passkeyRecords.splitId, recovery, signal)
          current.recoveryMethods.push({
            kind: secret.kind,
            credentialId: secret.kind === 'passkey' ? secret.credentialId : null,
          })
        },
        signal,
      })
      return { kind }
    },
    async exportKey(current, request) {
      // Nothing on the server guards the keys in this frame's memory: the frame asks for the proof itself.
      await stepUp.confirmUser(current, request)
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
