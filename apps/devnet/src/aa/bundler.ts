import { ENTRY_POINT_ADDRESS } from '@kit/accounts'
import { createRequire } from 'node:module'
import path from 'node:path'
import { evmBundlerKeys } from '../accounts.js'
import { spawnWatched, untilListening } from '../childProcess.js'
import { DevnetStartError } from '../errors.js'
import { assertPort, DEVNET_HOST } from '../net.js'

/** Options for one bundler (Pimlico's Alto) in front of one devnet chain. */
export type BundlerOptions = {
  chainId: number
  /** The chain's JSON-RPC URL (its anvil), where the EntryPoint v0.8 is already installed. */
  rpcUrl: string
  /** Port on 127.0.0.1; 0 picks a free one. */
  port: number
  /** Path of Alto's CLI script; default: the one in the `@pimlico/alto` npm package. */
  cliPath?: string
  /** How long to wait for the bundler to listen. Default 20 s (Alto loads many modules). */
  readyTimeoutMs?: number
  /** Receives the bundler's output lines after startup (by default they are dropped). */
  log?: (line: string) => void
}

/** A running bundler. */
export type Bundler = {
  chainId: number
  port: number
  /** The ERC-4337 bundler JSON-RPC endpoint (eth_sendUserOperation, eth_getUserOperationReceipt, …). */
  url: string
  /** Process id of the bundler (the Node process running Alto). */
  pid: number
  /** Ends the bundler and resolves once it has exited. */
  stop(): Promise<void>
}

/** The Alto CLI script inside the `@pimlico/alto` npm package (its exports map names only the library). */
export function altoCliPath(): string {
  const require = createRequire(import.meta.url)
  try {
    return path.join(path.dirname(require.resolve('@pimlico/alto')), 'cli', 'alto.js')
  } catch (cause) {
    throw new DevnetStartError('the bundler', {
      details: 'The @pimlico/alto package is not installed.',
      cause,
    })
  }
}

/**
 * Preloaded into Alto's process: Alto binds 0.0.0.0 with no option to change it, and every devnet service
 * listens on 127.0.0.1 only, so an all-interfaces listen is turned into a loopback one.
 */
export const LOOPBACK_PRELOAD = `data:text/javascript,${encodeURIComponent(
  [
    'import net from "node:net";',
    'const listen = net.Server.prototype.listen;',
    'net.Server.prototype.listen = function (...args) {',
    '  const [options] = args;',
    `  if (options && typeof options === "object" && options.host === "0.0.0.0") args[0] = { ...options, host: "${DEVNET_HOST}" };`,
    '  return listen.apply(this, args);',
    '};',
  ].join('\n'),
)}`

/** The Alto command-line arguments for one devnet chain (see `alto --help`). */
export function altoArguments({ rpcUrl, port }: { rpcUrl: string; port: number }): string[] {
  const keys = evmBundlerKeys()
  return [
    ...['--entrypoints', ENTRY_POINT_ADDRESS],
    ...['--rpc-url', rpcUrl],
    ...['--port', String(port)],
    ...['--executor-private-keys', keys.executor.privateKey],
    ...['--utility-private-key', keys.utility.privateKey],
    // anvil has no ERC-7562 tracer (debug_traceCall with Geth's JS tracers), which safe mode needs.
    ...['--safe-mode', 'false'],
    // anvil mines each transaction at once: look for receipts often. (Alto's default bundle intervals keep it at
    // under 1 % of a core when idle; shorter ones cost more for no gain here.)
    ...['--block-time', '100'],
    ...['--json', '--log-level', 'info'],
  ]
}

/**
 * Alto's environment: only what a process needs. Alto reads its options from `ALTO_*` variables and a `.env` file
 * in its working directory, and reports to Sentry when `SENTRY_DSN` is set; none of that may leak in from whatever
 * started the devnet, so the command line above is the whole configuration and nothing leaves the machine.
 */
export function altoEnvironment(): NodeJS.ProcessEnv {
  return {
    ...(process.env.PATH === undefined ? {} : { PATH: process.env.PATH }),
    // A file that does not exist: dotenv then loads nothing (it does not fail).
    DOTENV_CONFIG_PATH: path.join(path.dirname(altoCliPath()), 'kit-devnet-no-env-file'),
  }
}

const LISTENING_LINE = /Server listening at http:\/\/[\d.]+:(\d+)/

/**
 * Starts Pimlico's Alto (a GPL-3.0 development tool, never shipped) as the ERC-4337 bundler of one devnet chain,
 * on 127.0.0.1, and resolves once it accepts JSON-RPC. Alto deploys its simulation contracts on start.
 */
export async function startBundler(options: BundlerOptions): Promise<Bundler> {
  const { chainId, rpcUrl, port, readyTimeoutMs = 20_000, log } = options
  assertPort(`bundler ${chainId} port`, port)
  const service = `the bundler (chain ${chainId})`
  const cli = options.cliPath ?? altoCliPath()
  const child = spawnWatched(
    process.execPath,
    ['--import', LOOPBACK_PRELOAD, cli, ...altoArguments({ rpcUrl, port })],
    { env: altoEnvironment() },
  )
  const bundler = await untilListening(child, {
    service,
    program: 'Alto',
    port,
    listeningLine: LISTENING_LINE,
    portInUse: /EADDRINUSE/,
    readyTimeoutMs,
    log,
  })
  return { chainId, url: `http://${DEVNET_HOST}:${bundler.port}`, ...bundler }
}
