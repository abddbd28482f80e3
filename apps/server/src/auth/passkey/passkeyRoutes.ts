import { createHmac } from 'node:crypto'
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import { type Context, Hono, type MiddlewareHandler } from 'hono'
import type { ServerContext } from '../../context.js'
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError } from '../../errors.js'
import { serveRoute } from '../../http/contractRoute.js'
import type { Guards } from '../../http/guards.js'
import type { AppEnv } from '../../http/types.js'
import type { AuthApps } from '../authApps.js'
import { type AuthServices, loginAnswer } from '../authServices.js'
import { hashCode, hashToken } from '../secrets.js'
import { createPasskeyChallenges } from './passkeyChallenges.js'
import { passkeyRoutes } from './passkeyRequests.js'
import { createPasskeyStore, type NewPasskey, newPrfSalt, newUserId } from './passkeyStore.js'

/** ES256 (every platform authenticator) and RS256 (Windows Hello); nothing weaker. */
const ALGORITHMS = [-7, -257]
const BASE = '/v1/auth/passkey'
/** The name the browser shows for a new account that gave none. */
const DEFAULT_USER_NAME = 'Kit account'

const unavailable = () =>
  new NotFoundError('PasskeysUnavailable', 'Passkeys are not enabled on this server (set KIT_PASSKEY_RP_ID)')

/** A refused ceremony, saying why (the library's reason: wrong origin, RP id, signature, counter…). */
const refused = (why: string) =>
  new UnauthorizedError('PasskeyRefused', `The passkey could not be verified: ${why.slice(0, 200)}`)

const bytesOf = (base64url: string) => new Uint8Array(Buffer.from(base64url, 'base64url'))

/** A ceremony's options as the answer carries them: plain JSON. */
const plain = <T extends { challenge: string }>(
  options: T,
): { challenge: string } & Record<string, unknown> => ({
  ...options,
})

/**
 * A ceremony run inside a cross-origin iframe (the frame embedded in the host's page) names that page as `topOrigin`:
 * it must be one of the project's allowed origins (`?projectId=`), as for embedding the frame. Safari sends no
 * `topOrigin`; a top-level ceremony (the frame's own pop-up) has none. The library checks it again for assertions,
 * not for registrations, so this check runs for both.
 */
function checkTopOrigin(clientDataJSON: string, allowed: readonly string[]): void {
  let data: { crossOrigin?: unknown; topOrigin?: unknown } = {}
  try {
    data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'))
  } catch {}
  if (data.topOrigin === undefined) return
  if (data.crossOrigin !== true || typeof data.topOrigin !== 'string')
    throw refused('a top origin in a ceremony that was not cross-origin')
  if (!allowed.includes(data.topOrigin))
    throw refused(
      `the ceremony ran inside ${data.topOrigin.slice(0, 100)}, which is not one of this project's pages`,
    )
}

type RegistrationResponse = Parameters<typeof verifyRegistrationResponse>[0]['response']
type AuthenticationResponse = Parameters<typeof verifyAuthenticationResponse>[0]['response']

/**
 * Passkeys as an account's login (WebAuthn, verified with `@simplewebauthn/server`), under `/v1/auth/passkey`:
 * - `POST /register/options {userName?}` → `{options, prfSalt}`; `POST /register/verify {response}` → a login
 *   (`{token, expiresAt, user, credentialId, prfSalt}`) for a new account whose only login is this passkey;
 * - `POST /login/options {credentialId?}` → `{options, prfSalt?}` (discoverable: no user name; with the device's
 *   credential id, its user's salt); `POST /login/verify {response}` → a login, as above;
 * - with the frame's bound session: `GET /credentials` → `{passkeys}`; `DELETE /credentials/:id` (fresh proof; never
 *   the account's last login); `POST /add/options` and `/add/verify` (fresh proof) → another passkey;
 *   `POST /step-up/options` and `/step-up/verify` → a fresh proof by one of the account's passkeys.
 * Every challenge is single-use, bound to its purpose (and user), and lives `passkeys.challengeTtlSeconds` in
 * Postgres. Assertions must carry user verification, come from `passkeys.origins` for `passkeys.rpId`, and raise a
 * non-zero counter. The PRF salt is random per user and purpose; the PRF output never reaches the server.
 * Without `passkeys` every route answers 404 `PasskeysUnavailable`.
 */
export function registerPasskeyRoutes({ api }: AuthApps, ctx: ServerContext, auth: AuthServices): void {
  const app = new Hono<AppEnv>()
  const rp = ctx.config.passkeys
  const requirePasskeys: MiddlewareHandler<AppEnv> = async (_c, next) => {
    if (!rp) throw unavailable()
    await next()
  }
  app.use(requirePasskeys)
  // Hono copies a sub-app's routes when it is mounted: mounted last, once they are all there.
  if (!rp) {
    api.route('/passkey', app)
    return
  }

  const store = createPasskeyStore(ctx.db, ctx.now)
  const challenges = createPasskeyChallenges(ctx.db, ctx.now, rp.challengeTtlSeconds)
  const timeout = rp.challengeTtlSeconds * 1000
  // An unknown credential id gets a salt as stable as a real one, so the answer does not tell them apart.
  const decoySecret = Buffer.from(hashCode(ctx.config.masterKey, 'kit', 'passkey-decoy-salt'), 'hex')
  const decoySalt = (credentialId: string) =>
    createHmac('sha256', decoySecret).update(credentialId).digest('base64url')

  /** A registration's answer, verified against the challenge it spent; what to store of the new passkey. */
  async function verifyRegistration(
    response: RegistrationResponse,
    challenge: string,
    userHandle: string,
    topOrigins: readonly string[],
  ): Promise<NewPasskey> {
    checkTopOrigin(response.response.clientDataJSON, topOrigins)
    let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>
    try {
      verification = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: rp!.origins,
        expectedRPID: rp!.rpId,
        requireUserVerification: true,
        supportedAlgorithmIDs: ALGORITHMS,
      })
    } catch (error) {
      throw refused(error instanceof Error ? error.message : 'invalid registration')
    }
    if (!verification.verified) throw refused('the registration did not verify')
    const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo
    return {
      credentialId: credential.id,
      userHandle,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: response.response.transports ?? [],
      deviceType: credentialDeviceType,
      backedUp: credentialBackedUp,
    }
  }

  /**
   * An assertion verified against the challenge it spent and the stored passkey (signature, origin, RP id, user
   * verification, counter), whose new counter is then recorded. `userId`: the account it must belong to.
   */
  async function verifyAssertion(
    response: AuthenticationResponse,
    challenge: string,
    topOrigins: readonly string[],
    userId?: string,
  ) {
    checkTopOrigin(response.response.clientDataJSON, topOrigins)
    const passkey = response.id === response.rawId ? await store.find(response.id) : undefined
    if (!passkey || (userId !== undefined && passkey.userId !== userId))
      throw new UnauthorizedError('UnknownPasskey', 'This passkey is not registered for an account here')
    if (response.response.userHandle !== undefined && response.response.userHandle !== passkey.userHandle)
      throw refused('the passkey names another account')
    let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>
    try {
      verification = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: rp!.origins,
        expectedRPID: rp!.rpId,
        expectedTopOrigin: [...topOrigins],
        credential: {
          id: passkey.credentialId,
          publicKey: passkey.publicKey,
          counter: passkey.counter,
          transports: passkey.transports as never,
        },
        requireUserVerification: true,
      })
    } catch (error) {
      throw refused(error instanceof Error ? error.message : 'invalid assertion')
    }
    if (!verification.verified) throw refused('the signature did not verify')
    // Recorded only if no other assertion moved the counter since it was read: one of two racing copies loses.
    if (
      !(await store.recordUse(
        passkey.credentialId,
        passkey.counter,
        verification.authenticationInfo.newCounter,
      ))
    )
      throw refused('the counter moved meanwhile; try again')
    return passkey
  }

  /** The pages a ceremony may run embedded in: the allowed origins of the request's project (none without one). */
  const topOriginsOf = (c: Context<AppEnv>): readonly string[] => c.get('project')?.allowedOrigins ?? []

  /** The bound session with a fresh proof, for what changes how the account is signed in to. */
  async function freshSession(c: Parameters<typeof auth.requireBoundSession>[0]) {
    const session = await auth.requireBoundSession(c)
    auth.requireFreshProof(session)
    return session
  }

  serveRoute(app, BASE, passkeyRoutes.passkeyRegisterOptions, async (_c, request) => {
    const { userName } = await request.body()
    const userId = newUserId()
    const userHandle = Buffer.from(userId).toString('base64url')
    const prfSalt = newPrfSalt()
    const challenge = await challenges.issue('register', { userHandle, prfSalt })
    const options = await generateRegistrationOptions({
      rpName: rp.rpName,
      rpID: rp.rpId,
      userName: userName ?? DEFAULT_USER_NAME,
      userID: bytesOf(userHandle),
      challenge: bytesOf(challenge),
      timeout,
      attestationType: 'none',
      authenticatorSelection: {
        residentKey: 'required',
        requireResidentKey: true,
        userVerification: 'required',
      },
      supportedAlgorithmIDs: ALGORITHMS,
    })
    return { options: plain(options), prfSalt }
  })

  serveRoute(app, BASE, passkeyRoutes.passkeyRegisterVerify, async (c, request) => {
    // The proof first, as every login: one refused for its date must not have spent the challenge.
    const proofThumbprint = await auth.loginProofThumbprint(c)
    const { response } = await request.body()
    const issued = await challenges.spend('register', response.response.clientDataJSON, null)
    if (!issued.userHandle || !issued.prfSalt) throw refused('the registration was not started here')
    const passkey = await verifyRegistration(
      response as RegistrationResponse,
      issued.challenge,
      issued.userHandle,
      topOriginsOf(c),
    )
    const userId = Buffer.from(issued.userHandle, 'base64url').toString('utf8')
    await store.createAccount(userId, passkey, issued.prfSalt)
    const user = await auth.users.get(userId)
    if (!user) throw new ForbiddenError('UnknownUser', 'The account of this passkey no longer exists')
    ctx.config.log({ level: 'info', msg: 'passkey account created', userId, ip: c.get('clientIp') })
    const login = await loginAnswer(c, auth, user, 'passkey', { proofThumbprint })
    await store.markSession(hashToken(login.token), passkey.credentialId)
    return { ...login, credentialId: passkey.credentialId, prfSalt: issued.prfSalt }
  })

  serveRoute(app, BASE, passkeyRoutes.passkeyLoginOptions, async (_c, request) => {
    const { credentialId } = await request.body()
    const challenge = await challenges.issue('login')
    const common = {
      rpID: rp.rpId,
      challenge: bytesOf(challenge),
      timeout,
      userVerification: 'required' as const,
    }
    if (credentialId === undefined) return { options: plain(await generateAuthenticationOptions(common)) }
    const passkey = await store.find(credentialId)
    const prfSalt = passkey ? await store.prfSalt(passkey.userId, 'recovery') : decoySalt(credentialId)
    // No transports: they would tell a registered credential id from an unknown one.
    const options = await generateAuthenticationOptions({
      ...common,
      allowCredentials: [{ id: credentialId }],
    })
    return { options: plain(options), prfSalt }
  })

  serveRoute(app, BASE, passkeyRoutes.passkeyLoginVerify, async (c, request) => {
    const proofThumbprint = await auth.loginProofThumbprint(c)
    const { response } = await request.body()
    const issued = await challenges.spend('login', response.response.clientDataJSON, null)
    const passkey = await verifyAssertion(
      response as AuthenticationResponse,
      issued.challenge,
      topOriginsOf(c),
    )
    const user = await auth.users.get(passkey.userId)
    if (!user) throw new ForbiddenError('UnknownUser', 'The account of this passkey no longer exists')
    const login = await loginAnswer(c, auth, user, 'passkey', { proofThumbprint })
    await store.markSession(hashToken(login.token), passkey.credentialId)
    return { ...login, credentialId: passkey.credentialId, prfSalt: await store.prfSalt(user.id, 'recovery') }
  })

  serveRoute(app, BASE, passkeyRoutes.passkeyList, async (c) => {
    const { user } = await auth.requireBoundSession(c)
    const passkeys = await store.list(user.id)
    return {
      passkeys: passkeys.map(({ credentialId, deviceType, backedUp, transports, createdAt, lastUsedAt }) => ({
        credentialId,
        deviceType,
        backedUp,
        transports,
        createdAt,
        lastUsedAt,
      })),
    }
  })

  serveRoute(app, BASE, passkeyRoutes.passkeyRemove, async (c) => {
    const session = await freshSession(c)
    const { user } = session
    const credentialId = c.req.param('id') ?? ''
    const removed = await store.remove(user.id, credentialId, session)
    if (!removed) throw new NotFoundError('UnknownPasskey', 'This account has no such passkey')
    ctx.config.log({
      level: 'info',
      msg: 'passkey removed',
      userId: user.id,
      ip: c.get('clientIp'),
      ...removed,
    })
    return { removed: true }
  })

  serveRoute(app, BASE, passkeyRoutes.passkeyAddOptions, async (c) => {
    const { user } = await freshSession(c)
    const existing = await store.list(user.id)
    // One handle per account, so an authenticator keeps one passkey per account (it replaces, not piles up).
    const userHandle = existing[0]?.userHandle ?? Buffer.from(user.id).toString('base64url')
    const challenge = await challenges.issue('add', { userId: user.id, userHandle })
    const options = await generateRegistrationOptions({
      rpName: rp.rpName,
      rpID: rp.rpId,
      userName: user.email ?? user.userName ?? DEFAULT_USER_NAME,
      userID: bytesOf(userHandle),
      challenge: bytesOf(challenge),
      timeout,
      attestationType: 'none',
      excludeCredentials: existing.map((passkey) => ({
        id: passkey.credentialId,
        transports: passkey.transports,
      })),
      authenticatorSelection: {
        residentKey: 'required',
        requireResidentKey: true,
        userVerification: 'required',
      },
      supportedAlgorithmIDs: ALGORITHMS,
    })
    return { options: plain(options), prfSalt: await store.prfSalt(user.id, 'recovery') }
  })

  serveRoute(app, BASE, passkeyRoutes.passkeyAddVerify, async (c, request) => {
    const { user } = await freshSession(c)
    const { response } = await request.body()
    const issued = await challenges.spend('add', response.response.clientDataJSON, user.id)
    if (!issued.userHandle) throw refused('the registration was not started here')
    const passkey = await verifyRegistration(
      response as RegistrationResponse,
      issued.challenge,
      issued.userHandle,
      topOriginsOf(c),
    )
    await store.add(user.id, passkey)
    ctx.config.log({ level: 'info', msg: 'passkey added', userId: user.id, ip: c.get('clientIp') })
    return {
      added: true,
      credentialId: passkey.credentialId,
      prfSalt: await store.prfSalt(user.id, 'recovery'),
    }
  })

  serveRoute(app, BASE, passkeyRoutes.passkeyStepUpOptions, async (c) => {
    const { user } = await auth.requireBoundSession(c)
    const passkeys = await store.list(user.id)
    if (passkeys.length === 0)
      throw new ConflictError('NoPasskey', 'This account has no passkey to confirm with')
    const challenge = await challenges.issue('step_up', { userId: user.id })
    const options = await generateAuthenticationOptions({
      rpID: rp.rpId,
      challenge: bytesOf(challenge),
      timeout,
      userVerification: 'required',
      allowCredentials: passkeys.map((passkey) => ({
        id: passkey.credentialId,
        transports: passkey.transports,
      })) as never,
    })
    return { options: plain(options), prfSalt: await store.prfSalt(user.id, 'recovery') }
  })

  serveRoute(app, BASE, passkeyRoutes.passkeyStepUpVerify, async (c, request) => {
    const session = await auth.requireBoundSession(c)
    const { response } = await request.body()
    const issued = await challenges.spend('step_up', response.response.clientDataJSON, session.user.id)
    await verifyAssertion(
      response as AuthenticationResponse,
      issued.challenge,
      topOriginsOf(c),
      session.user.id,
    )
    await auth.sessions.markProven(session.tokenHash)
    const freshUntil = new Date(ctx.now() + ctx.config.auth.freshProofSeconds * 1000)
    return { freshUntil: freshUntil.toISOString() }
  })

  api.route('/passkey', app)
}

/**
 * `GET /.well-known/webauthn` → `{origins}`: the origins that may use this deployment's RP id (WebAuthn's related
 * origin requests), for a frame or app origin outside `passkeys.rpId`. Browsers fetch it from the RP id's own
 * host, so the operator routes `https://<rpId>/.well-known/webauthn` here. 404 without passkeys.
 */
export function passkeyWellKnownApp(ctx: ServerContext, guards: Guards): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.use(guards.cors.public, guards.limit.api)
  app.get('/', (c) => {
    const rp = ctx.config.passkeys
    if (!rp) throw unavailable()
    c.header('cache-control', 'public, max-age=300')
    return c.json({ origins: rp.origins })
  })
  return app
}
