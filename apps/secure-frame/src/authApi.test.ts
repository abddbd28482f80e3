// @vitest-environment node
// When the auth client tries a request again: only reads, only when the request did not reach the service or a
// gateway answered for it, three tries at most, never after a timeout or a refusal, and never past the caller's abort.
// Its clock: proofs are dated with the server's time, learnt from each answer's `Date`, and a proof refused for its
// date is signed once more with the time that refusal taught (L2). What it accepts from `/wallet/open`: no `legacy`.
// The whole flow against a real server (a blip while the wallet opens) is in keys/walletAccess.test.ts.
import { base64urlnopad } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { createAuthApi } from './authApi.js'
import { AuthServiceError } from './errors.js'
import { createProofKey, signProof } from './keys/proofKey.js'

const SESSION = {
  user: { id: 'user-1', email: 'ada@example.test', userName: null, identities: [], wallet: null },
  method: 'email',
  session: { id: 'session-1', expiresAt: '2030-01-01T00:00:00Z' },
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
    rpIdPolicy: () => true,
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
    await expect(api(network.fetchImpl).openWallet('token', undefined)).rejects.toThrow(
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

/** An answer dated `serverMs` by the server's clock, as every answer of the Kit server is. */
const dated = (serverMs: number, status: number, body: unknown) => () =>
  Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', date: new Date(serverMs).toUTCString() },
    }),
  )

/** A client signing real proofs, with the device's clock at `deviceNow`; returns the `iat` of each proof sent. */
async function provingApi(fetchImpl: typeof fetch, deviceNow: () => number) {
  const keyPair = await createProofKey()
  const iats: number[] = []
  const client = createAuthApi({
    rpIdPolicy: () => true,
    serverUrl: 'http://auth.test',
    projectId: 'test',
    fetch: (input, init) => {
      const proof = new Headers(init?.headers).get('dpop')
      if (proof) {
        const payload = JSON.parse(new TextDecoder().decode(base64urlnopad.decode(proof.split('.')[1] ?? '')))
        iats.push(payload.iat)
      }
      return fetchImpl(input, init)
    },
    signProof: (request) => signProof(keyPair, request),
    now: deviceNow,
  })
  return { client, iats }
}

const WALLET_OPEN = { ...SESSION, wallet: { state: 'none' } }
const HOUR_MS = 60 * 60_000

describe("the server's clock (L2)", () => {
  it('dates every proof with the server’s time, learnt from the answers’ Date header, not the device’s', async () => {
    const deviceNow = Date.UTC(2026, 0, 1, 12, 0, 0)
    const serverNow = deviceNow + 3 * HOUR_MS // the device's clock is three hours behind
    const network = scripted(
      dated(serverNow, 200, { projectId: 'test', name: 'Test', allowedOrigins: [] }),
      dated(serverNow, 200, WALLET_OPEN),
    )
    const { client, iats } = await provingApi(network.fetchImpl, () => deviceNow)
    await client.projectConfig('test')
    await client.openWallet('token', undefined)
    expect(iats).toHaveLength(1)
    expect(Math.abs((iats[0] ?? 0) - serverNow / 1000)).toBeLessThanOrEqual(1)
    expect(client.serverNow() - serverNow).toBeLessThan(1_000)
  })

  it('a proof refused for its date is signed once more with the time of that refusal, and then goes through', async () => {
    const deviceNow = Date.UTC(2026, 0, 1, 12, 0, 0)
    for (const [reason, serverNow] of [
      ['ProofExpired', deviceNow + 2 * HOUR_MS],
      ['ProofNotYetValid', deviceNow - 2 * HOUR_MS],
    ] as const) {
      const network = scripted(
        dated(serverNow, 401, { reasons: [{ name: reason, description: 'Refused' }] }),
        dated(serverNow, 200, WALLET_OPEN),
      )
      const { client, iats } = await provingApi(network.fetchImpl, () => deviceNow)
      await expect(client.openWallet('token', 'a'.repeat(32))).resolves.toMatchObject({
        wallet: { state: 'none' },
      })
      expect(network.calls).toEqual(['/v1/auth/wallet/open', '/v1/auth/wallet/open'])
      expect(iats[0]).toBe(deviceNow / 1000)
      expect(Math.abs((iats[1] ?? 0) - serverNow / 1000)).toBeLessThanOrEqual(1)
    }
  })

  it('tries only once more: a second refusal for the date is the answer', async () => {
    const deviceNow = Date.UTC(2026, 0, 1, 12, 0, 0)
    const network = scripted(
      dated(deviceNow + HOUR_MS, 401, { reasons: [{ name: 'ProofExpired', description: 'Refused' }] }),
    )
    const { client } = await provingApi(network.fetchImpl, () => deviceNow)
    await expect(client.stepUpEmail('token')).rejects.toMatchObject({ status: 401, reason: 'ProofExpired' })
    expect(network.calls).toHaveLength(2)
  })

  it('a call without a proof is not tried again for a clock refusal', async () => {
    const network = scripted(
      dated(Date.now(), 401, { reasons: [{ name: 'ProofExpired', description: 'Refused' }] }),
    )
    await expect(api(network.fetchImpl).session('token')).rejects.toMatchObject({ reason: 'ProofExpired' })
    expect(network.calls).toHaveLength(1)
  })
})

describe('opening the wallet', () => {
  it('sends the split id of the share this device holds, and nothing when it holds none', async () => {
    const bodies: unknown[] = []
    const client = api((_input, init) => {
      bodies.push(JSON.parse(String(init?.body)))
      return json(200, WALLET_OPEN)()
    })
    await client.openWallet('token', 'ab'.repeat(16))
    await client.openWallet('token', undefined)
    expect(bodies).toEqual([{ splitId: 'ab'.repeat(16) }, {}])
  })

  it('refuses a `legacy` wallet (whole keys on the server), whatever else the answer says', async () => {
    const legacy = { ...WALLET_OPEN, wallet: { state: 'legacy', evmAddress: '0x1', solanaAddress: 'S' } }
    await expect(api(json(200, legacy)).openWallet('token', undefined)).rejects.toThrow(
      'The sign-in service sent an unexpected answer',
    )
  })
})

describe('the language of the mails a request makes the server send', () => {
  it('goes with the e-mail change and the step-up code, the frame’s language at the time of the call', async () => {
    const bodies: unknown[] = []
    let language: string | undefined = 'he'
    const client = createAuthApi({
      rpIdPolicy: () => true,
      serverUrl: 'http://auth.test',
      projectId: 'test',
      locale: () => language,
      fetch: async (_input, init) => {
        bodies.push(JSON.parse(String(init?.body)))
        return new Response(JSON.stringify({ action: 'VERIFY_PRIMARY_OTP' }), {
          headers: { 'content-type': 'application/json' },
        })
      },
    })
    await client.emailUpdate('token', 'new@example.test').catch(() => undefined)
    language = 'zh-TW'
    await client.emailUpdatePrimary('token', '123456').catch(() => undefined)
    await client.stepUpEmail('token').catch(() => undefined)
    language = undefined
    await client.stepUpEmail('token').catch(() => undefined)
    expect(bodies).toEqual([
      { email: 'new@example.test', locale: 'he' },
      { otp: '123456', locale: 'zh-TW' },
      { locale: 'zh-TW' },
      {},
    ])
  })
})
