import type { IncomingHttpHeaders } from 'node:http'
import type { CryptoKey, JWK } from 'jose'
import type { StandInRequest, StandInResponse } from './http.js'

/** The six social providers Kit signs in with. */
export const SOCIAL_PROVIDERS = ['google', 'apple', 'github', 'discord', 'x', 'facebook'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

/** Credentials of an OAuth client registered with a stand-in (generated at start). */
export type SocialClient = { clientId: string; clientSecret: string }

/** Apple's credentials: the Services ID, and the team's key the server signs its client-secret JWT with. */
export type AppleSocialClient = {
  clientId: string
  teamId: string
  keyId: string
  /** PKCS#8 PEM of the ES256 private key. */
  privateKey: string
}

/** The clients registered with the stand-ins, one per provider. */
export type DevnetSocialClients = { [P in Exclude<SocialProvider, 'apple'>]: SocialClient } & {
  apple: AppleSocialClient
}

/** How a client proves who it is at a token endpoint. */
export type ClientAuthMethod = 'client_secret_basic' | 'client_secret_post'

/** What the person typed on the consent page, and the account ids derived from it. */
export type StandInUser = {
  /** The provider's account id (its format per provider). */
  subject: string
  name: string
  /** Null for X, which never shares one. */
  email: string | null
  /** The provider's handle for the account, where it has one. */
  username: string | null
}

/** An authorization the person gave: what the code, and then the access token, stand for. */
export type Grant = {
  provider: SocialProvider
  clientId: string
  redirectUri: string
  /** `code`, or Apple's `code id_token`. */
  responseType: string
  scope: string
  nonce: string | null
  codeChallenge: string | null
  codeChallengeMethod: 'S256' | 'plain' | null
  user: StandInUser
  /** Unix seconds of the consent. */
  authTime: number
}

/** Keys a stand-in signs ID tokens with; the public half is published as a JWKS. */
export type SigningKey = { kid: string; privateKey: CryptoKey; publicJwk: JWK }

/** What provider definitions may use from the running stand-in. */
export type ProviderContext = {
  /** `http://127.0.0.1:<port>`. */
  baseUrl: string
  /** `https://host/path` → `<baseUrl>/host/path`, the form the server's development rewrite gives. */
  rewrite(realUrl: string): string
  clients: DevnetSocialClients
  /** The grant behind a live access token of `provider`, or null (unknown, expired, another provider's). */
  grantForToken(provider: SocialProvider, token: string | null): Grant | null
  accessTokenTtlSeconds: number
}

/** Token endpoint failures, named by what went wrong; each provider answers them in its own shape. */
export type TokenFailure =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'redirect_uri_mismatch'
  | 'invalid_pkce'
  | 'unsupported_grant_type'

/** An extra endpoint of a provider (user info, JWKS, discovery). */
export type ProviderRoute = {
  method: 'GET' | 'POST'
  /** `/<real host><real path>`. */
  path: string
  handle(request: StandInRequest, context: ProviderContext): StandInResponse | Promise<StandInResponse>
}

/** Everything that makes a stand-in speak like one real provider. */
export type ProviderDefinition = {
  name: SocialProvider
  /** As the consent page names it. */
  label: string
  /** `/<real host><real path>` of the authorize endpoint. */
  authorizePath: string
  tokenPath: string
  /** Whether the token endpoint also takes GET with query parameters (Facebook's Graph does). */
  tokenAcceptsGet?: boolean
  /** May the token request leave out grant_type (GitHub and Facebook: yes)? */
  grantTypeOptional?: boolean
  /** Client authentication methods the provider accepts for a confidential client. */
  clientAuthMethods: readonly ClientAuthMethod[]
  /** Prefix of the access tokens it issues (GitHub's `gho_`, Google's `ya29.`). */
  accessTokenPrefix?: string
  pkceRequired: boolean
  /** Whether the provider shares an e-mail address (all but X). */
  sharesEmail: boolean
  responseMode: 'query' | 'form_post'
  /** May the token request omit redirect_uri (GitHub: yes)? */
  redirectUriOptionalAtToken?: boolean
  /** Provider-specific authorize checks beyond the common ones; an error to redirect with, or null. */
  checkAuthorize?(params: URLSearchParams): { error: string; description: string } | null
  /** The account id and handle for what the person typed. */
  user(name: string, email: string | null): StandInUser
  /** Extra parameters of the redirect after consent (Google adds scope, authuser, prompt). */
  successParams?(grant: Grant, context: ProviderContext): Record<string, string>
  /** Parameters of the redirect when the person presses Cancel. */
  deniedParams: Record<string, string>
  /** A fragment the provider adds to its redirect (Facebook's `#_=_`). */
  redirectFragment?: string
  tokenError(failure: TokenFailure, headers: IncomingHttpHeaders): StandInResponse
  tokenSuccess(
    grant: Grant,
    accessToken: string,
    request: StandInRequest,
    context: ProviderContext,
  ): StandInResponse | Promise<StandInResponse>
  /** Extra parameters of Apple's form_post (id_token when response_type asks for it). */
  formPostFields?(
    grant: Grant,
    context: ProviderContext,
    firstConsent: boolean,
  ): Promise<Record<string, string>>
  routes: readonly ProviderRoute[]
}
