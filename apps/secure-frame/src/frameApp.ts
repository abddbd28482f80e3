import {
  type AllowedParentOrigins,
  type AuthUser,
  classifyRpcMethod,
  createFrameServer,
  type FrameLogger,
  type FrameRequestContext,
  type FrameRequestHandlers,
  type FrameServer,
  type FrameServerWindow,
  type RpcRequest,
} from '@kit/frame-bridge'
import type { Hex } from 'viem'
import { type ApprovalUi, createApprovalUi } from './approval/approvalUi.js'
import { describeRequest } from './approval/describe.js'
import { explainRequest } from './approval/explain.js'
import { type AccountRef, type ParsedRequest, parseRequest } from './approval/parseRequest.js'
import { type AuthApi, type AuthUserRecord, createAuthApi, type LoginAnswer } from './authApi.js'
import { type FrameStartConfig, normalizeChainId } from './config.js'
import {
  AuthServiceError,
  FlowStateError,
  NotSignedInError,
  UnsupportedRequestError,
  UserRejectedError,
} from './errors.js'
import { createJsonRpc, type JsonRpc } from './rpc.js'
import { SOCIAL_CALLBACK_PATH, SOCIAL_RESULT_MESSAGE } from './socialMessage.js'
import { createRedirectVerifierStore, createResultVerifier } from './socialVerifier.js'
import { createKeyCache, indexedDbKeyCacheBackend, type KeyCache } from './keyCache.js'
import { createFrameStore, type FrameStore, type KeyValueStorage, randomId } from './store.js'
import { applyTheme } from './theme.js'
import { createEvmWallet, type EvmChainContext, type EvmWallet } from './wallet/evm.js'
import { createSolanaWallet, type SolanaWallet } from './wallet/solana.js'

/** How long a device approval may take (the server's link lives 15 minutes). */
const DEVICE_WAIT_MS = 15 * 60_000
const SOCIAL_WAIT_MS = 10 * 60_000

/** Options of `startFrameApp`. */
export type FrameAppOptions = {
  config: FrameStartConfig
  /** The frame's own origin (`location.origin`): social logins return here. */
  frameOrigin: string
  /** The frame's window (listens for the parent's messages and the social popup's). */
  window: FrameServerWindow & Pick<Window, 'addEventListener' | 'removeEventListener'>
  document: Document
  /** The frame origin's storage (session token, device id). Default memory only. */
  storage?: KeyValueStorage | undefined
  /**
   * The frame origin's per-tab storage (`sessionStorage`): a social login by full-page redirect keeps its verifier
   * there while the tab is away. Without it, redirect logins are refused (pop-ups still work).
   */
  sessionStorage?: KeyValueStorage | undefined
  /** Where the wallet keys are kept, wrapped, between page loads. Default IndexedDB on the frame's origin. */
  keyCache?: KeyCache
  fetch?: typeof fetch
  /** The approval UI; default the DOM one in `document.body`. */
  ui?: ApprovalUi
  logger?: FrameLogger
  /** How often Farcaster's channel is polled, and the least time between two device-approval waits. Default 1 s. */
  pollIntervalMs?: number
}

/** A running frame: the bridge server and a few handles for tests. */
export type FrameApp = {
  readonly server: FrameServer
  /** The chain requests run on (CAIP-2). */
  readonly chainId: string
  destroy(): void
}

type Session = {
  token: string
  user: AuthUserRecord
  evm: EvmWallet
  solana: SolanaWallet
}

type SocialFlow = {
  flow: string
  uri: string
  /** Redeems the result; never leaves the frame. */
  verifier: string
  result?: string
  waiters: Set<(result: string) => void>
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason)
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal.reason)
    }
    signal.addEventListener('abort', onAbort, { once: true })
  })
}

/** `promise`, or the abort reason as soon as `signal` aborts (the work itself goes on for others). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise
  if (signal.aborted) return Promise.reject(signal.reason)
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason)
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort)
        resolve(value)
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort)
        reject(error)
      },
    )
  })
}

/** IndexedDB of this origin, when the page may use it (a blocked third-party context may throw on access). */
function defaultKeyCache(): KeyCache {
  try {
    return createKeyCache(indexedDbKeyCacheBackend(globalThis.indexedDB))
  } catch {
    return createKeyCache(undefined)
  }
}

async function fingerprint(token: string): Promise<string> {
  const digest = new Uint8Array(
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`kit session ${token}`)),
  )
  return [...digest.slice(0, 16)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * Starts the secure frame: the bridge server (only the project's allowed parent origins, only `window.parent`)
 * with one handler per request, backed by the Kit server's auth service and the embedded wallet. The session token
 * stays in this origin's storage; keys stay in memory; unsafe RPC requests are shown in the frame's own approval UI.
 */
export function startFrameApp(options: FrameAppOptions): FrameApp {
  const { config, document } = options
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init))
  const api: AuthApi = createAuthApi({
    serverUrl: config.serverUrl,
    projectId: config.projectId,
    fetch: fetchImpl,
  })
  const store: FrameStore = createFrameStore(options.storage, randomId)
  const keyCache = options.keyCache ?? defaultKeyCache()
  const redirectVerifiers = createRedirectVerifierStore(options.sessionStorage)
  const ui = options.ui ?? createApprovalUi(document, document.body)
  const pollIntervalMs = options.pollIntervalMs ?? 1000
  const lifetime = new AbortController()

  const rpcUrls = new Map((config.chains ?? []).map((chain) => [chain.caipNetworkId, chain.rpcUrl]))
  const smartAccountChains =
    config.smartAccountChains ??
    [...rpcUrls.keys()].filter((id) => id.startsWith('eip155:')).map((id) => Number(id.slice(7)))

  let chainId = config.chainId
  let session: Session | undefined
  let loadingSession: Promise<Session> | undefined
  let pendingEmail: string | undefined
  let farcaster: { channelToken: string; pollSecret: string } | undefined
  let social: SocialFlow | undefined
  let appName: string | undefined
  const callBatches = new Map<string, { chainId: number; hashes: Hex[] }>()

  const rpcFor = (caipNetworkId: string): JsonRpc =>
    createJsonRpc(
      rpcUrls.get(caipNetworkId) ??
        `${config.serverUrl.replace(/\/+$/, '')}/v1/?chainId=${encodeURIComponent(caipNetworkId)}&projectId=${encodeURIComponent(config.projectId)}`,
      { fetch: fetchImpl },
    )
  const evmContext = (): EvmChainContext => {
    if (!chainId.startsWith('eip155:'))
      throw new UnsupportedRequestError('This request needs an EVM network', {
        details: `Active: ${chainId}`,
      })
    const rpc = rpcFor(chainId)
    return { chainId: Number(chainId.slice(7)), rpcUrl: rpc.url, rpc }
  }
  const smartAccountsHere = () =>
    chainId.startsWith('eip155:') && smartAccountChains.includes(Number(chainId.slice(7)))

  // ---- session ---------------------------------------------------------------------------------------------------

  function forget(): void {
    session = undefined
    loadingSession = undefined
    store.clearSessionToken()
    void keyCache.clear()
  }

  async function openSession(
    token: string,
    user: AuthUserRecord | undefined,
    signal?: AbortSignal,
  ): Promise<Session> {
    try {
      const known = user ?? (await api.session(token, signal)).user
      const binding = { userId: known.id, token }
      // The server releases keys only right after a login (`user` given); a restored session (a reload) unwraps
      // the copy kept on this origin, and without one the server answers LoginRequired and the user signs in again.
      let keys = user ? undefined : await keyCache.load(binding)
      if (!keys) {
        keys = await api.wallet(token, signal)
        await keyCache.save(binding, keys)
      }
      return {
        token,
        user: known,
        evm: createEvmWallet(keys.evm.privateKey as Hex),
        solana: createSolanaWallet(keys.solana.secretKey),
      }
    } catch (error) {
      if (error instanceof AuthServiceError && error.status === 401) {
        // A session that can no longer unlock the wallet is of no use to the frame: end it on the server too.
        if (error.reason === 'LoginRequired') void api.logout(token).catch(() => undefined)
        forget()
        throw new NotSignedInError()
      }
      throw error
    }
  }

  /** The signed-in session (keys loaded), or NotSignedInError. */
  async function requireSession(signal?: AbortSignal): Promise<Session> {
    const token = store.getSessionToken()
    if (!token) throw new NotSignedInError()
    if (session?.token === token) return session
    // One load serves every caller, so it lives as long as the frame: one caller giving up must not fail the others.
    loadingSession ??= openSession(token, undefined, lifetime.signal).finally(() => {
      loadingSession = undefined
    })
    session = await untilAborted(loadingSession, signal)
    return session
  }

  function preferredType(current: Session): 'eoa' | 'smartAccount' {
    if (!smartAccountsHere()) return 'eoa'
    return store.getPreferredAccountType(current.user.id) ?? 'eoa'
  }

  function activeAccount(current: Session): { address: string; type: 'eoa' | 'smartAccount' } {
    if (chainId.startsWith('solana:')) return { address: current.solana.address, type: 'eoa' }
    const type = preferredType(current)
    return { address: type === 'smartAccount' ? current.evm.smartAccount : current.evm.address, type }
  }

  async function describeUser(current: Session, userName?: string | null): Promise<AuthUser> {
    const name =
      userName ?? current.user.userName ?? current.user.identities.find((entry) => entry.username)?.username
    const base = { email: current.user.email, chainId, ...(name ? { userName: name } : {}) }
    if (chainId.startsWith('solana:'))
      return {
        ...base,
        address: current.solana.address,
        accounts: [{ address: current.solana.address, type: 'eoa' }],
        smartAccountDeployed: false,
        preferredAccountType: 'eoa',
      }
    const type = preferredType(current)
    const accounts: AuthUser['accounts'] = [{ address: current.evm.address, type: 'eoa' as const }]
    let deployed = false
    if (smartAccountsHere()) {
      accounts.push({ address: current.evm.smartAccount, type: 'smartAccount' as const })
      deployed = await current.evm.isDeployed(evmContext()).catch(() => false)
    }
    // The account in force comes first.
    accounts.sort((a, b) => Number(b.type === type) - Number(a.type === type))
    return {
      ...base,
      address: type === 'smartAccount' ? current.evm.smartAccount : current.evm.address,
      accounts,
      smartAccountDeployed: deployed,
      preferredAccountType: type,
    }
  }

  function emitSafely(emit: () => void) {
    try {
      emit()
    } catch (error) {
      options.logger?.debug('could not emit to the parent', { error: String(error) })
    }
  }

  async function announceUser(current: Session | undefined) {
    const user = current ? await describeUser(current).catch(() => undefined) : null
    if (user === undefined) return
    emitSafely(() => server.emit('USER_CHANGED', { user }))
  }

  async function signedIn(answer: LoginAnswer, signal: AbortSignal): Promise<Session> {
    store.setSessionToken(answer.token)
    session = await openSession(answer.token, answer.user, signal)
    const print = await fingerprint(answer.token)
    // The host learns that the session changed, never the bearer token itself.
    emitSafely(() => server.emit('SESSION_UPDATE', { token: print }))
    void announceUser(session)
    return session
  }

  // ---- social login ----------------------------------------------------------------------------------------------

  const onWindowMessage = (event: MessageEvent) => {
    // Only the callback page on our own origin can hand over a result, and only for the flow it was given.
    if (event.origin !== options.frameOrigin || !social) return
    const data = event.data as { type?: unknown; flow?: unknown; result?: unknown; error?: unknown } | null
    if (!data || data.type !== SOCIAL_RESULT_MESSAGE || data.flow !== social.flow) return
    const result =
      typeof data.result === 'string'
        ? data.result
        : `error:${String(data.error ?? 'cancelled').slice(0, 100)}`
    social.result = result
    for (const waiter of social.waiters) waiter(result)
  }
  options.window.addEventListener('message', onWindowMessage)

  function waitForSocialResult(flow: SocialFlow, signal: AbortSignal): Promise<string> {
    if (flow.result) return Promise.resolve(flow.result)
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => finish(() => reject(new FlowStateError('The social login took too long; try again'))),
        SOCIAL_WAIT_MS,
      )
      const onAbort = () => finish(() => reject(signal.reason))
      const waiter = (result: string) => finish(() => resolve(result))
      const finish = (settle: () => void) => {
        clearTimeout(timer)
        signal.removeEventListener('abort', onAbort)
        flow.waiters.delete(waiter)
        settle()
      }
      flow.waiters.add(waiter)
      signal.addEventListener('abort', onAbort, { once: true })
    })
  }

  // ---- RPC -------------------------------------------------------------------------------------------------------

  async function safeRpc(request: RpcRequest, current: Session, signal: AbortSignal): Promise<unknown> {
    const account = activeAccount(current)
    switch (request.method) {
      case 'eth_accounts':
        return [account.address]
      case 'eth_chainId':
        return `0x${evmContext().chainId.toString(16)}`
      case 'wallet_getCapabilities':
        return {}
      case 'wallet_getCallsStatus': {
        const [id] = request.params
        const batch = callBatches.get(id)
        if (!batch) throw new UnsupportedRequestError('Unknown call batch', { details: id })
        const rpc = rpcFor(`eip155:${batch.chainId}`)
        const context = { chainId: batch.chainId, rpcUrl: rpc.url, rpc }
        const receipts = await Promise.all(batch.hashes.map((hash) => current.evm.receipt(hash, context)))
        const done = receipts.every((receipt) => receipt !== undefined)
        const failed = receipts.some((receipt) => receipt?.status === 'reverted')
        return {
          version: '2.0.0',
          id,
          chainId: `0x${batch.chainId.toString(16)}`,
          status: !done ? 100 : failed ? 500 : 200,
          atomic: batch.hashes.length === 1,
          receipts: receipts.filter(Boolean).map((receipt) => ({
            status: receipt?.status === 'success' ? '0x1' : '0x0',
            blockHash: receipt?.blockHash,
            blockNumber: `0x${receipt?.blockNumber.toString(16)}`,
            gasUsed: `0x${receipt?.gasUsed.toString(16)}`,
            transactionHash: receipt?.transactionHash,
            logs: [],
          })),
        }
      }
      case 'eth_getUserOperationReceipt':
      case 'eth_estimateUserOperationGas':
      case 'eth_getUserOperationByHash':
      case 'eth_supportedEntryPoints':
        throw new UnsupportedRequestError(
          `${request.method} needs a bundler; Kit's smart account is driven by its owner`,
        )
      default:
        return rpcFor(chainId).request(
          request.method,
          'params' in request ? request.params : undefined,
          signal,
        )
    }
  }

  /** The user's accounts on the active network: the EOA (and the smart account where enabled), or Solana's. */
  function ownAccounts(current: Session): AccountRef[] {
    if (chainId.startsWith('solana:')) return [{ address: current.solana.address, type: 'eoa' }]
    return [
      { address: current.evm.address, type: 'eoa' },
      ...(smartAccountsHere() ? [{ address: current.evm.smartAccount, type: 'smartAccount' as const }] : []),
    ]
  }

  /**
   * What runs once approved: built from the parsed request only, the same value the card was drawn from, on the
   * network it was parsed for (a network switch meanwhile changes nothing).
   */
  function operationOf(
    parsed: ParsedRequest,
    current: Session,
    network: string,
    evm: EvmChainContext | undefined,
  ): () => Promise<unknown> {
    const evmOnly = (): EvmChainContext => evm ?? evmContext()
    switch (parsed.method) {
      case 'personal_sign':
      case 'eth_signTypedData_v4': {
        const context = evmOnly()
        return () => current.evm.signDigest(parsed.digest, parsed.signer.type, context)
      }
      case 'eth_sendTransaction': {
        const context = evmOnly()
        return async () => {
          const [hash] = await current.evm.executePlan(parsed.plan, context)
          return hash
        }
      }
      case 'wallet_sendCalls': {
        const context = evmOnly()
        return async () => {
          const hashes = await current.evm.executePlan(parsed.plan, context)
          const id = `0x${[...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, '0')).join('')}`
          callBatches.set(id, { chainId: context.chainId, hashes })
          return { id }
        }
      }
      case 'solana_signMessage':
        return async () => current.solana.signMessage(parsed.bytes, parsed.signer.address)
      case 'solana_signTransaction':
        return () => current.solana.signTransaction(parsed.transactions[0] ?? new Uint8Array())
      case 'solana_signAllTransactions':
        return () => current.solana.signAllTransactions(parsed.transactions)
      case 'solana_signAndSendTransaction': {
        const rpc = rpcFor(network)
        // Once approved the send is not cancellable: the host gets its signature or its error.
        return () =>
          current.solana.signAndSendTransaction(
            parsed.transactions[0] ?? new Uint8Array(),
            parsed.sendOptions,
            rpc,
          )
      }
    }
  }

  async function rpcRequest(request: RpcRequest, context: FrameRequestContext): Promise<unknown> {
    const current = await requireSession(context.signal)
    if (classifyRpcMethod(request.method) === 'safe') return safeRpc(request, current, context.signal)
    // One parse: the card is drawn from it and the operation runs from it; what cannot be read is refused here.
    const network = chainId
    const evm = network.startsWith('eip155:') ? evmContext() : undefined
    const parsed = await parseRequest(request, {
      caipNetworkId: network,
      active: activeAccount(current),
      accounts: ownAccounts(current),
      ...(evm
        ? {
            planSend: (calls, signer, host) => current.evm.planSend(calls, signer, evm, host, context.signal),
          }
        : {}),
    })
    const run = operationOf(parsed, current, network, evm)
    const view = describeRequest(parsed, {
      origin: context.origin,
      appName,
      caipNetworkId: network,
      details: await explainRequest(parsed, evm?.rpc, context.signal),
    })
    // Tell the host to show the frame, then wait for the user's answer in our own UI.
    emitSafely(() => server.emit('APPROVAL_REQUESTED', { id: context.id, method: request.method as never }))
    const approved = await ui.ask(view, context.signal)
    if (!approved) throw new UserRejectedError()
    try {
      // From here the operation may reach the chain: the host is told (APPROVED) and can no longer cancel it, so it
      // always gets the hash or the error. This throws, and nothing runs, if the host gave up a moment before.
      context.commit()
      ui.setStatus(context.signal, view.approveLabel === 'Send' ? 'Sending…' : 'Signing…')
      const result = await run()
      if (request.method === 'eth_sendTransaction' || request.method === 'wallet_sendCalls')
        void announceUser(current)
      return result
    } finally {
      ui.finish(context.signal)
    }
  }

  // ---- handlers --------------------------------------------------------------------------------------------------

  const handlers: FrameRequestHandlers = {
    async CONNECT_EMAIL({ email }, { signal }) {
      const answer = await api.emailConnect(email, store.deviceId(), signal)
      pendingEmail = email
      return answer
    },
    async CONNECT_DEVICE(_params, { signal }) {
      const email = pendingEmail
      if (!email) throw new FlowStateError('Enter your e-mail first')
      // The server holds each wait open for a while; a quick answer is followed by a pause, so nothing spins.
      const deadline = Date.now() + DEVICE_WAIT_MS
      while (Date.now() < deadline) {
        const started = Date.now()
        if ((await api.deviceWait(email, store.deviceId(), signal)).approved) return undefined
        await sleep(Math.max(0, pollIntervalMs - (Date.now() - started)), signal)
      }
      throw new FlowStateError('The device was not approved in time; send the e-mail again')
    },
    async CONNECT_OTP({ otp }, { signal }) {
      const email = pendingEmail
      if (!email) throw new FlowStateError('Enter your e-mail first')
      await signedIn(await api.emailVerify(email, store.deviceId(), otp, signal), signal)
      pendingEmail = undefined
      return undefined
    },
    async GET_SOCIAL_REDIRECT_URI({ provider, mode, returnTo }, { signal, origin }) {
      const { verifier, challenge } = await createResultVerifier()
      if (mode === 'redirect') {
        // The tab comes back to the host page that asked, never elsewhere (the server checks the project's origins).
        if (!returnTo || new URL(returnTo).origin !== origin)
          throw new FlowStateError('A redirect login returns to the page that started it', {
            details: `returnTo must be a page of ${origin}`,
          })
        redirectVerifiers.save(verifier, Date.now() + SOCIAL_WAIT_MS)
        social = undefined
        return api.socialStart(provider, { returnTo, resultChallenge: challenge, mode }, signal)
      }
      const flow = randomId()
      const callback = `${options.frameOrigin}${SOCIAL_CALLBACK_PATH}?flow=${encodeURIComponent(flow)}`
      const { uri } = await api.socialStart(
        provider,
        { returnTo: callback, resultChallenge: challenge, mode: 'popup' },
        signal,
      )
      social = { flow, uri, verifier, waiters: new Set() }
      return { uri }
    },
    async CONNECT_SOCIAL({ uri }, { signal }) {
      const flow = social
      if (!flow) throw new FlowStateError('Start the social login first')
      let result: string | undefined
      const url = new URL(uri)
      if (url.origin === options.frameOrigin && url.searchParams.get('flow') === flow.flow)
        // The reference's shape: the host hands over the popup's final URL.
        result = url.searchParams.get('result') ?? `error:${url.searchParams.get('error') ?? 'cancelled'}`
      else if (uri === flow.uri) result = await waitForSocialResult(flow, signal)
      else throw new FlowStateError('This is not the social login the frame started')
      social = undefined
      if (result.startsWith('error:'))
        throw new AuthServiceError(`The social login did not complete (${result.slice(6)})`)
      const answer = await api.socialConnect(result, flow.verifier, signal)
      const current = await signedIn(answer, signal)
      return describeUser(current, answer.userName)
    },
    async RESUME_SOCIAL({ result, error }, { signal }) {
      // One use: whatever happens next, this tab's pending redirect is over.
      const verifier = redirectVerifiers.take()
      if (error !== undefined || result === undefined)
        throw new AuthServiceError(`The social login did not complete (${error ?? 'no result'})`)
      if (!verifier)
        throw new FlowStateError('This sign-in was not started in this tab, or it took too long; try again')
      const answer = await api.socialConnect(result, verifier, signal)
      const current = await signedIn(answer, signal)
      return describeUser(current, answer.userName)
    },
    async GET_FARCASTER_URI(_params, { signal }) {
      const channel = await api.farcasterChannel(signal)
      farcaster = { channelToken: channel.channelToken, pollSecret: channel.pollSecret }
      return { url: channel.url }
    },
    async CONNECT_FARCASTER(_params, { signal }) {
      const channel = farcaster
      if (!channel) throw new FlowStateError('Show the Farcaster QR code first')
      for (;;) {
        const status = await api.farcasterStatus(channel.channelToken, channel.pollSecret, signal)
        if (status.state === 'completed') {
          farcaster = undefined
          await signedIn(status, signal)
          return { userName: status.userName ?? '' }
        }
        if (status.state === 'expired') {
          farcaster = undefined
          throw new FlowStateError('The Farcaster request expired; try again')
        }
        await sleep(pollIntervalMs, signal)
      }
    },
    async GET_USER(params, { signal }) {
      if (params?.chainId !== undefined) chainId = normalizeChainId(params.chainId)
      const current = await requireSession(signal)
      if (params?.preferredAccountType && (params.preferredAccountType === 'eoa' || smartAccountsHere()))
        store.setPreferredAccountType(current.user.id, params.preferredAccountType)
      return describeUser(current)
    },
    async IS_CONNECTED(_params, { signal }) {
      const token = store.getSessionToken()
      if (!token) return { isConnected: false }
      try {
        await requireSession(signal)
        return { isConnected: true }
      } catch (error) {
        if (error instanceof NotSignedInError) return { isConnected: false }
        throw error
      }
    },
    GET_CHAIN_ID: () => ({ chainId }),
    SWITCH_NETWORK({ chainId: next }) {
      chainId = normalizeChainId(next)
      if (session) void announceUser(session)
      return { chainId }
    },
    async SIGN_OUT() {
      const token = store.getSessionToken()
      forget()
      pendingEmail = undefined
      farcaster = undefined
      social = undefined
      if (token) await api.logout(token).catch(() => undefined)
      emitSafely(() => server.emit('USER_CHANGED', { user: null }))
      return undefined
    },
    async UPDATE_EMAIL({ email }, { signal }) {
      const current = await requireSession(signal)
      return api.emailUpdate(current.token, email, signal)
    },
    async UPDATE_EMAIL_PRIMARY_OTP({ otp }, { signal }) {
      const current = await requireSession(signal)
      await api.emailUpdatePrimary(current.token, otp, signal)
      return undefined
    },
    async UPDATE_EMAIL_SECONDARY_OTP({ otp }, { signal }) {
      const current = await requireSession(signal)
      const { newEmail } = await api.emailUpdateSecondary(current.token, otp, signal)
      current.user = { ...current.user, email: newEmail }
      void announceUser(current)
      return { newEmail }
    },
    SYNC_THEME(theme) {
      applyTheme(document.documentElement, theme)
      return undefined
    },
    SYNC_DAPP_DATA({ metadata }) {
      appName = metadata?.name || undefined
      return undefined
    },
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: smartAccountChains }),
    async SET_PREFERRED_ACCOUNT({ type }, { signal }) {
      const current = await requireSession(signal)
      if (type === 'smartAccount' && !smartAccountsHere())
        throw new UnsupportedRequestError('Smart accounts are not available on this network', {
          details: chainId,
        })
      store.setPreferredAccountType(current.user.id, type)
      void announceUser(current)
      return { type, address: activeAccount(current).address }
    },
    RPC_REQUEST: rpcRequest,
  }

  const allowedParentOrigins: AllowedParentOrigins =
    config.allowedParentOrigins ??
    (async (origin: string) => {
      const project = await api.projectConfig(config.projectId, lifetime.signal)
      return project.allowedOrigins.includes(origin)
    })

  const server = createFrameServer({
    allowedParentOrigins,
    handlers,
    window: options.window,
    ...(options.logger ? { logger: options.logger } : {}),
  })

  return {
    server,
    get chainId() {
      return chainId
    },
    destroy() {
      lifetime.abort()
      options.window.removeEventListener('message', onWindowMessage)
      server.destroy()
    },
  }
}
