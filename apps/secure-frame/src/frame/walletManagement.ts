// What a signed-in user can do with the wallet on the frame's own cards: add a way to open it on a new device (a
// second passkey, or a password), after confirming with one it has; remove one it no longer has; and export its keys,
// shown only in the frame. All need a fresh proof of the user (frame/stepUp.ts): a session lasts for weeks, the user
// may not be the one here.
import { base58, base64 } from '@scure/base'
import {
  newRecoveryMethod,
  openRecoveryShare,
  passkeyRecordsOf,
  recoveryPasskeysOf,
} from '../keys/walletAccess.js'
import { prepareAccountPasskey } from '../passkey/accountPasskey.js'
import { askRecoveryPasskey, passkeyPlace } from '../passkey/recoveryPasskey.js'
import type { FrameContext } from './context.js'
import { recordsOnDemand } from './recoveryRecords.js'
import { newPasskeyRpId, passkeysToAsk, passkeysUnder, relyingParties } from './relyingParty.js'
import { type LoginRequest, passkeyUserName, type Session } from './session.js'
import type { StepUp } from './stepUp.js'

/** The wallet actions of one frame. */
export type WalletManagement = {
  /** Shows "Add a way to open your wallet" (after a step-up when needed); resolves with the kind added. */
  addRecoveryMethod(current: Session, request: LoginRequest): Promise<{ kind: 'passkey' | 'password' }>
  /** Shows "Export your key" (after a step-up when needed); resolves when the user is done. */
  exportKey(current: Session, request: LoginRequest): Promise<void>
  /**
   * Shows "Ways to open your wallet" (after a step-up when needed): the user removes the ones it no longer has; the
   * server deletes each one's share, so a copy of its record opens nothing. Resolves with how many were removed.
   */
  manageRecoveryMethods(current: Session, request: LoginRequest): Promise<{ removed: number }>
}

/**
 * Creates the wallet actions of one frame; `document` is the frame's (its permissions policy decides where a passkey
 * is asked: in the frame, or in the Kit window).
 */
export function createWalletManagement(
  context: FrameContext,
  stepUp: StepUp,
  document?: Document,
): WalletManagement {
  const { api, passkeys, recoveryUi, accountUi } = context

  return {
    async addRecoveryMethod(current, request) {
      const { signal } = request
      const { token, user } = current
      // The records, like a new method, need a fresh proof of the user. The passkeys' records come first (their
      // PRF inputs); the password's only if the user confirms with it, since the server lets it out only a few
      // times a day.
      const records = recordsOnDemand(api, token, signal)
      const passkeyRecords = await stepUp.withFreshProof(current, request, () => records.of('passkey'))
      // The new passkey is made under the server's RP ID when it has passkeys on (else the frame's host), and must
      // not replace one of the wallet's passkeys there: an authenticator refuses to make another beside those.
      const parties = relyingParties(context.frameOrigin, current.passkeyRpId)
      const rpId = newPasskeyRpId(parties)
      const excluded = passkeysUnder(rpId, passkeyRecordsOf(passkeyRecords), parties).map(
        (passkey) => passkey.credentialId,
      )
      const methods = [...new Set(current.recoveryMethods.map((method) => method.kind))]
      const name = passkeyUserName(user)
      // Where the server has passkeys, the new one is also a login of the account (see passkey/accountPasskey.ts).
      const accountPasskey = parties.serverRpId
        ? await prepareAccountPasskey({
            api,
            token,
            signal,
            where: passkeyPlace(context, document),
            excludeCredentialIds: excluded,
            ceremonies: context.loginPasskeys,
          }).catch(() => undefined)
        : undefined
      request.waitForUser()
      const kind = await recoveryUi.addMethod({
        methods,
        // One request names one RP ID: the group of the wallet's passkeys frame/relyingParty.ts picks; in the Kit
        // window where the host refuses the frame WebAuthn.
        getPasskey: () =>
          askRecoveryPasskey(
            { ...passkeyPlace(context, document), passkeys },
            { ...passkeysToAsk(recoveryPasskeysOf(passkeyRecords), parties), signal },
          ),
        async confirm(secret) {
          // Opening a record proves the user holds a method; the new one gets a split of its own from the keys.
          await openRecoveryShare(await records.of(secret.kind), secret, user.id)
        },
        createPasskey: () =>
          accountPasskey
            ? accountPasskey()
            : passkeys.create({
                rpId,
                userId: user.id,
                userName: name,
                displayName: name,
                excludeCredentialIds: excluded,
                signal,
              }),
        allowPassword: !methods.includes('password'),
        async add(secret) {
          await api.addRecoveryMethod(token, await newRecoveryMethod(current.keys, secret, user.id), signal)
          current.recoveryMethods.push(
            secret.kind === 'passkey'
              ? { kind: 'passkey', credentialId: secret.credentialId, rpId: secret.rpId ?? null }
              : { kind: 'password', credentialId: null },
          )
        },
        signal,
      })
      return { kind }
    },
    async manageRecoveryMethods(current, request) {
      const { signal } = request
      const { token } = current
      // The list (with the records' ids) as the server has it now; a removal needs a fresh proof, asked first.
      const answer = await api.openWallet(token, undefined, signal)
      const methods = answer.wallet.state === 'split' ? answer.wallet.recovery : []
      // The passkeys that are also logins of the account (passkey/accountPasskey.ts). When the server cannot say, each
      // is removed as a way to open the wallet only, as before.
      const logins = new Set(
        answer.passkeyRpId
          ? await api.passkeyList(token, signal).then(
              ({ passkeys: listed }) => listed.map((passkey) => passkey.credentialId),
              () => [],
            )
          : [],
      )
      await stepUp.withFreshProof(current, request, async () => undefined)
      request.waitForUser()
      return accountUi.manageRecoveryMethods({
        methods: methods.map(({ id, kind }) => ({ id, kind })),
        async remove(id) {
          const gone = methods.find((method) => method.id === id)
          // A passkey that signs in too goes as one: the server removes the login with its record and ends the
          // sessions it opened, so the user is not left with a passkey that signs in but opens nothing.
          const login = gone?.kind === 'passkey' && gone.credentialId && logins.has(gone.credentialId)
          await stepUp.withFreshProof(current, request, () =>
            login && gone.credentialId
              ? api.passkeyRemove(token, gone.credentialId, signal)
              : api.removeRecoveryMethod(token, id, signal),
          )
          // A step-up no longer offers what was removed.
          current.recoveryMethods = current.recoveryMethods.filter(
            (method) => !(method.kind === gone?.kind && method.credentialId === gone?.credentialId),
          )
        },
        signal,
      })
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
