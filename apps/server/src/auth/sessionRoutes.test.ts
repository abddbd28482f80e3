import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginByEmail } from '../testing/auth.js'
import { call } from '../testing/http.js'
import { createProofSigner, frameKeyCall, type ProofSigner } from '../testing/sessionProof.js'
import { holderShare, newSplitWallet } from '../testing/splitWallet.js'
import { startTestServer, type TestServer } from '../testing/testServer.js'

// Sessions are the user's signed-in devices: they last while they are used (sliding, capped), the user sees them and
// ends any of them, and only the frame's bound session can do either.
const DAY_MS = 24 * 3600_000
const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36'
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0'

let server: TestServer
/** How far the test moved the server's clock: proofs are dated by the server's time, as the frame dates them. */
let advanced = 0
const advance = (ms: number) => {
  server.advance(ms)
  advanced += ms
}
const serverNow = () => Date.now() + advanced

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

/** A device of the user: its own proof key and the session its login bound to it. */
type Device = { token: string; signer: ProofSigner }

/**
 * Logs `email` in on a new device (with `userAgent`), as the frame does: the login carries the device's proof. With
 * `signer`, the login is on a device seen before (the same proof key).
 */
async function signIn(email: string, userAgent = CHROME_LINUX, signer?: ProofSigner): Promise<Device> {
  // One mail per address per 30 s: a second device of the same address comes a little later.
  advance(31_000)
  signer ??= await createProofSigner()
  const token = await loginByEmail(server, email, async (url) => ({
    dpop: await signer.sign('POST', url, undefined, serverNow()),
    'user-agent': userAgent,
  }))
  return { token, signer }
}

const sessionOf = (device: Device) =>
  call(`${server.url}/v1/auth/session`, {
    headers: { origin: 'http://frame.test', authorization: `Bearer ${device.token}` },
  })
const listFrom = (device: Device) =>
  frameKeyCall(`${server.url}/v1/auth/sessions`, { method: 'GET', ...device, iatMs: serverNow() })
const endFrom = (device: Device, json: unknown) =>
  frameKeyCall(`${server.url}/v1/auth/sessions/end`, { json, ...device, iatMs: serverNow() })
const openWallet = (device: Device) =>
  frameKeyCall(`${server.url}/v1/auth/wallet/open`, { json: {}, ...device, iatMs: serverNow() })
const walletCall = (device: Device, method: 'POST' | 'PUT', route: string, json: unknown) =>
  frameKeyCall(`${server.url}/v1/auth/wallet${route}`, { method, json, ...device, iatMs: serverNow() })
/** The auth share `open` releases to `device` for its split `splitId`, if any. */
const shareFor = async (device: Device, splitId: string): Promise<string | undefined> => {
  const answer = await walletCall(device, 'POST', '/open', { splitId })
  expect(answer.status).toBe(200)
  return answer.body.authShare
}
/** Makes a wallet on `device`; returns its split. */
async function protect(device: Device) {
  const wallet = newSplitWallet()
  expect((await walletCall(device, 'PUT', '/shares', wallet)).status).toBe(201)
  return wallet.device
}
/** Recovers the wallet on `device` as the frame does: the record, its split's share, then a split of its own. */
async function recover(device: Device) {
  const records = await walletCall(device, 'POST', '/recovery', {})
  const share = await walletCall(device, 'POST', '/recovery/share', { recordId: records.body.records[0].id })
  expect(share.status).toBe(200)
  const own = holderShare()
  expect((await walletCall(device, 'POST', '/devices', own)).status).toBe(201)
  return own
}
const sessionIdOf = async (device: Device) =>
  ((await listFrom(device)).body.sessions as { id: string; current: boolean }[]).find(
    (entry) => entry.current,
  )?.id as string

describe('a session that lasts', () => {
  it('stays signed in while used, 30 days from each use, and ends 90 days after the login at the latest', async () => {
    const device = await signIn('lasting@example.test')
    const loginAt = serverNow()
    const first = await sessionOf(device)
    expect(first.status).toBe(200)
    expect(Date.parse(first.body.session.expiresAt) - loginAt).toBeGreaterThan(30 * DAY_MS - 5000)

    // Used every 29 days: each use pushes the end 30 days out.
    for (const day of [29, 58]) {
      advance(29 * DAY_MS)
      const used = await sessionOf(device)
      expect(used.status, `day ${day}`).toBe(200)
      expect(Date.parse(used.body.session.expiresAt) - serverNow(), `day ${day}`).toBeGreaterThan(
        30 * DAY_MS - 5000,
      )
      expect((await openWallet(device)).status, `day ${day}`).toBe(200)
    }
    // Day 87: still signed in, but the end is now the absolute one, 90 days after the login.
    advance(29 * DAY_MS)
    const capped = await sessionOf(device)
    expect(capped.status).toBe(200)
    expect(Math.abs(Date.parse(capped.body.session.expiresAt) - (loginAt + 90 * DAY_MS))).toBeLessThan(5000)
    advance(3 * DAY_MS + 10_000)
    const ended = await sessionOf(device)
    expect(ended.status).toBe(401)
    expect(ended.body.reasons[0].name).toBe('InvalidSession')
    expect((await openWallet(device)).status).toBe(401)
  })

  it('ends a session nobody used for 30 days', async () => {
    const device = await signIn('idle@example.test')
    advance(30 * DAY_MS + 10_000)
    expect((await sessionOf(device)).status).toBe(401)
  })

  it('renews on use at most once a minute', async () => {
    const device = await signIn('renew@example.test')
    advance(61_000)
    const renewed = Date.parse((await sessionOf(device)).body.session.expiresAt)
    advance(30_000)
    expect(Date.parse((await sessionOf(device)).body.session.expiresAt)).toBe(renewed)
    advance(31_000)
    expect(Date.parse((await sessionOf(device)).body.session.expiresAt)).toBeGreaterThan(renewed)
  })
})

describe('signed-in devices', () => {
  it("lists the user's devices, most recently used first, this one marked, named by browser, without tokens", async () => {
    const laptop = await signIn('devices@example.test', CHROME_LINUX)
    const desktop = await signIn('devices@example.test', FIREFOX_WINDOWS)
    const stranger = await signIn('stranger@example.test')
    expect((await sessionOf(desktop)).status).toBe(200)

    // Listing is a use of this device's session, so it comes first.
    const listed = await listFrom(laptop)
    expect(listed.status).toBe(200)
    expect(listed.headers.get('cache-control')).toBe('no-store')
    const sessions = listed.body.sessions as Record<string, unknown>[]
    expect(sessions.map(({ device, current, method }) => ({ device, current, method }))).toEqual([
      { device: 'Chrome on Linux', current: true, method: 'email' },
      { device: 'Firefox on Windows', current: false, method: 'email' },
    ])
    for (const session of sessions) {
      expect(Object.keys(session).sort()).toEqual(
        ['createdAt', 'current', 'device', 'expiresAt', 'id', 'lastUsedAt', 'method'].sort(),
      )
      expect(JSON.stringify(session)).not.toContain(laptop.token)
    }
    const strangers = (await listFrom(stranger)).body.sessions as { id: string }[]
    expect(strangers).toHaveLength(1)
    expect(sessions.map((session) => session.id)).not.toContain(strangers[0]?.id)
  })

  it('refuses a copied token: without the device key it can neither list nor end devices', async () => {
    const device = await signIn('copied@example.test')
    const thief = await createProofSigner()
    for (const [path, method] of [
      ['/v1/auth/sessions', 'GET'],
      ['/v1/auth/sessions/end', 'POST'],
      ['/v1/auth/logout-all', 'POST'],
    ] as const) {
      const bare = await frameKeyCall(`${server.url}${path}`, {
        method,
        token: device.token,
        json: { others: true },
      })
      expect(bare.status, path).toBe(401)
      expect(bare.body.reasons[0].name, path).toBe('ProofRequired')
      const forged = await frameKeyCall(`${server.url}${path}`, {
        method,
        token: device.token,
        signer: thief,
        json: { others: true },
        iatMs: serverNow(),
      })
      expect(forged.status, path).toBe(401)
      expect(forged.body.reasons[0].name, path).toBe('ProofKeyMismatch')
    }
    expect((await sessionOf(device)).status).toBe(200)
  })

  it('ends another device: from its next request on it is refused and opens no wallet', async () => {
    const phone = await signIn('ending@example.test')
    const lost = await signIn('ending@example.test', FIREFOX_WINDOWS)
    expect((await openWallet(lost)).status).toBe(200)
    const lostId = ((await listFrom(phone)).body.sessions as { id: string; current: boolean }[]).find(
      (session) => !session.current,
    )?.id
    expect(await endFrom(phone, { id: lostId })).toMatchObject({ status: 200, body: { ended: 1 } })

    expect((await sessionOf(lost)).status).toBe(401)
    expect((await openWallet(lost)).status).toBe(401)
    expect((await listFrom(lost)).status).toBe(401)
    const again = await endFrom(phone, { id: lostId })
    expect(again.status).toBe(404)
    expect(again.body.reasons[0]).toEqual({
      name: 'NoSuchSession',
      description: 'This device is already signed out',
    })
    expect((await sessionOf(phone)).status).toBe(200)
  })

  it("cannot end another user's session, even knowing its id", async () => {
    const attacker = await signIn('attacker@example.test')
    const victim = await signIn('victim@example.test')
    const victimId = ((await listFrom(victim)).body.sessions as { id: string }[])[0]?.id
    const refused = await endFrom(attacker, { id: victimId })
    expect(refused.status).toBe(404)
    expect(refused.body.reasons[0].name).toBe('NoSuchSession')
    expect((await sessionOf(victim)).status).toBe(200)
  })

  it('signs out every other device and keeps this one; "sign out everywhere" ends this one too', async () => {
    const email = 'everywhere@example.test'
    const kept = await signIn(email)
    const others = [await signIn(email, FIREFOX_WINDOWS), await signIn(email)]
    expect(await endFrom(kept, { others: true })).toMatchObject({ status: 200, body: { ended: 2 } })
    for (const other of others) expect((await sessionOf(other)).status).toBe(401)
    expect((await listFrom(kept)).body.sessions).toHaveLength(1)

    const again = await signIn(email)
    const all = await frameKeyCall(`${server.url}/v1/auth/logout-all`, { ...kept, iatMs: serverNow() })
    expect(all).toMatchObject({ status: 200, body: { signedOut: true, sessions: 2 } })
    expect((await sessionOf(kept)).status).toBe(401)
    expect((await sessionOf(again)).status).toBe(401)
  })

  it('refuses a malformed end request with a clear error', async () => {
    const device = await signIn('malformed@example.test')
    for (const json of [{}, { id: 'short' }, { others: false }, { id: 'a'.repeat(20), others: true }]) {
      const answer = await endFrom(device, json)
      expect(answer.status, JSON.stringify(json)).toBe(400)
    }
    expect((await sessionOf(device)).status).toBe(200)
  })
})

describe('ending a device revokes its wallet split (N8)', () => {
  const revokedLog = () =>
    server.logs.filter((line) => line.msg === 'wallet device splits revoked with their sessions')

  it("opens nothing for an ended device, even after a new login with the same key; the caller's split stays", async () => {
    // A new window of the per-IP mail limit for this test's logins.
    advance(11 * 60_000)
    const email = 'revoke@example.test'
    const phone = await signIn(email)
    const phoneSplit = await protect(phone)
    const lost = await signIn(email, FIREFOX_WINDOWS)
    const lostSplit = await recover(lost)
    expect(await shareFor(lost, lostSplit.splitId)).toBe(lostSplit.authShare)
    const logged = revokedLog().length

    expect(await endFrom(phone, { id: await sessionIdOf(lost) })).toMatchObject({
      status: 200,
      body: { ended: 1 },
    })
    expect(revokedLog()).toHaveLength(logged + 1)
    expect(revokedLog().at(-1)).toMatchObject({ splits: 1 })
    // Whoever has the lost device's disk (its share, its proof key) and signs in again there gets nothing.
    const again = await signIn(email, FIREFOX_WINDOWS, lost.signer)
    const reopened = await walletCall(again, 'POST', '/open', { splitId: lostSplit.splitId })
    expect(reopened.status).toBe(200)
    expect(reopened.body.wallet.state).toBe('split')
    expect(reopened.body.authShare).toBeUndefined()
    expect(await shareFor(phone, phoneSplit.splitId)).toBe(phoneSplit.authShare)
    // Recovering again gives the device a new split of its own.
    const recovered = await recover(again)
    expect(await shareFor(again, recovered.splitId)).toBe(recovered.authShare)
  })

  it("ending every other session spares the caller's own key, even in another of its sessions", async () => {
    advance(11 * 60_000)
    const email = 'revoke-others@example.test'
    const desk = await signIn(email)
    const deskSplit = await protect(desk)
    // The same browser signed in a second time (same proof key), and another device.
    const deskAgain = await signIn(email, CHROME_LINUX, desk.signer)
    const other = await signIn(email, FIREFOX_WINDOWS)
    const otherSplit = await recover(other)
    expect(await endFrom(desk, { others: true })).toMatchObject({ status: 200, body: { ended: 2 } })
    expect((await sessionOf(deskAgain)).status).toBe(401)
    expect(await shareFor(desk, deskSplit.splitId)).toBe(deskSplit.authShare)
    const otherAgain = await signIn(email, FIREFOX_WINDOWS, other.signer)
    expect(await shareFor(otherAgain, otherSplit.splitId)).toBeUndefined()
  })

  it('keeps the splits when the user signs out (this device or everywhere): that is not losing a device', async () => {
    advance(11 * 60_000)
    const email = 'signout@example.test'
    const device = await signIn(email)
    const split = await protect(device)
    const all = await frameKeyCall(`${server.url}/v1/auth/logout-all`, { ...device, iatMs: serverNow() })
    expect(all.status).toBe(200)
    const back = await signIn(email, CHROME_LINUX, device.signer)
    expect(await shareFor(back, split.splitId)).toBe(split.authShare)
  })
})
