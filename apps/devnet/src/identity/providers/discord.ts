import { bearerToken, json, standInPath } from '../http.js'
import { scopesOf } from '../idToken.js'
import { accountKey, handleFrom, numericId } from '../ids.js'
import type { ProviderDefinition, TokenFailure } from '../provider.js'

const AUTHORIZE = 'https://discord.com/oauth2/authorize'
const TOKEN = 'https://discord.com/api/oauth2/token'
const ME = 'https://discord.com/api/users/@me'

const TOKEN_ERRORS: Record<TokenFailure, [number, Record<string, string>]> = {
  invalid_client: [401, { error: 'invalid_client' }],
  invalid_grant: [400, { error: 'invalid_grant', error_description: 'Invalid "code" in request.' }],
  redirect_uri_mismatch: [
    400,
    { error: 'invalid_grant', error_description: 'Invalid "redirect_uri" in request.' },
  ],
  invalid_pkce: [400, { error: 'invalid_grant', error_description: 'Invalid "code_verifier" in request.' }],
  invalid_request: [400, { error: 'invalid_request' }],
  unsupported_grant_type: [400, { error: 'unsupported_grant_type' }],
}

/** Discord: OAuth 2.0 with PKCE when sent; client_secret_basic (or in the body); the user at `/users/@me`. */
export function discordStandIn(): ProviderDefinition {
  const me: ProviderDefinition['routes'][number]['handle'] = (request, context) => {
    const grant = context.grantForToken('discord', bearerToken(request.headers))
    if (grant === null) return json(401, { message: '401: Unauthorized', code: 0 })
    const scopes = scopesOf(grant)
    if (!scopes.has('identify')) return json(403, { message: 'Missing Access', code: 50001 })
    const { user } = grant
    return json(200, {
      id: user.subject,
      username: user.username,
      discriminator: '0',
      global_name: user.name,
      avatar: null,
      mfa_enabled: false,
      locale: 'en-US',
      flags: 0,
      premium_type: 0,
      public_flags: 0,
      ...(scopes.has('email') ? { email: user.email, verified: true } : {}),
    })
  }
  return {
    name: 'discord',
    label: 'Discord',
    authorizePath: standInPath(AUTHORIZE),
    tokenPath: standInPath(TOKEN),
    clientAuthMethods: ['client_secret_basic', 'client_secret_post'],
    pkceRequired: false,
    sharesEmail: true,
    responseMode: 'query',
    user: (name, email) => ({
      subject: numericId(19, 'discord', accountKey(name, email)),
      name,
      email,
      username: handleFrom(name, '_', 32),
    }),
    deniedParams: {
      error: 'access_denied',
      error_description: 'The resource owner or authorization server denied the request',
    },
    tokenError: (failure) => {
      const [status, body] = TOKEN_ERRORS[failure]
      return json(status, body)
    },
    tokenSuccess: (grant, accessToken, _request, context) =>
      json(200, {
        token_type: 'Bearer',
        access_token: accessToken,
        expires_in: context.accessTokenTtlSeconds,
        refresh_token: `${accessToken.slice(0, 30)}r`,
        scope: grant.scope,
      }),
    routes: [
      { method: 'GET', path: standInPath(ME), handle: me },
      { method: 'GET', path: '/discord.com/api/v10/users/@me', handle: me },
    ],
  }
}
