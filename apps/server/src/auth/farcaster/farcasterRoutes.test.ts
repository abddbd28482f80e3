import type { Devnet } from '@kit/devnet'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { frameHeaders } from '../../testing/auth.js'
import { call } from '../../testing/http.js'
import { devnetServerConfig, startTestStack, type TestStack } from '../../testing/stack.js'
import { startTestServer } from '../../testing/testServer.js'

let stack: TestStack
let devnet: Devnet
beforeAll(async () => {
  // Every case opens channels from 127.0.0.1: the per-client channel limit is tested on a server of its own.
  stack = await startTestStack({ limits: { farcasterChannelsPerIp: { max: 1_000, windowMs: 600_000 } } })
  devnet = stack.devnet
}, 60_000)
afterAll(() => stack?.stop())

const kitcaster = () => devnet.farcaster.accounts.find((account) => account.fid === 4242)!
const kitfriend = () => devnet.farcaster.accounts.find((account) => account.fid === 4243)!

const openChannel = (serverUrl: string, projectId = 'test') =>
  call(`${serverUrl}/v1/auth/farcaster/channel?projectId=${projectId}`, {
    method: 'POST',
    headers: frameHeaders,
  })
const createChannel = async () => {
  const answer = await openChannel(stack.server.url)
  expect(answer.status).toBe(200)
  return answer.body as {
    channelToken: string
    pollSecret: string
    url: string
    expiresAt: string
    appName: string
  }
}
const status = (channelToken: string, pollSecret: string) =>
  call(`${stack.server.url}/v1/auth/farcaster/status`, {
    json: { channelToken, pollSecret },
    headers: frameHeaders,
  })

type Signing = {
  key?: `0x${string}`
  fid?: number
  reportedFid?: number
  username?: string
  nonce?: string
  domain?: string
  expirationTime?: Date
  /** The message's request id; `null` leaves it out (a QR code rewritten to hide the app's name). */
  requestId?: string | null
}

/**
 * Plays the Farcaster app in Node, as the e2e does: reads the request from the channel URL of the QR code, builds
 * the Sign-In-With-Farcaster message (EIP-4361, chain 10, statement "Farcaster Auth", the request id naming the app,
 * the fid resource), signs it
 * and hands it to the relay's authenticate with the relay key. Options forge what a bad app would.
 */
async function approve(channelUrl: string, signing: Signing = {}): Promise<void> {
  const query = new URL(channelUrl).searchParams
  const key = signing.key ?? kitcaster().custody.privateKey
  const account = privateKeyToAccount(key)
  const fid = signing.fid ?? 4242
  const requestId = signing.requestId === undefined ? query.get('requestId') : signing.requestId
  const message = createSiweMessage({
    address: account.address,
    chainId: 10,
    domain: signing.domain ?? (query.get('domain') as string),
    nonce: signing.nonce ?? (query.get('nonce') as string),
    uri: query.get('siweUri') as string,
    version: '1',
    statement: 'Farcaster Auth',
    issuedAt: new Date(),
    expirationTime: signing.expirationTime ?? new Date(query.get('expirationTime') as string),
    ...(requestId ? { requestId } : {}),
    resources: [`farcaster://fid/${fid}`],
  })
  const signature = await account.signMessage({ message })
  const relayUrl = new URL(channelUrl).origin
  const sent = await fetch(`${relayUrl}/v1/channel/authenticate`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${query.get('channelToken')}`,
      'content-type': 'application/json',
      'x-farcaster-auth-relay-key': devnet.farcaster.authKey,
    },
    body: JSON.stringify({
      message,
      signature,
      fid: signing.reportedFid ?? fid,
      username: signing.username ?? 'kitcaster',
    }),
  })
  expect(sent.status).toBe(201)
}

describe('Sign-In With Farcaster through the relay, verified on chain', () => {
  it('creates a relay channel whose QR URL carries the request a Farcaster app signs, naming the app', async () => {
    const { url, expiresAt, appName } = await createChannel()
    const parsed = new URL(url)
    expect(`${parsed.origin}${parsed.pathname}`).toBe(`${devnet.farcaster.relayUrl}/~/siwf`)
    expect(parsed.searchParams.get('domain')).toBe(new URL(stack.server.url).host)
    expect(parsed.searchParams.get('siweUri')).toBe(stack.server.url)
    expect(parsed.searchParams.get('nonce')).toMatch(/^[a-zA-Z0-9]{8,}$/)
    expect(parsed.searchParams.get('expirationTime')).toBe(expiresAt)
    // The project's name: in the answer, for the frame to show, and in the message the user signs.
    expect(appName).toBe('Test')
    expect(parsed.searchParams.get('requestId')).toBe('Test')
    // Short-lived: five minutes to scan and approve.
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(290_000)
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(300_000)
  })

  it('puts a project name in the request id as URI characters, as EIP-4361 wants', async () => {
    const named = await startTestServer({
      ...devnetServerConfig(devnet),
      projects: [{ id: 'shop', name: 'Café & Co: "Shop"', allowedOrigins: ['http://app.test'] }],
    })
    try {
      const channel = await openChannel(named.url, 'shop')
      expect(channel.body.appName).toBe('Café & Co: "Shop"')
      const requestId = new URL(channel.body.url).searchParams.get('requestId') ?? ''
      expect(requestId).toMatch(/^[A-Za-z0-9\-._~!$&'()*+,;=:@%]+$/)
      expect(decodeURIComponent(requestId)).toBe('Café & Co: "Shop"')
    } finally {
      await named.close()
    }
  })

  it('needs the project the sign-in is for', async () => {
    const answer = await call(`${stack.server.url}/v1/auth/farcaster/channel`, {
      method: 'POST',
      headers: frameHeaders,
    })
    expect(answer.status).toBe(400)
    expect(answer.body.reasons[0]).toEqual({
      name: 'MissingProjectId',
      description: 'The projectId query parameter is required: the sign-in names the app it is for',
    })
  })

  it('refuses a message that does not name the app: a QR code rewritten by the page that shows it', async () => {
    for (const requestId of [null, 'Another%20app']) {
      const { channelToken, pollSecret, url } = await createChannel()
      await approve(url, { requestId })
      const refused = await status(channelToken, pollSecret)
      expect(refused.status).toBe(401)
      expect(refused.body.reasons[0]).toEqual({
        name: 'FarcasterSignatureRefused',
        description:
          'The Farcaster sign-in was refused: the signed message does not name the app it was started for (Test)',
      })
    }
  })

  it('limits the channels one client opens, more strictly than the auth budget', async () => {
    const limited = await startTestServer({
      ...devnetServerConfig(devnet),
      limits: { farcasterChannelsPerIp: { max: 2, windowMs: 600_000 } },
    })
    try {
      expect((await openChannel(limited.url)).status).toBe(200)
      expect((await openChannel(limited.url)).status).toBe(200)
      const refused = await openChannel(limited.url)
      expect(refused.status).toBe(429)
      expect(refused.headers.get('retry-after')).toBe('600')
      expect(refused.body.reasons[0]).toEqual({
        name: 'FarcasterChannelRateLimited',
        description:
          'Too many Farcaster sign-ins started from this address. Please try again after 600 seconds',
      })
      // Polling is not held to it: only opening a channel calls the relay per request.
      const poll = await call(`${limited.url}/v1/auth/farcaster/status`, {
        json: { channelToken: 'x', pollSecret: 'y' },
        headers: frameHeaders,
      })
      expect(poll.body.reasons[0].name).toBe('InvalidChannel')
    } finally {
      await limited.close()
    }
  })

  it('signs in with a message signed by the custody key of the fid, once', async () => {
    const { channelToken, pollSecret, url } = await createChannel()
    expect((await status(channelToken, pollSecret)).body).toEqual({ state: 'pending' })
    await approve(url)
    const done = await status(channelToken, pollSecret)
    expect(done.status).toBe(200)
    expect(done.body).toMatchObject({
      state: 'completed',
      token: expect.any(String),
      userName: 'kitcaster',
      user: {
        email: null,
        userName: 'kitcaster',
        identities: [{ provider: 'farcaster', username: 'kitcaster' }],
      },
    })
    const session = await call(`${stack.server.url}/v1/auth/session`, {
      headers: { ...frameHeaders, authorization: `Bearer ${done.body.token}` },
    })
    expect(session.body.method).toBe('farcaster')
    expect((await status(channelToken, pollSecret)).body.reasons[0].name).toBe('ChannelUsed')

    // The same fid signs in to the same account.
    const again = await createChannel()
    await approve(again.url)
    const second = await status(again.channelToken, again.pollSecret)
    expect(second.body.user.id).toBe(done.body.user.id)
  })

  it('signs in through the local Farcaster app page, which signs with the custody key', async () => {
    const { channelToken, pollSecret, url } = await createChannel()
    const form = new URLSearchParams(new URL(url).searchParams)
    form.set('fid', '4243')
    const page = await fetch(`${devnet.farcaster.relayUrl}/~/siwf`, { method: 'POST', body: form })
    expect(await page.text()).toContain('Signed in as @kitfriend')
    const done = await status(channelToken, pollSecret)
    expect(done.body).toMatchObject({ state: 'completed', userName: 'kitfriend' })
  })

  it('refuses a signature by a key that is not the custody address of the fid, and logs it once', async () => {
    const { channelToken, pollSecret, url } = await createChannel()
    await approve(url, { key: generatePrivateKey() })
    const refused = await status(channelToken, pollSecret)
    expect(refused.status).toBe(401)
    expect(refused.body.reasons[0].name).toBe('FarcasterSignatureRefused')
    expect(refused.body.reasons[0].description).toMatch(/does not own fid 4242/)
    const later = await status(channelToken, pollSecret)
    expect(later.status).toBe(401)
    expect(later.body.reasons[0].name).toBe('FarcasterSignatureRefused')
    expect(
      stack.server.logs.filter(
        (entry) => entry.msg === 'farcaster sign-in refused' && entry.channel === channelToken,
      ),
    ).toHaveLength(1)
  })

  it("refuses another fid's custody key signing for fid 4242", async () => {
    const { channelToken, pollSecret, url } = await createChannel()
    await approve(url, { key: kitfriend().custody.privateKey, fid: 4242 })
    const refused = await status(channelToken, pollSecret)
    expect(refused.status).toBe(401)
    expect(refused.body.reasons[0].description).toMatch(/does not own fid 4242/)
  })

  it('refuses a message whose fid is not the one the relay reported', async () => {
    const { channelToken, pollSecret, url } = await createChannel()
    await approve(url, { key: kitfriend().custody.privateKey, fid: 4243, reportedFid: 4242 })
    const refused = await status(channelToken, pollSecret)
    expect(refused.status).toBe(401)
    expect(refused.body.reasons[0].description).toBe(
      'The Farcaster sign-in was refused: the message is signed for fid 4243, the relay reported fid 4242',
    )
  })

  it('refuses a message with another nonce (a replay from another channel), another domain, or expired', async () => {
    const first = await createChannel()
    const other = await createChannel()
    const otherNonce = new URL(other.url).searchParams.get('nonce') as string
    await approve(first.url, { nonce: otherNonce })
    const replay = await status(first.channelToken, first.pollSecret)
    expect(replay.status).toBe(401)
    expect(replay.body.reasons[0].description).toBe('The Farcaster sign-in was refused: Invalid nonce')

    await approve(other.url, { domain: 'evil.example' })
    const domain = await status(other.channelToken, other.pollSecret)
    expect(domain.status).toBe(401)
    expect(domain.body.reasons[0].description).toBe('The Farcaster sign-in was refused: Invalid domain')

    const late = await createChannel()
    await approve(late.url, { expirationTime: new Date(Date.now() - 60_000) })
    const expired = await status(late.channelToken, late.pollSecret)
    expect(expired.status).toBe(401)
    expect(expired.body.reasons[0].name).toBe('FarcasterSignatureRefused')
  })

  it("does not answer the status of someone else's channel without its poll secret", async () => {
    const { channelToken, pollSecret, url } = await createChannel()
    await approve(url)
    const thief = await status(channelToken, 'guessed-secret')
    expect(thief.status).toBe(401)
    expect(thief.body.reasons[0].name).toBe('InvalidChannel')
    expect((await status(channelToken, pollSecret)).body.state).toBe('completed')
  })

  it('expires a channel after 5 minutes, even if it is approved later', async () => {
    const { channelToken, pollSecret, url } = await createChannel()
    stack.server.advance(5 * 60_000 + 1000)
    await approve(url)
    expect((await status(channelToken, pollSecret)).body).toEqual({ state: 'expired' })
  })

  it('has no approval form of its own: the type-any-fid page is gone', async () => {
    expect((await call(`${stack.server.url}/auth/farcaster/approve?channel=x`)).status).toBe(404)
    const post = await call(`${stack.server.url}/auth/farcaster/approve`, {
      method: 'POST',
      body: new URLSearchParams({ channel: 'x', username: 'victim', fid: '3' }),
    })
    expect(post.status).toBe(404)
  })
})

describe('outside development mode', () => {
  it('serves Farcaster sign-in when an Optimism RPC is configured, verified the same way', async () => {
    const production = await startTestServer({
      development: false,
      auth: {
        farcaster: {
          relayUrl: devnet.farcaster.relayUrl,
          optimismRpcUrl: devnet.farcaster.optimismRpcUrl,
          domain: 'kit.example',
        },
      },
    })
    try {
      const channel = await openChannel(production.url)
      expect(channel.status).toBe(200)
      expect(new URL(channel.body.url).searchParams.get('domain')).toBe('kit.example')
      await approve(channel.body.url, { key: generatePrivateKey() })
      const refused = await call(`${production.url}/v1/auth/farcaster/status`, {
        json: { channelToken: channel.body.channelToken, pollSecret: channel.body.pollSecret },
        headers: frameHeaders,
      })
      expect(refused.body.reasons[0].name).toBe('FarcasterSignatureRefused')
      const next = await openChannel(production.url)
      await approve(next.body.url)
      const done = await call(`${production.url}/v1/auth/farcaster/status`, {
        json: { channelToken: next.body.channelToken, pollSecret: next.body.pollSecret },
        headers: frameHeaders,
      })
      expect(done.body).toMatchObject({ state: 'completed', userName: 'kitcaster' })
    } finally {
      await production.close()
    }
  })

  it('answers 502 when the relay cannot be reached, and opens no channel', async () => {
    const server = await startTestServer({
      auth: {
        farcaster: { relayUrl: 'http://127.0.0.1:9', optimismRpcUrl: devnet.farcaster.optimismRpcUrl },
      },
    })
    try {
      const channel = await openChannel(server.url)
      expect(channel.status).toBe(502)
      expect(channel.body.reasons[0].description).toMatch(/Farcaster relay could not be reached/)
    } finally {
      await server.close()
    }
  })
})
