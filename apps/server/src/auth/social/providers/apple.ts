import { objectOf, optionalEmail, optionalString, type ProviderSpec, requireString } from './types.js'

/** Apple sends `email_verified` as a boolean or as the string "true". */
const isTrue = (value: unknown) => value === true || value === 'true'

/**
 * Sign in with Apple: OpenID Connect with `response_mode=form_post` (Apple POSTs `code`, `state` and, on first
 * consent only, `user` to the callback), a nonce and PKCE. The client secret is an ES256 JWT the server signs
 * with the key from Apple (`appleClientSecret.ts`). The ID token (RS256) carries the subject and e-mail; Apple
 * verifies every address it hands out (a relay address included), which it says with `email_verified`. The name
 * comes only from the `user` field, once; later logins keep the name stored then.
 */
export const apple: ProviderSpec = {
  label: 'Apple',
  issuer: 'https://appleid.apple.com',
  authorizationEndpoint: 'https://appleid.apple.com/auth/authorize',
  tokenEndpoint: 'https://appleid.apple.com/auth/token',
  jwksUri: 'https://appleid.apple.com/auth/keys',
  idTokenAlgorithms: ['RS256'],
  openid: true,
  scope: 'name email',
  clientAuth: 'client_secret_post',
  pkce: true,
  responseMode: 'form_post',
  // Apple's form_post says a person's cancel in its own words.
  errorCodes: { user_cancelled_authorize: 'access_denied' },
  resources: {},
  identify({ idToken = {}, appleUser }) {
    const subject = requireString(idToken.sub, 'subject (sub)')
    const email = optionalEmail(idToken.email)
    let user: Record<string, unknown> = {}
    try {
      user = objectOf(appleUser ? JSON.parse(appleUser) : undefined)
    } catch {
      // A malformed `user` field only costs the name.
    }
    const name = objectOf(user.name)
    const fullName = [optionalString(name.firstName), optionalString(name.lastName)].filter(Boolean).join(' ')
    return {
      subject,
      email,
      emailVerified: email !== null && isTrue(idToken.email_verified),
      username: fullName || null,
    }
  },
}
