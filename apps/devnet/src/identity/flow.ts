import { createHash } from 'node:crypto'
import { type RegisteredClients, authenticateClient } from './clients.js'
import { consentPage, errorPage, formPostPage } from './html.js'
import { redirect, type StandInRequest, type StandInResponse } from './http.js'
import type { Grant, ProviderContext, ProviderDefinition, TokenFailure } from './provider.js'
import type { GrantStore, PendingAuthorization } from './store.js'

/** What the authorize and token endpoints share across providers. */
export type FlowContext = ProviderContext & {
  store: GrantStore
  registered: RegisteredClients
  /** Exact redirect URIs the clients registered. */
  redirectUris: ReadonlySet<string>
}

const PKCE_VALUE = /^[A-Za-z0-9\-._~]{43,128}$/
const DEFAULT_NAME = 'Ada Lovelace'
const DEFAULT_EMAIL = 'ada@example.test'
// Deliberately loose: a development IdP only needs something that looks like an address.
const EMAIL = /^[^\s@]+@[^\s@]+$/

/** Sends an authorization response to the client: a redirect with query parameters, or Apple's form_post. */
function respondToClient(
  provider: ProviderDefinition,
  redirectUri: string,
  params: Record<string, string>,
): StandInResponse {
  if (provider.responseMode === 'form_post') return formPostPage(redirectUri, params)
  const target = new URL(redirectUri)
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value)
  return redirect(`${target.href}${provider.redirectFragment ?? ''}`)
}

function withState(state: string | null, params: Record<string, string>): Record<string, string> {
  return state === null ? params : { ...params, state }
}

/** `GET <authorize path>`: checks the request, then shows the consent page. */
export function authorizeRequest(
  provider: ProviderDefinition,
  request: StandInRequest,
  context: FlowContext,
): StandInResponse {
  const params = request.url.searchParams
  const clientId = params.get('client_id')
  if (clientId === null || clientId !== context.clients[provider.name].clientId) {
    return errorPage(401, provider.label, 'invalid_client', 'The OAuth client was not found.')
  }
  const redirectUri = params.get('redirect_uri')
  // An unregistered redirect URI gets an error page and never a redirect: sending the person there would hand
  // the code to whoever asked.
  if (redirectUri === null || !context.redirectUris.has(redirectUri)) {
    return errorPage(
      400,
      provider.label,
      'redirect_uri_mismatch',
      `The redirect_uri ${redirectUri === null ? '(missing)' : JSON.stringify(redirectUri)} is not registered for this client.`,
    )
  }
  const state = params.get('state')
  const fail = (error: string, description: string) =>
    respondToClient(provider, redirectUri, withState(state, { error, error_description: description }))

  const responseType = params.get('response_type')
  const responseTypes = provider.name === 'apple' ? ['code', 'code id_token'] : ['code']
  if (responseType === null || !responseTypes.includes(responseType)) {
    return fail('unsupported_response_type', `response_type must be ${responseTypes.join(' or ')}.`)
  }
  const codeChallenge = params.get('code_challenge')
  const method = params.get('code_challenge_method') ?? (codeChallenge === null ? null : 'plain')
  if (codeChallenge === null && provider.pkceRequired) {
    return fail('invalid_request', 'code_challenge is required.')
  }
  if (
    codeChallenge !== null &&
    (!PKCE_VALUE.test(codeChallenge) || (method !== 'S256' && method !== 'plain'))
  ) {
    return fail(
      'invalid_request',
      'code_challenge must be 43 to 128 characters and its method S256 or plain.',
    )
  }
  const specific = provider.checkAuthorize?.(params)
  if (specific) return fail(specific.error, specific.description)

  const pending: PendingAuthorization = {
    provider: provider.name,
    clientId,
    redirectUri,
    responseType,
    scope: params.get('scope') ?? '',
    nonce: params.get('nonce'),
    codeChallenge,
    codeChallengeMethod: codeChallenge === null ? null : (method as 'S256' | 'plain'),
    state,
  }
  const loginHint = params.get('login_hint')
  return consentPage({
    providerLabel: provider.label,
    action: provider.authorizePath,
    requestId: context.store.addPending(pending),
    clientId,
    scope: pending.scope,
    askEmail: provider.sharesEmail,
    name: DEFAULT_NAME,
    email: loginHint?.includes('@') ? loginHint : DEFAULT_EMAIL,
  })
}

/** `POST <authorize path>`: the consent form. Authorize issues a code; Cancel answers `access_denied`. */
export async function authorizeDecision(
  provider: ProviderDefinition,
  request: StandInRequest,
  context: FlowContext,
): Promise<StandInResponse> {
  const requestId = request.form.get('request')
  const pending = context.store.peekPending(requestId)
  if (pending === null || pending.provider !== provider.name) {
    return errorPage(
      400,
      provider.label,
      'invalid_request',
      'This sign-in request has expired or was already answered. Start the sign-in again.',
    )
  }
  if (request.form.get('decision') === 'cancel') {
    context.store.takePending(requestId)
    return respondToClient(provider, pending.redirectUri, withState(pending.state, provider.deniedParams))
  }
  const name = (request.form.get('name') ?? '').trim()
  const email = provider.sharesEmail ? (request.form.get('email') ?? '').trim() : null
  const problem =
    name === '' || name.length > 100
      ? 'Enter a name (at most 100 characters).'
      : email !== null && (!EMAIL.test(email) || email.length > 254)
        ? 'Enter an e-mail address.'
        : null
  if (problem) {
    return consentPage({
      providerLabel: provider.label,
      action: provider.authorizePath,
      requestId: requestId ?? '',
      clientId: pending.clientId,
      scope: pending.scope,
      askEmail: provider.sharesEmail,
      name,
      email: email ?? '',
      error: problem,
    })
  }
  context.store.takePending(requestId)
  const { state, ...rest } = pending
  const grant: Grant = {
    ...rest,
    user: provider.user(name, email),
    authTime: Math.floor(Date.now() / 1000),
  }
  const code = context.store.issueCode(grant)
  const firstConsent = context.store.firstConsent(grant.clientId, grant.user.subject)
  const extra = provider.formPostFields ? await provider.formPostFields(grant, context, firstConsent) : {}
  return respondToClient(
    provider,
    grant.redirectUri,
    withState(state, { code, ...(provider.successParams?.(grant, context) ?? {}), ...extra }),
  )
}

function pkceMatches(grant: Grant, verifier: string | null): boolean {
  if (grant.codeChallenge === null) return true
  if (verifier === null || !PKCE_VALUE.test(verifier)) return false
  const derived =
    grant.codeChallengeMethod === 'S256'
      ? createHash('sha256').update(verifier).digest('base64url')
      : verifier
  return derived === grant.codeChallenge
}

/** The token endpoint: client authentication, then the code, its redirect URI and its PKCE verifier. */
export async function tokenRequest(
  provider: ProviderDefinition,
  request: StandInRequest,
  context: FlowContext,
): Promise<StandInResponse> {
  const params = request.method === 'GET' ? request.url.searchParams : request.form
  const failWith = (failure: TokenFailure) => provider.tokenError(failure, request.headers)
  const appleIssuers = [context.rewrite('https://appleid.apple.com'), 'https://appleid.apple.com']
  const clientId = await authenticateClient(
    provider,
    context.registered,
    request.headers,
    params,
    appleIssuers,
  )
  if (clientId === null) return failWith('invalid_client')

  const grantType = params.get('grant_type')
  if (grantType === null && !provider.grantTypeOptional) return failWith('invalid_request')
  if (grantType !== null && grantType !== 'authorization_code') return failWith('unsupported_grant_type')

  const grant = context.store.takeCode(params.get('code'))
  if (grant === null || grant.provider !== provider.name || grant.clientId !== clientId) {
    return failWith('invalid_grant')
  }
  const redirectUri = params.get('redirect_uri')
  if (redirectUri === null ? !provider.redirectUriOptionalAtToken : redirectUri !== grant.redirectUri) {
    return failWith('redirect_uri_mismatch')
  }
  if (!pkceMatches(grant, params.get('code_verifier'))) return failWith('invalid_pkce')

  const accessToken = context.store.issueAccessToken(grant, provider.accessTokenPrefix)
  return provider.tokenSuccess(grant, accessToken, request, context)
}
