import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { Address, Hex } from 'viem'
import { generateSiweNonce } from 'viem/siwe'
import { assertPort, closeServer, DEVNET_HOST, listen } from '../net.js'
import type { FarcasterDevAccount } from './accounts.js'
import { handleFarcasterApp } from './farcasterApp.js'
import { custodyOf } from './idRegistry.js'

/** Options of the local Sign-In-With-Farcaster relay. */
export type FarcasterRelayOptions = {
  /** Port on 127.0.0.1; 0 picks a free one. Default 8557. */
  port?: number
  /** The chain holding the ID registry; `authenticate` reads each fid's custody address from it. */
  optimismRpcUrl: string
  /** The accounts the local Farcaster app page offers. Default none. */
  accounts?: readonly FarcasterDevAccount[]
  /** How long a channel lives. Default 1 hour. */
  channelTtlMs?: number
}

/** A running relay and local Farcaster app. */
export type FarcasterRelay = {
  /** Base URL of the relay (`http://127.0.0.1:<port>`): the `relay` of `@farcaster/auth-client`. */
  url: string
  port: number
  /**
   * The secret a Farcaster app sends in `X-Farcaster-Auth-Relay-Key` to complete a channel, as the public relay's
   * key only Farcaster's own apps hold. Random per start.
   */
  authKey: string
  stop(): Promise<void>
}

/** What `POST /v1/channel` takes (the public relay's request), all carried into the channel URL. */
type SignatureParams = {
  siweUri: string
  domain: string
  nonce?: string
  notBefore?: string
  expirationTime?: string
  requestId?: string
  redirectUrl?: string
}

/** A channel as `GET /v1/channel/status` answers it. */
type Channel = {
  state: 'pending' | 'completed'
  channelToken: string
  nonce: string
  url: string
  connectUri: string
  signatureParams: SignatureParams
  acceptAuthAddress: boolean
  metadata: { ip: string; userAgent: string }
  message?: string
  signature?: Hex
  authMethod?: 'custody' | 'authAddress'
  fid?: number
  username?: string
  bio?: string
  displayName?: string
  pfpUrl?: string
  custody?: Address
  verifications?: Address[]
}

const BODY_LIMIT = 64 * 1024
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, content-type, x-farcaster-auth-relay-key',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
}
const USERNAME = /^[a-z0-9][a-z0-9-]{0,15}(\.eth)?$/
const DOMAIN = /^[a-zA-Z0-9.-]+(:[0-9]+)?$/

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.error))
  }
}

const validation = (message: string) => new HttpError(400, { error: 'Validation error', message })
const unauthorized = () => new HttpError(401, { error: 'Unauthorized' })

async function readJsonBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > BODY_LIMIT) throw new HttpError(413, { error: 'Body too large' })
    chunks.push(chunk)
  }
  try {
    const value = JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return value as Record<string, unknown>
  } catch {}
  throw validation('body must be a JSON object')
}

function optionalString(body: Record<string, unknown>, key: string): string | undefined {
  const value = body[key]
  if (value === undefined) return undefined
  if (typeof value !== 'string') throw validation(`${key} must be a string`)
  return value
}

function isUrl(value: string): boolean {
  try {
    new URL(value)
    return true
  } catch {
    return false
  }
}

function parseCreate(body: Record<string, unknown>): { params: SignatureParams; acceptAuthAddress: boolean } {
  const siweUri = optionalString(body, 'siweUri')
  const domain = optionalString(body, 'domain')
  if (!siweUri || !isUrl(siweUri)) throw validation('siweUri must be a URL')
  if (!domain || !DOMAIN.test(domain)) throw validation('domain must be a host name with an optional port')
  const params: SignatureParams = { siweUri, domain }
  for (const key of ['nonce', 'notBefore', 'expirationTime', 'requestId', 'redirectUrl'] as const) {
    const value = optionalString(body, key)
    if (value !== undefined) params[key] = value
  }
  for (const key of ['notBefore', 'expirationTime'] as const)
    if (params[key] !== undefined && Number.isNaN(Date.parse(params[key] as string)))
      throw validation(`${key} must be an ISO 8601 date-time`)
  const accept = body.acceptAuthAddress
  if (accept !== undefined && typeof accept !== 'boolean')
    throw validation('acceptAuthAddress must be a boolean')
  return { params, acceptAuthAddress: accept ?? true }
}

type AuthenticateBody = {
  message: string
  signature: Hex
  fid: number
  authMethod?: 'custody' | 'authAddress'
  username?: string
  bio?: string
  displayName?: string
  pfpUrl?: string
}

function parseAuthenticate(body: Record<string, unknown>): AuthenticateBody {
  const message = optionalString(body, 'message')
  const signature = optionalString(body, 'signature')
  if (!message) throw validation('message is required')
  if (!signature || !/^0x[a-fA-F0-9]{130}$/.test(signature))
    throw validation('signature must be 65 bytes of hex (0x + 130 hex digits)')
  if (typeof body.fid !== 'number' || !Number.isSafeInteger(body.fid) || body.fid < 1)
    throw validation('fid must be a positive integer')
  const parsed: AuthenticateBody = { message, signature: signature as Hex, fid: body.fid }
  const authMethod = optionalString(body, 'authMethod')
  if (authMethod !== undefined) {
    if (authMethod !== 'custody' && authMethod !== 'authAddress')
      throw validation("authMethod must be 'custody' or 'authAddress'")
    parsed.authMethod = authMethod
  }
  const username = optionalString(body, 'username')
  if (username !== undefined) {
    if (!USERNAME.test(username)) throw validation('username is not a Farcaster username')
    parsed.username = username
  }
  for (const key of ['bio', 'displayName'] as const) {
    const value = optionalString(body, key)
    if (value !== undefined) parsed[key] = value
  }
  const pfpUrl = optionalString(body, 'pfpUrl')
  if (pfpUrl !== undefined) {
    if (!isUrl(pfpUrl)) throw validation('pfpUrl must be a URL')
    parsed.pfpUrl = pfpUrl
  }
  return parsed
}

function bearer(request: IncomingMessage): string {
  const token = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1]
  if (!token) throw unauthorized()
  return token
}

function sameSecret(given: string | string[] | undefined, expected: string): boolean {
  if (typeof given !== 'string') return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * Starts a Sign-In-With-Farcaster relay with the public relay's HTTP API, and the local Farcaster app page:
 * - `POST /v1/channel` `{siweUri, domain, nonce?, notBefore?, expirationTime?, requestId?, redirectUrl?,
 *   acceptAuthAddress?}` → 201 `{channelToken, url, nonce, …}`; `url` is `<relay>/~/siwf?channelToken=…&nonce=…&
 *   siweUri=…&domain=…` (every request field), what a Farcaster app opens;
 * - `GET /v1/channel/status` with `Authorization: Bearer <channelToken>` → 202 while pending, 200 once completed
 *   (the channel is then closed: a second read is 401), 401 for an unknown or expired channel;
 * - `POST /v1/channel/authenticate` with the bearer token and `X-Farcaster-Auth-Relay-Key: <authKey>`, body
 *   `{message, signature, fid, username?, …}` → 201 with the completed channel; the fid's custody address is read
 *   from the ID registry and added, as the public relay adds it from its hubs. The relay checks no signature: the
 *   app that created the channel must verify it.
 * - `GET /~/siwf?…` the local Farcaster app (see `farcasterApp.ts`).
 */
export async function startFarcasterRelay(options: FarcasterRelayOptions): Promise<FarcasterRelay> {
  const { port = 8557, optimismRpcUrl, accounts = [], channelTtlMs = 3_600_000 } = options
  assertPort('farcaster relay port', port)
  const authKey = randomBytes(24).toString('base64url')
  const channels = new Map<string, { channel: Channel; expiresAt: number }>()
  let baseUrl = ''

  const live = (token: string) => {
    const entry = channels.get(token)
    if (!entry) return undefined
    if (entry.expiresAt <= Date.now()) {
      channels.delete(token)
      return undefined
    }
    return entry.channel
  }

  async function route(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const send = (status: number, body: unknown) => {
      response
        .writeHead(status, { ...CORS_HEADERS, 'content-type': 'application/json' })
        .end(JSON.stringify(body))
    }
    const path = url.pathname.replace(/\/+$/, '')
    if (request.method === 'POST' && (path === '/v1/channel' || path === '/v1/connect')) {
      const { params, acceptAuthAddress } = parseCreate(await readJsonBody(request))
      const channelToken = randomUUID()
      const nonce = params.nonce ?? generateSiweNonce()
      const query = new URLSearchParams({ channelToken, nonce, ...params })
      const channelUrl = `${baseUrl}/~/siwf?${query.toString()}`
      const channel: Channel = {
        state: 'pending',
        channelToken,
        nonce,
        url: channelUrl,
        connectUri: channelUrl,
        signatureParams: { ...params, nonce },
        acceptAuthAddress,
        metadata: {
          ip: request.socket.remoteAddress ?? '',
          userAgent: request.headers['user-agent'] ?? '',
        },
      }
      channels.set(channelToken, { channel, expiresAt: Date.now() + channelTtlMs })
      return send(201, channel)
    }
    if (request.method === 'GET' && (path === '/v1/channel/status' || path === '/v1/connect/status')) {
      const token = bearer(request)
      const channel = live(token)
      if (!channel) throw unauthorized()
      if (channel.state === 'completed') {
        channels.delete(token)
        return send(200, channel)
      }
      return send(202, channel)
    }
    if (
      request.method === 'POST' &&
      (path === '/v1/channel/authenticate' || path === '/v1/connect/authenticate')
    ) {
      const token = bearer(request)
      const key =
        request.headers['x-farcaster-auth-relay-key'] ?? request.headers['x-farcaster-connect-auth-key']
      if (!sameSecret(key, authKey)) throw unauthorized()
      const body = parseAuthenticate(await readJsonBody(request))
      const channel = live(token)
      if (!channel) throw unauthorized()
      let custody: Address
      try {
        custody = await custodyOf(optimismRpcUrl, BigInt(body.fid))
      } catch (cause) {
        throw new HttpError(500, { error: `Could not read the ID registry: ${String(cause)}` })
      }
      Object.assign(channel, body, { state: 'completed', custody, verifications: [] })
      return send(201, channel)
    }
    if (path === '/healthcheck') return send(200, { status: 'OK' })
    throw new HttpError(404, { error: 'Not found' })
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://relay.invalid')
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS_HEADERS).end()
      return
    }
    const handled = url.pathname.startsWith('/~/')
      ? handleFarcasterApp(request, response, url, { relayUrl: baseUrl, authKey, optimismRpcUrl, accounts })
      : route(request, response, url)
    handled.catch((error: unknown) => {
      if (response.headersSent) return void response.end()
      const status = error instanceof HttpError ? error.status : 500
      const body = error instanceof HttpError ? error.body : { error: String(error) }
      response
        .writeHead(status, { ...CORS_HEADERS, 'content-type': 'application/json' })
        .end(JSON.stringify(body))
    })
  })
  const sweep = setInterval(() => {
    const now = Date.now()
    for (const [token, entry] of channels) if (entry.expiresAt <= now) channels.delete(token)
  }, 60_000)
  sweep.unref()

  let boundPort: number
  try {
    boundPort = await listen(server, port, 'the Farcaster relay')
  } catch (error) {
    clearInterval(sweep)
    throw error
  }
  baseUrl = `http://${DEVNET_HOST}:${boundPort}`
  return {
    url: baseUrl,
    port: boundPort,
    authKey,
    stop: async () => {
      clearInterval(sweep)
      await closeServer(server)
    },
  }
}
