import { describe, expect, it } from 'vitest'
import type { RecoveryPasskeyRef } from '../keys/passkey.js'
import { newPasskeyRpId, passkeysToAsk, passkeysUnder, relyingParties, rpIdOf } from './relyingParty.js'

// A self-hoster's deployment: the server's RP ID is the operator's domain, the frame runs on a host of its own.
const parties = relyingParties('https://wallet.example.com', 'example.com')
const withoutPasskeys = relyingParties('https://wallet.example.com', null)
const salt = new Uint8Array(32).fill(1)
const ref = (credentialId: string, rpId?: string): RecoveryPasskeyRef => ({
  credentialId,
  prfSalt: salt,
  ...(rpId === undefined ? {} : { rpId }),
})
const ids = (passkeys: RecoveryPasskeyRef[]) => passkeys.map((passkey) => passkey.credentialId)

describe('relyingParties', () => {
  it("takes the frame's host name and the server's RP ID (none from an older server)", () => {
    expect(parties).toEqual({ frameHost: 'wallet.example.com', serverRpId: 'example.com' })
    expect(relyingParties('http://localhost:5174', undefined)).toEqual({
      frameHost: 'localhost',
      serverRpId: null,
    })
  })
})

describe('newPasskeyRpId', () => {
  it("makes new recovery passkeys under the server's RP ID, or the frame's host without server passkeys", () => {
    expect(newPasskeyRpId(parties)).toBe('example.com')
    expect(newPasskeyRpId(withoutPasskeys)).toBe('wallet.example.com')
  })
})

describe('rpIdOf', () => {
  it('is the RP ID a record names', () => {
    expect(rpIdOf(ref('a', 'example.com'), parties)).toBe('example.com')
    expect(rpIdOf(ref('a', 'wallet.example.com'), parties, { rpId: 'example.com', credentialId: 'a' })).toBe(
      'wallet.example.com',
    )
  })

  it("for an older record: the sign-in passkey's RP ID when it is that passkey, else the frame's host", () => {
    expect(rpIdOf(ref('a'), parties, { rpId: 'example.com', credentialId: 'a' })).toBe('example.com')
    expect(rpIdOf(ref('a'), parties, { rpId: 'example.com', credentialId: 'b' })).toBe('wallet.example.com')
    expect(rpIdOf(ref('a'), parties)).toBe('wallet.example.com')
  })
})

describe('passkeysToAsk', () => {
  const server = ref('server', 'example.com')
  const frame = ref('frame', 'wallet.example.com')
  const older = ref('older')

  it("asks the server's RP ID's group with no sign-in passkey (a reload, an e-mail login)", () => {
    expect(passkeysToAsk([frame, server, older], parties)).toEqual({
      rpId: 'example.com',
      passkeys: [server],
    })
  })

  it("asks the frame host's group when no record is under the server's RP ID, older records included", () => {
    expect(passkeysToAsk([older, frame], parties)).toEqual({
      rpId: 'wallet.example.com',
      passkeys: [older, frame],
    })
    expect(passkeysToAsk([older, server], withoutPasskeys)).toEqual({
      rpId: 'wallet.example.com',
      passkeys: [older],
    })
  })

  it("prefers the sign-in passkey's group, when the wallet has a record of it", () => {
    const signIn = { rpId: 'example.com', credentialId: 'older' }
    // An older record of the sign-in passkey is of the server's RP ID, with the records that name it.
    expect(passkeysToAsk([frame, older, server], parties, signIn)).toEqual({
      rpId: 'example.com',
      passkeys: [older, server],
    })
    // A record that names the frame's host keeps it, even for the passkey that signed in.
    const named = ref('named', 'wallet.example.com')
    expect(passkeysToAsk([server, named], parties, { rpId: 'example.com', credentialId: 'named' })).toEqual({
      rpId: 'wallet.example.com',
      passkeys: [named],
    })
    // A sign-in passkey without a record: the next rule.
    expect(passkeysToAsk([frame], parties, { rpId: 'example.com', credentialId: 'other' })).toEqual({
      rpId: 'wallet.example.com',
      passkeys: [frame],
    })
  })

  it("asks the first record's RP ID when neither the server's nor the frame's has one", () => {
    const moved = ref('moved', 'old.example')
    expect(passkeysToAsk([moved, ref('b', 'other.example')], parties)).toEqual({
      rpId: 'old.example',
      passkeys: [moved],
    })
  })

  it('is an empty request under where new passkeys are made when there are none', () => {
    expect(passkeysToAsk([], parties)).toEqual({ rpId: 'example.com', passkeys: [] })
    expect(passkeysToAsk([], withoutPasskeys)).toEqual({ rpId: 'wallet.example.com', passkeys: [] })
  })
})

describe('passkeysUnder', () => {
  it('lists the passkeys of one RP ID: what a new passkey made there must not replace', () => {
    const all = [ref('a', 'example.com'), ref('b'), ref('c', 'wallet.example.com'), ref('d', 'example.com')]
    expect(ids(passkeysUnder('example.com', all, parties))).toEqual(['a', 'd'])
    expect(ids(passkeysUnder('wallet.example.com', all, parties))).toEqual(['b', 'c'])
    expect(
      ids(passkeysUnder('example.com', all, parties, { rpId: 'example.com', credentialId: 'b' })),
    ).toEqual(['a', 'b', 'd'])
  })
})
