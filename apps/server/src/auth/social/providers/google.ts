import { objectOf, optionalEmail, optionalString, type ProviderSpec, requireString } from './types.js'

/**
 * Google: OpenID Connect with PKCE and a nonce. The ID token (RS256, keys at `jwks_uri`) says who signed in;
 * `email_verified: true` means Google checked the address (always so for Gmail and Workspace accounts).
 * The user-info endpoint only adds the display name when the ID token lacks it.
 */
export const google: ProviderSpec = {
  label: 'Google',
  issuer: 'https://accounts.google.com',
  authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenEndpoint: 'https://oauth2.googleapis.com/token',
  jwksUri: 'https://www.googleapis.com/oauth2/v3/certs',
  idTokenAlgorithms: ['RS256'],
  openid: true,
  scope: 'openid email profile',
  clientAuth: 'client_secret_post',
  pkce: true,
  resources: { userinfo: 'https://openidconnect.googleapis.com/v1/userinfo' },
  identify({ idToken = {}, resources }) {
    const subject = requireString(idToken.sub, 'subject (sub)')
    const info = objectOf(resources.userinfo)
    // User info describes the same account or nothing: a different `sub` is ignored.
    const sameAccount = info.sub === subject
    const email = optionalEmail(idToken.email)
    return {
      subject,
      email,
      emailVerified: email !== null && idToken.email_verified === true,
      username: optionalString(idToken.name) ?? (sameAccount ? optionalString(info.name) : null),
    }
  },
}
