import { bearerToken, json, standInPath } from '../http.js'
import { scopesOf } from '../idToken.js'
import { accountKey, handleFrom, numericId } from '../ids.js'
import type { ProviderDefinition, TokenFailure } from '../provider.js'

const AUTHORIZE = 'https://x.com/i/oauth2/authorize'
const TOKEN = 'https://api.x.com/2/oauth2/token'
const ME = 'https://api.x.com/2/users/me'

const INVALID = {
  error: 'invalid_request',
  error_description: 'Value passed for the authorization code was invalid.',
}
const TOKEN_ERRORS: Record<TokenFailure, [number, Record<string, string>]> = {
  invalid_client: [
    401,
    { error: 'unauthorized_client', error_description: 'Missing valid authorization header' },
  ],
  invalid_grant: [400, INVALID],
  redirect_uri_mismatch: [400, INVALID],
  invalid_pkce: [400, INVALID],
  invalid_request: [
    400,
    { error: 'invalid_request', error_description: 'Missing required parameter [grant_type].' },
  ],
  unsupported_grant_type: [400, { error: 'invalid_request', error_description: 'Invalid grant_type.' }],
}

/**
 * X: OAuth 2.0 with PKCE required (and state), a confidential client authenticating with HTTP Basic, the user at
 * `/2/users/me` as `{data:{id,name,username}}`. X never shares an e-mail address, so its consent page asks none.
 */
export function xStandIn(): ProviderDefinition {
  return {
    name: 'x',
    label: 'X',
    authorizePath: standInPath(AUTHORIZE),
    tokenPath: standInPath(TOKEN),
    clientAuthMethods: ['client_secret_basic'],
    pkceRequired: true,
    sharesEmail: false,
    responseMode: 'query',
    checkAuthorize: (params) =>
      params.get('state') ? null : { error: 'invalid_request', description: 'state is required.' },
    user: (name) => ({
      subject: numericId(19, 'x', accountKey(name, null)),
      name,
      email: null,
      username: handleFrom(name, '_', 15),
    }),
    deniedParams: { error: 'access_denied' },
    tokenError: (failure) => {
      const [status, body] = TOKEN_ERRORS[failure]
      return json(status, body)
    },
    tokenSuccess: (grant, accessToken, _request, context) =>
      json(200, {
        token_type: 'bearer',
        expires_in: context.accessTokenTtlSeconds,
        access_token: accessToken,
        scope: grant.scope,
      }),
    routes: [
      {
        method: 'GET',
        path: standInPath(ME),
        handle: (request, context) => {
          const grant = context.grantForToken('x', bearerToken(request.headers))
          if (grant === null) {
            return json(401, {
              title: 'Unauthorized',
              type: 'about:blank',
              status: 401,
              detail: 'Unauthorized',
            })
          }
          const scopes = scopesOf(grant)
          if (!scopes.has('users.read') || !scopes.has('tweet.read')) {
            return json(403, {
              title: 'Forbidden',
              type: 'about:blank',
              status: 403,
              detail: 'Missing scopes: users.read tweet.read',
            })
          }
          return json(200, {
            data: { id: grant.user.subject, name: grant.user.name, username: grant.user.username },
          })
        },
      },
    ],
  }
}
