import { afterEach, expect, it, vi } from 'vitest'
import { createServerSiwe } from './siwe.ts'

afterEach(() => {
  vi.unstubAllGlobals()
  sessionStorage.clear()
})

function stubFetch(answers: Record<string, { status: number; body: unknown }>) {
  const calls: { url: string; init: RequestInit }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init })
      const path = new URL(url).pathname.split('/').pop() ?? ''
      const answer = answers[path] ?? { status: 404, body: { reasons: [{ description: 'no route' }] } }
      return new Response(JSON.stringify(answer.body), { status: answer.status })
    }),
  )
  return calls
}

it('cookie mode: calls the server routes with credentials, and verifies with a text/plain body (no preflight)', async () => {
  const calls = stubFetch({
    nonce: { status: 200, body: { nonce: 'abc123abc123' } },
    verify: { status: 200, body: { address: '0x1', chainId: 80002 } },
    session: { status: 200, body: { address: '0x1', chainId: 80002 } },
    signout: { status: 200, body: { signedOut: true } },
  })
  const siwe = createServerSiwe('http://127.0.0.1:9/', 'demo', { mode: 'cookie' })
  expect(await siwe.getNonce('0x1')).toBe('abc123abc123')
  expect(await siwe.verifyMessage({ message: 'm', signature: '0x12' })).toBe(true)
  expect(await siwe.getSession()).toEqual({ address: '0x1', chainId: 80002 })
  await siwe.signOut()
  expect(calls.map((call) => `${call.init.method} ${call.url}`)).toEqual([
    'GET http://127.0.0.1:9/v1/siwe/nonce?projectId=demo',
    'POST http://127.0.0.1:9/v1/siwe/verify?projectId=demo',
    'GET http://127.0.0.1:9/v1/siwe/session?projectId=demo',
    'POST http://127.0.0.1:9/v1/siwe/signout?projectId=demo',
  ])
  for (const call of calls) expect(call.init.credentials).toBe('include')
  expect(calls[1]?.init.headers).toEqual({ 'content-type': 'text/plain' })
  expect(JSON.parse(String(calls[1]?.init.body))).toEqual({ message: 'm', signature: '0x12' })
})

it('answers false when the server refuses the signature, and throws the reason on other calls', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  stubFetch({
    verify: { status: 401, body: { reasons: [{ description: 'The nonce was already used' }] } },
    nonce: { status: 403, body: { reasons: [{ description: 'Origin not allowed' }] } },
  })
  const siwe = createServerSiwe('http://127.0.0.1:9', 'demo', { mode: 'cookie' })
  expect(await siwe.verifyMessage({ message: 'm', signature: '0x12' })).toBe(false)
  await expect(siwe.getNonce('0x1')).rejects.toThrow('Origin not allowed')
})

it('turns sign-in with wallet on only for ?siwe=1', async () => {
  const { readDemoConfig } = await import('./config.ts')
  const { createDemoKit } = await import('./kit.ts')
  expect(readDemoConfig(undefined, '?siwe=1').siwe).toBe(true)
  expect(readDemoConfig(undefined, '?siwe=0').siwe).toBe(false)
  expect(readDemoConfig(undefined, '').siwe).toBe(false)
  expect(createDemoKit(readDemoConfig(undefined, '?siwe=1')).siwe.enabled).toBe(true)
  expect(createDemoKit(readDemoConfig(undefined, '')).siwe.enabled).toBe(false)
})

const headerOf = (init: RequestInit, name: string) => new Headers(init.headers).get(name)

it('bearer mode: keeps the token from verify in sessionStorage and sends it as Authorization, without cookies', async () => {
  const expiresAt = new Date(Date.now() + 3600_000).toISOString()
  const calls = stubFetch({
    nonce: { status: 200, body: { nonce: 'abc123abc123' } },
    verify: { status: 200, body: { address: '0x1', chainId: 80002, token: 'tok-123', expiresAt } },
    session: { status: 200, body: { address: '0x1', chainId: 80002 } },
    signout: { status: 200, body: { signedOut: true } },
  })
  const siwe = createServerSiwe('https://api.kit.example', 'demo', { mode: 'bearer' })
  // No token yet: no session, and no request to ask.
  expect(await siwe.getSession()).toBeNull()
  expect(calls).toHaveLength(0)
  await siwe.getNonce('0x1')
  expect(await siwe.verifyMessage({ message: 'm', signature: '0x12' })).toBe(true)
  expect(JSON.parse(String(calls[1]?.init.body))).toEqual({
    message: 'm',
    signature: '0x12',
    session: 'bearer',
  })
  expect(JSON.parse(sessionStorage.getItem('kit-demo/siwe/demo') ?? '')).toEqual({
    token: 'tok-123',
    expiresAt,
  })
  expect(localStorage.length).toBe(0)
  expect(await siwe.getSession()).toEqual({ address: '0x1', chainId: 80002 })
  expect(headerOf(calls[2]?.init ?? {}, 'authorization')).toBe('Bearer tok-123')
  // Another instance of the page (a reload) finds the token.
  expect(await createServerSiwe('https://api.kit.example', 'demo', { mode: 'bearer' }).getSession()).toEqual({
    address: '0x1',
    chainId: 80002,
  })
  await siwe.signOut()
  expect(headerOf(calls.at(-1)?.init ?? {}, 'authorization')).toBe('Bearer tok-123')
  expect(sessionStorage.getItem('kit-demo/siwe/demo')).toBeNull()
  for (const call of calls) expect(call.init.credentials).toBe('omit')
})

it('bearer mode: drops an expired token, and one the server no longer knows', async () => {
  const calls = stubFetch({ session: { status: 200, body: null } })
  sessionStorage.setItem(
    'kit-demo/siwe/demo',
    JSON.stringify({ token: 'old', expiresAt: new Date(Date.now() - 1000).toISOString() }),
  )
  const siwe = createServerSiwe('https://api.kit.example', 'demo', { mode: 'bearer' })
  expect(await siwe.getSession()).toBeNull()
  expect(calls).toHaveLength(0)
  expect(sessionStorage.getItem('kit-demo/siwe/demo')).toBeNull()
  sessionStorage.setItem(
    'kit-demo/siwe/demo',
    JSON.stringify({ token: 'revoked', expiresAt: new Date(Date.now() + 60_000).toISOString() }),
  )
  expect(await siwe.getSession()).toBeNull()
  expect(calls).toHaveLength(1)
  expect(sessionStorage.getItem('kit-demo/siwe/demo')).toBeNull()
})

it('bearer mode: a verify answer without a token is a refused sign-in', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  stubFetch({ verify: { status: 200, body: { address: '0x1', chainId: 80002 } } })
  const siwe = createServerSiwe('https://api.kit.example', 'demo', { mode: 'bearer' })
  expect(await siwe.verifyMessage({ message: 'm', signature: '0x12' })).toBe(false)
})

it('auto mode: the cookie when the API is on the page’s own host, a bearer token on another site', async () => {
  const calls = stubFetch({ nonce: { status: 200, body: { nonce: 'abc123abc123' } } })
  await createServerSiwe(`http://${location.hostname}:9`, 'demo').getNonce('0x1')
  await createServerSiwe('http://127.0.0.2:9', 'demo').getNonce('0x1')
  expect(calls.map((call) => call.init.credentials)).toEqual(['include', 'omit'])
})
