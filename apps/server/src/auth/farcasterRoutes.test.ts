import { afterAll, beforeAll, expect, it } from 'vitest'
import { frameHeaders } from '../testing/auth.js'
import { call } from '../testing/http.js'
import { startTestServer, type TestServer } from '../testing/testServer.js'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const createChannel = () =>
  call(`${server.url}/v1/auth/farcaster/channel`, { method: 'POST', headers: frameHeaders })
const status = (channelToken: string, pollSecret: string) =>
  call(`${server.url}/v1/auth/farcaster/status`, {
    json: { channelToken, pollSecret },
    headers: frameHeaders,
  })
const approve = (fields: Record<string, string>) =>
  call(`${server.url}/auth/farcaster/approve`, { method: 'POST', body: new URLSearchParams(fields) })

it('signs in through a channel: QR URL, approval page, then one completed status with a session', async () => {
  const channel = await createChannel()
  expect(channel.status).toBe(200)
  const { channelToken, pollSecret, url } = channel.body
  expect(url).toBe(`${server.url}/auth/farcaster/approve?channel=${channelToken}`)
  expect((await status(channelToken, pollSecret)).body).toEqual({ state: 'pending' })

  const page = await call(url)
  expect(page.body).toContain('<label for="username">Farcaster username</label>')
  const approved = await approve({ channel: channelToken, username: 'frank', fid: '4242' })
  expect(approved.body).toContain('Signed in as @frank')

  const done = await status(channelToken, pollSecret)
  expect(done.body).toMatchObject({
    state: 'completed',
    token: expect.any(String),
    userName: 'frank',
    user: { email: null, userName: 'frank', identities: [{ provider: 'farcaster', username: 'frank' }] },
  })
  const session = await call(`${server.url}/v1/auth/session`, {
    headers: { ...frameHeaders, authorization: `Bearer ${done.body.token}` },
  })
  expect(session.body.method).toBe('farcaster')
  expect((await status(channelToken, pollSecret)).body.reasons[0].name).toBe('ChannelUsed')
})

it('does not hand the session to someone who only saw the QR code', async () => {
  const { channelToken } = (await createChannel()).body
  await approve({ channel: channelToken, username: 'gina', fid: '7' })
  const thief = await status(channelToken, 'guessed-secret')
  expect(thief.status).toBe(401)
})

it('expires a channel after 10 minutes and refuses bad approval details', async () => {
  const { channelToken, pollSecret } = (await createChannel()).body
  expect((await approve({ channel: channelToken, username: 'Not Valid!', fid: 'x' })).status).toBe(400)
  server.advance(10 * 60_000 + 1000)
  expect((await status(channelToken, pollSecret)).body).toEqual({ state: 'expired' })
  expect((await approve({ channel: channelToken, username: 'late', fid: '1' })).status).toBe(400)
})
