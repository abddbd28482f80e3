import type { IncomingHttpHeaders } from 'node:http'
import { bearerToken, json, type StandInRequest, type StandInResponse, standInPath } from '../http.js'
import { scopesOf } from '../idToken.js'
import { accountKey, handleFrom, numericId } from '../ids.js'
import type { ProviderContext, ProviderDefinition, TokenFailure } from '../provider.js'

const AUTHORIZE = 'https://github.com/login/oauth/authorize'
const TOKEN = 'https://github.com/login/oauth/access_token'
const USER = 'https://api.github.com/user'
const EMAILS = 'https://api.github.com/user/emails'
const DOCS =
  'https://docs.github.com/apps/managing-oauth-apps/troubleshooting-oauth-app-access-token-request-errors'

const TOKEN_ERRORS: Record<TokenFailure, [string, string, string]> = {
  invalid_client: [
    'incorrect_client_credentials',
    'The client_id and/or client_secret passed are incorrect.',
    '#incorrect-client-credentials',
  ],
  invalid_grant: [
    'bad_verification_code',
    'The code passed is incorrect or expired.',
    '#bad-verification-code',
  ],
  invalid_pkce: [
    'bad_verification_code',
    'The code passed is incorrect or expired.',
    '#bad-verification-code',
  ],
  invalid_request: [
    'bad_verification_code',
    'The code passed is incorrect or expired.',
    '#bad-verification-code',
  ],
  redirect_uri_mismatch: [
    'redirect_uri_mismatch',
    'The redirect_uri MUST match the registered callback URL for this application.',
    '#redirect-uri-mismatch2',
  ],
  unsupported_grant_type: ['unsupported_grant_type', 'The grant type is not supported.', ''],
}

/** GitHub answers the token endpoint in JSON only when asked (`Accept: application/json`), else form-encoded. */
function tokenAnswer(headers: IncomingHttpHeaders, body: Record<string, string>): StandInResponse {
  const accept = headers.accept ?? ''
  if (/application\/json/i.test(accept)) return json(200, body)
  return {
    status: 200,
    headers: {
      'content-type': 'application/x-www-form-urlencoded; charset=utf-8',
      'cache-control': 'no-store',
    },
    body: new URLSearchParams(body).toString(),
  }
}

const BAD_CREDENTIALS = json(401, {
  message: 'Bad credentials',
  documentation_url: 'https://docs.github.com/rest',
  status: '401',
})

/** GitHub's REST API refuses requests without a User-Agent. */
function apiGuard(request: StandInRequest, context: ProviderContext) {
  if (!request.headers['user-agent']) {
    return {
      error: json(403, {
        message:
          'Request forbidden by administrative rules. Please make sure your request has a User-Agent header.',
      }),
    }
  }
  const grant = context.grantForToken('github', bearerToken(request.headers, ['bearer', 'token']))
  return grant === null ? { error: BAD_CREDENTIALS } : { grant }
}

/**
 * GitHub: OAuth 2.0 (no OIDC), PKCE when sent, secrets in the body. Token errors are HTTP 200 with `error`;
 * the user comes from the REST API (`/user`, and `/user/emails` with `user:email`).
 */
export function githubStandIn(): ProviderDefinition {
  return {
    name: 'github',
    label: 'GitHub',
    authorizePath: standInPath(AUTHORIZE),
    tokenPath: standInPath(TOKEN),
    clientAuthMethods: ['client_secret_post'],
    pkceRequired: false,
    sharesEmail: true,
    responseMode: 'query',
    redirectUriOptionalAtToken: true,
    grantTypeOptional: true,
    accessTokenPrefix: 'gho_',
    user: (name, email) => ({
      subject: numericId(8, 'github', accountKey(name, email)),
      name,
      email,
      username: handleFrom(name, '-', 39),
    }),
    deniedParams: {
      error: 'access_denied',
      error_description: 'The user has denied your application access.',
      error_uri:
        'https://docs.github.com/apps/managing-oauth-apps/troubleshooting-authorization-request-errors/#access-denied',
    },
    tokenError: (failure, headers) => {
      const [error, description, anchor] = TOKEN_ERRORS[failure]
      return tokenAnswer(headers, {
        error,
        error_description: description,
        ...(anchor ? { error_uri: `${DOCS}/${anchor}` } : {}),
      })
    },
    tokenSuccess: (grant, accessToken, request) =>
      tokenAnswer(request.headers, {
        access_token: accessToken,
        token_type: 'bearer',
        scope: [...scopesOf(grant)].join(','),
      }),
    routes: [
      {
        method: 'GET',
        path: standInPath(USER),
        handle: (request, context) => {
          const checked = apiGuard(request, context)
          if ('error' in checked) return checked.error
          const { user } = checked.grant
          const id = Number(user.subject)
          return json(200, {
            login: user.username,
            id,
            node_id: Buffer.from(`04:User${id}`).toString('base64'),
            avatar_url: `https://avatars.githubusercontent.com/u/${id}?v=4`,
            html_url: `https://github.com/${user.username}`,
            type: 'User',
            site_admin: false,
            name: user.name,
            // The public profile e-mail; the stand-in makes it the address typed on the consent page.
            email: user.email,
          })
        },
      },
      {
        method: 'GET',
        path: standInPath(EMAILS),
        handle: (request, context) => {
          const checked = apiGuard(request, context)
          if ('error' in checked) return checked.error
          const scopes = scopesOf(checked.grant)
          if (!scopes.has('user:email') && !scopes.has('user')) {
            return json(404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' })
          }
          const { user } = checked.grant
          return json(200, [
            { email: user.email, primary: true, verified: true, visibility: 'private' },
            {
              email: `${user.subject}+${user.username}@users.noreply.github.com`,
              primary: false,
              verified: true,
              visibility: null,
            },
          ])
        },
      },
    ],
  }
}
