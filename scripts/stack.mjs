// Starts Kit's whole local stack: devnet (anvil ×2, Solana, WalletConnect relay, SMTP catcher), the server
// (PGlite), the secure frame on its own origin, and the demo host apps (React, and plain TypeScript on @kit/core
// alone). Used by `npm run demo` (fixed, documented ports) and by the e2e suite (ports 0). Each part comes from
// its built `dist`, so run the build first.
import { createWriteStream, mkdirSync } from 'node:fs'
import { createServer as createNetServer } from 'node:net'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const load = (relative) => import(pathToFileURL(path.join(root, relative)).href)

/**
 * The one line bigint-buffer (under @solana/spl-token, which the devnet's Solana side loads) prints when its
 * optional native binding was not compiled: pnpm does not run its build script, and its pure-JS fallback gives the
 * same results. Nobody starting the stack can or needs to act on it, so it is dropped while the devnet loads.
 */
const BIGINT_BINDINGS_WARNING = 'bigint: Failed to load bindings'

/** Imports `relative` with {@link BIGINT_BINDINGS_WARNING} dropped; every other warning passes through. */
export async function loadWithoutBindingsWarning(relative) {
  const warn = console.warn
  console.warn = (...args) => {
    if (typeof args[0] === 'string' && args[0].startsWith(BIGINT_BINDINGS_WARNING)) return
    warn(...args)
  }
  try {
    return await load(relative)
  } finally {
    console.warn = warn
  }
}

/** The ports `npm run demo` uses; each can be changed with the environment variable beside it. */
export const DEFAULT_STACK_PORTS = {
  server: 8787, // KIT_SERVER_PORT
  frame: 5174, // KIT_FRAME_PORT
  demo: 5173, // KIT_DEMO_PORT
  vanillaDemo: 5175, // KIT_VANILLA_DEMO_PORT
}

/** A free port on 127.0.0.1, from the OS. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createNetServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

/** Resolves when `port` can be bound on 127.0.0.1. */
export function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createNetServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

class PortTakenError extends Error {
  constructor(name, port, variable) {
    super(
      `Port ${port} for the ${name} is taken. Free it, or choose another: ${variable}=<port> npm run demo`,
    )
    this.name = 'PortTakenError'
  }
}

/**
 * The server's log for `npm run demo`: every entry as a JSON line through `write` (the log file), and on screen only
 * what someone trying the demo can act on, its warnings and errors. One request line per click, and the notice that
 * development mode is on (the demo's whole point; its banner says so), would bury the URLs.
 * @param {(line: string) => void} write
 * @param {(line: string) => void} warn
 */
export function demoServerLog(write, warn) {
  return (entry) => {
    write(`${JSON.stringify({ time: new Date().toISOString(), ...entry })}\n`)
    if (entry.level === 'info' || String(entry.msg).startsWith('development mode')) return
    const { level, msg, ...details } = entry
    const extra = Object.keys(details).length > 0 ? ` ${JSON.stringify(details)}` : ''
    warn(`server ${level}: ${msg}${extra}`)
  }
}

/**
 * Starts every part and resolves with their URLs and a `stop()` that ends everything it started.
 * @param {{ ephemeral?: boolean, dataDir?: string, log?: (line: string) => void, projectId?: string, limits?: object, auth?: object, extraPageOrigins?: string[] }} options
 *   `ephemeral` puts every port at 0 and keeps the database in memory (tests). `limits` overrides the server's
 *   rate limits (the e2e suite makes every visitor's requests from one address); `auth` its auth settings.
 *   `extraPageOrigins` are host pages the caller serves itself (the e2e suite's third-party test dapp): the server
 *   and the frame allow them as they allow the demos.
 */
export async function startStack(options = {}) {
  // Fixed ports are the caller's to free; an ephemeral stack picks new ones when one was taken.
  if (!options.ephemeral) return startStackOnce(options)
  return retryWhilePortTaken(() => startStackOnce(options), { log: options.log })
}

/**
 * Runs `start` again, up to `attempts` times in all, while it fails because a port was taken (EADDRINUSE, also as a
 * cause): a port free when asked for can still be bound by another process before the service binds it.
 */
export async function retryWhilePortTaken(start, { attempts = 3, log = () => {} } = {}) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start()
    } catch (error) {
      const portTaken = error?.code === 'EADDRINUSE' || error?.cause?.code === 'EADDRINUSE'
      if (!portTaken || attempt >= attempts) throw error
      log(`A port was taken while starting (${error.message}); starting again on new ports…`)
    }
  }
}

async function startStackOnce({
  ephemeral = false,
  dataDir,
  log = () => {},
  projectId = 'demo',
  limits = undefined,
  auth = undefined,
  extraPageOrigins = [],
} = {}) {
  const running = []
  const stop = async () => {
    for (const part of running.splice(0).reverse()) await part().catch(() => {})
  }
  try {
    const env = process.env
    const wanted = {
      server: ephemeral ? 0 : Number(env.KIT_SERVER_PORT ?? DEFAULT_STACK_PORTS.server),
      frame: ephemeral ? 0 : Number(env.KIT_FRAME_PORT ?? DEFAULT_STACK_PORTS.frame),
      demo: ephemeral ? 0 : Number(env.KIT_DEMO_PORT ?? DEFAULT_STACK_PORTS.demo),
      vanillaDemo: ephemeral ? 0 : Number(env.KIT_VANILLA_DEMO_PORT ?? DEFAULT_STACK_PORTS.vanillaDemo),
    }
    for (const [name, port, variable] of [
      ['Kit server', wanted.server, 'KIT_SERVER_PORT'],
      ['secure frame', wanted.frame, 'KIT_FRAME_PORT'],
      ['demo', wanted.demo, 'KIT_DEMO_PORT'],
      ['vanilla demo', wanted.vanillaDemo, 'KIT_VANILLA_DEMO_PORT'],
    ]) {
      if (port !== 0 && !(await portIsFree(port))) throw new PortTakenError(name, port, variable)
    }
    log('Starting the devnet (anvil 80002 + 31337, Solana, WalletConnect relay, SMTP catcher)…')
    const { startDevnet, devnetPortsFromEnv } = await loadWithoutBindingsWarning('apps/devnet/dist/index.js')
    // A test stack may start beside another (npm test runs the browser specs in two shards at once) on a busy
    // machine, where a bundler can take longer than the devnet's default to listen: slow there is not broken.
    const devnet = await startDevnet(
      ephemeral ? { ports: 0, readyTimeoutMs: 60_000 } : { ports: devnetPortsFromEnv(env) },
    )
    running.push(() => devnet.stop())

    // Every origin must be known before the rest starts: the server allows the demo and the frame by origin,
    // and the frame's CSP names the demo as its only allowed parent. Free ports are asked for only now, after the
    // devnet has bound its own, so none of its services can take one of them first.
    const ports = {
      server: wanted.server || (await freePort()),
      frame: wanted.frame || (await freePort()),
      demo: wanted.demo || (await freePort()),
      vanillaDemo: wanted.vanillaDemo || (await freePort()),
    }
    // Everything is named `localhost`: a browser takes no IP address as a passkey's relying party, and one site name
    // keeps the frame's storage first-party and the API same-site for cookies (each port is still its own origin).
    // The pages are also allowed on 127.0.0.1, another site, as an app whose API lives elsewhere.
    const serverUrl = `http://localhost:${ports.server}`
    const frameOrigin = `http://localhost:${ports.frame}`
    const demoOrigin = `http://localhost:${ports.demo}`
    const vanillaDemoOrigin = `http://localhost:${ports.vanillaDemo}`
    const pageOrigins = [
      demoOrigin,
      `http://127.0.0.1:${ports.demo}`,
      vanillaDemoOrigin,
      `http://127.0.0.1:${ports.vanillaDemo}`,
      ...extraPageOrigins,
    ]
    const onLocalhost = (url) => url.replace('://127.0.0.1:', '://localhost:')

    log('Starting the Kit server (PGlite)…')
    const server = await load('apps/server/dist/index.js')
    let database = {}
    let serverLog = { log: false }
    let serverLogFile
    if (!ephemeral) {
      const directory = dataDir ?? path.join(root, '.data', 'server')
      mkdirSync(directory, { recursive: true })
      database = { dataDir: directory }
      serverLogFile = `${directory}.log`
      const file = createWriteStream(serverLogFile)
      running.push(() => new Promise((resolve) => file.end(resolve)))
      serverLog = {
        log: demoServerLog(
          (line) => file.write(line),
          (line) => console.warn(`  ${line}`),
        ),
      }
    }
    // Passkey accounts: the frame's origin is where every ceremony runs (the relying party is `localhost`).
    const devnetConfig = server.serverConfigForDevnet(devnet, { passkeyOrigins: [frameOrigin] })
    const kitServer = await server.createServer({
      // Development mode (the local stand-ins: social providers, Farcaster relay, on-ramp sandbox) is what this
      // local stack is for; the server refuses it on a non-loopback host.
      ...devnetConfig,
      development: true,
      port: ports.server,
      // Links in mails, the social redirect URI and session proofs name the server as browsers reach it.
      publicUrl: serverUrl,
      ...(limits ? { limits } : {}),
      // On top of the devnet's auth settings (its social stand-ins and Farcaster), never instead of them.
      ...(auth ? { auth: { ...devnetConfig.auth, ...auth } } : {}),
      masterKey: env.KIT_MASTER_KEY ?? server.generateMasterKey(),
      database,
      projects: [
        {
          id: projectId,
          name: 'Kit demo',
          allowedOrigins: pageOrigins,
        },
      ],
      frameOrigins: [frameOrigin],
      ...serverLog,
    })
    running.push(() => kitServer.close())
    // The social stand-ins accept only registered redirect URIs, as the real providers do.
    devnet.identity.allowRedirectUri(`${serverUrl}/auth/social/callback`)
    // The on-ramp stand-ins send their signed webhooks where an operator would register them.
    for (const provider of ['moonpay', 'transak'])
      devnet.onramp.setWebhookUrl(provider, `${serverUrl}/v1/onramp/webhooks/${provider}`)

    log('Starting the secure frame on its own origin…')
    const { serveFrame } = await load('apps/secure-frame/serve.mjs')
    // The EVM chains through the server's blockchain API: one URL per chain answers the node's methods and the
    // bundler's (the server routes those to the devnet's Alto), so the smart account's user operations work.
    const chains = [
      ...Object.values(devnet.evm).map((chain) => ({
        caipNetworkId: `eip155:${chain.chainId}`,
        rpcUrl: `${serverUrl}/v1/?chainId=eip155:${chain.chainId}&projectId=${encodeURIComponent(projectId)}`,
      })),
      { caipNetworkId: 'solana:localnet', rpcUrl: devnet.solana.rpcUrl },
    ]
    const frame = await serveFrame({
      port: ports.frame,
      config: { serverUrl, allowedParentOrigins: pageOrigins, chains },
    })
    running.push(() => frame.close())

    log('Starting the demo…')
    const { serveDemo } = await load('apps/demo/serve.mjs')
    const demoConfig = {
      projectId,
      apiUrl: serverUrl,
      frameUrl: `${frameOrigin}/`,
      relayUrl: devnet.relayUrl,
      mailUrl: devnet.mailApiUrl,
      evm: Object.fromEntries(Object.values(devnet.evm).map((chain) => [chain.chainId, chain.rpcUrl])),
      solana: devnet.solana,
      kitUsd: Object.fromEntries(
        Object.entries(devnet.tokens.evm).map(([chainId, token]) => [chainId, token.address]),
      ),
    }
    const demo = await serveDemo({ port: ports.demo, config: demoConfig })
    running.push(() => demo.close())

    log('Starting the vanilla demo…')
    const { serveVanillaDemo } = await load('apps/vanilla-demo/serve.mjs')
    const vanillaDemo = await serveVanillaDemo({ port: ports.vanillaDemo, config: demoConfig })
    running.push(() => vanillaDemo.close())

    return {
      demoUrl: onLocalhost(demo.url),
      vanillaDemoUrl: onLocalhost(vanillaDemo.url),
      serverUrl,
      serverLogFile,
      frameUrl: `${frameOrigin}/`,
      mailApiUrl: devnet.mailApiUrl,
      relayUrl: devnet.relayUrl,
      evm: devnet.evm,
      solana: devnet.solana,
      devnet,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
