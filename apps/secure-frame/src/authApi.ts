import {
  authEndpoints,
  type Endpoint,
  errorBodySchema,
  type loginSchema,
  passkeyEndpoints,
  projectEndpoints,
  type RequestBodyOf,
  type SocialProvider,
  type recoveryKindSchema,
  type recoveryRecordsAnswer,
  type signedInDevicesAnswer,
  type userSchema,
  type walletOpenAnswer,
  type walletStateSchema,
} from '@kit/server/contract'
import type * as z from 'zod/mini'
import { sleep } from './async.js'
import { AuthServiceError } from './errors.js'
import type { HolderAuthShare, StoredRecoveryMethod, StoredShares } from './keys/types.js'
import { createServerClock } from './serverClock.js'
import { requireAcceptedRpId, type RpIdPolicy } from './passkey/rpIdPolicy.js'

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
export type AuthUserRecord = z.output<typeof userSchema>
/** Every successful login: the session's bearer token, when it ends, and the user. */
export type LoginAnswer = z.output<typeof loginSchema>

/**
 * Which wallet the user has, as the server describes it (never with key material). There is no other state: a
 * server that answers one (the whole-key `legacy` wallets of old) is refused as an unexpected answer.
 */
export type WalletState = z.output<typeof walletStateSchema>
/** The split wallet as the server describes it. */
export type SplitWalletState = Extract<WalletState, { state: 'split' }>
/**
 * The one answer a reload needs: who the session is, the wallet's state, and the server's share when the frame said
 * it holds a share of the same split.
 */
export type WalletOpenAnswer = z.output<typeof walletOpenAnswer>
/** One live session of the user: a device (browser) signed in, newest first. */
export type SignedInDevice = z.output<typeof signedInDevicesAnswer>['sessions'][number]
/** The sealed recovery records of a wallet, for a device without its share. */
export type RecoveryRecords = z.output<typeof recoveryRecordsAnswer>
/** A kind of recovery record: sealed under a passkey's PRF output, or under the recovery password. */
export type RecoveryKind = z.output<typeof recoveryKindSchema>
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
  /**
   * The language the frame speaks now (a BCP 47 tag): sent with each request that makes the server mail a code, so
   * the mail comes in it (the server falls back to English).
   */
  locale?: () => string | undefined | Promise<string | undefined>
  /**
   * The RP IDs the frame uses for passkeys (passkey/rpIdPolicy.ts). A ceremony's options naming another are refused
   * (`PasskeyError` `unavailable`), and a wallet-open answer naming another reads as passkeys off.
   */
  rpIdPolicy: RpIdPolicy
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

/**
 * What one call of a route sends: its JSON body as the server's route types it (a route without one may still get
 * `{}`, as the frame always sent), and its path parameters.
 */
type RouteCall<E extends Endpoint> = {
  body?: RequestBodyOf<E> extends undefined ? Record<string, never> : RequestBodyOf<E>
  params?: Record<string, string>
}
/** A route's answer, once checked by its schema. */
type Answer<E extends Endpoint> = z.output<E['answer']>

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

  /** Registration options whose RP ID (`rp.id`) the frame uses for passkeys; else `PasskeyError` `unavailable`. */
  function registrationFor<T extends { options: Record<string, unknown> }>(answer: T): T {
    requireAcceptedRpId(options.rpIdPolicy, (answer.options.rp as { id?: unknown } | undefined)?.id)
    return answer
  }

  /** Assertion options whose RP ID (`rpId`) the frame uses for passkeys; else `PasskeyError` `unavailable`. */
  function assertionFor<T extends { options: Record<string, unknown> }>(answer: T): T {
    requireAcceptedRpId(options.rpIdPolicy, answer.options.rpId)
    return answer
  }

  async function call<E extends Endpoint>(
    route: E,
    request: RouteCall<E>,
    callOptions: CallOptions = {},
  ): Promise<Answer<E>> {
    let redated = false
    for (let attempt = 0; ; ) {
      try {
        return await callOnce(route, request, callOptions)
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

  async function callOnce<E extends Endpoint>(
    route: E,
    { body, params = {} }: RouteCall<E>,
    callOptions: CallOptions,
  ): Promise<Answer<E>> {
    const { method } = route
    const path = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))
    const url = `${base}${path}?projectId=${encodeURIComponent(options.projectId)}`
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
    const parsed = route.answer.safeParse(payload)
    if (!parsed.success)
      throw new AuthServiceError('The sign-in service sent an unexpected answer', {
        status: response.status,
        details: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
      })
    return parsed.data as Answer<E>
  }

  const routes = authEndpoints
  /** The `locale` field of a request that makes the server mail a code (none when the frame names no language). */
  const mailLocale = async (): Promise<{ locale?: string }> => {
    const locale = await options.locale?.()
    return locale ? { locale } : {}
  }
  return {
    /** Starts an e-mail login: a code for an approved device, an approval link for a new one. */
    // `locale`: the language of the login's e-mails (the frame's own; the server falls back to English).
    emailConnect: (email: string, deviceId: string, signal?: AbortSignal, locale?: string) =>
      call(routes.emailConnect, { body: { email, deviceId, ...(locale ? { locale } : {}) } }, { signal }),
    /** One long-poll for the device approval (the server holds it open for a while). */
    deviceWait: (email: string, deviceId: string, signal?: AbortSignal) =>
      call(routes.deviceWait, { body: { email, deviceId } }, { signal, timeoutMs: 60_000 }),
    emailVerify: (email: string, deviceId: string, otp: string, signal?: AbortSignal) =>
      call(routes.emailVerify, { body: { email, deviceId, otp } }, { signal, proof: true }),
    /** The server's time now (ms), as learnt from its answers: what the session's freshness is measured in. */
    serverNow: () => clock.now(),
    session: (token: string, signal?: AbortSignal) =>
      call(routes.session, {}, { token, signal, retry: true }),
    logout: (token: string) => call(routes.logout, { body: {} }, { token, retry: true }),
    /**
     * Opens the session's wallet in one round trip: the user, the wallet's state and, when `splitId` is the split
     * of the wallet (this device holds a share of it), the server's share.
     */
    openWallet: async (token: string, splitId: string | undefined, signal?: AbortSignal) => {
      const answer = await call(
        routes.openWallet,
        { body: splitId === undefined ? {} : { splitId } },
        { token, signal, proof: true, retry: true },
      )
      // The server's RP ID only where the frame uses it: else as if passkeys were off (the frame's own host).
      const { passkeyRpId } = answer
      return passkeyRpId && !options.rpIdPolicy(passkeyRpId) ? { ...answer, passkeyRpId: null } : answer
    },
    /** Stores a new wallet's auth share and first recovery record (needs a fresh proof of the user). */
    storeShares: (token: string, shares: StoredShares, signal?: AbortSignal) =>
      call(routes.storeShares, { body: shares }, { token, signal, proof: true }),
    /**
     * The sealed recovery records of one `kind`, for a device without its share (or a check of a method the user
     * names). Only the kind the user chose is asked for: the server lets the password's record out only a few times
     * a day (429 `PasswordReleaseRateLimited`, with `retryAfterSeconds`), since it can be guessed offline.
     */
    recoveryRecords: (token: string, kind: RecoveryKind, signal?: AbortSignal) =>
      call(routes.recoveryRecords, { body: { kind } }, { token, signal, proof: true, retry: true }),
    /** Adds a passkey or the password as a way to recover the wallet, with its own split. */
    addRecoveryMethod: (token: string, recovery: StoredRecoveryMethod, signal?: AbortSignal) =>
      call(routes.addRecoveryMethod, { body: { recovery } }, { token, signal, proof: true }),
    /** Removes a recovery method: its record and its split's auth share, so a copy of the record opens nothing. */
    removeRecoveryMethod: (token: string, id: string, signal?: AbortSignal) =>
      call(routes.removeRecoveryMethod, { params: { id } }, { token, signal, proof: true }),
    /** The auth share of one recovery record's split, once the user opened the record (needs a fresh proof). */
    recoveryAuthShare: (token: string, recordId: string, signal?: AbortSignal) =>
      call(routes.recoveryAuthShare, { body: { recordId } }, { token, signal, proof: true, retry: true }),
    /** Adds this device's own split after a recovery (needs a fresh proof). */
    addDevice: (token: string, device: HolderAuthShare, signal?: AbortSignal) =>
      call(routes.addDevice, { body: device }, { token, signal, proof: true }),
    /** The user's live sessions (signed-in devices), newest first; `current` is this one. */
    sessions: (token: string, signal?: AbortSignal) =>
      call(routes.sessions, {}, { token, signal, proof: true, retry: true }),
    /** Ends one session of the user, or every one but this; answers how many ended. */
    endSessions: (token: string, which: { id: string } | { others: true }, signal?: AbortSignal) =>
      call(routes.endSessions, { body: which }, { token, signal, proof: true }),
    /** Sends a step-up code to the account's e-mail; answers the address it went to. */
    stepUpEmail: async (token: string, signal?: AbortSignal) =>
      call(routes.stepUpEmail, { body: { ...(await mailLocale()) } }, { token, signal, proof: true }),
    /** Checks the step-up code: the session then counts as freshly proven until `freshUntil`. */
    stepUpEmailVerify: (token: string, otp: string, signal?: AbortSignal) =>
      call(routes.stepUpEmailVerify, { body: { otp } }, { token, signal, proof: true }),
    emailUpdate: async (token: string, email: string, signal?: AbortSignal) =>
      call(routes.emailUpdate, { body: { email, ...(await mailLocale()) } }, { token, signal, proof: true }),
    emailUpdatePrimary: async (token: string, otp: string, signal?: AbortSignal) =>
      call(
        routes.emailUpdatePrimary,
        { body: { otp, ...(await mailLocale()) } },
        { token, signal, proof: true },
      ),
    emailUpdateSecondary: (token: string, otp: string, signal?: AbortSignal) =>
      call(routes.emailUpdateSecondary, { body: { otp } }, { token, signal, proof: true }),
    /**
     * Starts a pop-up social login, which returns to `returnTo`, a page of the frame's origin. `resultChallenge` is
     * base64url(SHA-256(verifier)). `locale`: the language of the server's pages on the way (the frame's own).
     * (A redirect login starts with the frame's top-level form post instead.)
     */
    socialStart: (
      provider: SocialProvider,
      start: { returnTo: string; resultChallenge: string; locale?: string },
      signal?: AbortSignal,
    ) => call(routes.socialStart, { body: { provider, ...start } }, { signal }),
    /** Redeems a social login's one-time result with the verifier of its start's challenge. */
    socialConnect: (result: string, resultVerifier: string, signal?: AbortSignal) =>
      call(routes.socialConnect, { body: { result, resultVerifier } }, { signal, proof: true }),
    farcasterChannel: (signal?: AbortSignal) => call(routes.farcasterChannel, { body: {} }, { signal }),
    farcasterStatus: (channelToken: string, pollSecret: string, signal?: AbortSignal) =>
      call(routes.farcasterStatus, { body: { channelToken, pollSecret } }, { signal, proof: true }),
    /**
     * Passkey sign-up, first step: the registration options of a new account and its PRF salt (the wallet's
     * recovery share is sealed under the passkey's output on it, in the frame).
     */
    passkeyRegisterOptions: async (signal?: AbortSignal) =>
      registrationFor(await call(passkeyEndpoints.passkeyRegisterOptions, { body: {} }, { signal })),
    /** Passkey sign-up, second step: the new passkey (never its PRF output) → a login bound to this frame's key. */
    passkeyRegisterVerify: (response: PasskeyCredentialJson, signal?: AbortSignal) =>
      call(passkeyEndpoints.passkeyRegisterVerify, { body: { response } as never }, { signal, proof: true }),
    /** Passkey sign-in, first step: assertion options (a discoverable passkey: no user named). */
    passkeyLoginOptions: async (signal?: AbortSignal) =>
      assertionFor(await call(passkeyEndpoints.passkeyLoginOptions, { body: {} }, { signal })),
    /** Passkey sign-in, second step: the assertion (never the PRF output) → a login bound to this frame's key. */
    passkeyLoginVerify: (response: PasskeyCredentialJson, signal?: AbortSignal) =>
      call(passkeyEndpoints.passkeyLoginVerify, { body: { response } as never }, { signal, proof: true }),
    /**
     * Removes one of the account's login passkeys (a fresh proof needed), with the wallet's record sealed under it and
     * the sessions it opened; never the account's last way to sign in (409 `LastLoginMethod`) nor the wallet's last
     * way to open on a new device (409 `LastRecoveryMethod`).
     */
    passkeyRemove: (token: string, credentialId: string, signal?: AbortSignal) =>
      call(passkeyEndpoints.passkeyRemove, { params: { id: credentialId } }, { token, signal, proof: true }),
    /** The account's login passkeys (404 `PasskeysUnavailable` where the server has no passkeys). */
    passkeyList: (token: string, signal?: AbortSignal) =>
      call(passkeyEndpoints.passkeyList, {}, { token, signal, proof: true, retry: true }),
    /**
     * A step-up by one of the account's login passkeys, first step: assertion options naming its passkeys (409
     * `NoPasskey` for an account without one, 404 `PasskeysUnavailable` where the server has no passkeys).
     */
    passkeyStepUpOptions: async (token: string, signal?: AbortSignal) =>
      assertionFor(
        await call(passkeyEndpoints.passkeyStepUpOptions, { body: {} }, { token, signal, proof: true }),
      ),
    /** The step-up's assertion, checked by the server: the session then counts as freshly proven until `freshUntil`. */
    passkeyStepUpVerify: (token: string, response: PasskeyCredentialJson, signal?: AbortSignal) =>
      call(
        passkeyEndpoints.passkeyStepUpVerify,
        { body: { response } as never },
        { token, signal, proof: true },
      ),
    /**
     * Another login passkey for the account (a fresh proof needed), first step: registration options under the
     * server's RP ID and the user's recovery PRF salt (404 `PasskeysUnavailable` where the server has no passkeys).
     */
    passkeyAddOptions: async (token: string, signal?: AbortSignal) =>
      registrationFor(
        await call(passkeyEndpoints.passkeyAddOptions, { body: {} }, { token, signal, proof: true }),
      ),
    /** The new passkey's registration (never its PRF output), verified and kept by the server as a login. */
    passkeyAddVerify: (token: string, response: PasskeyCredentialJson, signal?: AbortSignal) =>
      call(
        passkeyEndpoints.passkeyAddVerify,
        { body: { response } as never },
        { token, signal, proof: true },
      ),
    /** The project's public settings: the parent origins allowed to embed the frame. */
    projectConfig: (projectId: string, signal?: AbortSignal) =>
      call(projectEndpoints.projectConfig, { params: { id: projectId } }, { signal, retry: true }),
  }
}

/** A passkey's answer as the passkey routes take it (`PublicKeyCredential.toJSON()` without extension output). */
export type PasskeyCredentialJson = { id: string; rawId: string; type: 'public-key'; response: object }

/** The auth-service client of one frame. */
export type AuthApi = ReturnType<typeof createAuthApi>
