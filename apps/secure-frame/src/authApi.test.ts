// @vitest-environment node
// When the auth client tries a request again: only reads, only when the request did not reach the service or a
// gateway answered for it, three tries at most, never after a timeout or a refusal, and never past the caller's abort.
// The whole flow against a real server (a blip while the wallet opens) is in keys/walletAccess.test.ts.
import { describe, expect, it } from 'vitest'
import { createAuthApi } from './authApi.js'
import { AuthServiceError } from './errors.js'

const SESSION = {
  user: { id: 'user-1', email: 'ada@example.test', userName: null, identities: [], wallet: null },
  method: 'email',
}

/** A fetch that gives the planned outcomes in turn (the last one again once they run out), counting its calls. */
function scripted(...outcomes: Array<() => Promise<Response>>) {
  const calls: string[] = []
  const fetchImpl: typeof fetch = (input) => {
    calls.push(new URL(String(input)).pathname)
    const next = outcomes[Math.min(calls.length, outcomes.length) - 1]
    return next ? next() : Promise.reject(new Error('no outcome planned'))
  }
  return { calls, fetchImpl }
}

const unreachable = () => Promise.reject(new TypeError('fetch failed'))
const json = (status: number, body: unknown) => () =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  )
const refusal = (status: number, name: string) =>
  json(status, { reasons: [{ name, description: `Refused: ${name}` }] })

const api = (fetchImpl: typeof fetch, timeoutMs?: number) =>
  createAuthApi({
    serverUrl: 'http://auth.test',
    projectId: 'test',
    fetch: fetchImpl,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  })

describe('a read that fails on the way', () => {
  it('is tried again when it did not reach the service, and a gateway’s answer too', async () => {
    const network = scripted(
      unreachable,
      () => Promise.resolve(new Response('Bad Gateway', { status: 502 })),
      json(200, SESSION),
    )
    await expect(api(network.fetchImpl).session('token')).resolves.toEqual(SESSION)
    expect(network.calls).toEqual(['/v1/auth/session', '/v1/auth/session', '/v1/auth/session'])
  })

  it("is tried again when the service says it is down for a moment (503), and keeps the service's reason", async () => {
    const network = scripted(refusal(503, 'DatabaseUnavailable'))
    const failure = await api(network.fetchImpl)
      .session('token')
      .catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(AuthServiceError)
    expect(failure).toMatchObject({ status: 503, reason: 'DatabaseUnavailable' })
    expect(network.calls).toHaveLength(3)
  })

  it('gives up after three tries, saying the service could not be reached', async () => {
    const network = scripted(unreachable)
    await expect(api(network.fetchImpl).walletState('token')).rejects.toThrow(
      'Could not reach the sign-in service',
    )
    expect(network.calls).toHaveLength(3)
  })
})

describe('what is not tried again', () => {
  it("the service's refusal", async () => {
    const network = scripted(refusal(401, 'InvalidSession'), json(200, SESSION))
    await expect(api(network.fetchImpl).session('token')).rejects.toMatchObject({
      status: 401,
      reason: 'InvalidSession',
    })
    expect(network.calls).toHaveLength(1)
  })

  it('a request that did not answer in time: the user has waited long enough', async () => {
    const network = scripted(() => new Promise<Response>(() => undefined))
    const slow: typeof fetch = (input, init) => {
      const pending = network.fetchImpl(input, init)
      return new Promise((resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
        pending.then(resolve, reject)
      })
    }
    await expect(api(slow, 50).session('token')).rejects.toThrow('The sign-in service did not answer in time')
    expect(network.calls).toHaveLength(1)
  })

  it('a request that may change something each time it arrives (a code check)', async () => {
    const network = scripted(unreachable, json(200, {}))
    await expect(api(network.fetchImpl).emailVerify('ada@example.test', 'device', '123456')).rejects.toThrow(
      'Could not reach the sign-in service',
    )
    expect(network.calls).toHaveLength(1)
  })

  it('anything after the caller gave up: the wait between tries ends at the abort', async () => {
    const caller = new AbortController()
    const reason = new Error('the user closed the frame')
    // The caller gives up just after the first try failed, while the client waits to try again; had the wait gone
    // on, the second try would answer and the call resolve.
    const network = scripted(
      () => {
        setTimeout(() => caller.abort(reason), 0)
        return unreachable()
      },
      json(200, SESSION),
    )
    await expect(api(network.fetchImpl).session('token', caller.signal)).rejects.toBe(reason)
    expect(network.calls).toHaveLength(1)
  })
})
