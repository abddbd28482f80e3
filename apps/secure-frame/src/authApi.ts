import * as z from 'zod/mini'
import { AuthServiceError } from './errors.js'
import { sleep } from './frame/context.js'
import { createServerClock } from './serverClock.js'

const DEFAULT_TIMEOUT_MS = 15_000
/**
 * The waits before the second and third try of a read that the network or a gateway failed: a blip while the wallet
 * opens would otherwise end the login, and the user would need a new e-mail code.
 */
const RETRY_DELAYS_MS = [250, 1_000]
/** Answers that say the service could not be reached or served for a moment (a gateway's, or its own 503). */
const GATEWAY_STATUSES = new Set([502, 503, 504])
/** The refusals of a proof dated outside the server's window: the device's clock is off (or was, before it learnt). */
const CLOCK_REFUSALS = new Set(['ProofExpired', 'ProofNotYetValid'])

/** A user as the auth service describes it (never with key material). */
const userSchema = z.object({
  id: z.string(),
  email: z.nullable(z.string()),
  userName: z.nullable(z.string()),
  identities: z.array(
    z.object({ provider: z.string(), username: z.nullable(z.string()), email: z.nullable(z.string()) }),
  ),
  wallet: z.nullable(z.object({ evmAddress: z.string(), solanaAddress: z.string() })),
})
export type AuthUserRecord = z.output<typeof userSchema>

const loginSchema = z.object({ token: z.string(), expiresAt: z.string(), user: userSchema })
export type LoginAnswer = z.output<typeof loginSchema>

/**
 * The embedded wallet's keys: rebuilt by the frame from two shares, held in its memory only, never posted or stored
 * whole.
 */
export type WalletKeys = {
  evm: { address: string; privateKey: string }
  solana: { address: string; secretKey: string }
}

const addressesShape = { evmAddress: z.string(), solanaAddress: z.string() }
const recoveryKindSchema = z.enum(['passkey', 'password'])
const walletSchema = z.union([
  z.object({ state: z.literal('none') }),
  z.object({
    state: z.literal('split'),
    ...addressesShape,
    recovery: z.array(
      z.object({ id: z.string(), kind: recoveryKindSchema, credentialId: z.nullable(z.string()) }),
    ),
  }),
])
/**
 * Which wallet the user has, as the server describes it (never with key material). There is no other state: a
 * server that answers one (the whole-key `legacy` wallets of old) is refused as an unexpected answer.
 */
export type WalletState = z.output<typeof walletSchema>
/** The split wallet as the server describes it. */
export type SplitWalletState = Extract<WalletState, { state: 'split' }>

const sessionInfoSchema = z.object({ id: z.string(), expiresAt: z.string() })
const walletOpenSchema = z.object({
  user: userSchema,
  method: z.string(),
  session: sessionInfoSchema,
  wallet: walletSchema,
  authShare: z.optional(z.string()),
})
/**
 * The one answer a reload needs: who the session is, the wallet's state, and the server's share when the frame said
 * it holds a share of the same split.
 */
export type WalletOpenAnswer = z.output<typeof walletOpenSchema>

const signedInDevicesSchema = z.object({
  sessions: z.array(
    z.object({
      id: z.string(),
      method: z.string(),
      device: z.nullable(z.string()),
      createdAt: z.string(),
      lastUsedAt: z.string(),
      expiresAt: z.string(),
      current: z.boolean(),
    }),
  ),
})
/** One live session of the user: a device (browser) signed in, newest first. */
export type SignedInDevice = z.output<typeof signedInDevicesSchema>['sessions'][number]

const recoveryRecordsSchema = z.object({
  ...addressesShape,
  records: z.array(
    z.object({
      id: z.string(),
      kind: recoveryKindSchema,
      credentialId: z.nullable(z.string()),
      sealed: z.string(),
      /** The split of the record's share: each method has its own with the server. */
      splitId: z.string(),
    }),
  ),
})
/** The sealed recovery records of a wallet, for a device without its share. */
export type RecoveryRecords = z.output<typeof recoveryRecordsSchema>
/** A kind of recovery record: sealed under a passkey's PRF output, or under the recovery password. */
export type RecoveryKind = z.output<typeof recoveryKindSchema>
/** A way to recover the wallet, as stored by the server: a recovery share sealed by a passkey or a password. */
export type RecoveryMethod =
  | { kind: 'passkey'; credentialId: string; sealed: string }
  | { kind: 'password'; sealed: string }
/** The server's half of one holder's split: the split's id and its auth share. */
export type HolderAuthShare = { splitId: string; authShare: string }
/** A recovery method as the server stores it: the sealed record and the auth share of the method's own split. */
export type StoredRecoveryMethod = HolderAuthShare & RecoveryMethod
/**
 * What the frame stores on the server for a new wallet: one split for this device and one for the first recovery
 * method. The server gets one share of each, never two of one split.
 */
export type StoredShares = {
  evmAddress: string
  solanaAddress: string
  device: HolderAuthShare
  recovery: StoredRecoveryMethod
}

const farcasterStatusSchema = z.union([
  z.object({ state: z.enum(['pending', 'expired']) }),
  z.object({
    state: z.literal('completed'),
    token: z.string(),
    expiresAt: z.string(),
    user: userSchema,
    userName: z.nullable(z.string()),
  }),
])

const errorBodySchema = z.object({
  reasons: z.array(z.object({ name: z.optional(z.string()), description: z.string() })),
  retryAfter: z.optional(z.number()),
})

/**
 * Signs a session proof for one request with the frame's proof key (keys/proofKey.ts): the login binds the
 * session to that key, and every key route needs a fresh proof from it. `now` is the server's time (ms), which the
 * proof's `iat` must carry.
 */
export type SignSessionProof = (request: {
  method: string
  url: string
  accessToken?: string
  now: number
}) => Promise<string>

/** Options of the auth-service client. */
export type AuthApiOptions = {
  serverUrl: string
  projectId: string
  fetch?: typeof fetch
  timeoutMs?: number
  /** Without it, logins make sessions that can never unlock a wallet with split keys. */
  signProof?: SignSessionProof
  /** The device's clock (ms since the epoch); `Date.now` by default. The server's is learnt from its answers. */
  now?: () => number
}

type CallOptions = {
  token?: string | undefined
  signal?: AbortSignal | undefined
  timeoutMs?: number
  /** Sends a session proof (`DPoP`) for this request, committing to `token` when there is one. */
  proof?: boolean
  /**
   * Tries again (twice at most, each with a new proof and timeout) when the request did not reach the service or a
   * gateway answered for it. Only for requests that change nothing, or change it the same way every time. A timeout
   * is not tried again: the user has waited long enough.
   */
  retry?: boolean
}

/** Whether `error` is the auth service's refusal for `reason` (e.g. `FreshProofRequired`). */
export function isRefusal(error: unknown, reason: string): error is AuthServiceError {
  return error instanceof AuthServiceError && error.reason === reason
}

/**
 * The secure frame's client of the Kit server's auth API (`/v1/auth/*`). Every call has a timeout and an abort
 * signal; every answer is validated; failures become `AuthServiceError` carrying the service's reason. Proofs are
 * dated with the server's clock, learnt from each answer's `Date`; a proof refused for its date (the device's clock
 * moved, or the first call went out before anything was learnt) is signed again once with the time just learnt.
 */
export function createAuthApi(options: AuthApiOptions) {
  const base = options.serverUrl.replace(/\/+$/, '')
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init))
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const clock = createServerClock(options.now)

  // The failures that a retry may cure: no answer at all (not a timeout), or a gateway's answer.
  const transient = new WeakSet<AuthServiceError>()

  async function call<T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    schema: z.ZodMiniType<T>,
    body: unknown,
    callOptions: CallOptions = {},
  ): Promise<T> {
    let redated = false
    for (let attempt = 0; ; ) {
      try {
        return await callOnce(method, path, schema, body, callOptions)
      } catch (error) {
        // The refusal's own Date set the clock: one more proof, dated with it. The server checks the proof before it
        // spends a code or a login result, so the retry finds them unspent.
        if (
          callOptions.proof &&
          !redated &&
          error instanceof AuthServiceError &&
          error.status === 401 &&
          CLOCK_REFUSALS.has(error.reason ?? '')
        ) {
          redated = true
          continue
        }
        const delay = callOptions.retry ? RETRY_DELAYS_MS[attempt++] : undefined
        if (delay === undefined || !(error instanceof AuthServiceError) || !transient.has(error)) throw error
        await sleep(delay, callOptions.signal ?? new AbortController().signal)
      }
    }
  }

  async function callOnce<T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    schema: z.ZodMiniType<T>,
    body: unknown,
    callOptions: CallOptions,
  ): Promise<T> {
    const url = `${base}${path}${path.includes('?') ? '&' : '?'}projectId=${encodeURIComponent(options.projectId)}`
    const timeout = AbortSignal.timeout(callOptions.timeoutMs ?? timeoutMs)
    const signal = callOptions.signal ? AbortSignal.any([callOptions.signal, timeout]) : timeout
    const headers: Record<string, string> = {}
    if (body !== undefined) headers['content-type'] = 'application/json'
    if (callOptions.token) headers.authorization = `Bearer ${callOptions.token}`
    if (callOptions.proof && options.signProof)
      headers.dpop = await options.signProof({
        method,
        url,
        ...(callOptions.token ? { accessToken: callOptions.token } : {}),
        now: clock.now(),
      })
    let response: Response
    try {
      response = await fetchImpl(url, {
        method,
        headers,
        signal,
        credentials: 'omit',
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
    } catch (error) {
      if (callOptions.signal?.aborted) throw callOptions.signal.reason ?? error
      if (timeout.aborted)
        throw new AuthServiceError('The sign-in service did not answer in time', { cause: error })
      const unreachable = new AuthServiceError('Could not reach the sign-in service', { cause: error })
      transient.add(unreachable)
      throw unreachable
    }
    clock.learn(response.headers.get('date'))
    // A gateway's page, or the service saying it is down for a moment: worth another try.
    const failed = (error: AuthServiceError) => {
      if (GATEWAY_STATUSES.has(response.status)) transient.add(error)
      return error
    }
    let payload: unknown
    try {
      payload = await response.json()
    } catch (error) {
      throw failed(
        new AuthServiceError('The sign-in service sent an unreadable answer', {
          status: response.status,
          cause: error,
        }),
      )
    }
    if (!response.ok) {
      const parsed = errorBodySchema.safeParse(payload)
      const reason = parsed.success ? parsed.data.reasons[0] : undefined
      const retryAfter = parsed.success ? parsed.data.retryAfter : undefined
      throw failed(
        new AuthServiceError(reason?.description ?? `The sign-in service answered ${response.status}`, {
          status: response.status,
          ...(reason?.name ? { reason: reason.name } : {}),
          ...(retryAfter === undefined ? {} : { retryAfterSeconds: retryAfter }),
        }),
      )
    }
    const parsed = schema.safeParse(payload)
    if (!parsed.success)
      throw new AuthServiceError('The sign-in service sent an unexpected answer', {
        status: response.status,
        details: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
      })
    return parsed.data
  }

  const action = <const T extends readonly [string, ...string[]]>(values: T) =>
    z.object({ action: z.enum(values) })

  return {
    /** Starts an e-mail login: a code for an approved device, an approval link for a new one. */
    emailConnect: (email: string, deviceId: string, signal?: AbortSignal) =>
      call(
        'POST',
        '/v1/auth/email/connect',
        action(['VERIFY_OTP', 'VERIFY_DEVICE']),
        { email, deviceId },
        { signal },
      ),
    /** One long-poll for the device approval (the server holds it open for a while). */
    deviceWait: (email: string, deviceId: string, signal?: AbortSignal) =>
      call(
        'POST',
        '/v1/auth/device/wait',
        z.object({ approved: z.boolean() }),
        { email, deviceId },
        {
          signal,
          timeoutMs: 60_000,
        },
      ),
    emailVerify: (email: string, deviceId: string, otp: string, signal?: AbortSignal) =>
      call('POST', '/v1/auth/email/verify', loginSchema, { email, deviceId, otp }, { signal, proof: true }),
    /** The server's time now (ms), as learnt from its answers: what the session's freshness is measured in. */
    serverNow: () => clock.now(),
    session: (token: string, signal?: AbortSignal) =>
      call(
        'GET',
        '/v1/auth/session',
        z.object({ user: userSchema, method: z.string(), session: sessionInfoSchema }),
        undefined,
        { token, signal, retry: true },
      ),
    logout: (token: string) =>
      call('POST', '/v1/auth/logout', z.object({ signedOut: z.boolean() }), {}, { token, retry: true }),
    /**
     * Opens the session's wallet in one round trip: the user, the wallet's state and, when `splitId` is the split
     * of the wallet (this device holds a share of it), the server's share.
     */
    openWallet: (token: string, splitId: string | undefined, signal?: AbortSignal) =>
      call('POST', '/v1/auth/wallet/open', walletOpenSchema, splitId === undefined ? {} : { splitId }, {
        token,
        signal,
        proof: true,
        retry: true,
      }),
    /** Stores a new wallet's auth share and first recovery record (needs a fresh proof of the user). */
    storeShares: (token: string, shares: StoredShares, signal?: AbortSignal) =>
      call('PUT', '/v1/auth/wallet/shares', z.object({ stored: z.boolean() }), shares, {
        token,
        signal,
        proof: true,
      }),
    /**
     * The sealed recovery records of one `kind`, for a device without its share (or a check of a method the user
     * names). Only the kind the user chose is asked for: the server lets the password's record out only a few times
     * a day (429 `PasswordReleaseRateLimited`, with `retryAfterSeconds`), since it can be guessed offline.
     */
    recoveryRecords: (token: string, kind: RecoveryKind, signal?: AbortSignal) =>
      call(
        'POST',
        '/v1/auth/wallet/recovery',
        recoveryRecordsSchema,
        { kind },
        {
          token,
          signal,
          proof: true,
          retry: true,
        },
      ),
    /** Adds a passkey or the password as a way to recover the wallet, with its own split. */
    addRecoveryMethod: (token: string, recovery: StoredRecoveryMethod, signal?: AbortSignal) =>
      call(
        'POST',
        '/v1/auth/wallet/recovery/methods',
        z.object({ added: z.boolean() }),
        { recovery },
        { token, signal, proof: true },
      ),
    /** Removes a recovery method: its record and its split's auth share, so a copy of the record opens nothing. */
    removeRecoveryMethod: (token: string, id: string, signal?: AbortSignal) =>
      call(
        'DELETE',
        `/v1/auth/wallet/recovery/methods/${encodeURIComponent(id)}`,
        z.object({ removed: z.boolean() }),
        undefined,
        { token, signal, proof: true },
      ),
    /** The auth share of one recovery record's split, once the user opened the record (needs a fresh proof). */
    recoveryAuthShare: (token: string, recordId: string, signal?: AbortSignal) =>
      call(
        'POST',
        '/v1/auth/wallet/recovery/share',
        z.object({ splitId: z.string(), authShare: z.string() }),
        { recordId },
        { token, signal, proof: true, retry: true },
      ),
    /** Adds this device's own split after a recovery (needs a fresh proof). */
    addDevice: (token: string, device: HolderAuthShare, signal?: AbortSignal) =>
      call('POST', '/v1/auth/wallet/devices', z.object({ added: z.boolean() }), device, {
        token,
        signal,
        proof: true,
      }),
    /** The user's live sessions (signed-in devices), newest first; `current` is this one. */
    sessions: (token: string, signal?: AbortSignal) =>
      call('GET', '/v1/auth/sessions', signedInDevicesSchema, undefined, {
        token,
        signal,
        proof: true,
        retry: true,
      }),
    /** Ends one session of the user, or every one but this; answers how many ended. */
    endSessions: (token: string, which: { id: string } | { others: true }, signal?: AbortSignal) =>
      call('POST', '/v1/auth/sessions/end', z.object({ ended: z.number() }), which, {
        token,
        signal,
        proof: true,
      }),
    /** Sends a step-up code to the account's e-mail; answers the address it went to. */
    stepUpEmail: (token: string, signal?: AbortSignal) =>
      call(
        'POST',
        '/v1/auth/step-up/email',
        z.object({ sentTo: z.string() }),
        {},
        { token, signal, proof: true },
      ),
    /** Checks the step-up code: the session then counts as freshly proven until `freshUntil`. */
    stepUpEmailVerify: (token: string, otp: string, signal?: AbortSignal) =>
      call(
        'POST',
        '/v1/auth/step-up/email/verify',
        z.object({ freshUntil: z.string() }),
        { otp },
        { token, signal, proof: true },
      ),
    emailUpdate: (token: string, email: string, signal?: AbortSignal) =>
      call(
        'POST',
        '/v1/auth/email/update',
        action(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']),
        { email },
        { token, signal, proof: true },
      ),
    emailUpdatePrimary: (token: string, otp: string, signal?: AbortSignal) =>
      call(
        'POST',
        '/v1/auth/email/update/primary',
        action(['VERIFY_SECONDARY_OTP']),
        { otp },
        { token, signal, proof: true },
      ),
    emailUpdateSecondary: (token: string, otp: string, signal?: AbortSignal) =>
      call(
        'POST',
        '/v1/auth/email/update/secondary',
        z.object({ newEmail: z.string() }),
        { otp },
        { token, signal, proof: true },
      ),
    /**
     * Starts a pop-up social login, which returns to `returnTo`, a page of the frame's origin. `resultChallenge` is
     * base64url(SHA-256(verifier)). (A redirect login starts with the frame's top-level form post instead.)
     */
    socialStart: (
      provider: string,
      start: { returnTo: string; resultChallenge: string },
      signal?: AbortSignal,
    ) =>
      call(
        'POST',
        '/v1/auth/social/start',
        z.object({ uri: z.string() }),
        { provider, ...start },
        { signal },
      ),
    /** Redeems a social login's one-time result with the verifier of its start's challenge. */
    socialConnect: (result: string, resultVerifier: string, signal?: AbortSignal) =>
      call(
        'POST',
        '/v1/auth/social/connect',
        z.object({ ...loginSchema.shape, userName: z.optional(z.nullable(z.string())) }),
        { result, resultVerifier },
        { signal, proof: true },
      ),
    farcasterChannel: (signal?: AbortSignal) =>
      call(
        'POST',
        '/v1/auth/farcaster/channel',
        z.object({
          channelToken: z.string(),
          pollSecret: z.string(),
          url: z.string(),
          expiresAt: z.string(),
        }),
        {},
        { signal },
      ),
    farcasterStatus: (channelToken: string, pollSecret: string, signal?: AbortSignal) =>
      call(
        'POST',
        '/v1/auth/farcaster/status',
        farcasterStatusSchema,
        { channelToken, pollSecret },
        { signal, proof: true },
      ),
    /** The project's public settings: the parent origins allowed to embed the frame. */
    projectConfig: (projectId: string, signal?: AbortSignal) =>
      call(
        'GET',
        `/v1/projects/${encodeURIComponent(projectId)}/config`,
        z.object({ allowedOrigins: z.array(z.string()) }),
        undefined,
        { signal, retry: true },
      ),
  }
}

/** The auth-service client of one frame. */
export type AuthApi = ReturnType<typeof createAuthApi>
