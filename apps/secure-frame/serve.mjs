// Serves the built secure frame (apps/secure-frame/dist) on its own origin, with its runtime config injected and a
// Content-Security-Policy whose frame-ancestors lists the project's allowed parent origins, so no other site can
// embed it (clickjacking). `npm run demo`, the browser test and the benchmark all start it through serveFrame().
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import { rename, writeFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { BlockList, isIP } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const defaultDistDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'dist')

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.map': 'application/json',
  '.ico': 'image/x-icon',
}

const PROJECT_TIMEOUT_MS = 5_000
// @kit/chains' FRAME_SERVER_TOKEN_HEADER, spelled here so this server imports nothing; serve.test.ts holds them equal.
const TOKEN_HEADER = 'x-kit-frame-server-token'

/**
 * How the frame server asks the Kit server for project configs. Project ids are public and anyone can make one up,
 * so each limit is about what a stranger could otherwise make it do: fill memory, flood the Kit server, or turn a
 * real project's frame-ancestors into 'none'.
 * @typedef {{
 *   freshMs?: number,
 *   retryMs?: number,
 *   unknownMs?: number,
 *   knownProjects?: number,
 *   unknownProjects?: number,
 *   lookupsPerMinute?: number,
 *   lookupsPerClientPerMinute?: number,
 *   confirmedLookupsPerMinute?: number,
 *   confirmedProjects?: number,
 * }} ProjectLookupLimits
 */
const defaultLookupLimits = {
  /** A known project's origins are asked again after this long. */
  freshMs: 5_000,
  /** After a failed refresh (Kit server down, 5xx, 429), the last known origins are kept this long before asking again. */
  retryMs: 5_000,
  /** An id the Kit server does not know (404) is not asked about again for this long. */
  unknownMs: 30_000,
  /** Known projects remembered (least recently used dropped first). */
  knownProjects: 10_000,
  /** Unknown ids remembered; a flood of made-up ids only pushes out other made-up ids. */
  unknownProjects: 10_000,
  /** First lookups of ids not known yet, per minute, all clients together (what the Kit server sees at most). */
  lookupsPerMinute: 600,
  /** First lookups of ids not known yet, per minute, per client address (IPv6: per /64). */
  lookupsPerClientPerMinute: 30,
  /**
   * Lookups per minute of ids the Kit server confirmed before but not in memory now (after a restart, with
   * `confirmedProjectsFile`, or pushed out of the known ones): a pool of their own, which made-up ids cannot spend.
   */
  confirmedLookupsPerMinute: 600,
  /** Ids the Kit server ever confirmed, remembered (and persisted) for that pool; the oldest dropped first. */
  confirmedProjects: 100_000,
}

/** The frame server was started with an option it cannot use. */
export class FrameServerConfigError extends Error {
  name = 'FrameServerConfigError'
}

/** An address without IPv6 brackets or zone, IPv4-mapped IPv6 as IPv4; undefined when it is not an IP address. */
function normalizeIp(/** @type {string} */ text) {
  const bare = text
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '')
    .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
  return isIP(bare) ? bare : undefined
}

/**
 * Compiles the trusted proxies (addresses or CIDR ranges, IPv4 or IPv6; a list or a comma-separated string, as
 * `KIT_TRUSTED_PROXIES` is) into a matcher.
 * @throws {FrameServerConfigError} naming an entry that is neither.
 */
function trustedProxyMatcher(/** @type {string[] | string | undefined} */ value) {
  const entries = (typeof value === 'string' ? value.split(',') : (value ?? []))
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
  if (entries.length === 0) return () => false
  const list = new BlockList()
  for (const entry of entries) {
    const [addressText = '', prefixText, extra] = entry.split('/')
    const address = normalizeIp(addressText)
    const family = address ? isIP(address) : 0
    const max = family === 6 ? 128 : 32
    const prefix = prefixText === undefined ? max : Number(prefixText)
    if (
      !address ||
      extra !== undefined ||
      (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) ||
      prefix > max
    )
      throw new FrameServerConfigError(
        `Invalid address or CIDR range "${entry}" in trustedProxies (KIT_TRUSTED_PROXIES): give IPv4 or IPv6 addresses or ranges, e.g. 10.0.0.0/8,fd00::/8`,
      )
    list.addSubnet(address, prefix, family === 6 ? 'ipv6' : 'ipv4')
  }
  return (/** @type {string} */ text) => {
    const address = normalizeIp(text)
    return address !== undefined && list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4')
  }
}

/**
 * The client's address. From a trusted proxy, `X-Forwarded-For` is read from the right, as the Kit server does:
 * proxies append what they received the request from, so the first entry that is not a trusted proxy is the client,
 * and whatever a client wrote further left is ignored. Otherwise (or with no trusted proxy) the socket's address.
 */
function clientAddress(
  /** @type {string | undefined} */ peer,
  /** @type {string | string[] | undefined} */ forwardedFor,
  /** @type {(address: string) => boolean} */ isTrusted,
) {
  const socket = normalizeIp(peer ?? '') ?? peer ?? 'unknown'
  if (typeof forwardedFor !== 'string' || !isTrusted(socket)) return socket
  let client = socket
  for (const hop of forwardedFor.split(',').reverse()) {
    const address = normalizeIp(hop)
    // An entry that is not an address: nothing left of it can be believed; the last trusted hop stands.
    if (!address) return client
    client = address
    if (!isTrusted(address)) return address
  }
  return client
}

/**
 * Ids the Kit server confirmed, oldest first, optionally kept in a file (a JSON array) so that a restart does not
 * put every real project back among the made-up ids.
 * @throws {FrameServerConfigError} when the file exists but is not such an array.
 */
function createConfirmedProjects(/** @type {{ file: string | undefined, max: number }} */ options) {
  /** @type {Set<string>} */
  const ids = new Set()
  if (options.file && existsSync(options.file)) {
    let stored
    try {
      stored = JSON.parse(readFileSync(options.file, 'utf8'))
    } catch (error) {
      throw new FrameServerConfigError(
        `confirmedProjectsFile (KIT_FRAME_CONFIRMED_PROJECTS_FILE) ${options.file} is not JSON: ${error instanceof Error ? error.message : String(error)}`,
      )
    }
    if (!Array.isArray(stored) || !stored.every((id) => typeof id === 'string'))
      throw new FrameServerConfigError(
        `confirmedProjectsFile (KIT_FRAME_CONFIRMED_PROJECTS_FILE) ${options.file} must hold a JSON array of project ids`,
      )
    for (const id of stored.slice(-options.max)) ids.add(id)
  }
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer
  /** @type {Promise<void>} */
  let writing = Promise.resolve()
  const write = () => {
    timer = undefined
    const file = /** @type {string} */ (options.file)
    const temporary = `${file}.${process.pid}.tmp`
    // Written whole and renamed: a crash never leaves half a file. A failed write keeps the ids in memory only.
    writing = writing
      .then(() => writeFile(temporary, JSON.stringify([...ids])))
      .then(() => rename(temporary, file))
      .catch(() => {})
  }
  const changed = () => {
    if (!options.file || timer) return
    // Batched: a burst of first page loads writes the file once.
    timer = setTimeout(write, 1_000)
    timer.unref()
  }
  return {
    has: (/** @type {string} */ id) => ids.has(id),
    add(/** @type {string} */ id) {
      if (ids.has(id)) return
      ids.add(id)
      if (ids.size > options.max) ids.delete(/** @type {string} */ (ids.values().next().value))
      changed()
    },
    delete(/** @type {string} */ id) {
      if (ids.delete(id)) changed()
    },
    /** Writes what is pending now (on close). */
    async flush() {
      if (timer) {
        clearTimeout(timer)
        write()
      }
      await writing
    },
  }
}

/** A client's key for the lookup limit: an IPv4 address, or the /64 of an IPv6 one. */
function clientKey(/** @type {string | undefined} */ address) {
  const ip = (address ?? 'unknown').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
  if (!ip.includes(':')) return ip
  const [head = '', tail] = ip.toLowerCase().split('::')
  const groups = head ? head.split(':') : []
  if (tail !== undefined) {
    const tailGroups = tail ? tail.split(':') : []
    while (groups.length + tailGroups.length < 8) groups.push('0')
    groups.push(...tailGroups)
  }
  return `${groups.slice(0, 4).join(':')}::/64`
}

/**
 * Fixed-window counters for lookups of ids not in memory: per client key and for everyone, and a separate pool for
 * ids the Kit server confirmed before, so a flood of made-up ids cannot hold back a real project's first page load.
 */
function createLookupBudget(
  /** @type {{ perMinute: number, perClient: number, confirmedPerMinute: number, now: () => number }} */ options,
) {
  let windowStart = -Infinity
  let total = 0
  let confirmedTotal = 0
  /** @type {Map<string, number>} */
  let perClient = new Map()
  return {
    /** Spends one lookup for `key` if the budgets allow it; a `confirmed` id spends from its own pool. */
    take(/** @type {string} */ key, confirmed = false) {
      const now = options.now()
      if (now - windowStart >= 60_000) {
        windowStart = now
        total = 0
        confirmedTotal = 0
        perClient = new Map()
      }
      if (confirmed) {
        if (confirmedTotal >= options.confirmedPerMinute) return false
        confirmedTotal += 1
        return true
      }
      const used = perClient.get(key) ?? 0
      if (total >= options.perMinute || used >= options.perClient) return false
      total += 1
      perClient.set(key, used + 1)
      return true
    },
  }
}

/**
 * @typedef {{
 *   serverUrl: string,
 *   allowedParentOrigins?: string[],
 *   chains?: { caipNetworkId: string, rpcUrl: string }[],
 *   smartAccountChains?: number[],
 *   passkeyRpIds?: string[],
 * }} FrameRuntimeConfig
 */

/** @param {string} url */
function originOf(url) {
  try {
    return new URL(url).origin
  } catch {
    return undefined
  }
}

/** A CSP source list: only well-formed http(s) origins survive, so nothing can inject directives. */
function sources(/** @type {(string | undefined)[]} */ values) {
  const list = [
    ...new Set(
      values.filter((value) => typeof value === 'string' && /^https?:\/\/[A-Za-z0-9.[\]:-]+$/.test(value)),
    ),
  ]
  return list.length > 0 ? list.join(' ') : "'none'"
}

/**
 * Starts the secure frame's static server.
 * @param {{
 *   port?: number,
 *   host?: string,
 *   config: FrameRuntimeConfig | (() => FrameRuntimeConfig | Promise<FrameRuntimeConfig>),
 *   distDir?: string,
 *   fetch?: typeof fetch,
 *   serverToken?: string,
 *   lookupLimits?: ProjectLookupLimits,
 *   trustedProxies?: string[] | string,
 *   confirmedProjectsFile?: string,
 *   now?: () => number,
 * }} options port 0 asks the OS for a free one. `config` may be a function, read per request, for stacks whose
 *   server URL is known only after the frame started. Without `allowedParentOrigins`, each page's
 *   frame-ancestors comes from the project's config on the Kit server (`GET /v1/projects/{projectId}/config`),
 *   asked with `serverToken` (default `KIT_FRAME_SERVER_TOKEN`) so those reads, which come from this one address
 *   for every visitor, are not held to the Kit server's per-address limit. `trustedProxies` (default
 *   `KIT_TRUSTED_PROXIES`) lists the proxies in front of this server, so each visitor, not the proxy, has the
 *   per-client lookup budget. `confirmedProjectsFile` (default `KIT_FRAME_CONFIRMED_PROJECTS_FILE`) keeps the ids
 *   the Kit server confirmed across restarts. `lookupLimits` and `now` are for tests.
 * @returns {Promise<{ url: string, origin: string, close: () => Promise<void> }>}
 * @throws {FrameServerConfigError} for a trusted proxy that is not an address or range, or an unreadable file.
 */
export async function serveFrame({
  port = 0,
  host = '127.0.0.1',
  config,
  distDir = defaultDistDir,
  fetch: fetchImpl = fetch,
  serverToken = process.env.KIT_FRAME_SERVER_TOKEN,
  lookupLimits = {},
  trustedProxies = process.env.KIT_TRUSTED_PROXIES,
  confirmedProjectsFile = process.env.KIT_FRAME_CONFIRMED_PROJECTS_FILE || undefined,
  now = Date.now,
}) {
  if (!existsSync(path.join(distDir, 'index.html')))
    throw new Error('apps/secure-frame is not built: run `pnpm --filter @kit/secure-frame build` first.')
  const indexTemplate = readFileSync(path.join(distDir, 'index.html'), 'utf8')
  const callbackPage = readFileSync(path.join(distDir, 'social-callback.html'), 'utf8')
  const secureWindowPage = readFileSync(path.join(distDir, 'secure-window.html'), 'utf8')
  const emailFieldPath = path.join(distDir, 'email-field.html')
  const emailFieldPage = existsSync(emailFieldPath) ? readFileSync(emailFieldPath, 'utf8') : undefined
  const limits = { ...defaultLookupLimits, ...lookupLimits }
  const isTrustedProxy = trustedProxyMatcher(trustedProxies)
  /** Ids the Kit server ever confirmed (in `known` or not): their lookups have a budget of their own. */
  const confirmed = createConfirmedProjects({ file: confirmedProjectsFile, max: limits.confirmedProjects })
  /** Projects the Kit server confirmed, with their last known good origins, least recently used first. */
  /** @type {Map<string, { origins: string[], freshUntil: number }>} */
  const known = new Map()
  /** Ids the Kit server answered 404 for, until when. */
  /** @type {Map<string, number>} */
  const unknown = new Map()
  /** Lookups under way, shared by concurrent page loads. */
  /** @type {Map<string, Promise<string[]>>} */
  const inflight = new Map()
  const budget = createLookupBudget({
    perMinute: limits.lookupsPerMinute,
    perClient: limits.lookupsPerClientPerMinute,
    confirmedPerMinute: limits.confirmedLookupsPerMinute,
    now,
  })

  const readConfig = async () => (typeof config === 'function' ? await config() : config)

  /** Asks the Kit server; what each kind of answer means is decided here. */
  async function lookUp(/** @type {FrameRuntimeConfig} */ runtime, /** @type {string} */ projectId) {
    const previous = known.get(projectId)
    /** @type {'known' | 'unknown' | 'failed'} */
    let outcome = 'failed'
    /** @type {string[]} */
    let origins = []
    try {
      const response = await fetchImpl(
        `${runtime.serverUrl.replace(/\/+$/, '')}/v1/projects/${encodeURIComponent(projectId)}/config`,
        {
          headers: serverToken ? { [TOKEN_HEADER]: serverToken } : {},
          signal: AbortSignal.timeout(PROJECT_TIMEOUT_MS),
        },
      )
      if (response.status === 404) {
        outcome = 'unknown'
        await response.body?.cancel()
      } else if (response.ok) {
        const body = await response.json()
        if (Array.isArray(body?.allowedOrigins)) {
          outcome = 'known'
          origins = body.allowedOrigins.filter((/** @type {unknown} */ o) => typeof o === 'string')
        }
      } else {
        await response.body?.cancel()
      }
    } catch {
      // Unreachable, timed out, or not JSON: a failure, not an answer about the project.
    }
    if (outcome === 'known') {
      known.delete(projectId)
      known.set(projectId, { origins, freshUntil: now() + limits.freshMs })
      unknown.delete(projectId)
      confirmed.add(projectId)
      if (known.size > limits.knownProjects) known.delete(/** @type {string} */ (known.keys().next().value))
      return origins
    }
    if (outcome === 'unknown') {
      known.delete(projectId)
      confirmed.delete(projectId)
      unknown.set(projectId, now() + limits.unknownMs)
      if (unknown.size > limits.unknownProjects)
        unknown.delete(/** @type {string} */ (unknown.keys().next().value))
      return []
    }
    // A failure (the Kit server down, 5xx, 429) never takes a known project's origins away: the last known good
    // ones stay, and are asked for again only after retryMs, so an outage does not make every page load wait.
    if (previous) {
      previous.freshUntil = now() + limits.retryMs
      return previous.origins
    }
    return []
  }

  /**
   * The parent origins allowed for a project: the configured list, else the Kit server's project config. An id
   * the Kit server does not know, or cannot be asked about now, gets none.
   */
  function allowedOrigins(
    /** @type {FrameRuntimeConfig} */ runtime,
    /** @type {string} */ projectId,
    /** @type {string} */ client,
  ) {
    if (runtime.allowedParentOrigins) return Promise.resolve(runtime.allowedParentOrigins)
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(projectId)) return Promise.resolve([])
    const entry = known.get(projectId)
    if (entry) {
      known.delete(projectId)
      known.set(projectId, entry)
      if (now() < entry.freshUntil) return Promise.resolve(entry.origins)
    } else {
      const until = unknown.get(projectId)
      if (until !== undefined && now() < until) return Promise.resolve([])
    }
    const pending = inflight.get(projectId)
    if (pending) return pending
    // Refreshing a known project is bounded by freshMs. Other ids cost a lookup: from the confirmed pool when the
    // Kit server confirmed them before, else from the per-client and overall budgets made-up ids share.
    if (!entry && !budget.take(client, confirmed.has(projectId))) return Promise.resolve([])
    const lookup = lookUp(runtime, projectId).finally(() => inflight.delete(projectId))
    inflight.set(projectId, lookup)
    return lookup
  }

  const common = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin',
    'cache-control': 'no-store',
  }

  async function sendIndex(
    /** @type {URL} */ url,
    /** @type {import('node:http').IncomingMessage} */ request,
    /** @type {import('node:http').ServerResponse} */ response,
  ) {
    const runtime = await readConfig()
    const ancestors = await allowedOrigins(
      runtime,
      url.searchParams.get('projectId') ?? '',
      clientKey(
        clientAddress(request.socket.remoteAddress, request.headers['x-forwarded-for'], isTrustedProxy),
      ),
    )
    const connect = sources([
      originOf(runtime.serverUrl),
      ...(runtime.chains ?? []).map((chain) => originOf(chain.rpcUrl)),
    ])
    const csp = [
      "default-src 'none'",
      // WebAssembly compiles (Argon2id seals the recovery password); no eval, no inline script.
      "script-src 'self' 'wasm-unsafe-eval'",
      "style-src 'self'",
      "img-src 'self' data:",
      `connect-src ${connect}`,
      `frame-ancestors ${sources(ancestors)}`,
      "base-uri 'none'",
      // The one form the frame posts: a redirect social login's start, as a top-level navigation (N2).
      `form-action ${originOf(runtime.serverUrl)}/auth/social/redirect`,
    ].join('; ')
    // A JSON data block, never executed; `<` is escaped so no value can close the element.
    const configBlock = `<script type="application/json" id="kit-frame-config">${JSON.stringify(runtime).replace(/</g, '\\u003c')}</script>`
    response.writeHead(200, {
      ...common,
      'content-type': TYPES['.html'],
      'content-security-policy': csp,
    })
    response.end(indexTemplate.replace('</head>', `${configBlock}</head>`))
  }

  /**
   * The frame-hosted e-mail field (passkey autofill): framed by the project's allowed origins only, as the frame is;
   * it calls no server (connect-src stays 'none').
   */
  async function sendEmailField(
    /** @type {URL} */ url,
    /** @type {import('node:http').IncomingMessage} */ request,
    /** @type {import('node:http').ServerResponse} */ response,
  ) {
    const ancestors = await allowedOrigins(
      await readConfig(),
      url.searchParams.get('projectId') ?? '',
      clientKey(
        clientAddress(request.socket.remoteAddress, request.headers['x-forwarded-for'], isTrustedProxy),
      ),
    )
    response.writeHead(200, {
      ...common,
      'content-type': TYPES['.html'],
      'content-security-policy': `default-src 'none'; script-src 'self'; style-src 'self'; frame-ancestors ${sources(ancestors)}; base-uri 'none'; form-action 'none'`,
    })
    response.end(emailFieldPage)
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://frame.local')
    let pathname
    try {
      pathname = decodeURIComponent(url.pathname)
    } catch {
      response.writeHead(400, common).end()
      return
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { ...common, allow: 'GET, HEAD' }).end()
      return
    }
    if (pathname === '/' || pathname === '/index.html' || pathname === '/sdk') {
      sendIndex(url, request, response).catch(() => {
        if (!response.headersSent) response.writeHead(500, common)
        response.end()
      })
      return
    }
    if (pathname === '/email-field.html' && emailFieldPage !== undefined) {
      sendEmailField(url, request, response).catch(() => {
        if (!response.headersSent) response.writeHead(500, common)
        response.end()
      })
      return
    }
    if (pathname === '/social-callback.html') {
      response.writeHead(200, {
        ...common,
        'content-type': TYPES['.html'],
        'content-security-policy':
          "default-src 'none'; script-src 'self'; style-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
      })
      response.end(callbackPage)
      return
    }
    if (pathname === '/secure-window.html') {
      // The frame that opened this window draws its card here; no page may frame it (it exists not to be covered).
      response.writeHead(200, {
        ...common,
        'content-type': TYPES['.html'],
        'content-security-policy':
          "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
      })
      response.end(secureWindowPage)
      return
    }
    const file = path.normalize(path.join(distDir, pathname))
    // Only files under dist/assets, after `..` is resolved.
    if (
      !file.startsWith(path.join(distDir, 'assets') + path.sep) ||
      !existsSync(file) ||
      !statSync(file).isFile()
    ) {
      response.writeHead(404, { ...common, 'content-type': 'text/plain; charset=utf-8' }).end('Not found')
      return
    }
    response.writeHead(200, {
      ...common,
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': 'public, max-age=31536000, immutable',
    })
    createReadStream(file).pipe(response)
  })
  // Slow clients must not hold sockets forever.
  server.requestTimeout = 30_000
  server.headersTimeout = 10_000
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve(undefined)
    })
  })
  const address = server.address()
  const origin = `http://${host}:${typeof address === 'object' && address ? address.port : port}`
  return {
    url: `${origin}/`,
    origin,
    close: async () => {
      await new Promise((resolve) => {
        server.close(() => resolve(undefined))
        server.closeAllConnections()
      })
      await confirmed.flush()
    },
  }
}
