import { bearerToken, json, type StandInRequest, standInPath } from '../http.js'
import { accessTokenHash, scopesOf, signIdToken, splitName } from '../idToken.js'
import { accountKey, numericId } from '../ids.js'
import type { Grant, ProviderContext, ProviderDefinition, SigningKey, TokenFailure } from '../provider.js'

const ISSUER = 'https://accounts.google.com'
const AUTHORIZE = 'https://accounts.google.com/o/oauth2/v2/auth'
const TOKEN = 'https://oauth2.googleapis.com/token'
const USERINFO = 'https://openidconnect.googleapis.com/v1/userinfo'
const JWKS = 'https://www.googleapis.com/oauth2/v3/certs'

const TOKEN_ERRORS: Record<TokenFailure, [number, string, string]> = {
  invalid_client: [401, 'invalid_client', 'Unauthorized'],
  invalid_grant: [400, 'invalid_grant', 'Bad Request'],
  redirect_uri_mismatch: [400, 'redirect_uri_mismatch', 'Bad Request'],
  invalid_pkce: [400, 'invalid_grant', 'Invalid code verifier.'],
  invalid_request: [400, 'invalid_request', 'Bad Request'],
  unsupported_grant_type: [400, 'unsupported_grant_type', 'Invalid grant_type'],
}

function profileClaims(grant: Grant): Record<string, unknown> {
  const scopes = scopesOf(grant)
  const { given, family } = splitName(grant.user.name)
  return {
    ...(scopes.has('email') ? { email: grant.user.email, email_verified: true } : {}),
    ...(scopes.has('profile')
      ? { name: grant.user.name, given_name: given, ...(family ? { family_name: family } : {}) }
      : {}),
  }
}

function userinfo(request: StandInRequest, context: ProviderContext) {
  const grant = context.grantForToken('google', bearerToken(request.headers))
  if (grant === null) {
    return json(
      401,
      { error: 'invalid_request', error_description: 'Invalid Credentials' },
      { 'www-authenticate': `Bearer realm="${ISSUER}/", error="invalid_token"` },
    )
  }
  return json(200, { sub: grant.user.subject, ...profileClaims(grant) })
}

function discovery(context: ProviderContext) {
  return json(200, {
    issuer: context.rewrite(ISSUER),
    authorization_endpoint: context.rewrite(AUTHORIZE),
    token_endpoint: context.rewrite(TOKEN),
    userinfo_endpoint: context.rewrite(USERINFO),
    jwks_uri: context.rewrite(JWKS),
    response_types_supported: ['code'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    scopes_supported: ['openid', 'email', 'profile'],
    token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
    claims_supported: [
      'aud',
      'email',
      'email_verified',
      'exp',
      'family_name',
      'given_name',
      'iat',
      'iss',
      'name',
      'sub',
    ],
    code_challenge_methods_supported: ['plain', 'S256'],
    grant_types_supported: ['authorization_code'],
  })
}

/**
 * Google: OpenID Connect with PKCE. Codes for `openid` scopes come back with an RS256 ID token whose key is in
 * the published JWKS; user info at the OIDC userinfo endpoint; discovery at the issuer's well-known URL.
 */
export function googleStandIn(key: SigningKey): ProviderDefinition {
  return {
    name: 'google',
    label: 'Google',
    authorizePath: standInPath(AUTHORIZE),
    tokenPath: standInPath(TOKEN),
    clientAuthMethods: ['client_secret_post', 'client_secret_basic'],
    pkceRequired: false,
    sharesEmail: true,
    responseMode: 'query',
    accessTokenPrefix: 'ya29.',
    checkAuthorize: (params) =>
      params.get('scope')
        ? null
        : { error: 'invalid_request', description: 'Missing required parameter: scope' },
    user: (name, email) => ({
      subject: numericId(21, 'google', accountKey(name, email)),
      name,
      email,
      username: null,
    }),
    successParams: (grant, context) => ({
      scope: grant.scope,
      authuser: '0',
      prompt: 'consent',
      iss: context.rewrite(ISSUER),
    }),
    deniedParams: { error: 'access_denied' },
    tokenError: (failure) => {
      const [status, error, description] = TOKEN_ERRORS[failure]
      return json(status, { error, error_description: description })
    },
    tokenSuccess: async (grant, accessToken, _request, context) => {
      const openid = scopesOf(grant).has('openid')
      const idToken = openid
        ? await signIdToken(
            key,
            context.rewrite(ISSUER),
            grant,
            { azp: grant.clientId, at_hash: accessTokenHash(accessToken), ...profileClaims(grant) },
            3600,
          )
        : undefined
      return json(200, {
        access_token: accessToken,
        expires_in: context.accessTokenTtlSeconds,
        scope: grant.scope,
        token_type: 'Bearer',
        ...(idToken ? { id_token: idToken } : {}),
      })
    },
    routes: [
      { method: 'GET', path: standInPath(USERINFO), handle: userinfo },
      { method: 'POST', path: standInPath(USERINFO), handle: userinfo },
      { method: 'GET', path: standInPath(JWKS), handle: () => json(200, { keys: [key.publicJwk] }) },
      {
        method: 'GET',
        path: '/accounts.google.com/.well-known/openid-configuration',
        handle: (_request, context) => discovery(context),
      },
    ],
  }
}
