import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { InvalidDevnetOptionError } from '../errors.js'
import { assertPort, closeServer, DEVNET_HOST, listen } from '../net.js'
import { generateClients } from './clients.js'
import { authorizeDecision, authorizeRequest, type FlowContext, tokenRequest } from './flow.js'
import { json, RequestBodyError, readForm, type StandInRequest, type StandInResponse } from './http.js'
import { generateSigningKey } from './keys.js'
import type { DevnetSocialClients, ProviderDefinition } from './provider.js'
import { appleStandIn } from './providers/apple.js'
import { discordStandIn } from './providers/discord.js'
import { facebookStandIn } from './providers/facebook.js'
import { githubStandIn } from './providers/github.js'
import { googleStandIn } from './providers/google.js'
import { xStandIn } from './providers/x.js'
import { GrantStore } from './store.js'

/** Default port of the social stand-ins. */
export const DEFAULT_IDENTITY_PORT = 8556

/** Options of {@link startSocialStandIns}. */
export type SocialStandInsOptions = {
  /** Port on 127.0.0.1; 0 picks a free one. Default 8556. */
  port?: number
  /** Host name in `url`: `127.0.0.1` (default) or `localhost`. The server always binds 127.0.0.1. */
  host?: '127.0.0.1' | 'localhost'
  /** Redirect URIs to register with every client at start (exact match); more with `allowRedirectUri`. */
  redirectUris?: readonly string[]
  /** How long an authorization code may wait before redemption, in ms. Default 120 000. */
  codeTtlMs?: number
  /** How long an access token works, in ms. Default 3 600 000. */
  accessTokenTtlMs?: number
  /** Receives diagnostic lines (unexpected errors). Silent by default. */
  log?: (line: string) => void
}

/** The running stand-ins for the six social providers. */
export type SocialStandIns = {
  /** `http://127.0.0.1:<port>`: each real URL `https://<host><path>` is served at `<url>/<host><path>`. */
  url: string
  port: number
  /** The OAuth clients registered with each stand-in (generated at start). */
  clients: DevnetSocialClients
  /** Registers a redirect URI (exact match) with every client. Throws unless it is an absolute http(s) URL. */
  allowRedirectUri(uri: string): void
  stop(): Promise<void>
}

function assertRedirectUri(uri: unknown): asserts uri is string {
  let valid = false
  try {
    const url = new URL(String(uri))
    valid =
      typeof uri === 'string' && (url.protocol === 'http:' || url.protocol === 'https:') && url.hash === ''
  } catch {
    valid = false
  }
  if (!valid)
    throw new InvalidDevnetOptionError('redirectUri', uri, 'an absolute http(s) URL without a fragment')
}

function assertTtl(option: string, value: unknown): asserts value is number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0) {
    throw new InvalidDevnetOptionError(option, value, 'a positive integer number of milliseconds')
  }
}

type Handler = (request: StandInRequest) => StandInResponse | Promise<StandInResponse>

/**
 * Starts one HTTP server on 127.0.0.1 that stands in for Google, Apple, GitHub, Discord, X and Facebook, each at
 * its real endpoints' paths under `/<real host>` (so a server pointed at `url` by its development rewrite runs
 * the same provider code it runs against the real services). For development and tests only: anyone who can
 * reach it can sign in as anyone.
 *
 * @example
 * const standIns = await startSocialStandIns({ port: 0, redirectUris: ['http://127.0.0.1:3000/auth/social/callback'] })
 * standIns.clients.google.clientId
 * await standIns.stop()
 */
export async function startSocialStandIns(options: SocialStandInsOptions = {}): Promise<SocialStandIns> {
  const { port = DEFAULT_IDENTITY_PORT, host = DEVNET_HOST, log } = options
  const { codeTtlMs = 120_000, accessTokenTtlMs = 3_600_000 } = options
  assertPort('identity port', port)
  if (host !== '127.0.0.1' && host !== 'localhost') {
    throw new InvalidDevnetOptionError('host', host, "'127.0.0.1' or 'localhost'")
  }
  assertTtl('codeTtlMs', codeTtlMs)
  assertTtl('accessTokenTtlMs', accessTokenTtlMs)
  const redirectUris = new Set<string>()
  for (const uri of options.redirectUris ?? []) {
    assertRedirectUri(uri)
    redirectUris.add(uri)
  }

  const registered = generateClients()
  const [googleKey, appleKey] = await Promise.all([generateSigningKey(), generateSigningKey()])
  const providers: ProviderDefinition[] = [
    googleStandIn(googleKey),
    appleStandIn(appleKey),
    githubStandIn(),
    discordStandIn(),
    xStandIn(),
    facebookStandIn(),
  ]
  const store = new GrantStore({ codeTtlMs, accessTokenTtlMs })
  const context: FlowContext = {
    baseUrl: '',
    rewrite: (realUrl) => {
      const url = new URL(realUrl)
      return `${context.baseUrl}/${url.host}${url.pathname === '/' ? '' : url.pathname}${url.search}`
    },
    clients: registered.clients,
    grantForToken: (provider, token) => store.grantForToken(provider, token),
    accessTokenTtlSeconds: Math.floor(accessTokenTtlMs / 1000),
    store,
    registered,
    redirectUris,
  }

  const routes = new Map<string, Handler>()
  const route = (method: string, path: string, handler: Handler) => {
    routes.set(`${method} ${path}`, handler)
  }
  for (const provider of providers) {
    route('GET', provider.authorizePath, (request) => authorizeRequest(provider, request, context))
    route('POST', provider.authorizePath, (request) => authorizeDecision(provider, request, context))
    route('POST', provider.tokenPath, (request) => tokenRequest(provider, request, context))
    if (provider.tokenAcceptsGet)
      route('GET', provider.tokenPath, (request) => tokenRequest(provider, request, context))
    for (const extra of provider.routes)
      route(extra.method, extra.path, (request) => extra.handle(request, context))
  }

  const send = (response: ServerResponse, answer: StandInResponse) => {
    response.writeHead(answer.status, answer.headers).end(answer.body)
  }
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    try {
      const url = new URL(`http://stand-in${request.url ?? '/'}`)
      const method = request.method ?? 'GET'
      const handler = routes.get(`${method === 'HEAD' ? 'GET' : method} ${url.pathname}`)
      if (!handler) {
        const known = [...routes.keys()].some((key) => key.endsWith(` ${url.pathname}`))
        return send(
          response,
          known
            ? json(405, { error: 'method_not_allowed' })
            : json(404, { error: 'not_found', error_description: `No stand-in serves ${url.pathname}.` }),
        )
      }
      const form = method === 'POST' ? await readForm(request) : new URLSearchParams()
      send(response, await handler({ method, url, headers: request.headers, form }))
    } catch (error) {
      if (error instanceof RequestBodyError)
        return send(response, json(error.status, { error: error.message }))
      log?.(
        `identity: unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      )
      if (!response.headersSent) send(response, json(500, { error: 'server_error' }))
      else response.destroy()
    }
  }
  const server = createServer((request, response) => {
    void handle(request, response)
  })

  try {
    const boundPort = await listen(server, port, 'the social sign-in stand-ins')
    context.baseUrl = `http://${host}:${boundPort}`
    return {
      url: context.baseUrl,
      port: boundPort,
      clients: registered.clients,
      allowRedirectUri: (uri) => {
        assertRedirectUri(uri)
        redirectUris.add(uri)
      },
      stop: () => closeServer(server),
    }
  } catch (error) {
    await closeServer(server)
    throw error
  }
}
