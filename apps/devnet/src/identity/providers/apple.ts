import { json, standInPath } from '../http.js'
import { accessTokenHash, scopesOf, signIdToken, splitName } from '../idToken.js'
import { accountKey, hexId, numericId } from '../ids.js'
import type { Grant, ProviderContext, ProviderDefinition, SigningKey } from '../provider.js'

const ISSUER = 'https://appleid.apple.com'
const AUTHORIZE = 'https://appleid.apple.com/auth/authorize'
const TOKEN = 'https://appleid.apple.com/auth/token'
const JWKS = 'https://appleid.apple.com/auth/keys'

async function idToken(key: SigningKey, grant: Grant, context: ProviderContext, accessToken?: string) {
  const scopes = scopesOf(grant)
  return signIdToken(
    key,
    context.rewrite(ISSUER),
    grant,
    {
      ...(accessToken ? { at_hash: accessTokenHash(accessToken) } : {}),
      ...(scopes.has('email') && grant.user.email
        ? { email: grant.user.email, email_verified: true, is_private_email: false }
        : {}),
      auth_time: grant.authTime,
      nonce_supported: true,
    },
    600,
  )
}

/**
 * Sign in with Apple: OpenID Connect where the answer comes back as a `form_post` (a cross-site POST to the
 * redirect URI), the client secret is an ES256 JWT the client signs with its team key, the ID token (RS256) is
 * the only source of the user, and the name arrives once, in the form_post `user` field of the first consent.
 */
export function appleStandIn(key: SigningKey): ProviderDefinition {
  return {
    name: 'apple',
    label: 'Apple',
    authorizePath: standInPath(AUTHORIZE),
    tokenPath: standInPath(TOKEN),
    clientAuthMethods: ['client_secret_post'],
    pkceRequired: false,
    sharesEmail: true,
    responseMode: 'form_post',
    checkAuthorize: (params) => {
      const scopes = new Set((params.get('scope') ?? '').split(' ').filter(Boolean))
      if ((scopes.has('name') || scopes.has('email')) && params.get('response_mode') !== 'form_post') {
        return {
          error: 'invalid_request',
          description: 'response_mode must be form_post when name or email scope is requested.',
        }
      }
      return null
    },
    // Apple's subject looks like `001234.0123456789abcdef0123456789abcdef.0123`.
    user: (name, email) => ({
      subject: `00${numericId(4, 'apple', accountKey(name, email))}.${hexId(32, 'apple', accountKey(name, email))}.0${numericId(3, 'apple', accountKey(name, email))}`,
      name,
      email,
      username: null,
    }),
    deniedParams: { error: 'user_cancelled_authorize' },
    formPostFields: async (grant, context, firstConsent) => {
      const scopes = scopesOf(grant)
      const fields: Record<string, string> = {}
      if (grant.responseType === 'code id_token') fields.id_token = await idToken(key, grant, context)
      if (firstConsent && (scopes.has('name') || scopes.has('email'))) {
        const { given, family } = splitName(grant.user.name)
        fields.user = JSON.stringify({
          ...(scopes.has('name') ? { name: { firstName: given, lastName: family } } : {}),
          ...(scopes.has('email') ? { email: grant.user.email } : {}),
        })
      }
      return fields
    },
    tokenError: (failure) => {
      const error =
        failure === 'invalid_client'
          ? 'invalid_client'
          : failure === 'unsupported_grant_type'
            ? 'unsupported_grant_type'
            : failure === 'invalid_request'
              ? 'invalid_request'
              : 'invalid_grant'
      return json(400, { error })
    },
    tokenSuccess: async (grant, accessToken, _request, context) =>
      json(200, {
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: context.accessTokenTtlSeconds,
        refresh_token: `r${accessToken.slice(0, 20)}.0.${hexId(8, accessToken)}`,
        id_token: await idToken(key, grant, context, accessToken),
      }),
    routes: [
      { method: 'GET', path: standInPath(JWKS), handle: () => json(200, { keys: [key.publicJwk] }) },
      {
        method: 'GET',
        path: '/appleid.apple.com/.well-known/openid-configuration',
        handle: (_request, context) =>
          json(200, {
            issuer: context.rewrite(ISSUER),
            authorization_endpoint: context.rewrite(AUTHORIZE),
            token_endpoint: context.rewrite(TOKEN),
            jwks_uri: context.rewrite(JWKS),
            response_types_supported: ['code', 'code id_token'],
            response_modes_supported: ['form_post'],
            subject_types_supported: ['pairwise'],
            id_token_signing_alg_values_supported: ['RS256'],
            scopes_supported: ['openid', 'email', 'name'],
            token_endpoint_auth_methods_supported: ['client_secret_post'],
            claims_supported: [
              'aud',
              'email',
              'email_verified',
              'exp',
              'iat',
              'is_private_email',
              'iss',
              'nonce',
              'nonce_supported',
              'sub',
            ],
          }),
      },
    ],
  }
}
