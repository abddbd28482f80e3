import * as oidc from 'openid-client'
import type { AppleClientConfig, SocialClientConfig, SocialProvider } from '../../config/index.js'
import type { ServerContext } from '../../context.js'
import { ServerError } from '../../errors.js'
import { appleClientSecret } from './appleClientSecret.js'
import { type ProviderSpec, providerSpecs, type SocialIdentity } from './providers/index.js'
import { standInUrl } from './standIn.js'

/**
 * A social login that did not complete. `code` is the OAuth error code sent back to the secure frame
 * (`access_denied`, `invalid_client`, `invalid_grant`, `invalid_token`, `temporarily_unavailable`,
 * `server_error`); the description, for the operator's log, says what to check.
 */
export class SocialLoginError extends ServerError {
  override name = 'SocialLoginError'
  readonly code: string
  constructor(code: string, description: string, parameters: { cause?: unknown } = {}) {
    super(code === 'temporarily_unavailable' ? 504 : 502, 'SocialLoginFailed', description, parameters)
    this.code = code
  }
}

/** What the start of a login keeps on the server, to check and finish it. */
export type LoginSecrets = { state: string; nonce: string; codeVerifier: string }

type Client = { spec: ProviderSpec; config: oidc.Configuration; prepare(): Promise<void> }

/** Walks an error's causes. */
function* causes(error: unknown): Generator<unknown> {
  let current: unknown = error
  for (let depth = 0; current !== undefined && current !== null && depth < 8; depth++) {
    yield current
    current = (current as { cause?: unknown }).cause
  }
}

/** The provider's OAuth error code in a failure, wherever openid-client put it (GitHub answers 200 `{error}`). */
function providerErrorCode(error: unknown): string | undefined {
  for (const cause of causes(error)) {
    if (cause instanceof oidc.ResponseBodyError) return cause.error
    const body = (cause as { body?: { error?: unknown } }).body
    if (body && typeof body.error === 'string') return body.error
    const direct = (cause as { error?: unknown }).error
    if (typeof direct === 'string' && /^[a-z_]{1,60}$/.test(direct)) return direct
  }
  return undefined
}

const isTimeout = (error: unknown) =>
  [...causes(error)].some(
    (cause) => cause instanceof Error && (cause.name === 'TimeoutError' || cause.name === 'AbortError'),
  )

/** GitHub's own names for the standard token-endpoint errors. */
const GITHUB_CODES: Record<string, string> = {
  bad_verification_code: 'invalid_grant',
  incorrect_client_credentials: 'invalid_client',
  redirect_uri_mismatch: 'invalid_grant',
}

/** The variables that hold a provider's client credentials, for error messages. */
function credentialVariables(provider: SocialProvider): string {
  return provider === 'apple'
    ? 'KIT_SOCIAL_APPLE_CLIENT_ID, _TEAM_ID, _KEY_ID and _PRIVATE_KEY'
    : `KIT_SOCIAL_${provider.toUpperCase()}_CLIENT_ID and _CLIENT_SECRET`
}

/** A fetch Response, whichever realm made it (openid-client's errors carry the failed one). */
const isResponse = (value: unknown): value is Response =>
  value instanceof Response || Object.prototype.toString.call(value) === '[object Response]'

/**
 * The OAuth error code of a token-endpoint answer in the provider's own dialect (Facebook's Graph errors), read from
 * the failed response's body; undefined when the provider has none or the body says nothing it recognises.
 */
async function dialectErrorCode(spec: ProviderSpec, error: unknown): Promise<string | undefined> {
  if (!spec.tokenErrorCode) return undefined
  for (const cause of causes(error)) {
    const response = isResponse(cause) ? cause : (cause as { response?: unknown }).response
    if (!isResponse(response) || response.bodyUsed) continue
    try {
      return spec.tokenErrorCode(await response.clone().json())
    } catch {
      return undefined
    }
  }
  return undefined
}

/** A typed login error, with a message that tells the operator what went wrong. */
function loginError(
  provider: SocialProvider,
  stage: string,
  error: unknown,
  dialectCode?: string,
): SocialLoginError {
  if (error instanceof SocialLoginError) return error
  const { label, errorCodes } = providerSpecs[provider]
  if (isTimeout(error))
    return new SocialLoginError('temporarily_unavailable', `${label} did not answer in time (${stage})`, {
      cause: error,
    })
  const raw = dialectCode ?? providerErrorCode(error)
  const code = raw ? (errorCodes?.[raw] ?? GITHUB_CODES[raw] ?? raw) : undefined
  if (code === 'invalid_client')
    return new SocialLoginError(
      'invalid_client',
      `${label} refused this server's client credentials (${raw}): check ${credentialVariables(provider)}`,
      { cause: error },
    )
  if (code === 'invalid_grant')
    return new SocialLoginError(
      'invalid_grant',
      `${label} refused the authorization code (${raw}): it was used already, expired, or issued for another redirect URI or PKCE verifier`,
      { cause: error },
    )
  if (code && /^[a-z_]{1,60}$/.test(code))
    return new SocialLoginError(code, `${label} refused the login at ${stage} (${code})`, { cause: error })
  const message = error instanceof Error ? error.message : String(error)
  const tokenProblem = [...causes(error)].some(
    (cause) => cause instanceof Error && /JWT|ID Token|id_token|signature|nonce/i.test(cause.message),
  )
  return new SocialLoginError(
    tokenProblem ? 'invalid_token' : 'server_error',
    `${label} login failed at ${stage}: ${message}${[...causes(error)]
      .slice(1)
      .filter((cause) => cause instanceof Error)
      .map((cause) => ` (${(cause as Error).message})`)
      .join('')}`,
    { cause: error },
  )
}

/**
 * The server side of the six social logins, through openid-client: one `Configuration` per provider built from
 * the provider's static metadata (its real endpoints, or their development stand-in rewrite), the authorization
 * URL with state, nonce and PKCE, and the code exchange with its checks. ID tokens are verified against the
 * provider's published keys (openid-client's non-repudiation checks), not only read. Every request has the
 * server's upstream timeout.
 */
export function createSocialClient(ctx: ServerContext) {
  const clients = new Map<SocialProvider, Client>()
  const standIn = () => (ctx.config.development ? ctx.config.auth.socialStandInUrl : undefined)
  const url = (real: string) => standInUrl(real, standIn())

  function build(provider: SocialProvider): Client | undefined {
    const settings = ctx.config.auth.social[provider]
    if (!settings) return undefined
    const spec = providerSpecs[provider]
    const issuer = url(spec.issuer)
    const server: oidc.ServerMetadata = {
      issuer,
      authorization_endpoint: url(spec.authorizationEndpoint),
      token_endpoint: url(spec.tokenEndpoint),
      ...(spec.jwksUri ? { jwks_uri: url(spec.jwksUri) } : {}),
      ...(spec.idTokenAlgorithms ? { id_token_signing_alg_values_supported: spec.idTokenAlgorithms } : {}),
    }
    let secret = provider === 'apple' ? '' : (settings as SocialClientConfig).clientSecret
    const authenticate: oidc.ClientAuth = (as, client, body, headers) =>
      (spec.clientAuth === 'client_secret_basic'
        ? oidc.ClientSecretBasic(secret)
        : oidc.ClientSecretPost(secret))(as, client, body, headers)
    const config = new oidc.Configuration(server, settings.clientId, {}, authenticate)
    const timeoutMs = ctx.config.limits.upstreamTimeoutMs
    config.timeout = Math.ceil(timeoutMs / 1000)
    config[oidc.customFetch] = (target, options) =>
      fetch(target, {
        ...(options as RequestInit),
        signal: options.signal
          ? AbortSignal.any([options.signal, AbortSignal.timeout(timeoutMs)])
          : AbortSignal.timeout(timeoutMs),
      })
    if (spec.openid) oidc.enableNonRepudiationChecks(config)
    // Plain http only for the development stand-in (resolveConfig allows the rewrite in development only).
    if (standIn()?.startsWith('http:')) oidc.allowInsecureRequests(config)
    return {
      spec,
      config,
      async prepare() {
        // Apple's client secret is a JWT the server signs; a fresh one for each code exchange.
        if (provider === 'apple')
          secret = await appleClientSecret(settings as AppleClientConfig, issuer, ctx.now())
      },
    }
  }

  function client(provider: SocialProvider): Client | undefined {
    if (!clients.has(provider)) {
      const built = build(provider)
      if (built) clients.set(provider, built)
    }
    return clients.get(provider)
  }

  return {
    /** Whether the operator configured this provider. */
    configured(provider: SocialProvider): boolean {
      return ctx.config.auth.social[provider] !== undefined
    },

    /** The provider's authorization URL for the popup or the redirect. */
    async authorizationUrl(
      provider: SocialProvider,
      redirectUri: string,
      secrets: LoginSecrets,
    ): Promise<string> {
      const entry = client(provider)
      if (!entry) throw new SocialLoginError('server_error', `Login with ${provider} is not configured`)
      const { spec, config } = entry
      const parameters: Record<string, string> = {
        redirect_uri: redirectUri,
        scope: spec.scope,
        state: secrets.state,
        ...(spec.openid ? { nonce: secrets.nonce } : {}),
        ...(spec.responseMode ? { response_mode: spec.responseMode } : {}),
        ...spec.authorizationParams,
      }
      if (spec.pkce) {
        parameters.code_challenge = await oidc.calculatePKCECodeChallenge(secrets.codeVerifier)
        parameters.code_challenge_method = 'S256'
      }
      return oidc.buildAuthorizationUrl(config, parameters).toString()
    },

    /**
     * Finishes a login from the provider's answer (the callback's query, or Apple's form): checks state, exchanges
     * the code (with the PKCE verifier and client authentication), verifies the ID token (signature, issuer,
     * audience, expiry, nonce) where the provider is OpenID Connect, reads the user endpoints, and maps the
     * answers to an identity.
     * @throws {SocialLoginError} with the OAuth error code for the frame and a message for the log.
     */
    async login(
      provider: SocialProvider,
      redirectUri: string,
      answer: URLSearchParams,
      secrets: LoginSecrets,
    ): Promise<SocialIdentity> {
      const entry = client(provider)
      if (!entry) throw new SocialLoginError('server_error', `Login with ${provider} is not configured`)
      const { spec, config } = entry
      const denied = answer.get('error')
      if (denied)
        throw new SocialLoginError(
          spec.errorCodes?.[denied] ?? (/^[a-z_]{1,60}$/.test(denied) ? denied : 'access_denied'),
          `${spec.label} answered ${denied.slice(0, 100)}`,
        )
      // The callback URL as registered, with only the protocol's answer: openid-client derives the token
      // request's redirect_uri from it.
      const current = new URL(redirectUri)
      for (const name of ['code', 'state', 'iss']) {
        const value = answer.get(name)
        if (value !== null) current.searchParams.set(name, value)
      }
      let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>
      try {
        await entry.prepare()
        tokens = await oidc.authorizationCodeGrant(config, current, {
          expectedState: secrets.state,
          ...(spec.pkce ? { pkceCodeVerifier: secrets.codeVerifier } : {}),
          ...(spec.openid ? { expectedNonce: secrets.nonce, idTokenExpected: true } : {}),
        })
      } catch (error) {
        throw loginError(provider, 'the code exchange', error, await dialectErrorCode(spec, error))
      }
      const resources: Record<string, unknown> = {}
      for (const [key, resource] of Object.entries(spec.resources)) {
        let response: Response
        try {
          response = await oidc.fetchProtectedResource(
            config,
            tokens.access_token,
            new URL(url(resource)),
            'GET',
            undefined,
            new Headers({ accept: 'application/json', ...spec.resourceHeaders }),
          )
        } catch (error) {
          throw loginError(provider, `reading ${new URL(resource).pathname}`, error)
        }
        if (!response.ok)
          throw new SocialLoginError(
            response.status === 401 ? 'invalid_token' : 'server_error',
            `${spec.label} answered ${response.status} to ${new URL(resource).pathname}`,
          )
        resources[key] = await response.json().catch(() => {
          throw new SocialLoginError(
            'server_error',
            `${spec.label} answered no JSON at ${new URL(resource).pathname}`,
          )
        })
      }
      const user = answer.get('user')
      try {
        return spec.identify({
          ...(spec.openid ? { idToken: { ...tokens.claims() } } : {}),
          resources,
          ...(user ? { appleUser: user } : {}),
        })
      } catch (error) {
        throw new SocialLoginError('server_error', `${spec.label}: ${(error as Error).message}`, {
          cause: error,
        })
      }
    },
  }
}

export type SocialClient = ReturnType<typeof createSocialClient>
