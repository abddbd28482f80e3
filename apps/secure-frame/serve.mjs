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

const PROJECT_CACHE_MS = 5_000
const PROJECT_TIMEOUT_MS = 5_000

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
 * }} options port 0 asks the OS for a free one. `config` may be a function, read per request, for stacks whose
 *   server URL is known only after the frame started. Without `allowedParentOrigins`, each page's
 *   frame-ancestors comes from the project's config on the Kit server (`GET /v1/projects/{projectId}/config`).
 * @returns {Promise<{ url: string, origin: string, close: () => Promise<void> }>}
 */
export async function serveFrame({
  port = 0,
  host = '127.0.0.1',
  config,
  distDir = defaultDistDir,
  fetch: fetchImpl = fetch,
}) {
  if (!existsSync(path.join(distDir, 'index.html')))
    throw new Error('apps/secure-frame is not built: run `pnpm --filter @kit/secure-frame build` first.')
  const indexTemplate = readFileSync(path.join(distDir, 'index.html'), 'utf8')
  const callbackPage = readFileSync(path.join(distDir, 'social-callback.html'), 'utf8')
  /** @type {Map<string, { at: number, origins: Promise<string[]> }>} */
  const projects = new Map()

  const readConfig = async () => (typeof config === 'function' ? await config() : config)

  /** The parent origins allowed for a project: the configured list, else the server's project config. */
  function allowedOrigins(/** @type {FrameRuntimeConfig} */ runtime, /** @type {string} */ projectId) {
    if (runtime.allowedParentOrigins) return Promise.resolve(runtime.allowedParentOrigins)
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(projectId)) return Promise.resolve([])
    const cached = projects.get(projectId)
    if (cached && Date.now() - cached.at < PROJECT_CACHE_MS) return cached.origins
    const origins = fetchImpl(
      `${runtime.serverUrl.replace(/\/+$/, '')}/v1/projects/${encodeURIComponent(projectId)}/config`,
      { signal: AbortSignal.timeout(PROJECT_TIMEOUT_MS) },
    )
      .then((response) => (response.ok ? response.json() : { allowedOrigins: [] }))
      .then((body) =>
        Array.isArray(body?.allowedOrigins) ? body.allowedOrigins.filter((o) => typeof o === 'string') : [],
      )
      // An unknown project or an unreachable server means nobody may embed the frame.
      .catch(() => [])
    projects.set(projectId, { at: Date.now(), origins })
    if (projects.size > 256) projects.delete(projects.keys().next().value)
    return origins
  }

  const common = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
  }

  async function sendIndex(
    /** @type {URL} */ url,
    /** @type {import('node:http').ServerResponse} */ response,
  ) {
    const runtime = await readConfig()
    const ancestors = await allowedOrigins(runtime, url.searchParams.get('projectId') ?? '')
    const connect = sources([
      originOf(runtime.serverUrl),
      ...(runtime.chains ?? []).map((chain) => originOf(chain.rpcUrl)),
    ])
    const csp = [
      "default-src 'none'",
      "script-src 'self'",
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
      sendIndex(url, response).catch(() => {
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
