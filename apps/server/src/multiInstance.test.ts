import { randomUUID } from 'node:crypto'
import { type AnvilNode, type MailCatcher, startAnvil, startMailCatcher } from '@kit/devnet'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateMasterKey } from './config/index.js'
import { frameHeaders } from './testing/auth.js'
import { call, type Json } from './testing/http.js'
import { signedRegistration } from './testing/names.js'
import { skipWithoutPostgres, startTestPostgres, type TestPostgres } from './testing/postgres.js'
import { type RoundRobinProxy, SERVED_BY, startRoundRobinProxy } from './testing/roundRobin.js'
import { createProofSigner } from './testing/sessionProof.js'
import { newSplitWallet } from './testing/splitWallet.js'
import { startTestServer, type TestServer } from './testing/testServer.js'

// Three server instances on one real Postgres behind a round-robin balancer: every step of a flow reaches another
// instance than the step before, and every limit is counted once for all of them. Mail goes over SMTP to the
// devnet's catcher and the RPC proxy to an anvil node; the rest of the devnet (its in-process Solana VM) stays out
// of this process.
const INSTANCES = 3
const ORIGIN = 'http://app.test'
const LIMITS = {
  perIp: { max: 30, windowMs: 600_000 },
  authPerIp: { max: 30, windowMs: 600_000 },
  mailPerIp: { max: 3, windowMs: 600_000 },
  rpcPerIp: { max: 6, windowMs: 600_000 },
  nameRegistrationsPerIp: { max: 2, windowMs: 600_000 },
}
const KEY_RELEASES = 3

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe.skipIf(skipWithoutPostgres('the multi-instance test'))('several instances on one Postgres', () => {
  let postgres: TestPostgres
  let mail: MailCatcher
  let anvil: AnvilNode
  let proxy: RoundRobinProxy
  const servers: TestServer[] = []

  beforeAll(async () => {
    postgres = await startTestPostgres()
    mail = await startMailCatcher({ smtpPort: 0, apiPort: 0 })
    anvil = await startAnvil({ chainId: 80002, port: 0 })
    proxy = await startRoundRobinProxy()
    const masterKey = generateMasterKey()
    // Started together: their migrations race, and the advisory lock must keep them apart.
    servers.push(
      ...(await Promise.all(
        Array.from({ length: INSTANCES }, () =>
          startTestServer({
            // Production, as behind a real load balancer: development mode refuses proxied requests.
            development: false,
            chains: [{ caipNetworkId: 'eip155:80002', rpcUrl: anvil.rpcUrl }],
            database: { url: postgres.url },
            masterKey,
            publicUrl: proxy.url,
            trustedProxies: ['127.0.0.1'],
            mail: { smtpUrl: `smtp://${mail.smtp.host}:${mail.smtp.port}`, from: 'Kit <auth@kit.test>' },
            limits: LIMITS,
            auth: {
              deviceWaitSeconds: 20,
              keyReleasesPerUser: { max: KEY_RELEASES, windowMs: 600_000 },
            },
          }),
        ),
      )),
    )
    proxy.targets = servers.map((server) => server.url)
  }, 120_000)

  afterAll(async () => {
    // No instance fell back to counting on its own or failed a request on the way.
    const trouble = servers.flatMap((server) =>
      server.logs.filter(
        (entry) => entry.level !== 'info' && !String(entry.msg).startsWith('development mode'),
      ),
    )
    await Promise.all(servers.map((server) => server.close()))
    await proxy?.close()
    await anvil?.stop()
    await mail?.stop()
    await postgres?.stop()
    expect(trouble).toEqual([])
  })

  /** Calls the balancer as the client at `ip`; returns the answer and the instance that served it. */
  async function send(ip: string, path: string, init: RequestInit & { json?: unknown } = {}) {
    const answer = await call(`${proxy.url}${path}`, {
      ...init,
      headers: { 'x-forwarded-for': ip, ...(init.headers as Record<string, string> | undefined) },
    })
    return { ...answer, instance: Number(answer.headers.get(SERVED_BY)) }
  }

  type CaughtMail = { to: string[]; subject: string; text: string }

  async function waitForMail(to: string, count: number): Promise<CaughtMail> {
    const deadline = Date.now() + 10_000
    for (;;) {
      const response = await fetch(`${mail.apiUrl}/messages?to=${encodeURIComponent(to)}`)
      const body = (await response.json()) as CaughtMail[] | { messages: CaughtMail[] }
      const mails = Array.isArray(body) ? body : body.messages
      if (mails.length >= count && mails[0]) return mails[0]
      if (Date.now() > deadline) throw new Error(`no mail #${count} for ${to}`)
      await sleep(100)
    }
  }

  it('completes the e-mail login with every step on another instance', async () => {
    const ip = '203.0.113.1'
    const email = `multi-${Date.now()}@example.test`
    const deviceId = randomUUID()
    const auth = (path: string, json: unknown, headers: Record<string, string> = {}) =>
      send(ip, path, { json, headers: { ...frameHeaders, ...headers } })

    const connect = await auth('/v1/auth/email/connect', { email, deviceId })
    expect(connect.body).toEqual({ action: 'VERIFY_DEVICE' })
    // The cooldown started on one instance holds on the next.
    const again = await auth('/v1/auth/email/connect', { email, deviceId })
    expect(again.instance).not.toBe(connect.instance)
    expect(again.status).toBe(429)
    expect(again.body.reasons[0].name).toBe('EmailCooldown')

    const approval = await waitForMail(email, 1)
    const link = approval.text.match(/(http:\/\/\S+\/auth\/device\/approve\?token=\S+)/)?.[1] ?? ''
    expect(link.startsWith(`${proxy.url}/auth/device/approve`)).toBe(true)

    // The device waits on one instance; the owner approves on another; the wait wakes at once (no polling: the
    // approval reaches it through Postgres NOTIFY).
    const started = Date.now()
    const wait = auth('/v1/auth/device/wait', { email, deviceId })
    await sleep(300)
    const approve = await send(ip, '/auth/device/approve', {
      method: 'POST',
      body: new URLSearchParams({ token: new URL(link).searchParams.get('token') ?? '' }),
    })
    expect(approve.status).toBe(200)
    const waited = await wait
    expect(waited.body).toEqual({ approved: true })
    expect(waited.instance).not.toBe(approve.instance)
    expect(Date.now() - started).toBeLessThan(5_000)

    const codeMail = await waitForMail(email, 2)
    const code = codeMail.subject.match(/^(\d{6}) is your Kit code$/)?.[1] ?? ''
    expect(code).toMatch(/^\d{6}$/)
    // Wrong codes are counted once for every instance.
    const wrong = code === '000000' ? '111111' : '000000'
    const first = await auth('/v1/auth/email/verify', { email, deviceId, otp: wrong })
    const second = await auth('/v1/auth/email/verify', { email, deviceId, otp: wrong })
    expect(second.instance).not.toBe(first.instance)
    expect([first.body.reasons[0].description, second.body.reasons[0].description]).toEqual([
      'Wrong code. 4 attempts left',
      'Wrong code. 3 attempts left',
    ])
    // The login carries the frame's proof, so the session is bound to its key.
    const signer = await createProofSigner()
    const login = await auth(
      '/v1/auth/email/verify',
      { email, deviceId, otp: code },
      { dpop: await signer.sign('POST', `${proxy.url}/v1/auth/email/verify`) },
    )
    expect(login.status).toBe(200)
    expect(login.body.user.email).toBe(email)

    // The session works on every instance …
    const token = login.body.token
    const bearer = { ...frameHeaders, authorization: `Bearer ${token}` }
    const sessions = await Promise.all(
      Array.from({ length: INSTANCES }, () => send(ip, '/v1/auth/session', { headers: bearer })),
    )
    expect(new Set(sessions.map((answer) => answer.instance)).size).toBe(INSTANCES)
    expect(sessions.map((answer) => answer.body.user.email)).toEqual(Array(INSTANCES).fill(email))
    /** A key route with a fresh proof for its public URL (the balancer's): the instances check it against that. */
    const withProof = async (method: 'POST' | 'PUT', path: string) => ({
      method,
      headers: { ...bearer, dpop: await signer.sign(method, `${proxy.url}${path}`, token) },
    })
    // The frame stores a new wallet's auth share; its proof is good for one request on any instance …
    const wallet = newSplitWallet()
    const put = { ...(await withProof('PUT', '/v1/auth/wallet/shares')), json: wallet }
    const stored = await send(ip, '/v1/auth/wallet/shares', put)
    expect(stored.status).toBe(201)
    const replayed = await send(ip, '/v1/auth/wallet/shares', put)
    expect(replayed.instance).not.toBe(stored.instance)
    expect(replayed.status).toBe(401)
    expect(replayed.body.reasons[0].name).toBe('ProofReplayed')
    // … the auth share is the same wherever it is released …
    const releases = []
    for (let i = 0; i < KEY_RELEASES; i++)
      releases.push(
        await send(ip, '/v1/auth/wallet/open', {
          ...(await withProof('POST', '/v1/auth/wallet/open')),
          json: { splitId: wallet.device.splitId },
        }),
      )
    expect(new Set(releases.map((answer) => answer.instance)).size).toBe(INSTANCES)
    expect(releases.map((answer) => answer.body.authShare)).toEqual(
      Array(KEY_RELEASES).fill(wallet.device.authShare),
    )
    // … and at most `keyReleasesPerUser` times in all.
    for (let i = 0; i < INSTANCES; i++) {
      const refused = await send(ip, '/v1/auth/wallet/open', {
        ...(await withProof('POST', '/v1/auth/wallet/open')),
        json: { splitId: wallet.device.splitId },
      })
      expect(refused.status).toBe(429)
      expect(refused.body.reasons[0].name).toBe('KeyReleaseRateLimited')
    }

    // The device list on one instance names this session; ending it from the next ends it on every instance.
    const withGetProof = async (path: string) => ({
      headers: { ...bearer, dpop: await signer.sign('GET', `${proxy.url}${path}`, token) },
    })
    const listed = await send(ip, '/v1/auth/sessions', await withGetProof('/v1/auth/sessions'))
    expect(listed.status).toBe(200)
    const [device] = listed.body.sessions as { id: string; current: boolean }[]
    expect(device?.current).toBe(true)
    const ended = await send(ip, '/v1/auth/sessions/end', {
      ...(await withProof('POST', '/v1/auth/sessions/end')),
      json: { id: device?.id },
    })
    expect(ended.instance).not.toBe(listed.instance)
    expect(ended.body).toEqual({ ended: 1 })
    for (let i = 0; i < INSTANCES; i++)
      expect((await send(ip, '/v1/auth/session', { headers: bearer })).status).toBe(401)
  })

  it('signs in with a wallet: the nonce from one instance, the signature on the next, the session on a third', async () => {
    const ip = '203.0.113.2'
    const signer = privateKeyToAccount(generatePrivateKey())
    const nonce = await send(ip, '/v1/siwe/nonce?projectId=test', { headers: { origin: ORIGIN } })
    expect(nonce.status).toBe(200)
    const message = createSiweMessage({
      address: signer.address,
      chainId: 80002,
      domain: 'app.test',
      uri: ORIGIN,
      version: '1',
      nonce: nonce.body.nonce,
    })
    const body = JSON.stringify({ message, signature: await signer.signMessage({ message }) })
    const verify = () =>
      send(ip, '/v1/siwe/verify?projectId=test', {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'text/plain' },
        body,
      })
    const verified = await verify()
    expect(verified.status).toBe(200)
    expect(verified.instance).not.toBe(nonce.instance)
    const cookie = /^(kit_siwe_test=[^;]+)/.exec(verified.headers.get('set-cookie') ?? '')?.[1] ?? ''
    const session = await send(ip, '/v1/siwe/session?projectId=test', { headers: { origin: ORIGIN, cookie } })
    expect(session.instance).not.toBe(verified.instance)
    expect(session.body).toMatchObject({ address: signer.address, chainId: 80002 })
    // The nonce was used once for all instances.
    for (let i = 0; i < INSTANCES; i++) {
      const replay = await verify()
      expect(replay.status).toBe(401)
      expect(replay.body.reasons[0].name).toBe('NonceUsed')
    }
  })

  type Answer = { status: number; headers: Headers; body: Json; instance?: number | undefined }

  /** Sends `max` allowed requests and then one per instance, which must all be refused; returns the first refusal. */
  async function expectLimit(
    max: number,
    request: () => Promise<{
      status: number
      headers: Headers
      body: unknown
      instance?: number | undefined
    }>,
  ) {
    const allowed: Answer[] = []
    for (let i = 0; i < max; i++) allowed.push(await request())
    expect(allowed.filter((answer) => answer.status === 429)).toEqual([])
    expect(new Set(allowed.map((answer) => answer.instance)).size).toBe(Math.min(max, INSTANCES))
    const refused: Answer[] = []
    for (let i = 0; i < INSTANCES; i++) refused.push(await request())
    expect(refused.map((answer) => answer.status)).toEqual(Array(INSTANCES).fill(429))
    expect(new Set(refused.map((answer) => answer.instance)).size).toBe(INSTANCES)
    for (const answer of refused) expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0)
    const [first] = refused
    if (!first) throw new Error('no refused answer')
    return first
  }

  it('holds the per-IP API limit across instances', async () => {
    const refused = await expectLimit(LIMITS.perIp.max, () =>
      send('203.0.113.10', '/v1/projects/test/config'),
    )
    expect(refused.body.reasons[0]?.name).toBe('RateLimited')
    // Another client is not affected.
    expect((await send('203.0.113.11', '/v1/projects/test/config')).status).toBe(200)
  })

  it('holds the per-IP sign-in API limit across instances', async () => {
    await expectLimit(LIMITS.authPerIp.max, () =>
      send('203.0.113.12', '/v1/auth/session', { headers: frameHeaders }),
    )
  })

  it('holds the per-IP e-mail limit across instances', async () => {
    let n = 0
    const refused = await expectLimit(LIMITS.mailPerIp.max, () => {
      n += 1
      return send('203.0.113.13', '/v1/auth/email/connect', {
        json: { email: `mail-${n}-${Date.now()}@example.test`, deviceId: randomUUID() },
        headers: frameHeaders,
      })
    })
    expect(refused.body.reasons[0]?.name).toBe('MailRateLimited')
  })

  it('holds the JSON-RPC proxy limit across instances', async () => {
    const refused = await expectLimit(LIMITS.rpcPerIp.max, () =>
      send('203.0.113.14', '/v1?projectId=test&chainId=eip155:80002', {
        json: { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] },
        headers: { origin: ORIGIN },
      }),
    )
    expect(refused.body.error.code).toBe(-32005)
  })

  it('holds the per-IP name registration limit across instances', async () => {
    let n = 0
    await expectLimit(LIMITS.nameRegistrationsPerIp.max, async () => {
      n += 1
      return send('203.0.113.15', '/v1/profile/account', {
        json: await signedRegistration(privateKeyToAccount(generatePrivateKey()), {
          name: `multi${n}x${Date.now() % 100_000}.kit.id`,
        }),
      })
    })
  })
})
