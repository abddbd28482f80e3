import { afterEach, expect, it, vi } from 'vitest'
import { createServerSiwe } from './siwe.ts'

afterEach(() => vi.unstubAllGlobals())

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

it('calls the server routes with credentials, and verifies with a text/plain body (no preflight)', async () => {
  const calls = stubFetch({
    nonce: { status: 200, body: { nonce: 'abc123abc123' } },
    verify: { status: 200, body: { address: '0x1', chainId: 80002 } },
    session: { status: 200, body: { address: '0x1', chainId: 80002 } },
    signout: { status: 200, body: { signedOut: true } },
  })
  const siwe = createServerSiwe('http://127.0.0.1:9/', 'demo')
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
  const siwe = createServerSiwe('http://127.0.0.1:9', 'demo')
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
