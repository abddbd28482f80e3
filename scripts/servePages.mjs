// Serves a built host page (apps/demo, apps/vanilla-demo) on 127.0.0.1 with its runtime config injected into each
// HTML page as `window.__KIT_DEMO_CONFIG__`, so one build runs against any stack: `npm run demo` and the e2e suite
// pass the URLs of the stack they started.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { createSecureServer } from 'node:http2'
import path from 'node:path'

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
  // Read per request: a rebuild while the server runs must not leave it pointing at deleted chunks.
  const pageHtml = (file) => readFileSync(file, 'utf8').replace('</head>', `${configScript}</head>`)
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
    const isAsset = file.startsWith(distDir + path.sep) && existsSync(file) && statSync(file).isFile()
    // Every page gets the config; any other unknown path is the index page (the app routes itself).
    if (!isAsset || path.extname(file) === '.html') {
      response.writeHead(200, { 'content-type': TYPES['.html'], 'cache-control': 'no-store' })
      response.end(pageHtml(isAsset ? file : path.join(distDir, 'index.html')))
      return
    }
    response.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    })
    createReadStream(file).pipe(response)
  }
  const server = tls ? createSecureServer({ ...tls, allowHTTP1: true }, handle) : createServer(handle)
  // HTTP/2 sessions stay open while the browser lives; closing the server ends them, so close() does not wait.
  const sessions = new Set()
  server.on('session', (session) => {
    sessions.add(session)
    session.once('close', () => sessions.delete(session))
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
      }),
  }
}
