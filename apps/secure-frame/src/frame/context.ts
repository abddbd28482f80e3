// What the parts of the running frame share: the services (auth API, storage, key shares, cards), the active
// network, and a safe way to tell the host something. `startFrameApp` builds it once; the session, social-login,
// RPC and handler modules read and update it.
import { ENTRY_POINT_ADDRESS } from '@kit/accounts'
import { blockchainApiRpcUrl, type CaipNetworkId, evmNetworks } from '@kit/chains'
import type { FrameLogger, FrameServer } from '@kit/frame-bridge'
import type { AccountUi } from '../account/accountUi.js'
import type { ApprovalUi } from '../ui/approvalUi.js'
import type { AuthApi } from '../authApi.js'
import type { FrameStartConfig } from '../config.js'
import { createFrameLanguage, type FrameLanguage } from '../locales/index.js'
import { UnsupportedRequestError } from '../errors.js'
import type { DeviceShareStore } from '../keys/deviceShareStore.js'
import type { RecoveryPasskeys } from '../keys/passkey.js'
import type { LoginPasskeyCeremonies } from '../passkey/loginCeremony.js'
import type { ProofSigner } from '../keys/proofKey.js'
import type { RecoveryUi } from '../ui/recoveryUi.js'
import { createJsonRpc, type JsonRpc } from '../rpc.js'
import type { RedirectVerifierStore } from '../socialVerifier.js'
import type { FrameStore } from '../store.js'
import type { EvmChainContext } from '../wallet/evm.js'
import type { ChainSponsorship, SmartAccountKind } from '../wallet/smartAccountFacts.js'

/** The shared state and services of one running frame. */
export type FrameContext = {
  readonly config: FrameStartConfig
  /** The frame's own origin: social logins return here. */
  readonly frameOrigin: string
  readonly api: AuthApi
  readonly store: FrameStore
  /** This device's shares of the users' wallets. */
  readonly deviceShares: DeviceShareStore
  /** The key the frame's sessions are bound to. */
  readonly proofKeys: ProofSigner
  readonly passkeys: RecoveryPasskeys
  /** The login passkey's ceremonies the cards run (a step-up, a new passkey). */
  readonly loginPasskeys: LoginPasskeyCeremonies
  readonly redirectVerifiers: RedirectVerifierStore
  readonly ui: ApprovalUi
  /** The "Protect your wallet" and "Open your wallet on this device" cards. */
  readonly recoveryUi: RecoveryUi
  /** The "Change your e-mail", "Confirm it's you" (a code) and "Signed-in devices" cards. */
  readonly accountUi: AccountUi
  /** The device's clock (ms since the epoch); injectable so tests can move time. */
  readonly now: () => number
  readonly logger: FrameLogger | undefined
  /** How often Farcaster's channel is polled, and the least time between two device-approval waits. */
  readonly pollIntervalMs: number
  /** Aborted when the frame is destroyed. */
  readonly lifetime: AbortSignal
  /** The EVM chain ids where the smart account is offered. */
  readonly smartAccountChains: readonly number[]
  /** The network requests run on (CAIP-2); the host moves it with GET_USER and SWITCH_NETWORK. */
  chainId: string
  /** The host app's name from SYNC_DAPP_DATA, shown on approval cards after the verified origin. */
  appName: string | undefined
  /** The language the cards speak (the host's SYNC_LOCALE among the frame's languages, else the browser's). */
  readonly language: FrameLanguage
  /** A JSON-RPC client for `caipNetworkId`: the configured URL, or the Kit server's RPC proxy. */
  rpcFor(caipNetworkId: string): JsonRpc
  /** The active network as an EVM context; UnsupportedRequestError on a non-EVM network. */
  evmContext(): EvmChainContext
  /** Whether the smart account is offered on the active network (configured there; see smartAccountChainsInForce). */
  smartAccountsHere(): boolean
  /**
   * The chain's truth about `smartAccountChains`: those whose bundler, reached through the chain's URL, supports
   * EntryPoint v0.8 (`eth_supportedEntryPoints`), asked once per chain. A chain that cannot say (no bundler, an
   * error, no answer in 5 s) is left out, and asked again next time.
   */
  smartAccountChainsInForce(): Promise<readonly number[]>
  /** How the smart account exists on an EVM network (the active one by default): EIP-7702 or ERC-4337. */
  smartAccountKind(caipNetworkId?: string): SmartAccountKind
  /** The paymaster that sponsors `caipNetworkId` for this project, if one does (the Kit server's, asked once). */
  sponsorship(caipNetworkId: string): Promise<ChainSponsorship | undefined>
  /** Sends a frame event to the host; a failure is logged, never thrown (the host may be gone). */
  emit: FrameServer['emit']
}

/** Builds the context; `server` is called lazily, since the bridge server is created after the handlers. */
export function createFrameContext(parameters: {
  config: FrameStartConfig
  frameOrigin: string
  api: AuthApi
  store: FrameStore
  deviceShares: DeviceShareStore
  proofKeys: ProofSigner
  passkeys: RecoveryPasskeys
  loginPasskeys: LoginPasskeyCeremonies
  redirectVerifiers: RedirectVerifierStore
  ui: ApprovalUi
  recoveryUi: RecoveryUi
  accountUi: AccountUi
  now: () => number
  logger: FrameLogger | undefined
  pollIntervalMs: number
  lifetime: AbortSignal
  fetch: typeof fetch
  server: () => FrameServer
  language?: FrameLanguage
}): FrameContext {
  const { config } = parameters
  const rpcUrls = new Map((config.chains ?? []).map((chain) => [chain.caipNetworkId, chain.rpcUrl]))
  const smartAccountChains =
    config.smartAccountChains ??
    [...rpcUrls.keys()].filter((id) => id.startsWith('eip155:')).map((id) => Number(id.slice(7)))
  const rpcFor = (caipNetworkId: string): JsonRpc =>
    createJsonRpc(
      // A chain the config gives no RPC URL goes through the Kit server's RPC proxy (the spec's RPC URL per chain).
      rpcUrls.get(caipNetworkId) ??
        blockchainApiRpcUrl({
          apiUrl: config.serverUrl,
          caipNetworkId: caipNetworkId as CaipNetworkId,
          projectId: config.projectId,
        }),
      { fetch: parameters.fetch },
    )
  const kinds = new Map(
    (config.chains ?? []).flatMap((chain) =>
      chain.smartAccount ? [[chain.caipNetworkId, chain.smartAccount.kind] as const] : [],
    ),
  )
  /** The server's answer, asked once per frame; a failure is not kept, so the next send asks again. */
  let offer: Promise<SponsorshipOffer> | undefined
  const entryPointChecks = new Map<number, Promise<boolean>>()
  const supportsEntryPoint = (chainId: number): Promise<boolean> => {
    let check = entryPointChecks.get(chainId)
    if (!check) {
      check = rpcFor(`eip155:${chainId}`)
        .request('eth_supportedEntryPoints', [], AbortSignal.timeout(5_000))
        .then(
          (answer) =>
            Array.isArray(answer) &&
            answer.some(
              (address) =>
                typeof address === 'string' && address.toLowerCase() === ENTRY_POINT_ADDRESS.toLowerCase(),
            ),
        )
        .catch(() => false)
        .then((supported) => {
          if (!supported) entryPointChecks.delete(chainId)
          return supported
        })
      entryPointChecks.set(chainId, check)
    }
    return check
  }
  const readOffer = (): Promise<SponsorshipOffer> => {
    offer ??= fetchSponsorshipOffer(config, parameters.fetch).catch((error: unknown) => {
      offer = undefined
      throw error
    })
    return offer
  }
  const context: FrameContext = {
    config,
    frameOrigin: parameters.frameOrigin,
    api: parameters.api,
    store: parameters.store,
    deviceShares: parameters.deviceShares,
    proofKeys: parameters.proofKeys,
    passkeys: parameters.passkeys,
    loginPasskeys: parameters.loginPasskeys,
    redirectVerifiers: parameters.redirectVerifiers,
    ui: parameters.ui,
    recoveryUi: parameters.recoveryUi,
    accountUi: parameters.accountUi,
    now: parameters.now,
    logger: parameters.logger,
    pollIntervalMs: parameters.pollIntervalMs,
    lifetime: parameters.lifetime,
    smartAccountChains,
    chainId: config.chainId,
    appName: undefined,
    language: parameters.language ?? createFrameLanguage(),
    rpcFor,
    evmContext() {
      const { chainId } = context
      if (!chainId.startsWith('eip155:'))
        throw new UnsupportedRequestError('This request needs an EVM network', {
          details: `Active: ${chainId}`,
        })
      const rpc = rpcFor(chainId)
      return {
        chainId: Number(chainId.slice(7)),
        rpcUrl: rpc.url,
        rpc,
        smartAccountKind: context.smartAccountKind(chainId),
        sponsorship: () => context.sponsorship(chainId),
      }
    },
    smartAccountKind(caipNetworkId = context.chainId) {
      const configured = kinds.get(caipNetworkId)
      if (configured) return configured
      return (
        evmNetworks.find((network) => network.caipNetworkId === caipNetworkId)?.smartAccount?.kind ?? '4337'
      )
    },
    async sponsorship(caipNetworkId) {
      const answer = await readOffer()
      if (!answer.chains.includes(caipNetworkId)) return undefined
      // "Paid by <app>": the sponsor the operator named, else the app's own name.
      return {
        paymasterUrl: answer.paymasterUrl,
        sponsor: answer.sponsor?.name ?? context.appName ?? 'the app',
      }
    },
    smartAccountsHere() {
      const { chainId } = context
      return chainId.startsWith('eip155:') && smartAccountChains.includes(Number(chainId.slice(7)))
    },
    async smartAccountChainsInForce() {
      const supported = await Promise.all(smartAccountChains.map(supportsEntryPoint))
      return smartAccountChains.filter((_, index) => supported[index])
    },
    emit(event, payload) {
      try {
        parameters.server().emit(event, payload)
      } catch (error) {
        parameters.logger?.debug('could not emit to the parent', { error: String(error) })
      }
    },
  }
  return context
}

/** `GET /v1/paymaster/sponsorship`'s answer: the project's ERC-7677 service, the chains it sponsors, who pays. */
type SponsorshipOffer = { paymasterUrl: string; chains: string[]; sponsor?: { name: string } | undefined }

/** Asks the Kit server what it sponsors for the project; a malformed answer counts as no sponsorship. */
async function fetchSponsorshipOffer(
  config: FrameStartConfig,
  fetchImpl: typeof fetch,
): Promise<SponsorshipOffer> {
  const url = `${config.serverUrl.replace(/\/+$/, '')}/v1/paymaster/sponsorship?projectId=${encodeURIComponent(config.projectId)}`
  const response = await fetchImpl(url, { credentials: 'omit', signal: AbortSignal.timeout(10_000) })
  if (!response.ok) throw new Error(`sponsorship: ${response.status}`)
  const body = (await response.json()) as Partial<SponsorshipOffer>
  const paymasterUrl = typeof body.paymasterUrl === 'string' ? body.paymasterUrl : ''
  if (!/^https?:\/\//.test(paymasterUrl) || !Array.isArray(body.chains))
    return { paymasterUrl: '', chains: [] }
  const name = typeof body.sponsor?.name === 'string' ? body.sponsor.name.slice(0, 100) : undefined
  return {
    paymasterUrl,
    chains: body.chains.filter((chain): chain is string => typeof chain === 'string'),
    ...(name ? { sponsor: { name } } : {}),
  }
}
