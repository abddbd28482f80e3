// Test-only: the frame app in jsdom. The fake page-and-iframe windows of `@kit/frame-bridge/testing` (cloned,
// asynchronous delivery, targetOrigin enforced, '*' refused), the host's frame-bridge client on one side, the frame
// app on the other, and an in-memory stand-in for the Kit server's auth API. The user starts with a legacy wallet
// (the fixed keys below), which the first login moves to split keys; the protect and recovery cards are answered
// by the test with a stand-in passkey (the real ceremonies are in keys/passkey.browser.test.ts).
import { createFrameClient, type FrameClient } from '@kit/frame-bridge'
import { createWindowPair } from '@kit/frame-bridge/testing'
import { base58, base64 } from '@scure/base'
import { privateKeyToAccount } from 'viem/accounts'
import type { ApprovalUi } from '../approval/approvalUi.js'
import type { ApprovalView } from '../approval/describe.js'
import { type FrameApp, startFrameApp } from '../frameApp.js'
import {
  createDeviceShareStore,
  type DeviceShareRecord,
  type DeviceShareStore,
} from '../keys/deviceShareStore.js'
import type { RecoveryPasskeys } from '../keys/passkey.js'
import type {
  AddMethodOptions,
  ExportOptions,
  ProtectOptions,
  RecoverOptions,
  RecoveryUi,
} from '../keys/recoveryUi.js'
import type { RecoverySecret } from '../keys/walletAccess.js'

export const HOST_ORIGIN = 'https://shop.example'
export const FRAME_ORIGIN = 'https://frame.example'
export const SERVER = 'https://api.example'
export const RPC_80002 = 'https://rpc.example/80002'
export const EVM_KEY = `0x${'42'.repeat(32)}` as const
export const EVM_ADDRESS = privateKeyToAccount(EVM_KEY).address
// A fixed ed25519 key (seed 7 × 32) as the server would release it: 64 bytes, base64.
export const SOLANA_SECRET =
  'BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwfqSmxj4pxSCr71UHsTLsX5lUd2rr6+e5JCHuppFEbSLA=='
/** The Solana address of {@link SOLANA_SECRET}: its public half, in base58. */
export const SOLANA_ADDRESS = base58.encode(base64.decode(SOLANA_SECRET).slice(32))

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
  /** The key routes answer 401 LoginRequired, as the server does once the login is too old to release keys. */
  loginRequired?: boolean
  /** The user's wallet on the server: legacy whole keys (the fixed ones), or shares the frame stored. */
  wallet: FakeWallet
}

/** A wallet as the fake server keeps it. */
export type FakeWallet =
  | { kind: 'none' }
  | { kind: 'legacy' }
  | {
      kind: 'split'
      evmAddress: string
      solanaAddress: string
      splitId: string
      authShare: string
      recovery: Array<{ kind: 'passkey' | 'password'; credentialId: string | null; sealed: string }>
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
      case '/v1/auth/wallet/state': {
        if (!signedIn) return failure(401, 'InvalidSession', 'The session is expired or was signed out')
        const wallet = backend.wallet
        if (wallet.kind === 'none') return json({ state: 'none' })
        if (wallet.kind === 'legacy')
          return json({ state: 'legacy', evmAddress: EVM_ADDRESS, solanaAddress: SOLANA_ADDRESS })
        return json({
          state: 'split',
          evmAddress: wallet.evmAddress,
          solanaAddress: wallet.solanaAddress,
          splitId: wallet.splitId,
          recovery: wallet.recovery.map((record, index) => ({
            id: `r${index}`,
            kind: record.kind,
            credentialId: record.credentialId,
          })),
        })
      }
      case '/v1/auth/wallet':
      case '/v1/auth/wallet/shares':
      case '/v1/auth/wallet/auth-share':
      case '/v1/auth/wallet/recovery':
      case '/v1/auth/wallet/recovery/methods': {
        if (!signedIn) return failure(401, 'InvalidSession', 'The session is expired or was signed out')
        if (backend.loginRequired) return failure(401, 'LoginRequired', 'Sign in again to unlock your wallet')
        const wallet = backend.wallet
        if (url.pathname === '/v1/auth/wallet') {
          if (wallet.kind !== 'legacy') return failure(409, 'SplitWallet', 'This wallet has split keys')
          return json({
            evm: { address: EVM_ADDRESS, privateKey: EVM_KEY },
            solana: { address: SOLANA_ADDRESS, secretKey: SOLANA_SECRET },
          })
        }
        if (url.pathname === '/v1/auth/wallet/shares') {
          if (wallet.kind === 'split')
            return failure(409, 'WalletExists', 'This account already has a wallet')
          const migrated = wallet.kind === 'legacy'
          const recovery = body.recovery as {
            kind: 'passkey' | 'password'
            credentialId?: string
            sealed: string
          }
          backend.wallet = {
            kind: 'split',
            evmAddress: String(body.evmAddress),
            solanaAddress: String(body.solanaAddress),
            splitId: String(body.splitId),
            authShare: String(body.authShare),
            recovery: [
              { kind: recovery.kind, credentialId: recovery.credentialId ?? null, sealed: recovery.sealed },
            ],
          }
          return json({ stored: true, migrated })
        }
        if (wallet.kind !== 'split')
          return failure(404, 'NoSplitWallet', 'This account has no wallet with split keys yet')
        const addresses = {
          splitId: wallet.splitId,
          evmAddress: wallet.evmAddress,
          solanaAddress: wallet.solanaAddress,
        }
        if (url.pathname === '/v1/auth/wallet/auth-share')
          return json({ authShare: wallet.authShare, ...addresses })
        if (url.pathname === '/v1/auth/wallet/recovery/methods') {
          const added = body.recovery as {
            kind: 'passkey' | 'password'
            credentialId?: string
            sealed: string
          }
          wallet.recovery.push({
            kind: added.kind,
            credentialId: added.credentialId ?? null,
            sealed: added.sealed,
          })
          return json({ added: true })
        }
        return json({
          ...addresses,
          records: wallet.recovery.map((record, index) => ({ id: `r${index}`, ...record })),
        })
      }
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

/** The stand-in passkey's PRF output: fixed, so a second "device" opens what the first sealed. */
export const TEST_PASSKEY: RecoverySecret = {
  kind: 'passkey',
  credentialId: 'dGVzdC1wYXNza2V5',
  prfOutput: new Uint8Array(32).fill(9),
}

/** Passkey ceremonies that answer with {@link TEST_PASSKEY} (jsdom has no WebAuthn). */
export const testPasskeys: RecoveryPasskeys = {
  create: async () => TEST_PASSKEY,
  get: async () => TEST_PASSKEY,
}

/**
 * Protect and recovery cards the test answers: by default each uses the stand-in passkey at once; with `hold`, a
 * card waits until the test calls `continue()` (or the request is aborted).
 */
export function scriptedRecoveryUi(options: { hold?: boolean } = {}) {
  const shown: Array<'protect' | 'recover' | 'add' | 'export'> = []
  /** What the export card showed. */
  const exported: Array<{ evm: string; solana: string }> = []
  let release: (() => void) | undefined
  const waitTurn = (signal: AbortSignal) =>
    options.hold
      ? new Promise<void>((resolve, reject) => {
          release = resolve
          signal.addEventListener('abort', () => reject(signal.reason), { once: true })
        })
      : Promise.resolve()
  const ui: RecoveryUi & { shown: typeof shown; exported: typeof exported; continue(): void } = {
    shown,
    exported,
    continue: () => release?.(),
    async protect(card: ProtectOptions) {
      shown.push('protect')
      await waitTurn(card.signal)
      await card.protect(await card.createPasskey())
    },
    async recover(card: RecoverOptions) {
      shown.push('recover')
      await waitTurn(card.signal)
      return card.recover(await card.getPasskey())
    },
    async addMethod(card: AddMethodOptions) {
      shown.push('add')
      await waitTurn(card.signal)
      const share = await card.confirm(await card.getPasskey())
      // The user adds a password, the one method the wallet lacks.
      await card.add(share, { kind: 'password', password: 'correct horse battery' })
      return 'password'
    },
    async exportKey(card: ExportOptions) {
      shown.push('export')
      await waitTurn(card.signal)
      exported.push(card.keys)
    },
  }
  return ui
}

/** This "device"'s share store, in memory (records kept as structured clones, as IndexedDB keeps them). */
export function memoryDeviceShares(): DeviceShareStore & { records: Map<string, DeviceShareRecord> } {
  const records = new Map<string, DeviceShareRecord>()
  const store = createDeviceShareStore({
    get: async (userId) => records.get(userId),
    put: async (userId, record) => void records.set(userId, structuredClone(record)),
    delete: async (userId) => void records.delete(userId),
  })
  return Object.assign(store, { records })
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
    /** This device's shares; share one store between two pairs to model a reload on the same device. */
    deviceShares?: ReturnType<typeof memoryDeviceShares>
    /** The protect and recovery cards; by default they use the stand-in passkey at once. */
    recoveryUi?: ReturnType<typeof scriptedRecoveryUi>
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
    wallet: { kind: 'legacy' },
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
  const deviceShares = options.deviceShares ?? memoryDeviceShares()
  const recoveryUi = options.recoveryUi ?? scriptedRecoveryUi()
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
      deviceShares,
      recoveryUi,
      passkeys: testPasskeys,
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
    deviceShares,
    recoveryUi,
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
