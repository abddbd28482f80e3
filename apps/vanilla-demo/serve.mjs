// Serves the built page (apps/vanilla-demo/dist) on 127.0.0.1 with its runtime config injected, so one build runs
// against any stack: `npm run demo` and the e2e suite pass the URLs of the stack they started (the same
// `window.__KIT_DEMO_CONFIG__` the React demo reads).
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const distDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'dist')

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.map': 'application/json',
  '.wasm': 'application/wasm',
}

/**
 * Starts the page's static server.
 * @param {{ port?: number, host?: string, config?: Record<string, unknown> }} options port 0 asks the OS for a free one
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function serveVanillaDemo({ port = 0, host = '127.0.0.1', config = {} } = {}) {
  const indexFile = path.join(distDir, 'index.html')
  if (!existsSync(indexFile))
    throw new Error(
      'apps/vanilla-demo is not built: run `npm run build` (or `pnpm --filter @kit/vanilla-demo build`) first.',
    )
  // `<` is escaped so no config value can close the script element.
  const configScript = `<script>window.__KIT_DEMO_CONFIG__=${JSON.stringify(config).replace(/</g, '\\u003c')}</script>`
  const server = createServer((request, response) => {
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
    // The page, with its config, for any path that is not an asset (read per request: a rebuild stays served).
    if (!isAsset || path.extname(file) === '.html') {
      response.writeHead(200, { 'content-type': TYPES['.html'], 'cache-control': 'no-store' })
      response.end(readFileSync(indexFile, 'utf8').replace('</head>', `${configScript}</head>`))
      return
    }
    response.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    })
    createReadStream(file).pipe(response)
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
  const address = server.address()
  return {
    url: `http://${host}:${typeof address === 'object' && address ? address.port : port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
