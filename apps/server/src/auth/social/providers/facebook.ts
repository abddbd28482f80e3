import { objectOf, optionalEmail, optionalString, type ProviderSpec, requireString } from './types.js'

/** The Graph API version every Facebook URL names. */
export const FACEBOOK_GRAPH_VERSION = 'v21.0'

/**
 * Facebook Login: OAuth 2.0, client secret in the body. Graph `GET /me?fields=id,name,email` gives the app-scoped
 * `id`, the name and, only if the person granted it, `email`. Facebook does not say whether it verified that
 * address, so a Facebook e-mail is never trusted for linking accounts.
 */
export const facebook: ProviderSpec = {
  label: 'Facebook',
  issuer: 'https://www.facebook.com',
  authorizationEndpoint: `https://www.facebook.com/${FACEBOOK_GRAPH_VERSION}/dialog/oauth`,
  tokenEndpoint: `https://graph.facebook.com/${FACEBOOK_GRAPH_VERSION}/oauth/access_token`,
  openid: false,
  scope: 'public_profile email',
  clientAuth: 'client_secret_post',
  pkce: false,
  resources: { user: `https://graph.facebook.com/${FACEBOOK_GRAPH_VERSION}/me?fields=id,name,email` },
  // The token endpoint answers Graph errors `{error: {message, type: 'OAuthException', code}}`: code 1 is a wrong
  // client secret, 101 an unknown app id, 100 a bad parameter (at the code exchange: the code, its redirect URI or
  // its verifier).
  tokenErrorCode(body) {
    const error = objectOf(objectOf(body).error)
    if (error.type !== 'OAuthException') return undefined
    if (error.code === 1 || error.code === 101) return 'invalid_client'
    if (error.code === 100) return 'invalid_grant'
    return undefined
  },
  identify({ resources }) {
    const user = objectOf(resources.user)
    return {
      subject: requireString(user.id, 'user id'),
      email: optionalEmail(user.email),
      emailVerified: false,
      username: optionalString(user.name),
    }
  },
}
