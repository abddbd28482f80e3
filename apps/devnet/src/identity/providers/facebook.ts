import { randomBytes } from 'node:crypto'
import { bearerToken, json, type StandInResponse, standInPath } from '../http.js'
import { scopesOf } from '../idToken.js'
import { accountKey, numericId } from '../ids.js'
import type { ProviderDefinition, TokenFailure } from '../provider.js'

const AUTHORIZE = 'https://www.facebook.com/v21.0/dialog/oauth'
const TOKEN = 'https://graph.facebook.com/v21.0/oauth/access_token'
const ME = 'https://graph.facebook.com/v21.0/me'

const TOKEN_ERRORS: Record<TokenFailure, [number, string, number?]> = {
  invalid_client: [1, 'Error validating client secret.'],
  invalid_grant: [100, 'This authorization code has expired or has been used.', 36009],
  redirect_uri_mismatch: [
    100,
    'Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request',
    36008,
  ],
  invalid_pkce: [100, 'Invalid code verifier.'],
  invalid_request: [100, 'Missing authorization code'],
  unsupported_grant_type: [100, 'Unsupported grant_type'],
}

/** A Graph API error: HTTP 400 with `{error:{message,type:'OAuthException',code,…}}`, as Graph answers. */
function graphError(code: number, message: string, subcode?: number): StandInResponse {
  return json(
    400,
    {
      error: {
        message,
        type: 'OAuthException',
        code,
        ...(subcode === undefined ? {} : { error_subcode: subcode }),
        fbtrace_id: randomBytes(8).toString('base64url'),
      },
    },
    {
      'www-authenticate': `OAuth "Facebook Platform" "${code === 190 ? 'invalid_token' : 'invalid_request'}" "${message}"`,
    },
  )
}

/**
 * Facebook Login: OAuth 2.0 (PKCE when sent), the secret in the request (POST body or GET query), the user from
 * Graph `me?fields=id,name,email`. The e-mail is there only when the `email` permission was granted, and Facebook
 * does not say whether it is verified.
 */
export function facebookStandIn(): ProviderDefinition {
  return {
    name: 'facebook',
    label: 'Facebook',
    authorizePath: standInPath(AUTHORIZE),
    tokenPath: standInPath(TOKEN),
    tokenAcceptsGet: true,
    grantTypeOptional: true,
    clientAuthMethods: ['client_secret_post'],
    pkceRequired: false,
    sharesEmail: true,
    responseMode: 'query',
    redirectFragment: '#_=_',
    user: (name, email) => ({
      subject: numericId(16, 'facebook', accountKey(name, email)),
      name,
      email,
      username: null,
    }),
    deniedParams: {
      error: 'access_denied',
      error_code: '200',
      error_description: 'Permissions error',
      error_reason: 'user_denied',
    },
    tokenError: (failure) => {
      const [code, message, subcode] = TOKEN_ERRORS[failure]
      return graphError(code, message, subcode)
    },
    tokenSuccess: (_grant, accessToken, _request, context) =>
      json(200, {
        access_token: accessToken,
        token_type: 'bearer',
        expires_in: context.accessTokenTtlSeconds,
      }),
    routes: [
      {
        method: 'GET',
        path: standInPath(ME),
        handle: (request, context) => {
          const token =
            request.url.searchParams.get('access_token') ?? bearerToken(request.headers, ['bearer', 'oauth'])
          const grant = context.grantForToken('facebook', token)
          if (grant === null) return graphError(190, 'Invalid OAuth access token - Cannot parse access token')
          const fields = (request.url.searchParams.get('fields') ?? 'id,name')
            .split(',')
            .map((field) => field.trim())
          const emailGranted = scopesOf(grant).has('email')
          const values: Record<string, string | null> = {
            id: grant.user.subject,
            name: grant.user.name,
            email: emailGranted ? grant.user.email : null,
          }
          const answer: Record<string, string> = {}
          for (const field of fields) {
            const value = values[field]
            if (field in values) {
              if (value !== null && value !== undefined) answer[field] = value
            } else {
              return graphError(
                100,
                `(#100) Tried accessing nonexisting field (${field}) on node type (User)`,
              )
            }
          }
          answer.id = grant.user.subject
          return json(200, answer)
        },
      },
    ],
  }
}
