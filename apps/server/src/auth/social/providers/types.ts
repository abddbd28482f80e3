/** Who signed in, as Kit stores it: the provider's stable id for the person, and what it says about them. */
export type SocialIdentity = {
  /** The provider's stable, never-reused id of the account (never the e-mail or the handle). */
  subject: string
  /** Lower-cased; null when the provider gave none. */
  email: string | null
  /** Whether the provider itself verified that the person controls `email`. */
  emailVerified: boolean
  /** A name to show (a handle or a display name); null when the provider gave none. */
  username: string | null
}

/** What the provider answered during one login, for `ProviderSpec.identify`. */
export type ProviderAnswers = {
  /** The verified ID token's claims (OpenID Connect providers only). */
  idToken?: Record<string, unknown>
  /** The JSON of each `resources` URL, by key. */
  resources: Record<string, unknown>
  /** Apple's one-time `user` form field (JSON text), sent on first consent only. */
  appleUser?: string
}

/**
 * One social provider as it really speaks: its real endpoints, how the client authenticates, and how its answers
 * become a `SocialIdentity`. Data, not code paths: the same protocol code (openid-client) runs every provider.
 */
export type ProviderSpec = {
  /** Shown to people ("Sign in with …") and in logs. */
  label: string
  /**
   * The issuer: an OpenID Connect provider's `iss`; for plain OAuth 2.0 providers the site's origin, used only to
   * refuse an authorization response that names another issuer.
   */
  issuer: string
  authorizationEndpoint: string
  tokenEndpoint: string
  /** OpenID Connect only: where the ID token's signing keys are published. */
  jwksUri?: string
  /** OpenID Connect only: the ID-token signing algorithms the provider's discovery lists. */
  idTokenAlgorithms?: string[]
  /** OpenID Connect: an ID token (with nonce) is required and verified against `jwksUri`. */
  openid: boolean
  scope: string
  /** How the client authenticates at the token endpoint. */
  clientAuth: 'client_secret_post' | 'client_secret_basic'
  /** Sends a PKCE S256 challenge (and the verifier with the code). */
  pkce: boolean
  /** `form_post`: the provider POSTs the answer to the callback (Apple). Default: a GET redirect with a query. */
  responseMode?: 'form_post'
  /** Extra authorization-request parameters the provider needs. */
  authorizationParams?: Record<string, string>
  /** URLs read with the access token after the code exchange, by key (user info, e-mails). */
  resources: Record<string, string>
  /** Headers sent with those reads. */
  resourceHeaders?: Record<string, string>
  /**
   * The provider's own names for standard OAuth error codes, in its authorization answer or token-endpoint errors
   * (Apple's cancel, X's refusal of the client credentials).
   */
  errorCodes?: Record<string, string>
  /**
   * Reads a token-endpoint error body that is not OAuth's `{error: "<code>"}` (Facebook answers Graph errors) into
   * a standard OAuth error code, or undefined when it does not recognise it.
   */
  tokenErrorCode?(body: unknown): string | undefined
  /**
   * Turns the provider's answers into who signed in.
   * @throws {Error} when a required field is missing (the caller turns it into a typed login error).
   */
  identify(answers: ProviderAnswers): SocialIdentity
}

/** A required string field of a provider's answer. */
export function requireString(value: unknown, what: string): string {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value)
  if (typeof value !== 'string' || value === '') throw new Error(`the provider's answer has no ${what}`)
  return value
}

/** An optional string field: trimmed, or null when absent or empty. */
export function optionalString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null
}

/** An e-mail field, lower-cased, or null. */
export function optionalEmail(value: unknown): string | null {
  const email = optionalString(value)
  return email?.includes('@') ? email.toLowerCase() : null
}

/** A JSON object of a provider's answer, or an empty one. */
export function objectOf(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}
}
