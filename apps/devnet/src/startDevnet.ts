import {
  ENTRY_POINT_ADDRESS,
  KIT_ACCOUNT_FACTORY_ADDRESS,
  KIT_DELEGATED_ACCOUNT_ADDRESS,
} from '@kit/accounts'
import type { Address } from 'viem'
import { KIT_PAYMASTER_ADDRESS } from './aa/addresses.js'
import { type Bundler, startBundler } from './aa/bundler.js'
import { type DevnetAccountAbstraction, deployAccountAbstraction } from './aa/deployAccountAbstraction.js'
import {
  type EvmDevAccount,
  evmDevAccounts,
  evmPaymasterSigner,
  type SolanaDevAccount,
  solanaDevAccounts,
} from './accounts.js'
import { InvalidDevnetOptionError } from './errors.js'
import { type AnvilNode, startAnvil } from './evm/anvil.js'
import { deployKitUsd, KIT_USD } from './evm/kitUsd.js'
import { type FarcasterDevAccount, farcasterDevAccounts } from './farcaster/accounts.js'
import { installIdRegistry, registerFid } from './farcaster/idRegistry.js'
import { type FarcasterRelay, startFarcasterRelay } from './farcaster/relay.js'
import type { DevnetSocialClients } from './identity/provider.js'
import { DEFAULT_IDENTITY_PORT, type SocialStandIns, startSocialStandIns } from './identity/standIns.js'
import { startMailCatcher, type MailCatcher } from './mail/mailCatcher.js'
import { onrampStandInPayer } from './onramp/devnetDelivery.js'
import {
  DEFAULT_ONRAMP_PORT,
  type OnrampStandIns,
  type OnrampStandInKeys,
  startOnrampStandIns,
} from './onramp/standIns.js'
import { assertPort, DEVNET_HOST } from './net.js'
import { startRelay, type Relay } from './relay/relay.js'
import { startSolanaRpc, type SolanaRpcServer } from './solana/rpcServer.js'
import { seedSolana } from './solana/seed.js'

/** The EVM chains a devnet runs by default: Polygon Amoy (the spec's test chain) and Kit Devnet (anvil's 31337). */
export const DEVNET_EVM_CHAIN_IDS = [80002, 31337] as const

/** Every port a devnet listens on. */
export type DevnetPorts = {
  /** anvil port per EVM chain id. */
  evm: Record<number, number>
  /** ERC-4337 bundler (Alto) port per EVM chain id. */
  bundler: Record<number, number>
  solanaRpc: number
  solanaWs: number
  relay: number
  smtp: number
  mailApi: number
  /** The Sign-In-With-Farcaster relay and local Farcaster app (HTTP). */
  farcaster: number
  /** The social sign-in stand-ins (Google, Apple, GitHub, Discord, X, Facebook). */
  identity: number
  /** The on-ramp providers' stand-ins (MoonPay, Transak). */
  onramp: number
}

/** Ports used when none are given (documented in apps/devnet/README.md). */
export const DEFAULT_DEVNET_PORTS: Readonly<DevnetPorts> = Object.freeze({
  evm: Object.freeze({ 80002: 8545, 31337: 8546 }),
  bundler: Object.freeze({ 80002: 8547, 31337: 8548 }),
  solanaRpc: 8899,
  solanaWs: 8900,
  relay: 8555,
  smtp: 2525,
  mailApi: 8025,
  farcaster: 8557,
  identity: DEFAULT_IDENTITY_PORT,
  onramp: DEFAULT_ONRAMP_PORT,
})

/** Ports to override; anything left out keeps its default. */
export type DevnetPortOptions = Partial<Omit<DevnetPorts, 'evm' | 'bundler'>> & {
  evm?: Record<number, number>
  bundler?: Record<number, number>
}

/** Options of {@link startDevnet}. */
export type DevnetOptions = {
  /** Ports to use; `0` alone means "every port 0", i.e. free ports chosen by the system (for tests). */
  ports?: DevnetPortOptions | 0
  /** EVM chains to run, one anvil each. Default {@link DEVNET_EVM_CHAIN_IDS}. */
  evmChainIds?: readonly number[]
  /** Length of a Solana slot in ms. Default 400. */
  solanaSlotMs?: number
  /** WebSocket ping period of the relay in ms. Default 10 000. */
  relayPingIntervalMs?: number
  /** How long each process may take to become ready, in ms. Default 10 000 (the bundlers get 10 s more). */
  readyTimeoutMs?: number
  /** Receives the devnet's diagnostic lines (process output, unexpected errors). Silent by default. */
  log?: (line: string) => void
  /** The social sign-in stand-ins: redirect URIs to register at start (more later with `allowRedirectUri`). */
  identity?: { redirectUris?: readonly string[] }
  /**
   * Whether to run an ERC-4337 bundler (Alto) per EVM chain. Default true. Each one costs about 2 s and 3 CPU-seconds
   * to start, so a test that sends no user operation turns them off; the account-abstraction contracts are deployed
   * either way.
   */
  bundlers?: boolean
}

/** A token the devnet deploys, as seen on one chain. */
export type DevnetToken<TAddress extends string = string> = {
  address: TAddress
  name: string
  symbol: string
  decimals: number
}

/** A running devnet: where everything listens, the funded accounts, the test tokens, and stop(). */
export type Devnet = {
  /** anvil per EVM chain id, and the chain's ERC-4337 bundler (Alto) endpoint (none with `bundlers: false`). */
  evm: Record<number, { chainId: number; rpcUrl: string; bundlerUrl: string | undefined }>
  /**
   * ERC-4337 and EIP-7702 on every EVM chain, at the same addresses everywhere: EntryPoint v0.8, the paymaster
   * (funded in the EntryPoint), the EIP-7702 delegation target and the 4337 account factory; and the paymaster's
   * signer, whose EIP-712 signature makes the paymaster pay (a public test key, development only).
   */
  accountAbstraction: DevnetAccountAbstraction & { paymasterSigner: EvmDevAccount }
  solana: { rpcUrl: string; wsUrl: string }
  /** WalletConnect relay URL (ws://…). */
  relayUrl: string
  smtp: { host: string; port: number }
  /** Base URL of the caught-mail JSON API (`GET /messages`). */
  mailApiUrl: string
  /**
   * Sign-In With Farcaster: the relay (the public relay's HTTP API, and the local Farcaster app page its channel
   * URLs open), the chain that plays Optimism (the ID registry is installed there, at its real address), the relay
   * key a Farcaster app needs to complete a channel, and the registered dev fids with their custody keys.
   */
  farcaster: {
    relayUrl: string
    optimismRpcUrl: string
    authKey: string
    accounts: FarcasterDevAccount[]
  }
  /**
   * Stand-ins for the six social providers, each at `<url>/<real host><real path>` (development only), the
   * OAuth clients registered with them, and how to register a redirect URI (exact match) with every client.
   */
  identity: { url: string; clients: DevnetSocialClients; allowRedirectUri(uri: string): void }
  /**
   * Stand-ins for the on-ramp providers MoonPay and Transak at `<url>/<real host><real path>` (development only),
   * the keys they accept, and where each sends its webhooks. They sell Kit USD on every EVM chain (as USDC) and
   * deliver it on anvil from their own funded account.
   */
  onramp: {
    url: string
    keys: OnrampStandInKeys
    setWebhookUrl(provider: 'moonpay' | 'transak', url: string): void
  }
  /** The funded dev accounts and their (public, test-only) keys. */
  accounts: { evm: EvmDevAccount[]; solana: SolanaDevAccount[] }
  /** Kit USD: the ERC20 per EVM chain (same address everywhere) and the SPL mint. */
  tokens: { evm: Record<number, DevnetToken<Address>>; solana: DevnetToken }
  /** Ids of the child processes this devnet started (the anvil nodes and the bundlers). */
  pids: number[]
  /** Stops every service and ends every child process; resolves when all are gone. Safe to call twice. */
  stop(): Promise<void>
}

type Stoppable = { stop(): Promise<void> }

function resolvePorts(ports: DevnetOptions['ports'], chainIds: readonly number[]): DevnetPorts {
  const all = (value: number): DevnetPorts => ({
    evm: Object.fromEntries(chainIds.map((chainId) => [chainId, value])),
    bundler: Object.fromEntries(chainIds.map((chainId) => [chainId, value])),
    solanaRpc: value,
    solanaWs: value,
    relay: value,
    smtp: value,
    mailApi: value,
    farcaster: value,
    identity: value,
    onramp: value,
  })
  if (ports === 0) return all(0)
  if (ports !== undefined && (typeof ports !== 'object' || ports === null)) {
    throw new InvalidDevnetOptionError('ports', ports, 'an object of ports, or 0 for free ports')
  }
  const defaults: Record<number, number> = DEFAULT_DEVNET_PORTS.evm
  const bundlerDefaults: Record<number, number> = DEFAULT_DEVNET_PORTS.bundler
  const resolved: DevnetPorts = {
    evm: Object.fromEntries(
      chainIds.map((chainId) => [chainId, ports?.evm?.[chainId] ?? defaults[chainId] ?? 0]),
    ),
    bundler: Object.fromEntries(
      chainIds.map((chainId) => [chainId, ports?.bundler?.[chainId] ?? bundlerDefaults[chainId] ?? 0]),
    ),
    solanaRpc: ports?.solanaRpc ?? DEFAULT_DEVNET_PORTS.solanaRpc,
    solanaWs: ports?.solanaWs ?? DEFAULT_DEVNET_PORTS.solanaWs,
    relay: ports?.relay ?? DEFAULT_DEVNET_PORTS.relay,
    smtp: ports?.smtp ?? DEFAULT_DEVNET_PORTS.smtp,
    mailApi: ports?.mailApi ?? DEFAULT_DEVNET_PORTS.mailApi,
    farcaster: ports?.farcaster ?? DEFAULT_DEVNET_PORTS.farcaster,
    identity: ports?.identity ?? DEFAULT_DEVNET_PORTS.identity,
    onramp: ports?.onramp ?? DEFAULT_DEVNET_PORTS.onramp,
  }
  for (const [chainId, port] of Object.entries(resolved.evm)) assertPort(`ports.evm.${chainId}`, port)
  for (const [chainId, port] of Object.entries(resolved.bundler)) assertPort(`ports.bundler.${chainId}`, port)
  for (const name of [
    'solanaRpc',
    'solanaWs',
    'relay',
    'smtp',
    'mailApi',
    'farcaster',
    'identity',
    'onramp',
  ] as const) {
    assertPort(`ports.${name}`, resolved[name])
  }
  return resolved
}

function resolveChainIds(chainIds: unknown): readonly number[] {
  if (chainIds === undefined) return DEVNET_EVM_CHAIN_IDS
  if (
    !Array.isArray(chainIds) ||
    chainIds.some((chainId) => !Number.isSafeInteger(chainId) || chainId <= 0) ||
    new Set(chainIds).size !== chainIds.length
  ) {
    throw new InvalidDevnetOptionError('evmChainIds', chainIds, 'distinct positive integer chain ids')
  }
  return chainIds
}

/**
 * Starts the whole local stack on 127.0.0.1 and resolves once every part answers and is seeded:
 * - anvil per EVM chain (default eip155:80002 and eip155:31337; hardfork prague, so EIP-7702), dev accounts
 *   funded, Kit USD (kUSD, 6 decimals) deployed at the same address on every chain and minted to the dev accounts;
 * - account abstraction on every EVM chain: EntryPoint v0.8 at its canonical address, a verifying paymaster
 *   funded in it, the EIP-7702 delegation target and the ERC-4337 account factory (same addresses everywhere),
 *   and an ERC-4337 bundler (Pimlico's Alto, a development tool) per chain;
 * - Solana: litesvm behind JSON-RPC + pubsub, dev accounts funded, an SPL Kit USD mint with balances;
 * - a WalletConnect relay;
 * - an SMTP catcher with a JSON API;
 * - a Sign-In-With-Farcaster relay and local Farcaster app, with the Farcaster ID registry installed on the chain
 *   that plays Optimism (31337 when it runs, else the first EVM chain) and the dev fids registered;
 * - stand-ins for the six social sign-in providers at their real endpoints' paths (development only);
 * - stand-ins for the on-ramp providers MoonPay and Transak, selling Kit USD and delivering it on anvil.
 *
 * If any step fails, everything already started is stopped before the error is thrown.
 *
 * @example
 * const devnet = await startDevnet({ ports: 0 })
 * // …use devnet.evm[80002].rpcUrl, devnet.solana.rpcUrl, devnet.relayUrl…
 * await devnet.stop()
 */
export async function startDevnet(options: DevnetOptions = {}): Promise<Devnet> {
  const chainIds = resolveChainIds(options.evmChainIds)
  const ports = resolvePorts(options.ports, chainIds)
  const { readyTimeoutMs = 10_000, log } = options
  const onError = log ? (error: unknown) => log(`devnet: unexpected error: ${String(error)}`) : undefined

  const started: Stoppable[] = []
  const stopAll = async () => {
    const parts = started.splice(0).reverse()
    await Promise.allSettled(parts.map((part) => part.stop()))
  }
  const track = <T extends Stoppable>(promise: Promise<T>): Promise<T> =>
    promise.then((part) => {
      started.push(part)
      return part
    })

  try {
    const anvilStarts = chainIds.map((chainId) =>
      track(
        startAnvil({
          chainId,
          port: ports.evm[chainId] ?? 0,
          readyTimeoutMs,
          ...(log ? { log: (line: string) => log(`anvil ${chainId}: ${line}`) } : {}),
        }),
      ),
    )
    // Per chain, as soon as its anvil listens: the AA contracts, then the bundler (the slowest part to start).
    const bundlerStarts = chainIds.map((chainId, index) =>
      (anvilStarts[index] as Promise<AnvilNode>).then(async (node) => {
        await deployAccountAbstraction({ rpcUrl: node.rpcUrl, chainId })
        if (options.bundlers === false) return undefined
        return track(
          startBundler({
            chainId,
            rpcUrl: node.rpcUrl,
            port: ports.bundler[chainId] ?? 0,
            readyTimeoutMs: readyTimeoutMs + 10_000,
            ...(log ? { log: (line: string) => log(`bundler ${chainId}: ${line}`) } : {}),
          }),
        )
      }),
    )
    const solanaStart = track(
      startSolanaRpc({
        rpcPort: ports.solanaRpc,
        wsPort: ports.solanaWs,
        ...(options.solanaSlotMs === undefined ? {} : { slotIntervalMs: options.solanaSlotMs }),
        ...(onError ? { onError } : {}),
      }),
    )
    const relayStart = track(
      startRelay({
        port: ports.relay,
        ...(options.relayPingIntervalMs === undefined ? {} : { pingIntervalMs: options.relayPingIntervalMs }),
      }),
    )
    const mailStart = track(startMailCatcher({ smtpPort: ports.smtp, apiPort: ports.mailApi }))
    // Farcaster's chain is Optimism; a devnet has no such chain, so one of its anvils holds the ID registry.
    const optimismIndex = Math.max(chainIds.indexOf(31337), 0)
    const farcasterAccounts = farcasterDevAccounts()
    const farcasterStart = track(
      (anvilStarts[optimismIndex] as Promise<AnvilNode>).then(async (node) => {
        await installIdRegistry(node.rpcUrl)
        for (const account of farcasterAccounts)
          await registerFid(node.rpcUrl, BigInt(account.fid), account.custody.address)
        return startFarcasterRelay({
          port: ports.farcaster,
          optimismRpcUrl: node.rpcUrl,
          accounts: farcasterAccounts,
        })
      }),
    )
    const identityStart = track(
      startSocialStandIns({
        port: ports.identity,
        ...(options.identity?.redirectUris ? { redirectUris: options.identity.redirectUris } : {}),
        ...(log ? { log } : {}),
      }),
    )
    const results = await Promise.allSettled([
      ...anvilStarts,
      ...bundlerStarts,
      solanaStart,
      relayStart,
      mailStart,
      farcasterStart,
      identityStart,
    ])
    const failure = results.find((result) => result.status === 'rejected')
    if (failure) throw failure.reason

    const anvils = (await Promise.all(anvilStarts)) as AnvilNode[]
    const bundlers: (Bundler | undefined)[] = await Promise.all(bundlerStarts)
    const solana: SolanaRpcServer = await solanaStart
    const relay: Relay = await relayStart
    const mail: MailCatcher = await mailStart
    const farcaster: FarcasterRelay = await farcasterStart
    const identity: SocialStandIns = await identityStart

    const evmAccounts = evmDevAccounts()
    const solanaAccounts = solanaDevAccounts()
    const { mint } = seedSolana(
      solana.ledger,
      solanaAccounts.map((account) => account.publicKey),
    )
    // The on-ramp stand-ins pay from an account of their own, funded like the dev accounts.
    const onrampPayer = onrampStandInPayer()
    const tokenAddresses = await Promise.all(
      anvils.map((node) =>
        deployKitUsd({
          rpcUrl: node.rpcUrl,
          chainId: node.chainId,
          recipients: [...evmAccounts.map((account) => account.address), onrampPayer.address],
        }),
      ),
    )
    const onramp: OnrampStandIns = await track(
      startOnrampStandIns({
        port: ports.onramp,
        devnet: {
          payerPrivateKey: onrampPayer.privateKey,
          chains: Object.fromEntries(
            anvils.map((node, index) => [
              node.chainId,
              { rpcUrl: node.rpcUrl, token: tokenAddresses[index] as Address, decimals: KIT_USD.decimals },
            ]),
          ),
        },
      }),
    )

    let stopping: Promise<void> | undefined
    return {
      evm: Object.fromEntries(
        anvils.map((node, index) => [
          node.chainId,
          { chainId: node.chainId, rpcUrl: node.rpcUrl, bundlerUrl: bundlers[index]?.url },
        ]),
      ),
      accountAbstraction: {
        entryPoint: ENTRY_POINT_ADDRESS,
        paymaster: KIT_PAYMASTER_ADDRESS,
        delegatedAccount: KIT_DELEGATED_ACCOUNT_ADDRESS,
        accountFactory: KIT_ACCOUNT_FACTORY_ADDRESS,
        paymasterSigner: evmPaymasterSigner(),
      },
      solana: { rpcUrl: solana.rpcUrl, wsUrl: solana.wsUrl },
      relayUrl: relay.url,
      smtp: { host: DEVNET_HOST, port: mail.smtp.port },
      mailApiUrl: mail.apiUrl,
      farcaster: {
        relayUrl: farcaster.url,
        optimismRpcUrl: (anvils[optimismIndex] as AnvilNode).rpcUrl,
        authKey: farcaster.authKey,
        accounts: farcasterAccounts,
      },
      identity: {
        url: identity.url,
        clients: identity.clients,
        allowRedirectUri: (uri: string) => identity.allowRedirectUri(uri),
      },
      onramp: {
        url: onramp.url,
        keys: onramp.keys,
        setWebhookUrl: (provider, url) => onramp.setWebhookUrl(provider, url),
      },
      accounts: { evm: evmAccounts, solana: solanaAccounts },
      tokens: {
        evm: Object.fromEntries(
          anvils.map((node, index) => [
            node.chainId,
            { address: tokenAddresses[index] as Address, ...KIT_USD },
          ]),
        ),
        solana: { address: mint, ...KIT_USD },
      },
      pids: [
        ...anvils.map((node) => node.pid),
        ...bundlers.flatMap((bundler) => (bundler ? [bundler.pid] : [])),
      ],
      stop: () => {
        stopping ??= stopAll()
        return stopping
      },
    }
  } catch (error) {
    await stopAll()
    throw error
  }
}
