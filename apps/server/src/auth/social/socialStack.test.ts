import { createHash, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { frameHeaders } from '../../testing/auth.js'
import { call } from '../../testing/http.js'
import { completeSocialLogin } from '../../testing/socialBrowser.js'
import { startTestStack, type TestStack } from '../../testing/stack.js'

// The wiring the demo and the e2e stack use: serverConfigForDevnet gives the devnet's clients and its stand-in URL,
// and the stack registers the server's callback with the stand-ins.
let stack: TestStack
beforeAll(async () => {
  stack = await startTestStack()
}, 120_000)
afterAll(() => stack?.stop())

it("signs in with the devnet's Google stand-in through serverConfigForDevnet", async () => {
  const { server, devnet } = stack
  const verifier = randomBytes(32).toString('base64url')
  const started = await call(`${server.url}/v1/auth/social/start`, {
    json: {
      provider: 'google',
      returnTo: 'http://frame.test/done',
      resultChallenge: createHash('sha256').update(verifier).digest('base64url'),
    },
    headers: frameHeaders,
  })
  expect(started.status).toBe(200)
  expect(started.body.uri.startsWith(`${devnet.identity.url}/accounts.google.com/`)).toBe(true)
  const { location } = await completeSocialLogin(started.body.uri, {
    name: 'Stack User',
    email: 'stack@example.test',
  })
  const login = await call(`${server.url}/v1/auth/social/connect`, {
    json: { result: location?.searchParams.get('result'), resultVerifier: verifier },
    headers: frameHeaders,
  })
  expect(login.status).toBe(200)
  expect(login.body.userName).toBe('Stack User')
})
