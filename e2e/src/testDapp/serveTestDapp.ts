// Serves MetaMask's test dapp (@metamask/test-dapp, MIT, a devDependency: its `dist/` as published) as a host site
// on its own origin, with Kit as the page's wallet. The dapp's files are sent as they are; only each HTML page gets
// two script elements at the top of its head, before the dapp's own scripts: the stack's configuration and the
// wallet script (kitWallet.js, bundled here with the workspace's built packages), as a browser wallet injects its
// provider before a page's scripts run.
import { readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRequire } from 'node:module'
import path from 'node:path'

/** Where the dapp's published site is. */
export const testDappDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@metamask/test-dapp/package.json')),
  'dist',
)

/** The path the wallet script is served at (the dapp has no file there). */
export const WALLET_SCRIPT_PATH = '/__kit/wallet.js'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
}

/** What the wallet script reads from `window.__KIT_DEMO_CONFIG__` (the demos' configuration, the same shape). */
export type TestDappConfig = {
  projectId: string
  apiUrl: string
  frameUrl: string
  /** JSON-RPC URL per EVM chain id. */
  evm: Record<number, string>
}

/** The running host site. */
export type TestDappHost = {
  /** The dapp's page, e.g. `http://127.0.0.1:<port>/`. */
  url: string
  /** The site's origin, for the server's and the frame's allowed origins. */
  origin: string
  /** Sets the stack's URLs; pages are answered 503 until then (the stack starts after the site has its port). */
  configure(config: TestDappConfig): void
  close(): Promise<void>
}

/** Bundles kitWallet.js for the browser, resolving Kit's packages, React and their dependencies as the React demo does. */
export async function bundleWalletScript(): Promise<string> {
  const { build } = await import('esbuild')
  const root = path.resolve(import.meta.dirname, '..', '..', '..')
  const result = await build({
    entryPoints: [path.join(import.meta.dirname, 'kitWallet.js')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    nodePaths: [path.join(root, 'apps', 'demo', 'node_modules')],
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'silent',
  })
  const [file] = result.outputFiles
  if (!file) throw new Error('esbuild produced no wallet script')
  return file.text
}

/**
 * Starts the host site on a free port of 127.0.0.1 (another site than the secure frame on localhost, so the frame's
 * storage is third-party, as on the web).
 */
export async function serveTestDapp(): Promise<TestDappHost> {
  const walletScript = await bundleWalletScript()
  let configScript: string | undefined
  const page = (file: string) => {
    const html = readFileSync(file, 'utf8')
    const scripts = `${configScript}<script src="${WALLET_SCRIPT_PATH}"></script>`
    // The dapp's pages all have a head; the scripts go first in it, before anything of the dapp.
    return html.replace(/<head>/i, (head) => `${head}${scripts}`)
  }
  const server = createServer((request, response) => {
    let pathname: string
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
    } catch {
      response.writeHead(400).end()
      return
    }
    if (pathname === WALLET_SCRIPT_PATH) {
      response.writeHead(200, { 'content-type': TYPES['.js'], 'cache-control': 'no-store' })
      response.end(walletScript)
      return
    }
    const file = path.normalize(
      path.join(testDappDir, pathname.endsWith('/') ? `${pathname}index.html` : pathname),
    )
    const isFile =
      file.startsWith(testDappDir + path.sep) &&
      (statSync(file, { throwIfNoEntry: false })?.isFile() ?? false)
    if (!isFile) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found')
      return
    }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream'
    if (path.extname(file) === '.html') {
      if (configScript === undefined) {
        response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' }).end('The stack is starting')
        return
      }
      response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' })
      response.end(page(file))
      return
    }
    response.writeHead(200, { 'content-type': type, 'cache-control': 'no-cache' })
    response.end(readFileSync(file))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url: `${origin}/`,
    origin,
    configure(config) {
      // `<` is escaped so no value can close the script element.
      configScript = `<script>window.__KIT_DEMO_CONFIG__=${JSON.stringify(config).replace(/</g, '\\u003c')}</script>`
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
