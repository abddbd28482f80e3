// One relying party for a self-hoster: which WebAuthn RP ID the frame asks the wallet's passkeys under, and makes new
// ones under. The server's RP ID (`passkeys.rpId`, the operator's domain, e.g. example.com) is usually not the frame's
// host (wallet.example.com): login passkeys are under the server's, and so are the recovery passkeys the frame makes
// while the server has passkeys on; before that, the frame made them under its own host. One WebAuthn request names
// one RP ID, so the wallet's passkeys are grouped by the RP ID each belongs to and one group is asked.
//
// A record's RP ID is read before the record is opened (the passkey is asked first) and comes from the server. A
// server that changes it can only make the ceremony fail, which it could cause anyway by withholding the record; the
// record then does not open, since its RP ID is bound into its encryption (keys/recoveryShare.ts).
import type { RecoveryPasskeyRef } from '../keys/passkey.js'

/** The two RP IDs the frame knows of. */
export type RelyingParties = {
  /** The frame's host name: where passkeys were made before records named their RP ID, and without server passkeys. */
  frameHost: string
  /** The server's passkey RP ID (its wallet-open answer's `passkeyRpId`); `null` when passkeys are off. */
  serverRpId: string | null
}

/** The passkey that signed in this time (a passkey login), under the server's RP ID. */
export type SignInPasskey = { rpId: string; credentialId: string }

/** A passkey as far as its RP ID goes: its id and the RP ID its record names, if any. */
export type PasskeyOfRecord = { credentialId: string; rpId?: string }

/** One WebAuthn request: the RP ID it names and the passkeys it asks for. */
export type PasskeyRequest = { rpId: string; passkeys: RecoveryPasskeyRef[] }

/** The RP IDs of a frame on `frameOrigin` whose server answered `serverRpId`. */
export function relyingParties(frameOrigin: string, serverRpId: string | null | undefined): RelyingParties {
  return { frameHost: new URL(frameOrigin).hostname, serverRpId: serverRpId ?? null }
}

/**
 * Where the frame makes a new recovery passkey: the server's RP ID when it has passkeys on (the frame's host or a
 * registrable suffix of it, or a domain whose `/.well-known/webauthn` lists the frame's origin), else its own host.
 */
export function newPasskeyRpId(parties: RelyingParties): string {
  return parties.serverRpId ?? parties.frameHost
}

/**
 * The RP ID `passkey` belongs to: the one its record names; for a record that names none (the older format), the
 * sign-in passkey's when it is that passkey (a passkey sign-up seals the wallet under the login passkey), else the
 * frame's host, where the frame made recovery passkeys then.
 */
export function rpIdOf(passkey: PasskeyOfRecord, parties: RelyingParties, signIn?: SignInPasskey): string {
  if (passkey.rpId !== undefined) return passkey.rpId
  return signIn?.credentialId === passkey.credentialId ? signIn.rpId : parties.frameHost
}

/** The wallet's passkeys that belong to `rpId`, in their order. */
export function passkeysUnder<Passkey extends PasskeyOfRecord>(
  rpId: string,
  passkeys: readonly Passkey[],
  parties: RelyingParties,
  signIn?: SignInPasskey,
): Passkey[] {
  return passkeys.filter((passkey) => rpIdOf(passkey, parties, signIn) === rpId)
}

/**
 * The one request that asks the wallet's passkeys: they are grouped by RP ID, and the group asked is the sign-in
 * passkey's (when the wallet has a record of it), else the server's RP ID's, else the frame host's, else the first
 * record's. With no passkeys, an empty request under where new ones are made.
 */
export function passkeysToAsk(
  passkeys: readonly RecoveryPasskeyRef[],
  parties: RelyingParties,
  signIn?: SignInPasskey,
): PasskeyRequest {
  const signedInWith = signIn && passkeys.find((passkey) => passkey.credentialId === signIn.credentialId)
  const preferred = [
    signedInWith && rpIdOf(signedInWith, parties, signIn),
    parties.serverRpId,
    parties.frameHost,
    passkeys[0] && rpIdOf(passkeys[0], parties, signIn),
  ]
  for (const rpId of preferred) {
    if (!rpId) continue
    const group = passkeysUnder(rpId, passkeys, parties, signIn)
    if (group.length > 0) return { rpId, passkeys: group }
  }
  return { rpId: newPasskeyRpId(parties), passkeys: [] }
}
