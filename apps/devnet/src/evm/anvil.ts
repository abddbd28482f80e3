import { createRequire } from 'node:module'
import { spawnWatched, untilListening } from '../childProcess.js'
import { DevnetStartError } from '../errors.js'
import { assertPort, DEVNET_HOST } from '../net.js'
import { DEV_MNEMONIC } from '../accounts.js'

/** Options for one anvil node. */
export type AnvilOptions = {
  /** EIP-155 chain id the node reports. */
  chainId: number
  /** Port on 127.0.0.1; 0 picks a free one. Default 8545. */
  port?: number
  /** Path of the anvil binary; default: the one inside the `@foundry-rs/anvil` npm package. */
  binaryPath?: string
  /** How long to wait for anvil to listen. Default 10 s. */
  readyTimeoutMs?: number
  /** Receives anvil's output lines after startup (by default they are dropped). */
  log?: (line: string) => void
}

/** A running anvil node. */
export type AnvilNode = {
  chainId: number
  port: number
  rpcUrl: string
  /** Process id of the anvil child. */
  pid: number
  /** Ends the anvil process and resolves once it has exited. */
  stop(): Promise<void>
}

const ARCH_NAMES: Record<string, string> = { x64: 'amd64', arm64: 'arm64' }

/**
 * Finds the anvil binary shipped in the platform package that `@foundry-rs/anvil` installs as an optional
 * dependency, resolved from that package (pnpm keeps it out of this package's own node_modules).
 */
export function anvilBinaryPath(): string {
  const require = createRequire(import.meta.url)
  const arch = ARCH_NAMES[process.arch] ?? process.arch
  const platformPackage = `@foundry-rs/anvil-${process.platform}-${arch}`
  try {
    const wrapper = require.resolve('@foundry-rs/anvil/package.json')
    return createRequire(wrapper).resolve(`${platformPackage}/bin/anvil`)
  } catch (cause) {
    throw new DevnetStartError('anvil', {
      details: `The anvil binary (${platformPackage}) is not installed for ${process.platform}/${process.arch}.`,
      cause,
    })
  }
}

const LISTENING_LINE = /Listening on [\d.]+:(\d+)/

/** Starts anvil on 127.0.0.1 with the dev mnemonic; resolves once it accepts JSON-RPC. */
export async function startAnvil(options: AnvilOptions): Promise<AnvilNode> {
  const { chainId, port = 8545, readyTimeoutMs = 10_000, log } = options
  assertPort(`anvil ${chainId} port`, port)
  const service = `anvil (chain ${chainId})`
  const binary = options.binaryPath ?? anvilBinaryPath()
  const args = [
    ...['--host', DEVNET_HOST, '--port', String(port), '--chain-id', String(chainId)],
    ...['--mnemonic', DEV_MNEMONIC, '--accounts', '10', '--balance', '10000'],
    // prague: EIP-7702 (set-code transactions), which the account-abstraction stack relies on.
    ...['--hardfork', 'prague'],
  ]
  const child = spawnWatched(binary, args)
  const node = await untilListening(child, {
    service,
    program: 'anvil',
    port,
    listeningLine: LISTENING_LINE,
    portInUse: /address already in use/i,
    readyTimeoutMs,
    log,
  })
  return { chainId, rpcUrl: `http://${DEVNET_HOST}:${node.port}`, ...node }
}
