// Serves the built secure frame (apps/secure-frame/dist) on its own origin, with its runtime config injected and a
// Content-Security-Policy whose frame-ancestors lists the project's allowed parent origins, so no other site can
// embed it (clickjacking). `npm run demo`, the browser test and the benchmark all start it through serveFrame().
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
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

/** A fixed-window counter per key (and one for everyone), for lookups of ids not known yet. */
function createLookupBudget(
  /** @type {{ perMinute: number, perClient: number, now: () => number }} */ options,
) {
  let windowStart = -Infinity
  let total = 0
  /** @type {Map<string, number>} */
  let perClient = new Map()
  return {
    /** Spends one lookup for `key` if both budgets allow it. */
    take(/** @type {string} */ key) {
      const now = options.now()
      if (now - windowStart >= 60_000) {
        windowStart = now
        total = 0
        perClient = new Map()
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
 *   now?: () => number,
 * }} options port 0 asks the OS for a free one. `config` may be a function, read per request, for stacks whose
 *   server URL is known only after the frame started. Without `allowedParentOrigins`, each page's
 *   frame-ancestors comes from the project's config on the Kit server (`GET /v1/projects/{projectId}/config`),
 *   asked with `serverToken` (default `KIT_FRAME_SERVER_TOKEN`) so those reads, which come from this one address
 *   for every visitor, are not held to the Kit server's per-address limit. `lookupLimits` and `now` are for tests.
 * @returns {Promise<{ url: string, origin: string, close: () => Promise<void> }>}
 */
export async function serveFrame({
  port = 0,
  host = '127.0.0.1',
  config,
  distDir = defaultDistDir,
  fetch: fetchImpl = fetch,
  serverToken = process.env.KIT_FRAME_SERVER_TOKEN,
  lookupLimits = {},
  now = Date.now,
}) {
  if (!existsSync(path.join(distDir, 'index.html')))
    throw new Error('apps/secure-frame is not built: run `pnpm --filter @kit/secure-frame build` first.')
  const indexTemplate = readFileSync(path.join(distDir, 'index.html'), 'utf8')
  const callbackPage = readFileSync(path.join(distDir, 'social-callback.html'), 'utf8')
  const limits = { ...defaultLookupLimits, ...lookupLimits }
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
      if (known.size > limits.knownProjects) known.delete(/** @type {string} */ (known.keys().next().value))
      return origins
    }
    if (outcome === 'unknown') {
      known.delete(projectId)
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
    // Only ids never confirmed cost a lookup from the budget: refreshing a known project is bounded by freshMs.
    if (!entry && !budget.take(client)) return Promise.resolve([])
    const lookup = lookUp(runtime, projectId).finally(() => inflight.delete(projectId))
    inflight.set(projectId, lookup)
    return lookup
  }

  const common = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
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
      clientKey(request.socket.remoteAddress),
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
      "form-action 'none'",
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
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve(undefined))
        server.closeAllConnections()
      }),
  }
}
