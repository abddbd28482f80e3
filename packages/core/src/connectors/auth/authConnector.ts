// The auth connector: e-mail, social and Farcaster logins with an embedded wallet that lives in the secure frame
// (another origin). The bridge and the iframe load on first use only.
import {
  type CaipAddress,
  type CaipNetworkId,
  type ChainNamespace,
  type Network,
  parseCaipNetworkId,
} from '@kit/chains'
import type {
  AuthUser as FrameAuthUser,
  FrameClient,
  FrameClientOptions,
  FrameRequestName,
  FrameRequestOptions,
  FrameRequestParams,
  FrameRequestResult,
  RpcRequest,
} from '@kit/frame-bridge'
import {
  isEmail,
  isSocialProvider,
  KitValidationError,
  MESSAGES,
  NotConnectedError,
  RpcMethodNotAllowedError,
  W3M_COMPAT_VERSION,
} from '../../shared.js'
import type { Kit } from '../../kit.js'
import type {
  AccountType,
  AuthUser,
  ConnectResult,
  Connector,
  SocialProvider,
  ThemeMode,
  ThemeVariables,
} from '../../types.js'
import { type ApprovalFrame, createApprovalFrame } from './approvalFrame.js'
import { AuthFrameLoadError, SocialLoginWindowError } from './errors.js'
import {
  isInAppBrowser,
  SOCIAL_REDIRECT_PROVIDER_KEY,
  type SocialLoginMode,
  socialReturnUrl,
} from './socialRedirect.js'

/** What `@kit/frame-bridge` offers; loaded with `import()` the first time the frame is needed. */
type Bridge = typeof import('@kit/frame-bridge')

/** The answer to an e-mail login request (spec §4): which step comes next. */
export type EmailConnectAction = 'VERIFY_OTP' | 'VERIFY_DEVICE'
/** The answer to an e-mail update request (spec §4). */
export type EmailUpdateAction = 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'

/** Options of `createAuthConnector`. */
export type AuthConnectorOptions = {
  /** The secure frame's URL; default `kit.options.frameUrl`. */
  frameUrl?: string
  /** Default `'auth'`. */
  id?: string
  /** Default `'Email & Socials'`. */
  name?: string
  /** The namespace the connector reports; default the kit's default network's. The frame serves both. */
  namespace?: ChainNamespace
  /** How long a social login may take in its window. Default 10 minutes. */
  socialTimeoutMs?: number
  /** Passed to `createFrameClient` (tests pass fake windows; hosts may tune timeouts or the sandbox). */
  frame?: Partial<Omit<FrameClientOptions, 'frameUrl' | 'projectId' | 'chainId'>>
  /** How the bridge is loaded. Default `import('@kit/frame-bridge')`. */
  loadBridge?: () => Promise<Bridge>
  /**
   * How a social login leaves the page; default the kit's `socialLoginMode` (`'auto'`: a pop-up, or a full-page
   * redirect where pop-ups are blocked or in an in-app browser).
   */
  socialLoginMode?: SocialLoginMode
  /** The browser window of pop-ups and redirects. Default the global `window`. */
  window?: SocialLoginWindow
}

/** What a social login uses of the browser window. */
export type SocialLoginWindow = Pick<Window, 'open'> & {
  readonly navigator?: Pick<Navigator, 'userAgent'>
  readonly location?: Pick<Location, 'href' | 'assign'>
  readonly sessionStorage?: Pick<Storage, 'setItem'>
}

/** An EIP-1193 provider over the secure frame. */
export type AuthProvider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: 'accountsChanged' | 'chainChanged' | 'disconnect', listener: (payload: unknown) => void): void
  removeListener(event: string, listener: (payload: unknown) => void): void
}

/**
 * The auth connector: `Connector` plus the login steps the modal's views drive. After `connectOtp`,
 * `connectSocial` or `connectFarcaster` resolves, the login completes with `kit.connection.connect(connector.id)`.
 */
export type AuthConnector = Connector & {
  readonly type: 'auth'
  /**
   * Sends a sign-in code, or a device-approval link for a new device (spec §4).
   * @throws {EmailCooldownError} 'Please try again after N seconds' within 30 s of the previous request.
   * @throws {KitValidationError} 'Invalid email'.
   */
  connectEmail(parameters: { email: string }): Promise<{ action: EmailConnectAction }>
  /** Waits until the user approves this device from the e-mailed link. */
  connectDevice(): Promise<void>
  /** Checks the e-mailed code; the frame then holds the session. */
  connectOtp(parameters: { otp: string }): Promise<void>
  /**
   * Social login. Call it inside the user's click: the pop-up is opened before anything is awaited, so pop-up
   * blockers allow it (`popup` is one the caller opened itself; `null` means the caller's attempt was blocked).
   * With `socialLoginMode` `'auto'` (default) a blocked pop-up, or an in-app browser, makes it a full-page redirect:
   * the promise resolves `{mode: 'redirect'}` as the page leaves, and the login completes when the page comes back
   * (`createKit` resumes it). `'popup'` never redirects; `'redirect'` always does. In pop-up mode it resolves
   * `{mode: 'popup'}` when the frame holds the session; the result never passes through this page.
   * @throws {SocialLoginWindowError} the pop-up was blocked (mode `'popup'`) or closed before the login finished.
   */
  connectSocial(parameters: {
    provider: SocialProvider
    popup?: Window | null
  }): Promise<{ mode: 'popup' | 'redirect' }>
  /**
   * Back from a redirect: the frame redeems `result` (from `kitSocialResult`) with the verifier it kept in this tab,
   * or, for `error` (`kitSocialError`), drops it and rejects with the provider's reason. `provider` (the one the
   * redirect went to) is remembered as the connected social.
   */
  resumeSocial(parameters: { result?: string; error?: string; provider?: SocialProvider }): Promise<void>
  /** The URL the Farcaster QR code shows (a fresh channel each call). */
  getFarcasterUri(): Promise<{ url: string }>
  /** Resolves once the user approved in Farcaster. */
  connectFarcaster(): Promise<void>
  /** Starts an e-mail change (spec §4). */
  updateEmail(parameters: { email: string }): Promise<{ action: EmailUpdateAction }>
  /** The code sent to the current address. */
  updateEmailPrimaryOtp(parameters: { otp: string }): Promise<void>
  /** The code sent to the new address; the change is made and the new e-mail stored. */
  updateEmailSecondaryOtp(parameters: { otp: string }): Promise<{ newEmail: string }>
  /** Whether the frame has a session (the connection check); a false or failed check clears the login cache. */
  isConnected(): Promise<boolean>
  /** Shows the frame's approval UI over `slot` while an approval is pending; returns the function that detaches. */
  attachApprovalFrame(slot: HTMLElement): () => void
  /**
   * Rejects every pending unsafe request the user has not approved yet with 'Request was aborted' (the modal
   * closed). Returns how many. An approved request may already be on the chain: it still resolves with its result.
   */
  rejectRpcRequests(): number
  /** The e-mail of the last e-mail login, if stored. */
  getEmail(): string | undefined
  /** Whole seconds until another e-mail may be requested (0 when allowed now). */
  getTimeToNextEmailLogin(): number
  /** The secure frame's client once loaded (for diagnostics and tests). */
  readonly frame: FrameClient | undefined
  /** Removes the iframe and stops listening to the kit. */
  destroy(): void
}

const DEFAULT_SOCIAL_TIMEOUT_MS = 10 * 60_000
const SOCIAL_POPUP_FEATURES = 'width=600,height=800,scrollbars=yes'
/** A closed social window gets this long for the frame to finish (the result may be on its way). */
const SOCIAL_CLOSED_GRACE_MS = 3_000
const SOCIAL_POLL_MS = 500

/** A chain id as the frame reports it (number, decimal or CAIP-2) as a CAIP-2 id. */
export function toCaipNetworkId(chainId: string | number): CaipNetworkId {
  const text = String(chainId)
  return (/^\d+$/.test(text) ? `eip155:${text}` : text) as CaipNetworkId
}

/** The frame's user in core's shape (spec §3): accounts default to the address with the account type in force. */
export function toAuthUser(user: FrameAuthUser): AuthUser {
  const preferredAccountType = user.preferredAccountType ?? 'eoa'
  return {
    email: user.email ?? null,
    address: user.address,
    chainId: user.chainId,
    accounts: user.accounts?.length ? user.accounts : [{ address: user.address, type: preferredAccountType }],
    smartAccountDeployed: user.smartAccountDeployed ?? false,
    preferredAccountType,
    userName: user.userName ?? null,
  }
}

function toHexText(message: string): string {
  let hex = '0x'
  for (const byte of new TextEncoder().encode(message)) hex += byte.toString(16).padStart(2, '0')
  return hex
}

/**
 * Creates the auth connector of `kit`. Nothing loads until a login step, a connection check or a request needs the
 * frame: then the bridge is imported and the iframe created (hidden, sandboxed, on the frame's origin).
 *
 * @example
 * const auth = createAuthConnector(kit)
 * kit.connectors.register(auth)
 * await kit.connection.reconnect() // the connection check on load
 */
export function createAuthConnector(kit: Kit, options: AuthConnectorOptions = {}): AuthConnector {
  const frameUrl = options.frameUrl ?? kit.options.frameUrl
  const namespace = options.namespace ?? kit.options.defaultNetwork.chainNamespace
  const approval: ApprovalFrame = createApprovalFrame()
  const listeners = new Map<string, Set<(payload: unknown) => void>>()
  const unsubscribers: (() => void)[] = []
  let bridgeModule: Promise<Bridge> | undefined
  let client: Promise<FrameClient> | undefined
  let loaded: FrameClient | undefined
  let pendingApprovals = 0
  let destroyed = false

  const emit = (event: string, payload: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        listener(payload)
      } catch {
        // A host listener's failure is its own.
      }
    }
  }
  const isActive = () => kit.getState().connectors.active === connector.id

  function onUserChanged(user: FrameAuthUser | null) {
    if (!isActive() || kit.getState().account.status !== 'connected') return
    if (!user) {
      // Signed out inside the frame (or the session ended): the connection is gone.
      kit.connection.handleConnectionLost()
      emit('disconnect', undefined)
      return
    }
    const caipNetworkId = toCaipNetworkId(user.chainId)
    const before = kit.getState().account.address
    kit.account.setUser(toAuthUser(user))
    kit.account.setCaipAddress(`${caipNetworkId}:${user.address}`)
    if (before !== user.address) emit('accountsChanged', [user.address])
  }

  /** Sends the host's look and identity to the frame, so its approval UI matches and names the app. */
  async function syncHost(frame: FrameClient) {
    const { theme, options: kitOptions } = kit.getState()
    await Promise.allSettled([
      frame.request('SYNC_THEME', {
        themeMode: theme.mode,
        themeVariables: { ...theme.variables } as Record<string, string | number>,
      }),
      frame.request('SYNC_DAPP_DATA', {
        metadata: {
          name: kitOptions.metadata.name,
          description: kitOptions.metadata.description,
          url: kitOptions.metadata.url,
          icons: [...kitOptions.metadata.icons],
        },
        sdkVersion: W3M_COMPAT_VERSION,
        projectId: kitOptions.projectId,
      }),
    ])
  }

  /** The bridge module, imported once; a failed import is tried again next time. */
  function loadBridge(): Promise<Bridge> {
    bridgeModule ??= (options.loadBridge?.() ?? import('./bridge.js')).catch((error: unknown) => {
      bridgeModule = undefined
      throw new AuthFrameLoadError({ cause: error })
    })
    return bridgeModule
  }

  /** The frame client, created (and its iframe mounted) on first use. */
  function frameClient(): Promise<FrameClient> {
    if (destroyed)
      return Promise.reject(new AuthFrameLoadError({ details: 'The auth connector was destroyed.' }))
    client ??= (async () => {
      const bridge = await loadBridge()
      const frame = bridge.createFrameClient({
        ...options.frame,
        frameUrl,
        projectId: kit.options.projectId,
        chainId: kit.getState().network.active,
        title: options.frame?.title ?? 'Secure wallet',
      })
      frame.on('APPROVAL_REQUESTED', () => approval.show())
      frame.on('USER_CHANGED', ({ user }) => onUserChanged(user))
      await frame.mount()
      if (destroyed) {
        frame.destroy()
        throw new AuthFrameLoadError({ details: 'The auth connector was destroyed.' })
      }
      loaded = frame
      approval.setIframe(frame.iframe)
      void syncHost(frame)
      return frame
    })()
    // A failed load is not cached: the next step tries again with a fresh iframe.
    client.catch(() => {
      client = undefined
    })
    return client
  }

  async function request<N extends FrameRequestName>(
    name: N,
    params?: FrameRequestParams<N>,
    requestOptions?: FrameRequestOptions,
  ): Promise<FrameRequestResult<N>> {
    const frame = await frameClient()
    // The iframe may have been replaced after a reload of the frame; keep the placement on the live one.
    approval.setIframe(frame.iframe)
    return (frame.request as (n: N, p?: unknown, o?: FrameRequestOptions) => Promise<FrameRequestResult<N>>)(
      name,
      params,
      requestOptions,
    )
  }

  /** Loads the smart-account networks into the kit; [] on failure (spec §4). */
  async function loadSmartAccountNetworks(): Promise<number[]> {
    let chainIds: number[] = []
    try {
      chainIds = (await request('GET_SMART_ACCOUNT_ENABLED_NETWORKS')).smartAccountEnabledNetworks
    } catch {
      chainIds = []
    }
    kit.network.setSmartAccountEnabledNetworks(chainIds)
    return chainIds
  }

  /** Remembers what a successful login leaves behind (spec §3). */
  function storeLogin(user: AuthUser, caipNetworkId: CaipNetworkId) {
    if (user.email) {
      kit.storage.setEmail(user.email)
      kit.storage.setEmailLoginUsed()
    }
    if (user.userName) kit.storage.setSocialUsername(user.userName)
    const { namespace: chainNamespace, reference } = parseCaipNetworkId(caipNetworkId)
    kit.storage.setLastUsedChainId(chainNamespace === 'eip155' ? Number(reference) : reference)
  }

  async function connectAuth(caipNetworkId: CaipNetworkId | undefined): Promise<ConnectResult> {
    const wanted = caipNetworkId ?? kit.getState().network.active
    const frameUser = await request('GET_USER', { chainId: wanted })
    const user = toAuthUser(frameUser)
    const networkId = toCaipNetworkId(frameUser.chainId)
    storeLogin(user, networkId)
    await loadSmartAccountNetworks()
    return {
      address: user.address,
      caipNetworkId: networkId,
      accounts: user.accounts,
      preferredAccountType: user.preferredAccountType,
      smartAccountDeployed: user.smartAccountDeployed,
      user,
    }
  }

  async function isConnected(): Promise<boolean> {
    try {
      const { isConnected: connected } = await request('IS_CONNECTED')
      if (!connected) kit.storage.clearLoginCache()
      return connected
    } catch (error) {
      // A failed connection check clears every cached login key too (spec §4).
      kit.storage.clearLoginCache()
      throw error
    }
  }

  /** Opens (or moves) the modal to the approval view for an unsafe request; returns how to leave it. */
  function enterApprovalView(): () => void {
    const state = kit.getState()
    const opened = !state.modal.open
    if (opened) kit.modal.open({ view: 'ApproveTransaction' })
    else if (state.router.view !== 'ApproveTransaction') kit.router.push('ApproveTransaction')
    return () => {
      const now = kit.getState()
      if (!now.modal.open || now.router.view !== 'ApproveTransaction') return
      if (opened) kit.modal.close()
      else kit.router.goBack()
    }
  }

  /** Sends an RPC request through the frame: unknown methods refused, unsafe ones approved in the frame. */
  async function rpc(method: string, params: unknown): Promise<unknown> {
    // The frame's own allow-list (core's copy equals it, a test says so): the bridge is loaded by then anyway.
    const kind = (await loadBridge()).classifyRpcMethod(method)
    if (kind === 'unknown') {
      // Spec §6: refused with 'Requested RPC call is not allowed', shown as 'Action not allowed'.
      kit.toast.show(MESSAGES.rpcNotAllowedUi, 'error')
      throw new RpcMethodNotAllowedError(method)
    }
    if (kind === 'safe') {
      const frame = await frameClient()
      return frame.rpc({ method, params } as RpcRequest)
    }
    const frame = await frameClient()
    const leave = enterApprovalView()
    pendingApprovals++
    try {
      return await frame.rpc({ method, params } as RpcRequest)
    } finally {
      pendingApprovals--
      if (pendingApprovals === 0) approval.hide()
      leave()
    }
  }

  const provider: AuthProvider = {
    async request({ method, params }) {
      if (typeof method !== 'string')
        throw new KitValidationError('Invalid request', { details: 'method must be a string' })
      const state = kit.getState()
      switch (method) {
        case 'eth_requestAccounts':
        case 'eth_accounts':
          return state.account.status === 'connected' && state.account.address ? [state.account.address] : []
        case 'eth_chainId': {
          const network = kit.network.getActiveNetwork()
          if (network.chainNamespace !== 'eip155')
            throw new NotConnectedError('The active network is not an EVM chain.')
          return `0x${Number(network.id).toString(16)}`
        }
        case 'wallet_switchEthereumChain': {
          const chainId = Array.isArray(params)
            ? (params[0] as { chainId?: unknown } | undefined)?.chainId
            : undefined
          const id =
            typeof chainId === 'string' && /^0x[0-9a-fA-F]{1,16}$/.test(chainId)
              ? Number(BigInt(chainId))
              : undefined
          const network = id === undefined ? undefined : kit.network.findNetwork(id)
          if (!network)
            throw new KitValidationError(MESSAGES.networkNotFound, { details: String(chainId).slice(0, 80) })
          await connector.switchNetwork?.(network)
          kit.network.setActive(network.caipNetworkId)
          return null
        }
        default:
          return rpc(method, params)
      }
    },
    on(event, listener) {
      let set = listeners.get(event)
      if (!set) {
        set = new Set()
        listeners.set(event, set)
      }
      set.add(listener)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }

  /**
   * The redirect: the frame starts the login for `returnTo` (this page as it is) and keeps the verifier in its own
   * tab storage; this page remembers the provider for the connecting view when it comes back, then leaves.
   */
  async function redirectToProvider(social: SocialProvider, browser: SocialLoginWindow | undefined) {
    const location = browser?.location
    if (!location)
      throw new SocialLoginWindowError('This page cannot leave for the sign-in; allow pop-ups and try again')
    const { uri } = await request('GET_SOCIAL_REDIRECT_URI', {
      provider: social,
      mode: 'redirect',
      returnTo: socialReturnUrl(location.href),
    })
    try {
      browser?.sessionStorage?.setItem(SOCIAL_REDIRECT_PROVIDER_KEY, social)
    } catch {
      // Only the connecting view's picture is lost.
    }
    location.assign(uri)
  }

  function watchSocialWindow(popup: Window, controller: AbortController) {
    let closedAt: number | undefined
    const timer = setInterval(() => {
      let closed = false
      try {
        closed = popup.closed
      } catch {
        closed = false
      }
      if (!closed) return
      closedAt ??= Date.now()
      if (Date.now() - closedAt >= SOCIAL_CLOSED_GRACE_MS)
        controller.abort(
          new SocialLoginWindowError('The sign-in window was closed before the login finished'),
        )
    }, SOCIAL_POLL_MS)
    return () => clearInterval(timer)
  }

  const connector: AuthConnector = {
    id: options.id ?? 'auth',
    type: 'auth',
    name: options.name ?? 'Email & Socials',
    namespace,
    get frame() {
      return loaded
    },

    connect: ({ caipNetworkId }) => connectAuth(caipNetworkId),

    async reconnect({ caipNetworkId }) {
      // Reference §9.2.6: while an e-mail user's session is checked, the modal shows it is loading.
      const loading = kit.storage.isEmailLoginUsed()
      if (loading) kit.modal.setLoading(true)
      try {
        if (!(await isConnected())) return undefined
        return await connectAuth(caipNetworkId)
      } finally {
        if (loading) kit.modal.setLoading(false)
      }
    },

    async disconnect() {
      try {
        if (client) await request('SIGN_OUT')
      } finally {
        // Whatever the frame answered, nothing of the login stays here (spec §4).
        kit.storage.clearLoginCache()
        approval.hide()
      }
    },

    getProvider: async () => provider,

    async signMessage({ message, address }) {
      const signature = await provider.request({
        method: 'personal_sign',
        params: [toHexText(message), address],
      })
      return signature as string
    },

    async switchNetwork(network: Network) {
      await request('SWITCH_NETWORK', { chainId: network.caipNetworkId })
      kit.storage.setLastUsedChainId(
        network.chainNamespace === 'eip155' ? Number(network.id) : String(network.id),
      )
      if (kit.getState().account.status !== 'connected' || !isActive()) return
      const user = toAuthUser(await request('GET_USER', { chainId: network.caipNetworkId }))
      kit.account.setUser(user)
      kit.account.setCaipAddress(`${network.caipNetworkId}:${user.address}` as CaipAddress)
      emit(
        'chainChanged',
        network.chainNamespace === 'eip155' ? `0x${Number(network.id).toString(16)}` : network.caipNetworkId,
      )
    },

    async setPreferredAccountType(type: AccountType) {
      try {
        return await request('SET_PREFERRED_ACCOUNT', { type })
      } catch (error) {
        // Spec §4: failure to set the preferred account falls back to eoa.
        if (type === 'eoa') throw error
        return request('SET_PREFERRED_ACCOUNT', { type: 'eoa' })
      }
    },

    // Spec §4: failure to get the smart-account networks gives an empty list.
    getSmartAccountEnabledNetworks: loadSmartAccountNetworks,

    async syncTheme(theme: { mode: ThemeMode; variables: ThemeVariables }) {
      await request('SYNC_THEME', {
        themeMode: theme.mode,
        themeVariables: { ...theme.variables } as Record<string, string | number>,
      })
    },

    async connectEmail({ email }) {
      const trimmed = typeof email === 'string' ? email.trim() : ''
      if (!isEmail(trimmed))
        throw new KitValidationError('Invalid email', { details: 'Enter a valid e-mail address.' })
      // Spec §4, §5: e-mail login requests within 30 s of the last one are refused.
      kit.storage.assertEmailLoginAllowed()
      const answer = await request('CONNECT_EMAIL', { email: trimmed })
      kit.storage.setLastEmailLoginTime()
      kit.storage.setEmail(trimmed)
      return answer
    },

    async connectDevice() {
      await request('CONNECT_DEVICE')
    },

    async connectOtp({ otp }) {
      if (typeof otp !== 'string' || !otp.trim())
        throw new KitValidationError('Enter the code from the e-mail')
      await request('CONNECT_OTP', { otp: otp.trim() })
    },

    async connectSocial({ provider: social, popup }) {
      if (!isSocialProvider(social))
        throw new KitValidationError('Invalid social provider', { details: String(social) })
      const mode = options.socialLoginMode ?? kit.options.socialLoginMode
      const browser: SocialLoginWindow | undefined =
        options.window ?? (typeof window === 'undefined' ? undefined : window)
      const redirect =
        mode === 'redirect' || (mode === 'auto' && isInAppBrowser(browser?.navigator?.userAgent ?? ''))
      // Opened here, before the first await, so it is still inside the caller's click.
      const target = redirect
        ? null
        : popup === undefined
          ? (browser?.open('', 'kit-social', SOCIAL_POPUP_FEATURES) ?? null)
          : popup
      if (!target) {
        popup?.close()
        if (mode === 'popup')
          throw new SocialLoginWindowError('The sign-in window was blocked; allow pop-ups and try again')
        await redirectToProvider(social, browser)
        return { mode: 'redirect' }
      }
      let uri: string
      try {
        ;({ uri } = await request('GET_SOCIAL_REDIRECT_URI', { provider: social, mode: 'popup' }))
      } catch (error) {
        target.close()
        throw error
      }
      target.location.href = uri
      const controller = new AbortController()
      const stopWatching = watchSocialWindow(target, controller)
      try {
        const user = await request(
          'CONNECT_SOCIAL',
          { uri },
          {
            signal: controller.signal,
            timeoutMs: options.socialTimeoutMs ?? DEFAULT_SOCIAL_TIMEOUT_MS,
          },
        )
        kit.storage.setConnectedSocial(social)
        if (user.userName) kit.storage.setSocialUsername(user.userName)
        return { mode: 'popup' }
      } catch (error) {
        if (controller.signal.aborted && controller.signal.reason instanceof SocialLoginWindowError)
          throw controller.signal.reason
        throw error
      } finally {
        stopWatching()
        // Whatever happened, the sign-in window has nothing more to do.
        try {
          if (!target.closed) target.close()
        } catch {
          // Already gone.
        }
      }
    },

    async resumeSocial({ result, error, provider }) {
      const user = await request('RESUME_SOCIAL', {
        ...(result === undefined ? {} : { result }),
        ...(error === undefined ? {} : { error }),
      })
      if (provider) kit.storage.setConnectedSocial(provider)
      if (user.userName) kit.storage.setSocialUsername(user.userName)
    },

    async getFarcasterUri() {
      return request('GET_FARCASTER_URI')
    },

    async connectFarcaster() {
      const { userName } = await request('CONNECT_FARCASTER')
      kit.storage.setConnectedSocial('farcaster')
      if (userName) kit.storage.setSocialUsername(userName)
    },

    async updateEmail({ email }) {
      const trimmed = typeof email === 'string' ? email.trim() : ''
      if (!isEmail(trimmed))
        throw new KitValidationError('Invalid email', { details: 'Enter a valid e-mail address.' })
      const answer = await request('UPDATE_EMAIL', { email: trimmed })
      kit.storage.setLastEmailLoginTime()
      return answer
    },

    async updateEmailPrimaryOtp({ otp }) {
      await request('UPDATE_EMAIL_PRIMARY_OTP', { otp })
    },

    async updateEmailSecondaryOtp({ otp }) {
      const { newEmail } = await request('UPDATE_EMAIL_SECONDARY_OTP', { otp })
      kit.storage.setEmail(newEmail)
      kit.storage.setEmailLoginUsed()
      const user = kit.getState().account.user
      if (user && isActive()) kit.account.setUser({ ...user, email: newEmail })
      return { newEmail }
    },

    isConnected,

    attachApprovalFrame: (slot) => approval.attach(slot),

    rejectRpcRequests() {
      const count = loaded?.rejectRpcRequests() ?? 0
      // While an approved request runs, its card ("Sending…") stays on screen until the result is in.
      if (count > 0 && !loaded?.approvedCount) approval.hide()
      return count
    },

    getEmail: () => kit.storage.getEmail(),
    getTimeToNextEmailLogin: () => kit.storage.getTimeToNextEmailLogin(),

    destroy() {
      if (destroyed) return
      destroyed = true
      for (const unsubscribe of unsubscribers) unsubscribe()
      loaded?.destroy()
      loaded = undefined
      client = undefined
      listeners.clear()
    },
  }

  // Closing the modal rejects pending unsafe requests with 'Request was aborted' (reference §9.7), except those the
  // user already approved: their result (a hash, a signature) still reaches the caller.
  unsubscribers.push(
    kit.subscribe(
      (state) => state.modal.open,
      (open) => {
        if (!open) connector.rejectRpcRequests()
      },
    ),
    kit.subscribe(
      (state) => state.theme,
      (theme) => {
        if (loaded)
          void connector
            .syncTheme?.({ mode: theme.mode, variables: { ...theme.variables } })
            .catch(() => undefined)
      },
    ),
  )
  return connector
}
