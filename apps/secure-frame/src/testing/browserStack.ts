// Test-only: the local stack of the browser test and the benchmark. A devnet, a Kit server, the built secure frame
// on its own origin (localhost), a host page on another origin (127.0.0.1), and a page on a third origin that the
// project does not allow.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { createServer as createHttpServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { type Devnet, startDevnet } from '@kit/devnet'
import { createServer, generateMasterKey, type KitServer, serverConfigForDevnet } from '@kit/server'
import type { HostConfig } from './hostPage.js'

export const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
export const PROJECT_ID = 'frame-test'

/** Newest modification time under `dir` (files only). */
function newest(dir: string): number {
  let latest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) latest = Math.max(latest, newest(full))
    else latest = Math.max(latest, statSync(full).mtimeMs)
  }
  return latest
}

function frameIsFresh(): boolean {
  const built = path.join(appRoot, 'dist', 'index.html')
  const sources = Math.max(
    newest(path.join(appRoot, 'src')),
    newest(path.join(appRoot, '..', '..', 'packages', 'frame-bridge', 'src')),
    statSync(path.join(appRoot, 'index.html')).mtimeMs,
  )
  return existsSync(built) && statSync(built).mtimeMs >= sources
}

/** A lock older than this belongs to a build that died; it is taken over. */
const BUILD_LOCK_STALE_MS = 180_000

/**
 * Builds the frame with Vite's JS API when dist is missing or older than its sources. Browser test files run in
 * parallel workers: one builds (an exclusive lock directory), the others wait and then use its output, so nobody
 * serves a dist that is being rewritten.
 */
export async function ensureFrameBuilt(): Promise<void> {
  if (frameIsFresh()) return
  const lock = path.join(
    tmpdir(),
    `kit-frame-build-${createHash('sha256').update(appRoot).digest('hex').slice(0, 16)}.lock`,
  )
  for (;;) {
    try {
      mkdirSync(lock)
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now())
      if (age > BUILD_LOCK_STALE_MS) rmSync(lock, { recursive: true, force: true })
      else await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  try {
    if (frameIsFresh()) return
    const { build } = await import('vite')
    await build({ root: appRoot, configFile: path.join(appRoot, 'vite.config.ts'), logLevel: 'warn' })
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
}

/** Bundles the host page with esbuild (workspace packages from source), into a fresh temporary directory. */
export async function bundleHostPage(): Promise<string> {
  const { build } = await import('esbuild')
  const outdir = mkdtempSync(path.join(tmpdir(), 'kit-frame-host-'))
  await build({
    entryPoints: [path.join(appRoot, 'src', 'testing', 'hostPage.ts')],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    outdir,
    conditions: ['@kit/source'],
    define: { 'process.env.NODE_ENV': '"production"', 'process.env.IS_VITEST': '"true"' },
    logLevel: 'error',
  })
  return outdir
}

type Listening = { server: Server; origin: string; close(): Promise<void> }

function listen(handler: Parameters<typeof createHttpServer>[1], hostname = '127.0.0.1'): Promise<Listening> {
  const server = createHttpServer(handler)
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({
        server,
        origin: `http://${hostname}:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done())
            server.closeAllConnections()
          }),
      })
    })
  })
}

/** Serves the host page (bundle in `outdir`) with `config` injected. */
export function serveHostPage(
  outdir: string,
  config: () => HostConfig,
  headers: Record<string, string> = {},
): Promise<Listening> {
  return listen((request, response) => {
    const url = new URL(request.url ?? '/', 'http://host.local')
    if (url.pathname.startsWith('/assets/')) {
      const file = path.join(outdir, path.basename(url.pathname))
      if (!file.startsWith(outdir) || !existsSync(file)) return void response.writeHead(404).end()
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' })
      response.end(readFileSync(file))
      return
    }
    const json = JSON.stringify(config()).replace(/</g, '\\u003c')
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      ...headers,
    })
    response.end(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8"><title>Frame Test Shop</title>
<script>window.process = { env: {} }; window.global = window; window.__HOST_CONFIG__ = ${json}</script>
<style>
  body { font-family: system-ui, sans-serif; margin: 24px; background: #eef0f5; }
  #approval-slot { position: fixed; left: calc(50% - 180px); top: 96px; width: 360px; height: 440px; border-radius: 16px; background: #fff; }
</style>
</head>
<body>
<h1>Frame Test Shop</h1>
<p>A host page on its own origin.</p>
<button id="social-github" type="button">Continue with GitHub</button>
<div id="approval-slot" hidden></div>
<script type="module" src="/assets/hostPage.js"></script>
</body>
</html>`)
  })
}

/** Everything the browser test talks to. */
export type BrowserStack = {
  devnet: Devnet
  server: KitServer
  frame: { url: string; origin: string; close(): Promise<void> }
  host: Listening
  /** A page on an origin the project does not allow. */
  stranger: Listening
  /** An allowed page whose Content-Security-Policy does not allow the frame (frame-src 'self'). */
  cspBlocked: Listening
  hostConfig(): HostConfig
  stop(): Promise<void>
}

/**
 * Starts the whole stack on free ports; `stop()` ends everything it started. `readyTimeoutMs`: how long each devnet
 * process may take to start (more on a busy machine).
 */
export async function startBrowserStack(options: { readyTimeoutMs?: number } = {}): Promise<BrowserStack> {
  const cleanups: (() => Promise<void> | void)[] = []
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined)
  }
  try {
    await ensureFrameBuilt()
    const outdir = await bundleHostPage()
    cleanups.push(() => rmSync(outdir, { recursive: true, force: true }))
    // With its bundlers: the smart account's user operations go through them (via the server's proxy).
    const devnet = await startDevnet({
      ports: 0,
      ...(options.readyTimeoutMs ? { readyTimeoutMs: options.readyTimeoutMs } : {}),
    })
    cleanups.push(() => devnet.stop())
    const rpc = {
      80002: devnet.evm[80002]?.rpcUrl ?? '',
      31337: devnet.evm[31337]?.rpcUrl ?? '',
      solana: devnet.solana.rpcUrl,
    }

    let serverUrl = ''
    const { serveFrame } = (await import(pathToFileURL(path.join(appRoot, 'serve.mjs')).href)) as {
      serveFrame(options: {
        port: number
        config: () => unknown
      }): Promise<{ url: string; origin: string; close(): Promise<void> }>
    }
    const served = await serveFrame({
      port: 0,
      config: () => ({
        serverUrl,
        // The EVM chains through the server's blockchain API, as in production: one URL per chain for the node
        // and the bundler.
        chains: [
          {
            caipNetworkId: 'eip155:80002',
            rpcUrl: `${serverUrl}/v1/?chainId=eip155:80002&projectId=${PROJECT_ID}`,
          },
          {
            caipNetworkId: 'eip155:31337',
            rpcUrl: `${serverUrl}/v1/?chainId=eip155:31337&projectId=${PROJECT_ID}`,
          },
          { caipNetworkId: 'solana:localnet', rpcUrl: rpc.solana },
        ],
        smartAccountChains: [80002, 31337],
      }),
    })
    cleanups.push(() => served.close())
    // Another site than the host's: the frame is a third-party iframe, as in production.
    const frameOrigin = served.origin.replace('127.0.0.1', 'localhost')
    const frame = { url: `${frameOrigin}/`, origin: frameOrigin, close: served.close }

    let hostConfigValue: HostConfig | undefined
    const hostConfig = () => {
      if (!hostConfigValue) throw new Error('test: host config read before the server started')
      return hostConfigValue
    }
    const host = await serveHostPage(outdir, hostConfig)
    cleanups.push(() => host.close())
    const stranger = await serveHostPage(outdir, () => ({ ...hostConfig(), frameTimeoutMs: 4_000 }))
    cleanups.push(() => stranger.close())
    const cspBlocked = await serveHostPage(outdir, () => ({ ...hostConfig(), frameTimeoutMs: 30_000 }), {
      'content-security-policy': "frame-src 'self'",
    })
    cleanups.push(() => cspBlocked.close())

    const server = await createServer({
      // The devnet's social-provider stand-ins and Farcaster relay are development-only.
      development: true,
      port: 0,
      masterKey: generateMasterKey(),
      projects: [{ id: PROJECT_ID, name: 'Frame test', allowedOrigins: [host.origin, cspBlocked.origin] }],
      frameOrigins: [frameOrigin],
      chains: [
        { caipNetworkId: 'eip155:80002', rpcUrl: rpc[80002] },
        { caipNetworkId: 'eip155:31337', rpcUrl: rpc[31337] },
        { caipNetworkId: 'solana:localnet', rpcUrl: rpc.solana },
      ],
      mail: { smtpUrl: `smtp://${devnet.smtp.host}:${devnet.smtp.port}` },
      // The devnet's bundlers behind the proxy, and its paymaster sponsoring the project on both chains.
      bundlers: serverConfigForDevnet(devnet).bundlers ?? {},
      paymaster: serverConfigForDevnet(devnet).paymaster ?? {},
      // One browser session makes many chain calls through the proxy.
      limits: { rpcPerIp: { max: 100_000, windowMs: 60_000 } },
      // The server's own cooldown is tested in apps/server; here one address receives several mails in a row.
      auth: { ...serverConfigForDevnet(devnet).auth, emailCooldownSeconds: 0 },
      log: false,
    })
    cleanups.push(() => server.close())
    devnet.identity.allowRedirectUri(`${server.url}/auth/social/callback`)
    serverUrl = server.url
    hostConfigValue = { projectId: PROJECT_ID, apiUrl: server.url, frameUrl: frame.url, rpc }
    return { devnet, server, frame, host, stranger, cspBlocked, hostConfig, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
