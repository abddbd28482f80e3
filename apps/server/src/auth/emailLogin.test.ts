import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { frameHeaders, lastApprovalLink, lastCode } from '../testing/auth.js'
import { call } from '../testing/http.js'
import { createProofSigner, type ProofSigner } from '../testing/sessionProof.js'
import { startTestServer, type TestServer } from '../testing/testServer.js'

let server: TestServer
/** The frame's proof key: logins here bind their sessions to it, and calls with a token carry its proof. */
let signer: ProofSigner
beforeAll(async () => {
  server = await startTestServer({ auth: { deviceWaitSeconds: 1 } })
  signer = await createProofSigner()
})
afterAll(() => server.close())

/** How far the test moved the server's clock: proofs are dated by the server's time, as the frame dates them. */
let advanced = 0
const advance = (ms: number) => {
  server.advance(ms)
  advanced += ms
}

/** A call as the frame makes it: its origin and a fresh proof; with `token`, the session's bearer token. */
const post = async (path: string, json: unknown, token?: string) => {
  const url = `${server.url}${path}`
  return call(url, {
    json,
    headers: {
      ...frameHeaders,
      dpop: await signer.sign('POST', url, token, Date.now() + advanced),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  })
}

async function approveDevice(email: string, deviceId: string) {
  expect((await post('/v1/auth/email/connect', { email, deviceId })).body).toEqual({
    action: 'VERIFY_DEVICE',
  })
  const link = lastApprovalLink(server.outbox, email)
  const token = new URL(link).searchParams.get('token') ?? ''
  const page = await call(link)
  expect(page.status).toBe(200)
  const approved = await call(`${server.url}/auth/device/approve`, {
    method: 'POST',
    body: new URLSearchParams({ token }),
  })
  expect(approved.status).toBe(200)
  return { link, token, page: page.body as string, approvedPage: approved.body as string }
}

describe('e-mail login', () => {
  const email = 'Alice@Example.test'
  const normalized = 'alice@example.test'
  const deviceId = randomUUID()
  let sessionToken = ''

  it('asks a new device for approval by e-mail (VERIFY_DEVICE)', async () => {
    const connect = await post('/v1/auth/email/connect', { email, deviceId })
    expect(connect).toMatchObject({ status: 200, body: { action: 'VERIFY_DEVICE' } })
    const mail = server.outbox.at(-1)
    expect(mail?.to).toBe(normalized)
    expect(mail?.subject).toBe('Approve this device to sign in to Kit')
    // What the server saw of the request, so the owner can tell it from someone else's.
    expect(mail?.text).toMatch(/\nBrowser: .+\nIP address: 127\.0\.0\.1\n/)
  })

  it('refuses a second request inside 30 s with the remaining seconds', async () => {
    advance(12_000)
    const again = await post('/v1/auth/email/connect', { email, deviceId })
    expect(again.status).toBe(429)
    expect(again.headers.get('retry-after')).toBe('18')
    expect(again.body).toEqual({
      status: 429,
      reasons: [{ name: 'EmailCooldown', description: 'Please try again after 18 seconds' }],
      retryAfter: 18,
    })
  })

  it('holds the wait call open and answers approved: false while the device is not approved', async () => {
    expect((await post('/v1/auth/device/wait', { email, deviceId })).body).toEqual({ approved: false })
  })

  it('does not accept a code from a device that is not approved', async () => {
    const verify = await post('/v1/auth/email/verify', { email, deviceId, otp: '123456' })
    expect(verify.status).toBe(403)
    expect(verify.body.reasons[0].name).toBe('DeviceNotApproved')
  })

  it('approves the device from the e-mailed link with a button, then mails a code', async () => {
    const link = lastApprovalLink(server.outbox, normalized)
    const page = await call(link)
    expect(page.body).toContain('Approve device')
    expect(page.body).toContain(normalized)
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    const before = server.outbox.length
    const approved = await call(`${server.url}/auth/device/approve`, {
      method: 'POST',
      body: new URLSearchParams({ token: new URL(link).searchParams.get('token') ?? '' }),
    })
    expect(approved.body).toContain('Device approved')
    expect(server.outbox.length).toBe(before + 1)
    expect(server.outbox.at(-1)?.subject).toMatch(/^\d{6} is your Kit code$/)
    expect((await post('/v1/auth/device/wait', { email, deviceId })).body).toEqual({ approved: true })
    // The link works once.
    expect((await call(link)).status).toBe(400)
  })

  it('logs in with the right code after a wrong one, and the session names the user', async () => {
    const code = lastCode(server.outbox, normalized)
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    const miss = await post('/v1/auth/email/verify', { email, deviceId, otp: wrong })
    expect(miss.status).toBe(400)
    expect(miss.body.reasons[0]).toEqual({ name: 'WrongCode', description: 'Wrong code. 4 attempts left' })
    const hit = await post('/v1/auth/email/verify', { email, deviceId, otp: code })
    expect(hit.status).toBe(200)
    expect(hit.body).toMatchObject({ token: expect.any(String), user: { email: normalized, wallet: null } })
    sessionToken = hit.body.token
    const session = await call(`${server.url}/v1/auth/session`, {
      headers: { ...frameHeaders, authorization: `Bearer ${sessionToken}` },
    })
    expect(session.body).toMatchObject({ method: 'email', user: { email: normalized } })
    // A code works once.
    expect((await post('/v1/auth/email/verify', { email, deviceId, otp: code })).body.reasons[0].name).toBe(
      'NoCode',
    )
  })

  it('sends an approved device straight to a code (VERIFY_OTP)', async () => {
    advance(31_000)
    const connect = await post('/v1/auth/email/connect', { email, deviceId })
    expect(connect.body).toEqual({ action: 'VERIFY_OTP' })
    expect(server.outbox.at(-1)?.subject).toMatch(/is your Kit code$/)
  })

  it('locks a code after 5 wrong attempts, even against the right code', async () => {
    const code = lastCode(server.outbox, normalized)
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0')
    const answers = []
    for (let i = 0; i < 5; i++)
      answers.push(await post('/v1/auth/email/verify', { email, deviceId, otp: wrong }))
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 403])
    expect(answers.map((answer) => answer.body.reasons[0].description)).toEqual([
      'Wrong code. 4 attempts left',
      'Wrong code. 3 attempts left',
      'Wrong code. 2 attempts left',
      'Wrong code. 1 attempt left',
      'Too many wrong codes: this code is locked. Request a new code',
    ])
    const right = await post('/v1/auth/email/verify', { email, deviceId, otp: code })
    expect(right.status).toBe(403)
    expect(right.body.reasons[0].name).toBe('CodeLocked')
  })

  it('lets a code expire after 10 minutes', async () => {
    advance(31_000)
    await post('/v1/auth/email/connect', { email, deviceId })
    const code = lastCode(server.outbox, normalized)
    advance(10 * 60_000 + 1_000)
    const late = await post('/v1/auth/email/verify', { email, deviceId, otp: code })
    expect(late.body.reasons[0]).toEqual({
      name: 'CodeExpired',
      description: 'The code has expired; request a new code',
    })
  })

  it('signs out: the token stops working', async () => {
    const auth = { ...frameHeaders, authorization: `Bearer ${sessionToken}` }
    expect((await call(`${server.url}/v1/auth/logout`, { method: 'POST', headers: auth })).status).toBe(200)
    const after = await call(`${server.url}/v1/auth/session`, { headers: auth })
    expect(after.status).toBe(401)
    expect(after.body.reasons[0].name).toBe('InvalidSession')
  })

  it('refuses invalid e-mails and device ids with 400', async () => {
    const bad = await post('/v1/auth/email/connect', { email: 'not-an-email', deviceId })
    expect(bad.status).toBe(400)
    expect(bad.body.reasons[0].description).toBe('Invalid body: email: Invalid email')
    expect((await post('/v1/auth/email/connect', { email, deviceId: 'short' })).status).toBe(400)
    expect((await post('/v1/auth/email/connect', 'nonsense')).status).toBe(400)
  })
})

describe('e-mail update', () => {
  it('changes the e-mail after a code to the old address and one to the new address', async () => {
    const email = 'bob@example.test'
    const deviceId = randomUUID()
    await approveDevice(email, deviceId)
    const login = await post('/v1/auth/email/verify', {
      email,
      deviceId,
      otp: lastCode(server.outbox, email),
    })
    const token = login.body.token
    advance(31_000)

    const start = await post('/v1/auth/email/update', { email: 'robert@example.test' }, token)
    expect(start.body).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    const primary = await post(
      '/v1/auth/email/update/primary',
      { otp: lastCode(server.outbox, email) },
      token,
    )
    expect(primary.body).toEqual({ action: 'VERIFY_SECONDARY_OTP' })
    const secondary = await post(
      '/v1/auth/email/update/secondary',
      { otp: lastCode(server.outbox, 'robert@example.test') },
      token,
    )
    expect(secondary.body).toEqual({ newEmail: 'robert@example.test' })
    const session = await call(`${server.url}/v1/auth/session`, {
      headers: { ...frameHeaders, authorization: `Bearer ${token}` },
    })
    expect(session.body.user.email).toBe('robert@example.test')
  })

  it('refuses a copied token: every step of the change needs the frame key the session is bound to (N1)', async () => {
    const email = 'erin@example.test'
    const deviceId = randomUUID()
    await approveDevice(email, deviceId)
    const login = await post('/v1/auth/email/verify', {
      email,
      deviceId,
      otp: lastCode(server.outbox, email),
    })
    const token = login.body.token
    advance(31_000)
    for (const path of [
      '/v1/auth/email/update',
      '/v1/auth/email/update/primary',
      '/v1/auth/email/update/secondary',
    ]) {
      const copied = await call(`${server.url}${path}`, {
        json: path.endsWith('update') ? { email: 'mallory@example.test' } : { otp: '123456' },
        headers: { ...frameHeaders, authorization: `Bearer ${token}` },
      })
      expect(copied.status, path).toBe(401)
      expect(copied.body.reasons[0].name, path).toBe('ProofRequired')
    }
    expect(server.outbox.some((message) => message.to === 'mallory@example.test')).toBe(false)
  })

  it('does not tell a signed-in user whether an address has an account; its mailbox owner learns it at the end', async () => {
    const email = 'carol@example.test'
    const deviceId = randomUUID()
    await approveDevice(email, deviceId)
    const login = await post('/v1/auth/email/verify', {
      email,
      deviceId,
      otp: lastCode(server.outbox, email),
    })
    const token = login.body.token
    advance(31_000)
    // alice@example.test has an account; nobody@example.test has none: the answers are the same.
    const taken = await post('/v1/auth/email/update', { email: 'alice@example.test' }, token)
    advance(31_000)
    const free = await post('/v1/auth/email/update', { email: 'nobody@example.test' }, token)
    expect(taken).toMatchObject({ status: 200, body: { action: 'VERIFY_PRIMARY_OTP' } })
    expect(free).toMatchObject({ status: 200, body: { action: 'VERIFY_PRIMARY_OTP' } })

    advance(31_000)
    await post('/v1/auth/email/update', { email: 'alice@example.test' }, token)
    const primary = await post(
      '/v1/auth/email/update/primary',
      { otp: lastCode(server.outbox, email) },
      token,
    )
    expect(primary.body).toEqual({ action: 'VERIFY_SECONDARY_OTP' })
    const secondary = await post(
      '/v1/auth/email/update/secondary',
      { otp: lastCode(server.outbox, 'alice@example.test') },
      token,
    )
    expect(secondary.status).toBe(409)
    expect(secondary.body.reasons[0].name).toBe('EmailTaken')
    expect((await post('/v1/auth/email/update', { email: 'x@example.test' })).status).toBe(401)
  })

  it("charges an e-mail change's wrong codes to the account that guesses, never to the address's login (N6)", async () => {
    const attacker = 'frank@example.test'
    const victim = 'grace@example.test'
    const attackerDevice = randomUUID()
    await approveDevice(attacker, attackerDevice)
    const token = (
      await post('/v1/auth/email/verify', {
        email: attacker,
        deviceId: attackerDevice,
        otp: lastCode(server.outbox, attacker),
      })
    ).body.token
    const guess = (code: string) => (code === '000000' ? '000001' : '000000')
    /** One e-mail change to the victim's address: the attacker's own code, then five wrong guesses at the victim's. */
    const guessRound = async () => {
      // Past the address cooldown and the per-IP mail window: only the wrong-code budget is under test.
      advance(600_000)
      const started = await post('/v1/auth/email/update', { email: victim }, token)
      expect(started.body).toEqual({
        action: 'VERIFY_PRIMARY_OTP',
      })
      const primary = await post(
        '/v1/auth/email/update/primary',
        { otp: lastCode(server.outbox, attacker) },
        token,
      )
      if (primary.status !== 200) return primary
      const code = lastCode(server.outbox, victim)
      let last = primary
      for (let i = 0; i < 5; i++)
        last = await post('/v1/auth/email/update/secondary', { otp: guess(code) }, token)
      return last
    }
    for (let round = 0; round < 4; round++) expect((await guessRound()).status).toBeGreaterThanOrEqual(400)
    // Twenty wrong codes: the attacker's own changes are refused for the day …
    const refused = await guessRound()
    expect(refused.status).toBe(429)
    expect(refused.body.reasons[0].name).toBe('TooManyWrongCodes')
    expect(refused.body.reasons[0].description).toMatch(
      /^Too many wrong codes today\. Please try again after \d+ seconds$/,
    )
    // … while the address they aimed at still logs in with its right code.
    const victimDevice = randomUUID()
    advance(600_000)
    await approveDevice(victim, victimDevice)
    const login = await post('/v1/auth/email/verify', {
      email: victim,
      deviceId: victimDevice,
      otp: lastCode(server.outbox, victim),
    })
    expect(login.status).toBe(200)
    expect(login.body.user.email).toBe(victim)
  })

  it('caps wrong codes per address per day, across new codes', async () => {
    const email = 'dave@example.test'
    const deviceId = randomUUID()
    await approveDevice(email, deviceId)
    const wrong = (otp: string) => post('/v1/auth/email/verify', { email, deviceId, otp })
    const guess = (code: string) => (code === '000000' ? '000001' : '000000')
    // 20 wrong codes spread over four codes (five tries each locks a code).
    for (let round = 0; round < 4; round++) {
      advance(31_000)
      expect((await post('/v1/auth/email/connect', { email, deviceId })).body).toEqual({
        action: 'VERIFY_OTP',
      })
      const code = lastCode(server.outbox, email)
      for (let i = 0; i < 5; i++) expect((await wrong(guess(code))).status).toBeGreaterThanOrEqual(400)
    }
    advance(31_000)
    await post('/v1/auth/email/connect', { email, deviceId })
    // Even the right code of a fresh one is refused for the rest of the day.
    const refused = await wrong(lastCode(server.outbox, email))
    expect(refused.status).toBe(429)
    expect(refused.body.reasons[0].name).toBe('TooManyWrongCodes')
    advance(24 * 3600_000)
    await post('/v1/auth/email/connect', { email, deviceId })
    expect((await wrong(lastCode(server.outbox, email))).status).toBe(200)
  })
})
