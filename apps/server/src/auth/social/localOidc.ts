import { createHmac, generateKeyPairSync } from 'node:crypto'
import { type OidcIssuerConfig, type SocialProvider, socialProviders } from '../../config.js'
import type { ServerContext } from '../../context.js'
import type { MountedHandler } from '../../server.js'

/** Where the local stand-in is mounted. */
export const LOCAL_OIDC_PREFIX = '/oidc'

/** The path of the OIDC redirect back to this server. */
export const SOCIAL_CALLBACK_PATH = '/auth/social/callback'

/** The client credentials of the local stand-in for one provider (derived from the master key, not stored). */
export function localOidcClient(ctx: ServerContext, provider: SocialProvider): OidcIssuerConfig {
  return {
    issuer: `${ctx.publicUrl()}${LOCAL_OIDC_PREFIX}`,
    clientId: `kit-local-${provider}`,
    clientSecret: createHmac('sha256', ctx.config.masterKey)
      .update(`local oidc client ${provider}`)
      .digest('base64url'),
  }
}

/** The issuer for a provider: configured, else the local stand-in when enabled, else none. */
export function issuerFor(ctx: ServerContext, provider: SocialProvider): OidcIssuerConfig | undefined {
  return (
    ctx.config.auth.social[provider] ??
    (ctx.config.auth.localOidc && ctx.config.development ? localOidcClient(ctx, provider) : undefined)
  )
}

/** Whether an issuer is the local stand-in, whose e-mails nobody checked. */
export function isLocalIssuer(ctx: ServerContext, issuer: OidcIssuerConfig): boolean {
  return issuer.issuer === `${ctx.publicUrl()}${LOCAL_OIDC_PREFIX}`
}

/** Only this server's own resources (and the dev pages' inline styles): nothing from another host. */
const LOCAL_OIDC_CSP = "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:"

/**
 * What the stand-in tells about a login typed into its dev form. Nobody checked the address, so it never says
 * `email_verified`: a typed e-mail must not open the account that owns it.
 */
export function claimsOf(login: string): Record<string, unknown> {
  const email = login.includes('@') ? login.toLowerCase() : `${login.toLowerCase()}@example.test`
  return {
    sub: login,
    email,
    email_verified: false,
    name: login,
    preferred_username: login.split('@')[0],
  }
}

/**
 * One `oidc-provider` instance at `/oidc` that stands in for all six social providers in development and tests:
 * a client per provider, authorization code with PKCE, and its built-in login form (any login, any password).
 * Never enable it in production: anyone can sign in as anyone.
 */
export async function mountLocalOidc(ctx: ServerContext): Promise<MountedHandler | undefined> {
  // resolveConfig refuses localOidc without development; checked again here so the mount can never fail open.
  if (!ctx.config.auth.localOidc || !ctx.config.development) return undefined
  const { default: Provider } = await import('oidc-provider')
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'kit-local', use: 'sig', alg: 'RS256' }
  const redirectUri = `${ctx.publicUrl()}${SOCIAL_CALLBACK_PATH}`
  const provider = new Provider(`${ctx.publicUrl()}${LOCAL_OIDC_PREFIX}`, {
    clients: socialProviders.map((name) => {
      const client = localOidcClient(ctx, name)
      return {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      }
    }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
    pkce: { required: () => true },
    findAccount: (_ctx, id) => ({ accountId: id, claims: () => claimsOf(id) }),
    features: { devInteractions: { enabled: true } },
    cookies: {
      keys: [createHmac('sha256', ctx.config.masterKey).update('local oidc cookies').digest('base64url')],
    },
    jwks: { keys: [jwk] },
    // Put the e-mail claims in the ID token itself, as Google does.
    conformIdTokenClaims: false,
  })
  // Its dev pages @import Google Fonts; the local stack reaches no outside host, so the import goes.
  provider.use(async (koa, next) => {
    await next()
    if (koa.type === 'text/html' && typeof koa.body === 'string')
      koa.body = koa.body.replace(/@import url\(https?:[^)]*\);?/g, '')
  })
  provider.on('server_error', (_koa, error) =>
    ctx.config.log({ level: 'error', msg: 'local oidc error', error: String(error) }),
  )
  const handle = provider.callback()
  return {
    prefix: LOCAL_OIDC_PREFIX,
    handle(request, response) {
      // Belt and braces for the dev pages: nothing from another host. No form-action: Chrome applies it to the
      // redirects after the form, which leave for the secure frame's origin.
      response.setHeader('Content-Security-Policy', LOCAL_OIDC_CSP)
      // oidc-provider derives its mount path from `originalUrl` (as under Express) and routes on `url`.
      const original = request.url ?? '/'
      Object.assign(request, { originalUrl: original, baseUrl: LOCAL_OIDC_PREFIX })
      request.url = original.slice(LOCAL_OIDC_PREFIX.length) || '/'
      handle(request, response)
    },
  }
}
