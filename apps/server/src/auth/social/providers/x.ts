import { objectOf, optionalString, type ProviderSpec, requireString } from './types.js'

/**
 * X: OAuth 2.0 with PKCE (required by X), a confidential client authenticating with HTTP Basic.
 * `GET /2/users/me` answers `{data: {id, name, username}}`. X never gives an e-mail address.
 */
export const x: ProviderSpec = {
  label: 'X',
  issuer: 'https://x.com',
  authorizationEndpoint: 'https://x.com/i/oauth2/authorize',
  tokenEndpoint: 'https://api.x.com/2/oauth2/token',
  openid: false,
  scope: 'users.read tweet.read',
  clientAuth: 'client_secret_basic',
  pkce: true,
  // X refuses wrong client credentials with 401 `unauthorized_client` ("Missing valid authorization header").
  errorCodes: { unauthorized_client: 'invalid_client' },
  resources: { user: 'https://api.x.com/2/users/me' },
  identify({ resources }) {
    const data = objectOf(objectOf(resources.user).data)
    return {
      subject: requireString(data.id, 'user id'),
      email: null,
      emailVerified: false,
      username: optionalString(data.username) ?? optionalString(data.name),
    }
  },
}
