// Test-only: the secure frame in memory. Two fake windows wired like a browser wires a page and its cross-origin
// iframe (cloned, asynchronous delivery; targetOrigin enforced; '*' refused), and a real frame-bridge server whose
// handlers play the frame's auth service and wallet.
import {
  type AuthUser,
  type BridgeMessageEvent,
  type BridgeMessageListener,
  createFrameServer,
  type FrameHostWindow,
  type FrameRequestHandlers,
  type FrameServer,
  type FrameServerWindow,
  type PostMessageTarget,
} from '@kit/frame-bridge'

export const HOST_ORIGIN = 'https://app.example'
export const FRAME_ORIGIN = 'https://frame.example'
export const FRAME_URL = 'https://frame.example/sdk'

class FakeWindow {
  readonly listeners = new Set<BridgeMessageListener>()
  addEventListener(type: string, listener: BridgeMessageListener): void {
    if (type === 'message') this.listeners.add(listener)
  }
  removeEventListener(type: string, listener: BridgeMessageListener): void {
    if (type === 'message') this.listeners.delete(listener)
  }
  dispatch(event: BridgeMessageEvent): void {
    for (const listener of [...this.listeners]) listener(event)
  }
}

class FakeWindowProxy implements PostMessageTarget {
  constructor(
    private readonly receiver: FakeWindow,
    private readonly receiverOrigin: string,
    private readonly senderOrigin: string,
    private readonly source: () => unknown,
  ) {}
  postMessage(message: unknown, targetOrigin: string): void {
    if (targetOrigin === '*') throw new Error('test: posted with targetOrigin "*"')
    const data = structuredClone(message)
    if (targetOrigin !== this.receiverOrigin) return
    queueMicrotask(() => this.receiver.dispatch({ data, origin: this.senderOrigin, source: this.source() }))
  }
}

/** What the fake frame knows and does; tests change it to steer the flows. */
export type FakeFrameState = {
  user: AuthUser | undefined
  signedIn: boolean
  smartAccountEnabledNetworks: number[] | 'fail'
  /** CONNECT_EMAIL's answer. */
  emailAction: 'VERIFY_OTP' | 'VERIFY_DEVICE'
  /** SET_PREFERRED_ACCOUNT refuses smart accounts. */
  refuseSmartAccount: boolean
  /** IS_CONNECTED fails. */
  connectionCheckFails: boolean
  /** Every request the frame received, in order. */
  requests: string[]
  /** Unsafe RPC requests wait here until a test answers them. */
  approvals: {
    method: string
    params: unknown
    signal: AbortSignal
    /** The user clicked Approve: the frame commits the request (APPROVED) before it runs. */
    commit(): void
    approve(result: unknown): void
    reject(error: Error): void
  }[]
  /** CONNECT_DEVICE / CONNECT_SOCIAL / CONNECT_FARCASTER wait here until a test completes them. */
  waits: Map<string, () => void>
  /** The params of the last GET_SOCIAL_REDIRECT_URI. */
  socialStart?: { provider: string; mode?: string | undefined; returnTo?: string | undefined }
  /** The result RESUME_SOCIAL redeems (as if its verifier were in this tab); anything else is refused. */
  resumableResult?: string | undefined
}

export const EOA = '0x1111111111111111111111111111111111111111'
export const SMART = '0x2222222222222222222222222222222222222222'

/** The frame's handlers over `state`: a tiny auth service and a wallet that lets tests answer approvals. */
export function fakeHandlers(
  state: FakeFrameState,
  server: () => FrameServer | undefined,
): FrameRequestHandlers {
  let chainId: string | number = 'eip155:80002'
  let type: 'eoa' | 'smartAccount' = 'eoa'
  const log = (name: string) => state.requests.push(name)
  const currentUser = (): AuthUser => {
    if (!state.signedIn || !state.user) throw new Error('Not signed in')
    return {
      ...state.user,
      chainId,
      address: type === 'smartAccount' ? SMART : EOA,
      preferredAccountType: type,
      accounts: [
        { address: EOA, type: 'eoa' },
        { address: SMART, type: 'smartAccount' },
      ],
    }
  }
  const waitFor = (name: string, signal: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      state.waits.set(name, resolve)
      signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true })
    })
  return {
    CONNECT_EMAIL: ({ email }) => {
      log('CONNECT_EMAIL')
      state.user = { email, address: EOA, chainId }
      return { action: state.emailAction }
    },
    CONNECT_DEVICE: async (_params, { signal }) => {
      log('CONNECT_DEVICE')
      await waitFor('CONNECT_DEVICE', signal)
    },
    CONNECT_OTP: ({ otp }) => {
      log('CONNECT_OTP')
      if (otp !== '123456') throw new Error('Invalid code')
      state.signedIn = true
    },
    GET_SOCIAL_REDIRECT_URI: (params) => {
      log('GET_SOCIAL_REDIRECT_URI')
      state.socialStart = params
      return { uri: `https://idp.example/authorize?provider=${params.provider}` }
    },
    RESUME_SOCIAL: ({ result, error }) => {
      log('RESUME_SOCIAL')
      if (error) throw new Error(`The social login did not complete (${error})`)
      if (!result || result !== state.resumableResult)
        throw new Error('This sign-in was not started in this tab, or it took too long; try again')
      state.resumableResult = undefined
      state.user = { email: 'social@example.com', address: EOA, chainId, userName: 'octocat' }
      state.signedIn = true
      return currentUser()
    },
    CONNECT_SOCIAL: async (_params, { signal }) => {
      log('CONNECT_SOCIAL')
      await waitFor('CONNECT_SOCIAL', signal)
      state.user = { email: 'social@example.com', address: EOA, chainId, userName: 'octocat' }
      state.signedIn = true
      return currentUser()
    },
    GET_FARCASTER_URI: () => {
      log('GET_FARCASTER_URI')
      return { url: 'https://farcaster.example/connect?channel=abc' }
    },
    CONNECT_FARCASTER: async (_params, { signal }) => {
      log('CONNECT_FARCASTER')
      await waitFor('CONNECT_FARCASTER', signal)
      state.user = { email: null, address: EOA, chainId, userName: 'dwr' }
      state.signedIn = true
      return { userName: 'dwr' }
    },
    GET_USER: (params) => {
      log('GET_USER')
      if (params?.chainId !== undefined) chainId = params.chainId
      return currentUser()
    },
    IS_CONNECTED: () => {
      log('IS_CONNECTED')
      if (state.connectionCheckFails) throw new Error('session service down')
      return { isConnected: state.signedIn }
    },
    GET_CHAIN_ID: () => ({ chainId }),
    SWITCH_NETWORK: ({ chainId: next }) => {
      log('SWITCH_NETWORK')
      chainId = next
      return { chainId }
    },
    SIGN_OUT: () => {
      log('SIGN_OUT')
      state.signedIn = false
    },
    UPDATE_EMAIL: () => {
      log('UPDATE_EMAIL')
      return { action: 'VERIFY_PRIMARY_OTP' }
    },
    UPDATE_EMAIL_PRIMARY_OTP: () => {
      log('UPDATE_EMAIL_PRIMARY_OTP')
    },
    UPDATE_EMAIL_SECONDARY_OTP: () => {
      log('UPDATE_EMAIL_SECONDARY_OTP')
      if (state.user) state.user = { ...state.user, email: 'new@example.com' }
      return { newEmail: 'new@example.com' }
    },
    SYNC_THEME: () => {
      log('SYNC_THEME')
    },
    SYNC_DAPP_DATA: () => {
      log('SYNC_DAPP_DATA')
    },
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => {
      log('GET_SMART_ACCOUNT_ENABLED_NETWORKS')
      if (state.smartAccountEnabledNetworks === 'fail') throw new Error('unavailable')
      return { smartAccountEnabledNetworks: state.smartAccountEnabledNetworks }
    },
    SET_PREFERRED_ACCOUNT: ({ type: next }) => {
      log(`SET_PREFERRED_ACCOUNT:${next}`)
      if (next === 'smartAccount' && state.refuseSmartAccount)
        throw new Error('Smart accounts are not available')
      type = next
      return { type, address: next === 'smartAccount' ? SMART : EOA }
    },
    RPC_REQUEST: (request, { id, signal, commit }) => {
      log(`RPC_REQUEST:${request.method}`)
      if (request.method === 'eth_blockNumber') return '0x10'
      return new Promise((resolve, reject) => {
        server()?.emit('APPROVAL_REQUESTED', { id, method: request.method as 'personal_sign' })
        state.approvals.push({
          method: request.method,
          params: 'params' in request ? request.params : undefined,
          signal,
          commit,
          approve: resolve,
          reject,
        })
      })
    },
  }
}

/** A host window and a frame window with a real frame-bridge server in the frame. */
export function createFakeFrame() {
  const hostWindow = new FakeWindow()
  const frameWindow = new FakeWindow()
  const iframes: HTMLIFrameElement[] = []
  let server: FrameServer | undefined
  const frameProxy: FakeWindowProxy = new FakeWindowProxy(
    frameWindow,
    FRAME_ORIGIN,
    HOST_ORIGIN,
    () => parentProxy,
  )
  const parentProxy: FakeWindowProxy = new FakeWindowProxy(
    hostWindow,
    HOST_ORIGIN,
    FRAME_ORIGIN,
    () => frameProxy,
  )
  const state: FakeFrameState = {
    user: undefined,
    signedIn: false,
    smartAccountEnabledNetworks: [80002],
    emailAction: 'VERIFY_OTP',
    refuseSmartAccount: false,
    connectionCheckFails: false,
    requests: [],
    approvals: [],
    waits: new Map(),
  }
  const frame = Object.assign(frameWindow, {
    parent: parentProxy,
    document: { referrer: `${HOST_ORIGIN}/` },
  }) as FakeWindow & FrameServerWindow

  // The frame's document "loads" once the host appends the iframe: the server starts then and says READY.
  const startWhenConnected = (element: HTMLIFrameElement) => {
    const check = () => {
      if (!element.isConnected) return void setTimeout(check, 0)
      server?.destroy()
      server = createFrameServer({
        allowedParentOrigins: [HOST_ORIGIN],
        handlers: fakeHandlers(state, () => server),
        window: frame,
        logger: { debug() {}, warn() {}, error() {} },
      })
    }
    setTimeout(check, 0)
  }

  const host = Object.assign(hostWindow, {
    document: {
      createElement(tagName: 'iframe') {
        const element = document.createElement(tagName)
        Object.defineProperty(element, 'contentWindow', {
          configurable: true,
          get: () => (element.isConnected ? frameProxy : null),
        })
        iframes.push(element)
        startWhenConnected(element)
        return element
      },
      get body() {
        return document.body
      },
    },
  }) as FakeWindow & FrameHostWindow

  return {
    host,
    state,
    iframes,
    get server() {
      return server
    },
    /** Posts a message to the host as if from `source` (forgery tests). */
    forge(data: unknown, origin = FRAME_ORIGIN, source: unknown = frameProxy) {
      hostWindow.dispatch({ data, origin, source })
    },
    /** Completes a request that waits for the user (CONNECT_DEVICE, CONNECT_SOCIAL, CONNECT_FARCASTER). */
    complete(name: string) {
      const resolve = state.waits.get(name)
      if (!resolve) throw new Error(`test: ${name} is not waiting`)
      state.waits.delete(name)
      resolve()
    },
  }
}

/** Waits until `predicate` holds (polling on timers), or fails after `ms`. */
export async function until(predicate: () => boolean, ms = 2_000): Promise<void> {
  const start = Date.now()
  while (!predicate()) {
    if (Date.now() - start > ms) throw new Error('test: condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}
