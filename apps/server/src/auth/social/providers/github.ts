import { objectOf, optionalEmail, optionalString, type ProviderSpec, requireString } from './types.js'

/**
 * GitHub: OAuth 2.0 (no OpenID Connect) with PKCE. The token endpoint answers JSON when asked (`Accept:
 * application/json`) and reports failures as HTTP 200 with `{error}`. Who signed in comes from the REST API:
 * `GET /user` (numeric `id`, `login`) and `GET /user/emails`, whose primary address counts as verified only when
 * GitHub marks it `verified`; the public `email` of `/user` is never trusted.
 */
export const github: ProviderSpec = {
  label: 'GitHub',
  issuer: 'https://github.com',
  authorizationEndpoint: 'https://github.com/login/oauth/authorize',
  tokenEndpoint: 'https://github.com/login/oauth/access_token',
  openid: false,
  scope: 'read:user user:email',
  clientAuth: 'client_secret_post',
  pkce: true,
  resources: { user: 'https://api.github.com/user', emails: 'https://api.github.com/user/emails' },
  resourceHeaders: { accept: 'application/vnd.github+json', 'x-github-api-version': '2022-11-28' },
  identify({ resources }) {
    const user = objectOf(resources.user)
    const emails = Array.isArray(resources.emails) ? resources.emails.map(objectOf) : []
    const primary = emails.find((entry) => entry.primary === true && entry.verified === true)
    const verified = optionalEmail(primary?.email)
    const email = verified ?? optionalEmail(user.email)
    return {
      subject: requireString(user.id, 'user id'),
      email,
      emailVerified: verified !== null,
      username: optionalString(user.login) ?? optionalString(user.name),
    }
  },
}
