// Test-only: the frame app in jsdom. The fake page-and-iframe windows of `@kit/frame-bridge/testing` (cloned,
// asynchronous delivery, targetOrigin enforced, '*' refused), the host's frame-bridge client on one side, the frame
// app on the other, and an in-memory stand-in for the Kit server's auth API: sessions that last, `/wallet/open`, the
// fresh-proof rule, step-up codes, the signed-in devices, proofs dated against the server's own clock (refused
// beyond ±60 s, each answer carries `Date`). By default the user already has a wallet made on another device (the
// fixed keys below, split and sealed for the stand-in passkey on first use), so the first login here opens it on the
// recovery card. The cards are answered by the test (the real ones are tested in their own files and in Chromium).
import { createFrameClient, type FrameClient } from '@kit/frame-bridge'
import { createWindowPair } from '@kit/frame-bridge/testing'
import { base58, base64, base64urlnopad } from '@scure/base'
import { privateKeyToAccount } from 'viem/accounts'
import type {
  AccountUi,
  ChangeEmailOptions,
  EmailStepUpOptions,
  ManageRecoveryMethodsOptions,
  ManageSessionsOptions,
  ProviderRedirectOptions,
  RecoveryMethodItem,
} from '../account/accountUi.js'
import type { ApprovalUi } from '../ui/approvalUi.js'
import type { ApprovalView } from '../approval/describe.js'
import type { SignedInDevice } from '../authApi.js'
import type { FrameStartConfig } from '../config.js'
import { type FrameApp, startFrameApp } from '../frameApp.js'
import {
  createDeviceShareStore,
  type DeviceShareRecord,
  type DeviceShareStore,
} from '../keys/deviceShareStore.js'
import type { RecoveryPasskeys } from '../keys/passkey.js'
import type { LoginPasskeyCeremonies } from '../passkey/loginCeremony.js'
import type {
  AddMethodOptions,
  ConfirmUserOptions,
  ExportOptions,
  ProtectOptions,
  RecoverOptions,
  RecoveryUi,
} from '../ui/recoveryUi.js'
import type { RecoverySecret, WalletKeys } from '../keys/types.js'
import { newRecoveryMethod } from '../keys/walletAccess.js'

export const HOST_ORIGIN = 'https://shop.example'
export const FRAME_ORIGIN = 'https://frame.example'
export const SERVER = 'https://api.example'
export const RPC_80002 = 'https://rpc.example/80002'
export const EVM_KEY = `0x${'42'.repeat(32)}` as const
export const EVM_ADDRESS = privateKeyToAccount(EVM_KEY).address
// A fixed ed25519 key (seed 7 × 32): 64 bytes, base64.
export const SOLANA_SECRET =
  'BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwfqSmxj4pxSCr71UHsTLsX5lUd2rr6+e5JCHuppFEbSLA=='
/** The Solana address of {@link SOLANA_SECRET}: its public half, in base58. */
export const SOLANA_ADDRESS = base58.encode(base64.decode(SOLANA_SECRET).slice(32))
/** The fixed wallet's keys. */
export const FIXED_KEYS: WalletKeys = {
  evm: { address: EVM_ADDRESS, privateKey: EVM_KEY },
  solana: { address: SOLANA_ADDRESS, secretKey: SOLANA_SECRET },
}

/** The codes the fake server's mails would carry. */
export const CODES = { login: '123456', primary: '111111', secondary: '222222', stepUp: '654321' } as const
/** The server's fresh-proof window (`auth.freshProofSeconds`, default 600 s). */
export const FRESH_PROOF_MS = 600_000
/** The server's window for a proof's `iat`. */
const PROOF_WINDOW_S = 60

type Json = Record<string, unknown>

/** One session as the fake server keeps it. */
export type FakeSession = {
  id: string
  method: string
  device: string | null
  createdAt: number
  lastUsedAt: number
  /** Until when (server time, ms) its last proof of the user counts as fresh. */
  freshUntil: number
}

/** What the fake auth service knows; tests steer it. */
export type FakeBackend = {
  calls: string[]
  deviceApproved: boolean
  emailAction: 'VERIFY_OTP' | 'VERIFY_DEVICE'
  /** The live sessions, by bearer token. */
  sessions: Map<string, FakeSession>
  farcasterPendingPolls: number
  allowedOrigins: string[]
  user: { id: string; email: string | null; userName: string | null }
  code: { [key: string]: unknown } | undefined
  /** The user's wallet on the server. */
  wallet: FakeWallet
  /** How far the server's clock is ahead of the test process's (ms). */
  clockAheadMs: number
  /** The `iat` of every proof the server received, with its path. */
  proofs: Array<{ path: string; iat: number }>
  /** Replaces the `wallet` of `/wallet/open` answers with this, as a hostile or older server would answer. */
  walletAnswer?: Json
  /** The account's login passkeys (credential ids): what a passkey step-up may use. */
  loginPasskeys: string[]
  /** The server's passkey RP ID, as `/wallet/open` answers it; null: passkeys off. */
  passkeyRpId: string | null
  /** The challenges of passkey step-ups and registrations issued and not yet spent. */
  stepUpChallenges: string[]
}

/** A wallet as the fake server keeps it. */
export type FakeWallet =
  | { kind: 'none' }
  /** The fixed keys, split and sealed for the stand-in passkey the first time the server is asked about them. */
  | { kind: 'fixed' }
  | {
      kind: 'split'
      evmAddress: string
      solanaAddress: string
      /** The server's share of each holder's split, by split id. */
      authShares: Map<string, { holder: 'device' | 'recovery'; authShare: string }>
      recovery: FakeRecord[]
    }
type SplitWallet = Extract<FakeWallet, { kind: 'split' }>
/** A recovery record as the fake server keeps it. */
export type FakeRecord = {
  id: string
  kind: 'passkey' | 'password'
  credentialId: string | null
  sealed: string
  splitId: string
}

let records = 0

/** A recovery method of `keys`, split and sealed for `secret`, as the fake server keeps it. */
export async function fakeRecoveryMethod(
  wallet: SplitWallet,
  keys: WalletKeys,
  secret: RecoverySecret,
  userId = 'user-1',
): Promise<FakeRecord> {
  const method = await newRecoveryMethod(keys, secret, userId)
  wallet.authShares.set(method.splitId, { holder: 'recovery', authShare: method.authShare })
  const record = {
    id: `r${++records}`,
    kind: method.kind,
    credentialId: method.kind === 'passkey' ? method.credentialId : null,
    sealed: method.sealed,
    splitId: method.splitId,
  }
  wallet.recovery.push(record)
  return record
}

/** A split wallet of `keys`, with one recovery method (the stand-in passkey), as another device would have made it. */
export async function splitWalletOf(keys: WalletKeys, userId = 'user-1'): Promise<SplitWallet> {
  const wallet: SplitWallet = {
    kind: 'split',
    evmAddress: keys.evm.address,
    solanaAddress: keys.solana.address,
    authShares: new Map(),
    recovery: [],
  }
  await fakeRecoveryMethod(wallet, keys, TEST_PASSKEY, userId)
  return wallet
}

const failure = (status: number, name: string, description: string) => ({
  status,
  body: { status, reasons: [{ name, description }] },
})

async function sha256Base64url(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))
  return base64urlnopad.encode(digest)
}

/** The `iat` of a DPoP proof (its signature is the real server's business, tested there). */
function proofIat(proof: string): number | undefined {
  try {
    const payload = JSON.parse(
      new TextDecoder().decode(base64urlnopad.decode(proof.split('.')[1] ?? '')),
    ) as {
      iat?: unknown
    }
    return typeof payload.iat === 'number' ? payload.iat : undefined
  } catch {
    return undefined
  }
}

/** The Kit server's auth API (and one chain's JSON-RPC), in memory, as a fetch function. */
export function fakeServerFetch(backend: FakeBackend): typeof fetch {
  let tokens = 0
  const serverNow = () => Date.now() + backend.clockAheadMs
  const iso = (ms: number) => new Date(ms).toISOString()
  const login = (method: string, userName?: string | null) => {
    const token = `session-token-${++tokens}-abcdefghijklmnop`
    const now = serverNow()
    backend.sessions.set(token, {
      id: `session-${tokens}`,
      method,
      device: 'Chrome on Linux',
      createdAt: now,
      lastUsedAt: now,
      freshUntil: now + FRESH_PROOF_MS,
    })
    return {
      token,
      expiresAt: '2030-01-01T00:00:00Z',
      user: { ...backend.user, identities: [], wallet: null, createdAt: '2026-01-01T00:00:00Z' },
      ...(userName === undefined ? {} : { userName }),
    }
  }
  const userRecord = () => ({ ...backend.user, identities: [], wallet: null, createdAt: '' })

  type StoredRecord = {
    kind: 'passkey' | 'password'
    credentialId?: string
    sealed: string
    splitId: string
    authShare: string
  }
  function addRecord(wallet: SplitWallet, stored: StoredRecord) {
    wallet.authShares.set(stored.splitId, { holder: 'recovery', authShare: stored.authShare })
    wallet.recovery.push({
      id: `r${++records}`,
      kind: stored.kind,
      credentialId: stored.credentialId ?? null,
      sealed: stored.sealed,
      splitId: stored.splitId,
    })
  }

  async function splitWallet(): Promise<SplitWallet | undefined> {
    if (backend.wallet.kind === 'fixed') backend.wallet = await splitWalletOf(FIXED_KEYS, backend.user.id)
    return backend.wallet.kind === 'split' ? backend.wallet : undefined
  }

  async function route(
    url: URL,
    body: Json,
    headers: Headers,
    method: string,
  ): Promise<{ status: number; body: unknown }> {
    const ok = (answer: unknown) => ({ status: 200, body: answer })
    const bearer = headers.get('authorization')?.replace('Bearer ', '')
    const session = bearer === undefined ? undefined : backend.sessions.get(bearer)
    const proof = headers.get('dpop')
    if (proof) {
      // As the server: a proof dated outside its window is refused before anything else is looked at.
      const iat = proofIat(proof) ?? Number.NaN
      backend.proofs.push({ path: url.pathname, iat })
      const nowSeconds = Math.floor(serverNow() / 1000)
      if (!(nowSeconds - iat <= PROOF_WINDOW_S))
        return failure(401, 'ProofExpired', 'The session proof is too old')
      if (iat - nowSeconds > PROOF_WINDOW_S)
        return failure(401, 'ProofNotYetValid', 'The session proof is dated in the future')
    }
    const needsSession = url.pathname.startsWith('/v1/auth/') && bearer !== undefined
    if (needsSession && !session)
      return failure(401, 'InvalidSession', 'The session is expired or was signed out')
    if (session) session.lastUsedAt = serverNow()
    const fresh = () => session !== undefined && session.freshUntil > serverNow()
    const freshRequired = () => failure(401, 'FreshProofRequired', "Confirm it's you again to continue")
    /** A new single-use passkey challenge, named after its purpose. */
    const issueChallenge = (purpose: string) => {
      const challenge = `${purpose}-${backend.stepUpChallenges.length + 1}-${Math.random().toString(36).slice(2)}`
      backend.stepUpChallenges.push(challenge)
      return challenge
    }
    /** The ceremony in the body, if its "client data" spends a challenge issued here (once). */
    const spendChallenge = () => {
      const response = body.response as { id?: string; response?: { clientDataJSON?: string } }
      const spent = backend.stepUpChallenges.indexOf(String(response.response?.clientDataJSON))
      if (spent < 0) return undefined
      backend.stepUpChallenges.splice(spent, 1)
      return { credentialId: String(response.id) }
    }

    const removedPasskey =
      method === 'DELETE' ? /^\/v1\/auth\/passkey\/credentials\/([^/]+)$/.exec(url.pathname)?.[1] : undefined
    if (removedPasskey !== undefined) {
      // As the server: the login goes with the wallet's record sealed under it; never the last of either.
      if (!fresh()) return freshRequired()
      const credentialId = decodeURIComponent(removedPasskey)
      if (!backend.loginPasskeys.includes(credentialId))
        return failure(404, 'UnknownPasskey', 'This account has no such passkey')
      if (backend.loginPasskeys.length === 1 && !backend.user.email)
        return failure(409, 'LastLoginMethod', 'This passkey is the only way to sign in to this account')
      const wallet = await splitWallet()
      const index = wallet?.recovery.findIndex((record) => record.credentialId === credentialId) ?? -1
      const record = wallet?.recovery[index]
      if (wallet && record) {
        if (wallet.recovery.length === 1)
          return failure(
            409,
            'LastRecoveryMethod',
            'A wallet keeps at least one way to open it on a new device',
          )
        wallet.recovery.splice(index, 1)
        wallet.authShares.delete(record.splitId)
      }
      backend.loginPasskeys = backend.loginPasskeys.filter((id) => id !== credentialId)
      return ok({ removed: true })
    }
    const removedId =
      method === 'DELETE'
        ? /^\/v1\/auth\/wallet\/recovery\/methods\/([^/]+)$/.exec(url.pathname)?.[1]
        : undefined
    switch (removedId === undefined ? url.pathname : '/v1/auth/wallet/recovery/methods') {
      case '/v1/projects/shop/config':
        return ok({ projectId: 'shop', name: 'Shop', allowedOrigins: backend.allowedOrigins })
      case '/v1/auth/email/connect':
        backend.user = { ...backend.user, email: String(body.email) }
        return ok({ action: backend.emailAction })
      case '/v1/auth/device/wait':
        return ok({ approved: backend.deviceApproved })
      case '/v1/auth/email/verify':
        return body.otp === CODES.login
          ? ok(login('email'))
          : failure(400, 'InvalidCode', 'The code is wrong or expired')
      case '/v1/auth/session':
        return ok({
          user: userRecord(),
          method: session?.method,
          session: { id: session?.id, expiresAt: '2030-01-01T00:00:00Z' },
        })
      case '/v1/auth/logout':
        if (bearer) backend.sessions.delete(bearer)
        return ok({ signedOut: true })
      case '/v1/auth/sessions':
        return ok({
          sessions: [...backend.sessions.entries()].reverse().map(([token, entry]) => ({
            id: entry.id,
            method: entry.method,
            device: entry.device,
            createdAt: iso(entry.createdAt),
            lastUsedAt: iso(entry.lastUsedAt),
            expiresAt: '2030-01-01T00:00:00Z',
            current: token === bearer,
          })),
        })
      case '/v1/auth/sessions/end': {
        let ended = 0
        for (const [token, entry] of backend.sessions)
          if (body.others === true ? token !== bearer : entry.id === body.id) {
            backend.sessions.delete(token)
            ended++
          }
        return ok({ ended })
      }
      case '/v1/auth/step-up/email':
        if (!backend.user.email) return failure(400, 'NoEmail', 'This account has no e-mail')
        return ok({ sentTo: backend.user.email })
      case '/v1/auth/step-up/email/verify':
        if (body.otp !== CODES.stepUp) return failure(400, 'InvalidCode', 'The code is wrong or expired')
        if (session) session.freshUntil = serverNow() + FRESH_PROOF_MS
        return ok({ freshUntil: iso(serverNow() + FRESH_PROOF_MS) })
      case '/v1/auth/passkey/credentials':
        if (!backend.passkeyRpId) return failure(404, 'PasskeysUnavailable', 'Passkeys are not available')
        return ok({
          passkeys: backend.loginPasskeys.map((credentialId) => ({
            credentialId,
            deviceType: 'multiDevice',
            backedUp: true,
            transports: [],
            createdAt: iso(serverNow()),
            lastUsedAt: null,
          })),
        })
      case '/v1/auth/passkey/add/options': {
        if (!backend.passkeyRpId) return failure(404, 'PasskeysUnavailable', 'Passkeys are not available')
        if (!fresh()) return freshRequired()
        return ok({
          options: {
            challenge: issueChallenge('add'),
            rp: { id: backend.passkeyRpId, name: 'Shop' },
            user: { id: 'dXNlci0x', name: 'Wallet', displayName: 'Wallet' },
            pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
            excludeCredentials: backend.loginPasskeys.map((id) => ({ id, type: 'public-key' })),
          },
          prfSalt: 'Q'.repeat(43),
        })
      }
      case '/v1/auth/passkey/add/verify': {
        if (!fresh()) return freshRequired()
        const registered = spendChallenge()
        if (!registered) return failure(400, 'PasskeyRefused', 'The passkey registration was refused')
        backend.loginPasskeys.push(registered.credentialId)
        return ok({ added: true, credentialId: registered.credentialId, prfSalt: 'Q'.repeat(43) })
      }
      case '/v1/auth/passkey/step-up/options': {
        if (backend.loginPasskeys.length === 0)
          return failure(409, 'NoPasskey', 'This account has no passkey to confirm with')
        return ok({
          options: {
            challenge: issueChallenge('step-up'),
            rpId: backend.passkeyRpId,
            allowCredentials: backend.loginPasskeys.map((id) => ({ id, type: 'public-key' })),
          },
        })
      }
      case '/v1/auth/passkey/step-up/verify': {
        // As the server: the assertion spends its challenge, and must be one of the account's passkeys.
        const asserted = spendChallenge()
        if (!asserted) return failure(400, 'PasskeyRefused', 'The passkey assertion was refused')
        if (!backend.loginPasskeys.includes(asserted.credentialId))
          return failure(401, 'UnknownPasskey', 'This passkey is not registered for an account here')
        if (session) session.freshUntil = serverNow() + FRESH_PROOF_MS
        return ok({ freshUntil: iso(serverNow() + FRESH_PROOF_MS) })
      }
      case '/v1/auth/wallet/open': {
        const wallet = await splitWallet()
        const described = wallet
          ? {
              state: 'split',
              evmAddress: wallet.evmAddress,
              solanaAddress: wallet.solanaAddress,
              recovery: wallet.recovery.map(({ id, kind, credentialId }) => ({ id, kind, credentialId })),
            }
          : { state: 'none' }
        // As the server: only a device's split answers here.
        const held = wallet?.authShares.get(String(body.splitId))
        return ok({
          user: userRecord(),
          method: session?.method,
          session: { id: session?.id, expiresAt: '2030-01-01T00:00:00Z' },
          wallet: backend.walletAnswer ?? described,
          passkeyRpId: backend.passkeyRpId,
          ...(held?.holder === 'device' ? { authShare: held.authShare } : {}),
        })
      }
      case '/v1/auth/wallet/shares': {
        if (!fresh()) return freshRequired()
        if ((await splitWallet()) !== undefined)
          return failure(409, 'WalletExists', 'This account already has a wallet')
        const device = body.device as { splitId: string; authShare: string }
        const wallet: SplitWallet = {
          kind: 'split',
          evmAddress: String(body.evmAddress),
          solanaAddress: String(body.solanaAddress),
          authShares: new Map([[device.splitId, { holder: 'device', authShare: device.authShare }]]),
          recovery: [],
        }
        addRecord(wallet, body.recovery as StoredRecord)
        backend.wallet = wallet
        return { status: 201, body: { stored: true } }
      }
      case '/v1/auth/wallet/recovery':
      case '/v1/auth/wallet/recovery/share':
      case '/v1/auth/wallet/recovery/methods':
      case '/v1/auth/wallet/devices': {
        if (!fresh()) return freshRequired()
        const wallet = await splitWallet()
        if (!wallet) return failure(404, 'NoSplitWallet', 'This account has no wallet with split keys yet')
        if (url.pathname === '/v1/auth/wallet/recovery/methods') {
          addRecord(wallet, body.recovery as StoredRecord)
          return { status: 201, body: { added: true } }
        }
        if (removedId !== undefined) {
          // As the server: the record and its split's share go; the last one stays.
          const index = wallet.recovery.findIndex((record) => record.id === removedId)
          const record = wallet.recovery[index]
          if (!record) return failure(404, 'NoRecoveryMethod', 'This wallet has no such recovery method')
          if (wallet.recovery.length === 1)
            return failure(
              409,
              'LastRecoveryMethod',
              'A wallet keeps at least one way to open it on a new device',
            )
          wallet.recovery.splice(index, 1)
          wallet.authShares.delete(record.splitId)
          return ok({ removed: true })
        }
        if (url.pathname === '/v1/auth/wallet/devices') {
          wallet.authShares.set(String(body.splitId), { holder: 'device', authShare: String(body.authShare) })
          return { status: 201, body: { added: true } }
        }
        if (url.pathname === '/v1/auth/wallet/recovery/share') {
          const record = wallet.recovery.find((candidate) => candidate.id === body.recordId)
          const held = record && wallet.authShares.get(record.splitId)
          if (!record || !held)
            return failure(404, 'NoRecoveryMethod', 'This wallet has no such recovery method')
          return ok({ splitId: record.splitId, authShare: held.authShare })
        }
        // As the server: the records of the kind asked for, or all of them.
        return ok({
          evmAddress: wallet.evmAddress,
          solanaAddress: wallet.solanaAddress,
          records: wallet.recovery.filter((record) => body.kind === undefined || record.kind === body.kind),
        })
      }
      case '/v1/auth/social/start':
        backend.code = body
        return ok({ uri: 'https://idp.example/authorize?state=abc' })
      case '/v1/auth/social/connect': {
        // As the server: the result redeems only with the verifier of the start's challenge.
        const challenge =
          typeof body.resultVerifier === 'string' ? await sha256Base64url(body.resultVerifier) : undefined
        return body.result === 'one-time-result-code-123456' &&
          challenge !== undefined &&
          challenge === backend.code?.resultChallenge
          ? ok(login('github', 'octocat'))
          : failure(400, 'InvalidLoginResult', 'This login result is invalid, used or expired; sign in again')
      }
      case '/v1/auth/farcaster/channel':
        return ok({
          channelToken: 'channel-1',
          pollSecret: 'secret-1',
          url: 'https://farcaster.example/c/1',
          expiresAt: '',
        })
      case '/v1/auth/farcaster/status':
        if (backend.farcasterPendingPolls-- > 0) return ok({ state: 'pending' })
        return ok({ state: 'completed', ...login('farcaster'), userName: 'dwr' })
      case '/v1/auth/email/update':
        if (backend.user.email) return ok({ action: 'VERIFY_PRIMARY_OTP' })
        // A session alone never adds an e-mail login: only right after a login.
        if (!fresh()) return freshRequired()
        return ok({ action: 'VERIFY_SECONDARY_OTP' })
      case '/v1/auth/email/update/primary':
        return body.otp === CODES.primary
          ? ok({ action: 'VERIFY_SECONDARY_OTP' })
          : failure(400, 'InvalidCode', 'The code is wrong or expired')
      case '/v1/auth/email/update/secondary':
        if (body.otp !== CODES.secondary) return failure(400, 'InvalidCode', 'The code is wrong or expired')
        backend.user = { ...backend.user, email: 'new@example.com' }
        return ok({ newEmail: 'new@example.com' })
      default:
        return failure(404, 'NotFound', `No route for ${url.pathname}`)
    }
  }

  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input))
    const body = (init?.body ? JSON.parse(String(init.body)) : {}) as Json
    if (url.origin + url.pathname === RPC_80002) {
      const rpc = body as { method: string; id: number }
      backend.calls.push(`rpc:${rpc.method}`)
      const results: Json = {
        eth_getCode: '0x',
        eth_blockNumber: '0x2a',
        eth_chainId: '0x13882',
        // The chain's bundler, through the same URL: EntryPoint v0.8.
        eth_supportedEntryPoints: ['0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'],
      }
      return Response.json({ jsonrpc: '2.0', id: rpc.id, result: results[rpc.method] ?? null })
    }
    backend.calls.push(`${init?.method ?? 'GET'} ${url.pathname}`)
    const answer = await route(url, body, new Headers(init?.headers), init?.method ?? 'GET')
    // Every answer carries the server's clock, as HTTP servers do (1 s resolution).
    return Response.json(answer.body, {
      status: answer.status,
      headers: { date: new Date(serverNow()).toUTCString() },
    })
  }) as typeof fetch
}

/** The stand-in passkey's PRF output: fixed, so a second "device" opens what the first sealed. */
export const TEST_PASSKEY: Extract<RecoverySecret, { kind: 'passkey' }> = {
  kind: 'passkey',
  credentialId: 'dGVzdC1wYXNza2V5',
  prfOutput: new Uint8Array(32).fill(9),
  prfSalt: new Uint8Array(32).fill(7),
}

/** The recovery password the scripted cards add: one the password card's strength floor accepts. */
export const TEST_PASSWORD = 'quiver-anthem-dolphin-saddle-77'

/** Passkey ceremonies that answer with {@link TEST_PASSKEY} (jsdom has no WebAuthn). */
export const testPasskeys: RecoveryPasskeys = {
  create: async () => TEST_PASSKEY,
  get: async () => TEST_PASSKEY,
}

/** A login passkey's assertion, as the cards run it. */
export type PasskeyAssertion = LoginPasskeyCeremonies['assert']
/** A login passkey's registration, as the cards run it. */
export type PasskeyRegistration = LoginPasskeyCeremonies['register']

/** The stand-in login passkey's PRF output, on any salt. */
export const TEST_LOGIN_PRF = new Uint8Array(32).fill(9)

/**
 * The stand-in authenticator's new login passkey: the fake server takes its "client data" as the challenge it spends,
 * and its PRF output is {@link TEST_LOGIN_PRF} on the salt asked.
 */
export const testPasskeyRegistration: PasskeyRegistration = async ({ options, prfSalt, signal }) => {
  signal?.throwIfAborted()
  const rp = (options as { rp?: { id?: string } }).rp
  const excluded = (options as { excludeCredentials?: Array<{ id: string }> }).excludeCredentials ?? []
  const id = `login-passkey-${excluded.length + 1}`
  return {
    credential: {
      id,
      rawId: id,
      type: 'public-key',
      clientExtensionResults: {},
      response: { clientDataJSON: options.challenge, attestationObject: 'AA' },
    },
    prf: {
      kind: 'passkey',
      credentialId: id,
      prfOutput: new Uint8Array(TEST_LOGIN_PRF),
      prfSalt: new Uint8Array(base64urlnopad.decode(prfSalt)),
    },
    rpId: String(rp?.id),
  }
}

/**
 * The stand-in login passkey's assertion: the first passkey the options name, whose "client data" is the challenge
 * (the fake server checks that it spends one it issued).
 */
export const testPasskeyAssertion: PasskeyAssertion = async ({ options, signal }) => {
  signal?.throwIfAborted()
  const [first] = (options as { allowCredentials?: Array<{ id: string }> }).allowCredentials ?? []
  const id = first?.id ?? 'no-passkey'
  return {
    credential: {
      id,
      rawId: id,
      type: 'public-key',
      clientExtensionResults: {},
      response: { clientDataJSON: options.challenge, authenticatorData: 'AA', signature: 'AA' },
    },
    prf: undefined,
    rpId: String((options as { rpId?: string }).rpId),
  }
}

/**
 * Protect and recovery cards the test answers: by default each uses the stand-in passkey at once; with `hold`, a
 * card waits until the test calls `continue()` (or the request is aborted).
 */
export function scriptedRecoveryUi(options: { hold?: boolean } = {}) {
  const shown: Array<'protect' | 'recover' | 'add' | 'confirm' | 'confirm-passkey' | 'export'> = []
  /** What the export card showed. */
  const exported: Array<{ evm: string; solana: string }> = []
  /** What each recovery card warned of: the addresses of a wallet it replaces on this device. */
  const replacing: Array<RecoverOptions['replacing']> = []
  /** The account each protect card asked the user to confirm before a wallet was made for it. */
  const accounts: string[] = []
  let release: (() => void) | undefined
  const waitTurn = (signal: AbortSignal) =>
    options.hold
      ? new Promise<void>((resolve, reject) => {
          if (signal.aborted) return reject(signal.reason)
          release = resolve
          signal.addEventListener('abort', () => reject(signal.reason), { once: true })
        })
      : Promise.resolve()
  const ui: RecoveryUi & {
    shown: typeof shown
    exported: typeof exported
    replacing: typeof replacing
    accounts: typeof accounts
    continue(): void
  } = {
    shown,
    exported,
    replacing,
    accounts,
    continue: () => release?.(),
    async protect(card: ProtectOptions) {
      shown.push('protect')
      accounts.push(card.account)
      await waitTurn(card.signal)
      await card.protect(await card.createPasskey())
    },
    async recover(card: RecoverOptions) {
      shown.push('recover')
      replacing.push(card.replacing)
      await waitTurn(card.signal)
      return card.recover(await card.getPasskey())
    },
    async addMethod(card: AddMethodOptions) {
      shown.push('add')
      await waitTurn(card.signal)
      await card.confirm(await card.getPasskey())
      // The user adds a password, the one method the wallet lacks.
      await card.add({ kind: 'password', password: TEST_PASSWORD })
      return 'password'
    },
    async confirmUser(card: ConfirmUserOptions) {
      shown.push(card.proveWithPasskey ? 'confirm-passkey' : 'confirm')
      await waitTurn(card.signal)
      if (card.proveWithPasskey) await card.proveWithPasskey()
      else await card.confirm(await card.getPasskey())
    },
    async exportKey(card: ExportOptions) {
      shown.push('export')
      await waitTurn(card.signal)
      exported.push(card.keys)
    },
  }
  return ui
}

/**
 * The account cards, answered by the test: what each showed is recorded, and what the user does there is a function
 * the test may replace (by default: Continue and the right code; on the devices card, "Sign out of all other
 * devices", then Done).
 */
export function scriptedAccountUi() {
  const shown: Array<
    | { card: 'change-email'; currentEmail: string | null; newEmail: string }
    | { card: 'step-up' }
    | { card: 'sessions'; devices: SignedInDevice[] }
    | { card: 'provider'; provider: string; action: string; fields: Readonly<Record<string, string>> }
    | { card: 'methods'; methods: RecoveryMethodItem[] }
  > = []
  const ui: AccountUi & {
    shown: typeof shown
    onChangeEmail: (card: ChangeEmailOptions) => Promise<void>
    onStepUp: (card: EmailStepUpOptions) => Promise<void>
    onSessions: (
      card: ManageSessionsOptions,
      devices: SignedInDevice[],
    ) => Promise<{ ended: number; endedCurrent: boolean }>
    onProvider: (card: ProviderRedirectOptions) => Promise<void>
    onMethods: (card: ManageRecoveryMethodsOptions) => Promise<{ removed: number }>
  } = {
    shown,
    async onChangeEmail(card) {
      if ((await card.start()) === 'code') await card.verify(CODES.primary)
    },
    async onStepUp(card) {
      await card.send()
      await card.verify(CODES.stepUp)
    },
    async onSessions(card) {
      return { ended: await card.end({ others: true }), endedCurrent: false }
    },
    // Done without removing anything.
    async onMethods() {
      return { removed: 0 }
    },
    manageRecoveryMethods(card) {
      shown.push({ card: 'methods', methods: card.methods })
      return ui.onMethods(card)
    },
    // Continue: the tab would leave now (the real card posts the form).
    async onProvider(card) {
      card.leaving()
    },
    continueToProvider(card) {
      shown.push({ card: 'provider', provider: card.provider, action: card.action, fields: card.fields })
      return ui.onProvider(card)
    },
    changeEmail(card) {
      shown.push({ card: 'change-email', currentEmail: card.currentEmail, newEmail: card.newEmail })
      return ui.onChangeEmail(card)
    },
    confirmByEmail(card) {
      shown.push({ card: 'step-up' })
      return ui.onStepUp(card)
    },
    async manageSessions(card) {
      const devices = await card.list()
      shown.push({ card: 'sessions', devices })
      return ui.onSessions(card, devices)
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

/** An approval UI the test answers (a card with a choice answers `choice`, by default the option selected). */
export function scriptedUi() {
  const asked: ApprovalView[] = []
  let answer: (approved: boolean, choice?: string) => void = () => undefined
  const ui: ApprovalUi & {
    asked: ApprovalView[]
    answer(approved: boolean, choice?: string): void
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
        answer = (approved) => resolve(approved)
        signal.addEventListener('abort', () => resolve(false), { once: true })
      })
    },
    askChoice(view, signal) {
      asked.push(view)
      ui.signals.push(signal)
      return new Promise((resolve) => {
        answer = (approved, choice) => resolve(approved ? (choice ?? view.choice.selected) : undefined)
        signal.addEventListener('abort', () => resolve(undefined), { once: true })
      })
    },
    setStatus() {},
    finish() {
      ui.finished++
    },
    answer: (approved, choice) => answer(approved, choice),
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
    /** The account cards; by default the user continues and types the right codes. */
    accountUi?: ReturnType<typeof scriptedAccountUi>
    /** The login passkey's assertion for a step-up; by default {@link testPasskeyAssertion}. */
    passkeyAssertion?: PasskeyAssertion
    /** The login passkey's registration on the cards; by default {@link testPasskeyRegistration}. */
    passkeyRegistration?: PasskeyRegistration
    /** The device's clock as the frame reads it; the process's by default. */
    now?: () => number
    /** Wraps the fake server (to delay or watch calls). */
    wrapFetch?: (fetch: typeof globalThis.fetch) => typeof globalThis.fetch
    /** The frame origin's per-tab storage; share one between two pairs to model a redirect away and back. */
    sessionStorage?: Map<string, string> | null
    /** The config's networks and their RPC URLs; `null` for a config that names none (the server's proxy then). */
    chains?: FrameStartConfig['chains'] | null
  } = {},
) {
  const hostOrigin = options.hostOrigin ?? HOST_ORIGIN
  const backend: FakeBackend = {
    calls: [],
    deviceApproved: false,
    emailAction: 'VERIFY_OTP',
    sessions: new Map(),
    farcasterPendingPolls: 2,
    allowedOrigins: [HOST_ORIGIN],
    user: { id: 'user-1', email: null, userName: null },
    code: undefined,
    wallet: { kind: 'fixed' },
    clockAheadMs: 0,
    proofs: [],
    loginPasskeys: [],
    passkeyRpId: null,
    stepUpChallenges: [],
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
  const accountUi = options.accountUi ?? scriptedAccountUi()
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
        // The networks the host may switch to (L11): Amoy, with the smart account, and two without one.
        ...(options.chains === null
          ? {}
          : {
              chains: options.chains ?? [
                { caipNetworkId: 'eip155:80002', rpcUrl: RPC_80002 },
                { caipNetworkId: 'eip155:1', rpcUrl: 'https://rpc.example/1' },
                { caipNetworkId: 'solana:localnet', rpcUrl: 'https://rpc.example/solana' },
              ],
            }),
        ...(options.allowedParentOrigins ? { allowedParentOrigins: options.allowedParentOrigins } : {}),
        smartAccountChains: options.smartAccountChains ?? [80002],
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
      accountUi,
      ...(options.now ? { now: options.now } : {}),
      passkeys: testPasskeys,
      loginPasskeys: {
        assert: options.passkeyAssertion ?? testPasskeyAssertion,
        register: options.passkeyRegistration ?? testPasskeyRegistration,
      },
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
    accountUi,
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
