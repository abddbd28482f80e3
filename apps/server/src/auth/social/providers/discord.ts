import { objectOf, optionalEmail, optionalString, type ProviderSpec, requireString } from './types.js'

/**
 * Discord: OAuth 2.0 with PKCE and HTTP Basic client authentication. `GET /users/@me` gives the snowflake `id`,
 * the `username` and, with the `email` scope, `email` with `verified` (Discord checked the address).
 */
export const discord: ProviderSpec = {
  label: 'Discord',
  issuer: 'https://discord.com',
  authorizationEndpoint: 'https://discord.com/oauth2/authorize',
  tokenEndpoint: 'https://discord.com/api/oauth2/token',
  openid: false,
  scope: 'identify email',
  clientAuth: 'client_secret_basic',
  pkce: true,
  resources: { user: 'https://discord.com/api/users/@me' },
  identify({ resources }) {
    const user = objectOf(resources.user)
    const email = optionalEmail(user.email)
    return {
      subject: requireString(user.id, 'user id'),
      email,
      emailVerified: email !== null && user.verified === true,
      username: optionalString(user.username) ?? optionalString(user.global_name),
    }
  },
}
