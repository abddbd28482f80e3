// Test-only: the frame app in jsdom. The fake page-and-iframe windows of `@kit/frame-bridge/testing` (cloned,
// asynchronous delivery, targetOrigin enforced, '*' refused), the host's frame-bridge client on one side, the frame
// app on the other, and an in-memory stand-in for the Kit server's auth API.
import { createFrameClient, type FrameClient } from '@kit/frame-bridge'
import { createWindowPair } from '@kit/frame-bridge/testing'
import { privateKeyToAccount } from 'viem/accounts'
import type { ApprovalUi } from '../approval/approvalUi.js'
import type { ApprovalView } from '../approval/describe.js'
import { type FrameApp, startFrameApp } from '../frameApp.js'
import type { KeyCache } from '../keyCache.js'

export const HOST_ORIGIN = 'https://shop.example'
export const FRAME_ORIGIN = 'https://frame.example'
export const SERVER = 'https://api.example'
export const RPC_80002 = 'https://rpc.example/80002'
export const EVM_KEY = `0x${'42'.repeat(32)}` as const
export const EVM_ADDRESS = privateKeyToAccount(EVM_KEY).address
// A fixed ed25519 key (seed 7 × 32) as the server would release it: 64 bytes, base64.
export const SOLANA_SECRET =
  'BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwfqSmxj4pxSCr71UHsTLsX5lUd2rr6+e5JCHuppFEbSLA=='

type Json = Record<string, unknown>

/** What the fake auth service knows; tests steer it. */
export type FakeBackend = {
  calls: string[]
  deviceApproved: boolean
  emailAction: 'VERIFY_OTP' | 'VERIFY_DEVICE'
  sessions: Set<string>
  farcasterPendingPolls: number
  allowedOrigins: string[]
  user: { id: string; email: string | null; userName: string | null }
  code: { [key: string]: unknown } | undefined
  /** The wallet route answers 401 LoginRequired, as the server does once the login is too old to release keys. */
  loginRequired?: boolean
}

const json = (body: unknown, status = 200) => Response.json(body, { status })
const failure = (status: number, name: string, description: string) =>
  json({ status, reasons: [{ name, description }] }, status)

async function sha256Base64url(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))
  return btoa(String.fromCharCode(...digest))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/** The Kit server's auth API (and one chain's JSON-RPC), in memory, as a fetch function. */
export function fakeServerFetch(backend: FakeBackend): typeof fetch {
  let tokens = 0
  const login = (userName?: string | null) => {
    const token = `session-token-${++tokens}-abcdefghijklmnop`
    backend.sessions.add(token)
    return {
      token,
      expiresAt: '2030-01-01T00:00:00Z',
      user: { ...backend.user, identities: [], wallet: null, createdAt: '2026-01-01T00:00:00Z' },
      ...(userName === undefined ? {} : { userName }),
    }
  }
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input))
    const body = (init?.body ? JSON.parse(String(init.body)) : {}) as Json
    const bearer = new Headers(init?.headers).get('authorization')?.replace('Bearer ', '')
    const signedIn = bearer !== undefined && backend.sessions.has(bearer)
    if (url.origin + url.pathname === RPC_80002) {
      const rpc = body as { method: string; id: number }
      backend.calls.push(`rpc:${rpc.method}`)
      const results: Json = { eth_getCode: '0x', eth_blockNumber: '0x2a', eth_chainId: '0x13882' }
      return json({ jsonrpc: '2.0', id: rpc.id, result: results[rpc.method] ?? null })
    }
    backend.calls.push(`${init?.method ?? 'GET'} ${url.pathname}`)
    const session = () => ({
      user: { ...backend.user, identities: [], wallet: null, createdAt: '' },
      method: 'email',
    })
    switch (url.pathname) {
      case '/v1/projects/shop/config':
        return json({ projectId: 'shop', name: 'Shop', allowedOrigins: backend.allowedOrigins })
      case '/v1/auth/email/connect':
        backend.user = { ...backend.user, email: String(body.email) }
        return json({ action: backend.emailAction })
      case '/v1/auth/device/wait':
        return json({ approved: backend.deviceApproved })
      case '/v1/auth/email/verify':
        return body.otp === '123456'
          ? json(login())
          : failure(400, 'InvalidCode', 'The code is wrong or expired')
      case '/v1/auth/session':
        return signedIn
          ? json(session())
          : failure(401, 'InvalidSession', 'The session is expired or was signed out')
      case '/v1/auth/logout':
        if (bearer) backend.sessions.delete(bearer)
        return json({ signedOut: true })
      case '/v1/auth/wallet':
        if (!signedIn) return failure(401, 'InvalidSession', 'The session is expired or was signed out')
        if (backend.loginRequired) return failure(401, 'LoginRequired', 'Sign in again to unlock your wallet')
        return json({
          evm: { address: EVM_ADDRESS, privateKey: EVM_KEY },
          solana: { address: 'ignored', secretKey: SOLANA_SECRET },
        })
      case '/v1/auth/social/start':
        backend.code = body
        return json({ uri: 'https://idp.example/authorize?state=abc' })
      case '/v1/auth/social/connect': {
        // As the server: the result redeems only with the verifier of the start's challenge.
        const challenge =
          typeof body.resultVerifier === 'string' ? await sha256Base64url(body.resultVerifier) : undefined
        return body.result === 'one-time-result-code-123456' &&
          challenge !== undefined &&
          challenge === backend.code?.resultChallenge
          ? json(login('octocat'))
          : failure(400, 'InvalidLoginResult', 'This login result is invalid, used or expired; sign in again')
      }
      case '/v1/auth/farcaster/channel':
        return json({
          channelToken: 'channel-1',
          pollSecret: 'secret-1',
          url: 'https://farcaster.example/c/1',
          expiresAt: '',
        })
      case '/v1/auth/farcaster/status':
        if (backend.farcasterPendingPolls-- > 0) return json({ state: 'pending' })
        return json({ state: 'completed', ...login(), userName: 'dwr' })
      case '/v1/auth/email/update':
        return json({ action: backend.user.email ? 'VERIFY_PRIMARY_OTP' : 'VERIFY_SECONDARY_OTP' })
      case '/v1/auth/email/update/primary':
        return json({ action: 'VERIFY_SECONDARY_OTP' })
      case '/v1/auth/email/update/secondary':
        backend.user = { ...backend.user, email: 'new@example.com' }
        return json({ newEmail: 'new@example.com' })
      default:
        return failure(404, 'NotFound', `No route for ${url.pathname}`)
    }
  }) as typeof fetch
}

/** An approval UI the test answers. */
export function scriptedUi() {
  const asked: ApprovalView[] = []
  let answer: (approved: boolean) => void = () => undefined
  const ui: ApprovalUi & {
    asked: ApprovalView[]
    answer(approved: boolean): void
    finished: number
    signals: AbortSignal[]
  } = {
    asked,
    finished: 0,
    signals: [],
    ask(view, signal) {
      asked.push(view)
      ui.signals.push(signal)
      return new Promise((resolve) => {
        answer = resolve
        signal.addEventListener('abort', () => resolve(false), { once: true })
      })
    },
    setStatus() {},
    finish() {
      ui.finished++
    },
    answer: (approved) => answer(approved),
  }
  return ui
}

/** The host's client and the frame app, wired through fake windows. */
export function createFramePair(
  options: {
    backend?: Partial<FakeBackend>
    allowedParentOrigins?: string[]
    hostOrigin?: string
    smartAccountChains?: number[]
    /** The frame's wrapped-key cache; share one between two pairs to model a reload. */
    keyCache?: KeyCache
    /** Wraps the fake server (to delay or watch calls). */
    wrapFetch?: (fetch: typeof globalThis.fetch) => typeof globalThis.fetch
    /** The frame origin's per-tab storage; share one between two pairs to model a redirect away and back. */
    sessionStorage?: Map<string, string> | null
  } = {},
) {
  const hostOrigin = options.hostOrigin ?? HOST_ORIGIN
  const backend: FakeBackend = {
    calls: [],
    deviceApproved: false,
    emailAction: 'VERIFY_OTP',
    sessions: new Set(),
    farcasterPendingPolls: 2,
    allowedOrigins: [HOST_ORIGIN],
    user: { id: 'user-1', email: null, userName: null },
    code: undefined,
    ...options.backend,
  }
  const storage = new Map<string, string>()
  const tabStorage = options.sessionStorage === undefined ? new Map<string, string>() : options.sessionStorage
  // The frame's document "loads" once the host appends the iframe: the frame app starts then.
  const pair = createWindowPair({
    hostOrigin,
    frameOrigin: FRAME_ORIGIN,
    onCreateIframe(element) {
      const check = () => (element.isConnected ? start() : setTimeout(check, 0))
      setTimeout(check, 0)
    },
  })
  const ui = scriptedUi()
  let app: FrameApp | undefined
  // The frame app listens on its window with DOM listener types; the fake delivers the same { data, origin, source }.
  const frame = pair.frame as unknown as typeof pair.frame &
    Pick<Window, 'addEventListener' | 'removeEventListener'>

  const start = () => {
    app = startFrameApp({
      config: {
        serverUrl: SERVER,
        projectId: 'shop',
        chainId: 'eip155:80002',
        chains: [{ caipNetworkId: 'eip155:80002', rpcUrl: RPC_80002 }],
        ...(options.allowedParentOrigins ? { allowedParentOrigins: options.allowedParentOrigins } : {}),
        ...(options.smartAccountChains ? { smartAccountChains: options.smartAccountChains } : {}),
      },
      frameOrigin: FRAME_ORIGIN,
      window: frame,
      document,
      storage: {
        getItem: (key) => storage.get(key) ?? null,
        setItem: (key, value) => void storage.set(key, value),
        removeItem: (key) => void storage.delete(key),
      },
      ...(tabStorage
        ? {
            sessionStorage: {
              getItem: (key: string) => tabStorage.get(key) ?? null,
              setItem: (key: string, value: string) => void tabStorage.set(key, value),
              removeItem: (key: string) => void tabStorage.delete(key),
            },
          }
        : {}),
      fetch: (options.wrapFetch ?? ((fetch) => fetch))(fakeServerFetch(backend)),
      ui,
      ...(options.keyCache ? { keyCache: options.keyCache } : {}),
      logger: { debug() {}, warn() {}, error() {} },
      pollIntervalMs: 5,
    })
  }
  const client: FrameClient = createFrameClient({
    frameUrl: `${FRAME_ORIGIN}/`,
    projectId: 'shop',
    chainId: 'eip155:80002',
    window: pair.host,
    timeoutMs: 1_000,
    logger: { debug() {}, warn() {}, error() {} },
  })
  return {
    client,
    backend,
    storage,
    tabStorage,
    ui,
    get app() {
      return app
    },
    /** Everything the frame posted to the host page, with the target origin of each post. */
    postedToHost: pair.parentProxy.posts,
    /** A message to the frame window from another window of the frame's (or another) origin: the social popup. */
    postToFrame(data: unknown, origin = FRAME_ORIGIN) {
      pair.frame.dispatch({ data, origin, source: {} })
    },
    destroy() {
      client.destroy()
      app?.destroy()
    },
  }
}
