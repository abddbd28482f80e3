import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../db/database.js'
import { frameHeaders, lastCode, loginByEmail } from '../../testing/auth.js'
import { call, type Json } from '../../testing/http.js'
import { createSoftAuthenticator, type SoftAuthenticator } from '../../testing/passkeyAuthenticator.js'
import { skipWithoutPostgres, startTestPostgres, type TestPostgres } from '../../testing/postgres.js'
import { createProofSigner, frameKeyCall, type ProofSigner } from '../../testing/sessionProof.js'
import { startTestServer, type TestServer } from '../../testing/testServer.js'

// Passkeys as an account's only login, through the public routes against a real Postgres, with a software
// authenticator standing in for the browser and its platform authenticator (P-256, attestation `none`). What the
// server must refuse is made by the authenticator on purpose: another key, another RP id or origin, a replay, a lower
// counter, an expired or foreign challenge.
const RP_ID = 'kit.test'
const FRAME = 'https://frame.kit.test'
const CHALLENGE_TTL_SECONDS = 120

describe.skipIf(skipWithoutPostgres('the passkey routes test'))('passkey accounts', () => {
  let postgres: TestPostgres
  let server: TestServer
  /** How far the test moved the server's clock: proofs are dated by the server's time, as the frame dates them. */
  let advanced = 0
  const advance = (ms: number) => {
    server.advance(ms)
    advanced += ms
  }
  const serverNow = () => Date.now() + advanced
  const url = (path: string) => `${server.url}/v1/auth/passkey${path}`

  const passkeys = {
    rpId: RP_ID,
    origins: [FRAME, 'https://app.example'],
    challengeTtlSeconds: CHALLENGE_TTL_SECONDS,
  }

  beforeAll(async () => {
    postgres = await startTestPostgres()
    server = await startTestServer({ database: { url: postgres.url }, passkeys })
  }, 60_000)
  afterAll(async () => {
    await server?.close()
    await postgres?.stop()
  })

  /** A POST as the frame embedded in a page of project `test` (`http://app.test`) sends it: `?projectId=test`. */
  const embedded = (path: string) => `${url(path)}?projectId=test`

  /** A POST as the frame sends it before a login: its origin, no session. */
  const post = (path: string, json: unknown, headers: Record<string, string> = {}) =>
    call(url(path), { json, headers: { ...frameHeaders, ...headers } })

  /** A login's verify call with the device's session proof, so the session is bound to its key. */
  async function verifyLogin(path: string, response: unknown, signer: ProofSigner) {
    return post(path, { response }, { dpop: await signer.sign('POST', url(path), undefined, serverNow()) })
  }

  /** A new passkey-only account: its authenticator, device proof key and the login answer. */
  async function signUp(authenticator = createSoftAuthenticator({ origin: FRAME })) {
    const signer = await createProofSigner()
    const started = await post('/register/options', { userName: 'ada' })
    expect(started.status).toBe(200)
    const response = authenticator.register(started.body.options)
    const login = await verifyLogin('/register/verify', response, signer)
    expect(login.status, JSON.stringify(login.body)).toBe(200)
    return { authenticator, signer, login: login.body as Json, prfSalt: started.body.prfSalt as string }
  }

  /** Signs in with a discoverable passkey: options without a user name, then the assertion. */
  async function signIn(authenticator: SoftAuthenticator, overrides = {}, signer?: ProofSigner) {
    const started = await post('/login/options', {})
    expect(started.status).toBe(200)
    const response = authenticator.assert(started.body.options, overrides)
    return verifyLogin('/login/verify', response, signer ?? (await createProofSigner()))
  }

  /** Starts a sign-in and returns the assertion without sending it. */
  async function assertion(authenticator: SoftAuthenticator, overrides = {}) {
    const started = await post('/login/options', {})
    return authenticator.assert(started.body.options, overrides)
  }

  it('serves the related origins at /.well-known/webauthn', async () => {
    const answer = await call(`${server.url}/.well-known/webauthn`)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ origins: [FRAME, 'https://app.example'] })
  })

  it("sits behind the auth API's guards: only the frame's origin, on the auth budget", async () => {
    const elsewhere = await call(url('/login/options'), {
      json: {},
      headers: { origin: 'https://app.example' },
    })
    expect(elsewhere.status).toBe(403)
    expect(elsewhere.body.reasons[0].name).toBe('OriginNotAllowed')
    const noOrigin = await call(url('/register/options'), { json: {} })
    expect(noOrigin.status).toBe(403)
    expect(noOrigin.body.reasons[0].name).toBe('OriginRequired')
  })

  it('signs up with a passkey alone: a new account with no e-mail, signed in like an e-mail login', async () => {
    const { login, prfSalt, signer } = await signUp()
    expect(login).toMatchObject({ user: { email: null, identities: [], wallet: null } })
    expect(login.token).toEqual(expect.any(String))
    expect(login.prfSalt).toBe(prfSalt)
    expect(prfSalt).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const session = await call(`${server.url}/v1/auth/session`, {
      headers: { ...frameHeaders, authorization: `Bearer ${login.token}` },
    })
    expect(session.body).toMatchObject({ method: 'passkey', user: { id: login.user.id } })
    // The session is bound to the device's proof key: the bound routes take it with a proof.
    const list = await frameKeyCall(url('/credentials'), {
      method: 'GET',
      token: login.token,
      signer,
      iatMs: serverNow(),
    })
    expect(list.status).toBe(200)
    expect(list.body.passkeys).toEqual([
      expect.objectContaining({
        credentialId: login.credentialId,
        deviceType: 'singleDevice',
        backedUp: false,
      }),
    ])
  })

  it('signs in with a discoverable passkey, with no user name, and updates the counter', async () => {
    const { authenticator, login } = await signUp()
    for (const _ of [1, 2]) {
      const again = await signIn(authenticator)
      expect(again.status, JSON.stringify(again.body)).toBe(200)
      expect(again.body.user.id).toBe(login.user.id)
      expect(again.body.prfSalt).toBe(login.prfSalt)
      expect(again.body.credentialId).toBe(login.credentialId)
    }
  })

  it('signs in with a synced passkey that keeps no counter (always 0)', async () => {
    const { authenticator, login } = await signUp(
      createSoftAuthenticator({ origin: FRAME, counterStep: 0, backedUp: true }),
    )
    for (const _ of [1, 2]) {
      const again = await signIn(authenticator)
      expect(again.status, JSON.stringify(again.body)).toBe(200)
      expect(again.body.user.id).toBe(login.user.id)
    }
  })

  it("takes a ceremony run in the frame embedded in one of the project's pages (a cross-origin iframe)", async () => {
    const authenticator = createSoftAuthenticator({ origin: FRAME })
    const inPage = { topOrigin: 'http://app.test' }
    const started = await call(embedded('/register/options'), { json: {}, headers: frameHeaders })
    const signer = await createProofSigner()
    const registered = await call(embedded('/register/verify'), {
      json: { response: authenticator.register(started.body.options, inPage) },
      headers: {
        ...frameHeaders,
        dpop: await signer.sign('POST', embedded('/register/verify'), undefined, serverNow()),
      },
    })
    expect(registered.status, JSON.stringify(registered.body)).toBe(200)
    const options = await call(embedded('/login/options'), { json: {}, headers: frameHeaders })
    const signedIn = await call(embedded('/login/verify'), {
      json: { response: authenticator.assert(options.body.options, inPage) },
      headers: {
        ...frameHeaders,
        dpop: await signer.sign('POST', embedded('/login/verify'), undefined, serverNow()),
      },
    })
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200)
    expect(signedIn.body.user.id).toBe(registered.body.user.id)
  })

  it("gives each user a salt of their own, and for a device's credential id its user's salt", async () => {
    const first = await signUp()
    const second = await signUp()
    expect(first.prfSalt).not.toBe(second.prfSalt)
    const known = await post('/login/options', { credentialId: first.login.credentialId })
    expect(known.body.prfSalt).toBe(first.prfSalt)
    expect(known.body.options.allowCredentials).toEqual([
      { id: first.login.credentialId, type: 'public-key' },
    ])
    // An unknown id gets a salt just as stable, so the answer does not say which ids exist.
    const unknownId = Buffer.alloc(16, 7).toString('base64url')
    const unknown = await post('/login/options', { credentialId: unknownId })
    const unknownAgain = await post('/login/options', { credentialId: unknownId })
    expect(unknown.body.prfSalt).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(unknownAgain.body.prfSalt).toBe(unknown.body.prfSalt)
    expect(Object.keys(unknown.body.options).sort()).toEqual(Object.keys(known.body.options).sort())
  })

  describe('refuses', () => {
    it('a forged assertion (signed by another key)', async () => {
      const { authenticator } = await signUp()
      const refused = await signIn(authenticator, { forgeSignature: true })
      expect(refused.status).toBe(401)
      expect(refused.body.reasons[0].name).toBe('PasskeyRefused')
    })

    it('a replayed assertion (its challenge was spent by the first)', async () => {
      const { authenticator } = await signUp()
      const response = await assertion(authenticator)
      const signer = await createProofSigner()
      expect((await verifyLogin('/login/verify', response, signer)).status).toBe(200)
      const replay = await verifyLogin('/login/verify', response, signer)
      expect(replay.status).toBe(400)
      expect(replay.body.reasons[0].name).toBe('PasskeyChallengeInvalid')
    })

    it('an assertion for another RP id', async () => {
      const { authenticator } = await signUp()
      const refused = await signIn(authenticator, { rpId: 'evil.test' })
      expect(refused.status).toBe(401)
      expect(refused.body.reasons[0]).toMatchObject({ name: 'PasskeyRefused' })
      expect(refused.body.reasons[0].description).toMatch(/RP ID/i)
    })

    it('an assertion from another origin', async () => {
      const { authenticator } = await signUp()
      const refused = await signIn(authenticator, { origin: 'https://phish.example' })
      expect(refused.status).toBe(401)
      expect(refused.body.reasons[0].description).toMatch(/origin/i)
    })

    it("a ceremony embedded in a page that is not the project's, or with no project named", async () => {
      const { authenticator } = await signUp()
      for (const [overrides, path] of [
        [{ topOrigin: 'https://evil.example' }, embedded('/login/verify')],
        [{ topOrigin: 'http://app.test' }, url('/login/verify')],
      ] as const) {
        const options = await post('/login/options', {})
        const refused = await call(path, {
          json: { response: authenticator.assert(options.body.options, overrides) },
          headers: frameHeaders,
        })
        expect(refused.status).toBe(401)
        expect(refused.body.reasons[0].description).toMatch(/not one of this project's pages/)
      }
      const started = await post('/register/options', {})
      const response = createSoftAuthenticator({ origin: FRAME }).register(started.body.options, {
        topOrigin: 'https://evil.example',
      })
      const refused = await call(embedded('/register/verify'), { json: { response }, headers: frameHeaders })
      expect(refused.status).toBe(401)
      expect(refused.body.reasons[0].name).toBe('PasskeyRefused')
    })

    it('a registration from another origin or for another RP id', async () => {
      for (const overrides of [{ origin: 'https://phish.example' }, { rpId: 'evil.test' }]) {
        const started = await post('/register/options', {})
        const response = createSoftAuthenticator({ origin: FRAME }).register(started.body.options, overrides)
        const refused = await verifyLogin('/register/verify', response, await createProofSigner())
        expect(refused.status).toBe(401)
        expect(refused.body.reasons[0].name).toBe('PasskeyRefused')
      }
    })

    it('an assertion with a counter lower than (or equal to) the last one', async () => {
      const { authenticator } = await signUp()
      expect((await signIn(authenticator, { counter: 5 })).status).toBe(200)
      for (const counter of [4, 5]) {
        const refused = await signIn(authenticator, { counter })
        expect(refused.status).toBe(401)
        expect(refused.body.reasons[0].description).toMatch(/counter/i)
      }
      expect((await signIn(authenticator, { counter: 6 })).status).toBe(200)
    })

    it('an assertion without user verification', async () => {
      const { authenticator } = await signUp()
      const refused = await signIn(authenticator, { withoutUserVerification: true })
      expect(refused.status).toBe(401)
      expect(refused.body.reasons[0].name).toBe('PasskeyRefused')
    })

    it('an expired challenge', async () => {
      const { authenticator } = await signUp()
      const response = await assertion(authenticator)
      advance((CHALLENGE_TTL_SECONDS + 1) * 1000)
      const refused = await verifyLogin('/login/verify', response, await createProofSigner())
      expect(refused.status).toBe(400)
      expect(refused.body.reasons[0].name).toBe('PasskeyChallengeExpired')
    })

    it("a challenge issued for another purpose (a registration's, answered as a sign-in)", async () => {
      const { authenticator } = await signUp()
      const registration = await post('/register/options', {})
      const response = authenticator.assert({ challenge: registration.body.options.challenge, rpId: RP_ID })
      const refused = await verifyLogin('/login/verify', response, await createProofSigner())
      expect(refused.status).toBe(400)
      expect(refused.body.reasons[0].name).toBe('PasskeyChallengeInvalid')
    })

    it('a body that carries the PRF output: it never leaves the frame', async () => {
      const { authenticator } = await signUp()
      const response = await assertion(authenticator)
      const leaking = {
        ...response,
        clientExtensionResults: { prf: { results: { first: Buffer.alloc(32).toString('base64url') } } },
      }
      const refused = await verifyLogin('/login/verify', leaking, await createProofSigner())
      expect(refused.status).toBe(400)
      expect(refused.body.reasons[0].description).toMatch(/PRF output/)
    })
  })

  it('takes an answer on another instance than the one that issued its challenge, once on all of them', async () => {
    const other = await startTestServer({ database: { url: postgres.url }, passkeys })
    try {
      const { authenticator, login } = await signUp()
      const started = await post('/login/options', {})
      const response = authenticator.assert(started.body.options)
      const signer = await createProofSigner()
      const verifyOn = async (instance: TestServer, now: number) => {
        const target = `${instance.url}/v1/auth/passkey/login/verify`
        return call(target, {
          json: { response },
          headers: { ...frameHeaders, dpop: await signer.sign('POST', target, undefined, now) },
        })
      }
      const elsewhere = await verifyOn(other, Date.now())
      expect(elsewhere.status, JSON.stringify(elsewhere.body)).toBe(200)
      expect(elsewhere.body.user.id).toBe(login.user.id)
      const replay = await verifyOn(server, serverNow())
      expect(replay.status).toBe(400)
      expect(replay.body.reasons[0].name).toBe('PasskeyChallengeInvalid')
    } finally {
      await other.close()
    }
  })

  describe("the account's passkeys", () => {
    const bound = async (
      path: string,
      device: { token: string; signer: ProofSigner },
      options: { method?: 'GET' | 'POST' | 'DELETE'; json?: unknown } = {},
    ) =>
      frameKeyCall(url(path), {
        method: options.method ?? 'POST',
        token: device.token,
        signer: device.signer,
        json: options.json ?? {},
        iatMs: serverNow(),
      })

    it('never removes the last passkey of a passkey-only account', async () => {
      const { login, signer } = await signUp()
      const device = { token: login.token, signer }
      const refused = await bound(`/credentials/${login.credentialId}`, device, { method: 'DELETE' })
      expect(refused.status).toBe(409)
      expect(refused.body.reasons[0].name).toBe('LastLoginMethod')
      const list = await bound('/credentials', device, { method: 'GET' })
      expect(list.body.passkeys).toHaveLength(1)
    })

    it('adds a second passkey with a fresh proof (a passkey step-up once it is stale), then removes the first', async () => {
      const { login, signer, authenticator } = await signUp()
      const device = { token: login.token, signer }
      // Stale: the login is older than auth.freshProofSeconds (600 s by default).
      advance(601_000)
      const stale = await bound('/add/options', device)
      expect(stale.status).toBe(401)
      expect(stale.body.reasons[0].name).toBe('FreshProofRequired')
      const stepUp = await bound('/step-up/options', device)
      expect(stepUp.status).toBe(200)
      expect(stepUp.body.prfSalt).toBe(login.prfSalt)
      const proven = await bound('/step-up/verify', device, {
        json: { response: authenticator.assert(stepUp.body.options) },
      })
      expect(proven.status, JSON.stringify(proven.body)).toBe(200)

      const phone = createSoftAuthenticator({ origin: 'https://app.example' })
      const adding = await bound('/add/options', device)
      expect(adding.status).toBe(200)
      expect(adding.body.options.excludeCredentials).toEqual([
        expect.objectContaining({ id: login.credentialId }),
      ])
      const added = await bound('/add/verify', device, {
        json: { response: phone.register(adding.body.options) },
      })
      expect(added.status, JSON.stringify(added.body)).toBe(201)
      expect(added.body.prfSalt).toBe(login.prfSalt)
      // The new passkey signs in to the same account, with the same salt.
      const fromPhone = await signIn(phone)
      expect(fromPhone.status).toBe(200)
      expect(fromPhone.body.user.id).toBe(login.user.id)

      const removed = await bound(`/credentials/${login.credentialId}`, device, { method: 'DELETE' })
      expect(removed.status).toBe(200)
      const list = await bound('/credentials', device, { method: 'GET' })
      expect(list.body.passkeys.map((passkey: Json) => passkey.credentialId)).toEqual([
        added.body.credentialId,
      ])
      // The removed passkey signs in no more.
      const gone = await signIn(authenticator)
      expect(gone.status).toBe(401)
      expect(gone.body.reasons[0].name).toBe('UnknownPasskey')
    })

    it("removing a passkey ends the sessions it opened (never the caller's) and its wallet recovery record", async () => {
      const { login, signer, authenticator } = await signUp()
      const device = { token: login.token, signer }
      const phone = createSoftAuthenticator({ origin: FRAME })
      const adding = await bound('/add/options', device)
      const added = await bound('/add/verify', device, {
        json: { response: phone.register(adding.body.options) },
      })
      expect(added.status, JSON.stringify(added.body)).toBe(201)
      // Another device signs in with the first passkey, and one with the second.
      const elsewhere = await signIn(authenticator)
      const withPhone = await signIn(phone)
      expect([elsewhere.status, withPhone.status]).toEqual([200, 200])
      // The wallet's recovery records: one sealed under each passkey (their contents are the frame's business).
      const db = await openDatabase({ url: postgres.url })
      try {
        for (const [id, credentialId] of [
          [`r1-${login.credentialId}`, login.credentialId],
          [`r2-${login.credentialId}`, added.body.credentialId],
        ])
          await db.query(
            `insert into wallet_recovery (id, user_id, split_id, kind, credential_id, sealed, created_at)
             values ($1, $2, $1, 'passkey', $3, '{}', now())`,
            [id, login.user.id, credentialId],
          )
        const removed = await bound(`/credentials/${login.credentialId}`, device, { method: 'DELETE' })
        expect(removed.status, JSON.stringify(removed.body)).toBe(200)
        const records = await db.query<{ credential_id: string }>(
          'select credential_id from wallet_recovery where user_id = $1',
          [login.user.id],
        )
        expect(records.map((row) => row.credential_id)).toEqual([added.body.credentialId])
      } finally {
        await db.close()
      }
      const sessionOf = (token: string) =>
        call(`${server.url}/v1/auth/session`, {
          headers: { ...frameHeaders, authorization: `Bearer ${token}` },
        })
      expect((await sessionOf(elsewhere.body.token)).status).toBe(401)
      expect((await sessionOf(withPhone.body.token)).status).toBe(200)
      // The caller's own session, opened by the removed passkey, goes on.
      expect((await sessionOf(login.token)).status).toBe(200)
      // The last recovery record is never removed with its passkey: the wallet would open on no new device.
      const again = await bound(`/credentials/${added.body.credentialId}`, device, { method: 'DELETE' })
      expect(again.status).toBe(409)
    })

    it('lets an e-mail account add a passkey, sign in with it, and remove it (the e-mail is still a way in)', async () => {
      advance(31_000)
      const signer = await createProofSigner()
      const token = await loginByEmail(server, 'passkey-later@example.com', async (target) => ({
        dpop: await signer.sign('POST', target, undefined, serverNow()),
      }))
      const device = { token, signer }
      const adding = await bound('/add/options', device)
      expect(adding.status, JSON.stringify(adding.body)).toBe(200)
      expect(adding.body.options.user.name).toBe('passkey-later@example.com')
      const authenticator = createSoftAuthenticator({ origin: FRAME })
      const added = await bound('/add/verify', device, {
        json: { response: authenticator.register(adding.body.options) },
      })
      expect(added.status, JSON.stringify(added.body)).toBe(201)
      const signedIn = await signIn(authenticator)
      expect(signedIn.status).toBe(200)
      expect(signedIn.body.user.email).toBe('passkey-later@example.com')
      const removed = await bound(`/credentials/${added.body.credentialId}`, device, { method: 'DELETE' })
      expect(removed.status, JSON.stringify(removed.body)).toBe(200)
    })

    it('lets a passkey-only account add an e-mail, after which its last passkey may go', async () => {
      const { login, signer } = await signUp()
      const device = { token: login.token, signer }
      const email = 'passkey-first@example.com'
      const emailCall = async (path: string, json: unknown) =>
        frameKeyCall(`${server.url}/v1/auth/email/update${path}`, {
          token: device.token,
          signer,
          json,
          iatMs: serverNow(),
        })
      const started = await emailCall('', { email })
      expect(started.body).toEqual({ action: 'VERIFY_SECONDARY_OTP' })
      const changed = await emailCall('/secondary', { otp: lastCode(server.outbox, email) })
      expect(changed.body).toEqual({ newEmail: email })
      const removed = await bound(`/credentials/${login.credentialId}`, device, { method: 'DELETE' })
      expect(removed.status, JSON.stringify(removed.body)).toBe(200)
    })

    it("does not step up with another account's passkey", async () => {
      const mine = await signUp()
      const theirs = await signUp()
      const stepUp = await bound('/step-up/options', { token: mine.login.token, signer: mine.signer })
      const response = theirs.authenticator.assert({ challenge: stepUp.body.options.challenge, rpId: RP_ID })
      const refused = await bound(
        '/step-up/verify',
        { token: mine.login.token, signer: mine.signer },
        { json: { response } },
      )
      expect(refused.status).toBe(401)
      expect(refused.body.reasons[0].name).toBe('UnknownPasskey')
    })
  })
})

describe('a server without passkeys', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server?.close())

  it('answers 404 PasskeysUnavailable on every passkey route and the well-known file', async () => {
    const options = await call(`${server.url}/v1/auth/passkey/login/options`, {
      json: {},
      headers: frameHeaders,
    })
    expect(options.status).toBe(404)
    expect(options.body.reasons[0].name).toBe('PasskeysUnavailable')
    const wellKnown = await call(`${server.url}/.well-known/webauthn`)
    expect(wellKnown.status).toBe(404)
  })
})

describe('passkey routes on the auth budget', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({
      passkeys: { rpId: RP_ID, origins: [FRAME] },
      limits: { authPerIp: { max: 3, windowMs: 600_000 } },
    })
  })
  afterAll(() => server?.close())

  it('answers 429 once the client spent the auth API budget', async () => {
    const statuses: number[] = []
    for (const _ of [1, 2, 3, 4]) {
      const answer = await call(`${server.url}/v1/auth/passkey/login/options`, {
        json: {},
        headers: frameHeaders,
      })
      statuses.push(answer.status)
    }
    expect(statuses).toEqual([200, 200, 200, 429])
  })
})
