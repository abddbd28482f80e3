// Serves a built host page (apps/demo, apps/vanilla-demo) on 127.0.0.1 with its runtime config injected into each
// HTML page as `window.__KIT_DEMO_CONFIG__`, so one build runs against any stack: `npm run demo` and the e2e suite
// pass the URLs of the stack they started.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { createSecureServer } from 'node:http2'
import path from 'node:path'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.map': 'application/json',
  '.wasm': 'application/wasm',
  '.ico': 'image/x-icon',
}
/** Where a page wants its config script, when it must come before the page's own scripts in <head>. */
export const CONFIG_MARKER = '<!-- kit-demo-config -->'

/** How long close() lets open HTTP/2 streams finish before it cuts their connections. */
const CLOSE_GRACE_MS = 1_000

/** The assets production static hosting sends compressed. */
const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json', '.map', '.wasm'])

/**
 * The encoding to answer with: brotli, then gzip, as the client accepts them (`;q=0` refuses one), else none.
 * @param {string | undefined} header the request's `Accept-Encoding`
 * @returns {'br' | 'gzip' | undefined}
 */
export function chooseEncoding(header = '') {
  const accepted = new Set(
    header
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, quality]) => !/^\s*q=0(\.0*)?\s*$/.test(quality ?? ''))
      .map(([name]) => name),
  )
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip')) return 'gzip'
  return undefined
}

/** The file's stats; undefined when there is no such file (or a path through a file, ENOTDIR). */
const statIfThere = (file) => {
  try {
    return statSync(file)
  } catch {
    return undefined
  }
}

/**
 * Starts a static server for a built host page.
 * @param {{ distDir: string, packageName: string, port?: number, host?: string, config?: Record<string, unknown>,
 *   tls?: { key: string, cert: string } }} options `distDir` is the Vite build; `packageName` names it in the not-built
 *   message; port 0 asks for a free one; `tls` serves HTTP/2 over TLS (and HTTP/1.1 to clients without it), as
 *   production static hosting does
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function serveBuiltPages({
  distDir,
  packageName,
  port = 0,
  host = '127.0.0.1',
  config = {},
  tls,
}) {
  if (!existsSync(path.join(distDir, 'index.html')))
    throw new Error(
      `${packageName} is not built: run \`npm run build\` (or \`pnpm --filter ${packageName} build\`) first.`,
    )
  // `<` is escaped so no config value can close the script element.
  const configScript = `<script>window.__KIT_DEMO_CONFIG__=${JSON.stringify(config).replace(/</g, '\\u003c')}</script>`
  // Read per request: a rebuild while the server runs must not leave it pointing at deleted chunks. A page whose own
  // <head> script reads the config (a kit created in <head>) marks the place with CONFIG_MARKER; others get it last.
  const pageHtml = (file) => {
    const html = readFileSync(file, 'utf8')
    return html.includes(CONFIG_MARKER)
      ? html.replace(CONFIG_MARKER, configScript)
      : html.replace('</head>', `${configScript}</head>`)
  }
  // Compressed once per file version at the highest level, as a build step or a CDN's cache would keep it.
  const compressed = new Map()
  const compressedAsset = (file, { mtimeMs, size }, encoding) => {
    const key = `${encoding}:${file}`
    const cached = compressed.get(key)
    if (cached && cached.mtimeMs === mtimeMs && cached.size === size) return cached.bytes
    const bytes =
      encoding === 'br'
        ? brotliCompressSync(readFileSync(file), { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } })
        : gzipSync(readFileSync(file), { level: 9 })
    compressed.set(key, { mtimeMs, size, bytes })
    return bytes
  }
  const handle = (request, response) => {
    let pathname
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
    } catch {
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' })
      response.end('Bad request')
      return
    }
    const file = path.normalize(path.join(distDir, pathname))
    const stats = file.startsWith(distDir + path.sep) ? statIfThere(file) : undefined
    const isAsset = stats?.isFile() ?? false
    // Every page gets the config; any other unknown path is the index page (the app routes itself).
    if (!isAsset || path.extname(file) === '.html') {
      response.writeHead(200, { 'content-type': TYPES['.html'], 'cache-control': 'no-store' })
      response.end(pageHtml(isAsset ? file : path.join(distDir, 'index.html')))
      return
    }
    const headers = {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    }
    const encoding = COMPRESSIBLE.has(path.extname(file))
      ? chooseEncoding(request.headers['accept-encoding'])
      : undefined
    if (!encoding) {
      response.writeHead(200, headers)
      createReadStream(file).pipe(response)
      return
    }
    const bytes = compressedAsset(file, stats, encoding)
    response.writeHead(200, {
      ...headers,
      'content-encoding': encoding,
      'content-length': bytes.length,
      vary: 'Accept-Encoding',
    })
    response.end(bytes)
  }
  const server = tls ? createSecureServer({ ...tls, allowHTTP1: true }, handle) : createServer(handle)
  // HTTP/2 sessions stay open while the browser lives; closing the server ends them, so close() does not wait for
  // the browser.
  const sessions = new Set()
  server.on('session', (session) => {
    sessions.add(session)
    session.once('close', () => sessions.delete(session))
  })
  const sockets = new Set()
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
  const address = server.address()
  return {
    url: `${tls ? 'https' : 'http'}://${host}:${typeof address === 'object' && address ? address.port : port}/`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        for (const session of sessions) session.close()
        server.closeAllConnections?.()
        // A graceful close waits for the session's open streams, and a client may never end one (a browser still
        // open, mid-request): after a grace period its connection is cut.
        setTimeout(() => {
          for (const socket of sockets) socket.destroy()
        }, CLOSE_GRACE_MS).unref()
      }),
  }
}
