// Test-only: the secure frame in memory. The fake page-and-iframe windows of `@kit/frame-bridge/testing` (cloned,
// asynchronous delivery; targetOrigin enforced; '*' refused), and a real frame-bridge server whose handlers play
// the frame's auth service and wallet.
import {
  type AuthUser,
  createFrameServer,
  type FrameRequestContext,
  type FrameRequestHandlers,
  type FrameServer,
} from '@kit/frame-bridge'
import { createWindowPair, FRAME_ORIGIN, HOST_ORIGIN } from '@kit/frame-bridge/testing'
import type { Kit } from '../../kit.js'
import type { KitOptions } from '../../options.js'
import { createTestKit } from '../../test-utils.js'
import { createAuthConnector } from './authConnector.js'
import type { AuthConnector, AuthConnectorOptions } from './types.js'

export { FRAME_ORIGIN, FRAME_URL, HOST_ORIGIN } from '@kit/frame-bridge/testing'

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
  /**
   * Requests the frame answers on its own UI first (a login protecting or opening the wallet): it sends
   * INPUT_REQUESTED and waits until a test calls `fake.finishInput(name)`, then answers as usual.
   */
  userInput: Set<string>
  /** The requests whose INPUT_REQUESTED was sent, in order. */
  inputs: string[]
  /** The user gives up on the frame's card for a request: it fails with the frame's 'User rejected the request'. */
  cancels: Map<string, () => void>
  /** ADD_RECOVERY_METHOD's answer once the user finishes its card (`fake.finishInput('ADD_RECOVERY_METHOD')`). */
  recoveryKind: 'passkey' | 'password'
  /** EXPORT_KEY shows its card only after a recent login; otherwise it refuses at once. */
  recentLogin: boolean
  /** What MANAGE_SESSIONS answers once the user closes its card (`fake.finishInput('MANAGE_SESSIONS')`). */
  sessionsEnded: number
  /** The user ends this device's session on the MANAGE_SESSIONS card: the frame signs out (USER_CHANGED to nobody). */
  endsOwnSession: boolean
  /**
   * What MANAGE_RECOVERY_METHODS answers once the user closes its card
   * (`fake.finishInput('MANAGE_RECOVERY_METHODS')`).
   */
  recoveryMethodsRemoved: number
  /** The params of the last GET_SOCIAL_REDIRECT_URI. */
  socialStart?: { provider: string; mode?: string | undefined; returnTo?: string | undefined }
  /** The result RESUME_SOCIAL redeems (as if its verifier were in this tab); anything else is refused. */
  resumableResult?: string | undefined
  /** After the provider's answer (and the commit), CONNECT_SOCIAL finishes with the server once this settles. */
  socialServerExchange?: Promise<void> | undefined
}

export const EOA = '0x1111111111111111111111111111111111111111'
export const SMART = '0x2222222222222222222222222222222222222222'

/** The frame's handlers over `state`: a tiny auth service and a wallet that lets tests answer approvals. */
export function fakeHandlers(
  state: FakeFrameState,
  server: () => FrameServer | undefined,
): FrameRequestHandlers {
  const handlers = plainHandlers(state, server)
  type AnyHandler = (params: unknown, context: FrameRequestContext) => unknown
  const wrapped: Record<string, AnyHandler> = {}
  for (const [name, handler] of Object.entries(handlers) as [string, AnyHandler][]) {
    wrapped[name] = async (params, context) => {
      if (state.userInput.has(name)) await onCard(state, name, context)
      return handler(params, context)
    }
  }
  return wrapped as FrameRequestHandlers
}

/**
 * The frame's own card for request `name`: INPUT_REQUESTED, then a wait until the test finishes it
 * (`fake.finishInput`), the user cancels on it (`fake.cancelInput`), or the host aborts.
 */
function onCard(state: FakeFrameState, name: string, { waitForUser, signal }: FrameRequestContext) {
  waitForUser()
  state.inputs.push(name)
  return new Promise<void>((resolve, reject) => {
    const key = `input:${name}`
    const forget = () => {
      state.waits.delete(key)
      state.cancels.delete(key)
    }
    state.waits.set(key, resolve)
    state.cancels.set(key, () => {
      forget()
      reject(new Error('User rejected the request'))
    })
    signal.addEventListener(
      'abort',
      () => {
        forget()
        reject(new Error('aborted'))
      },
      { once: true },
    )
  })
}

function plainHandlers(state: FakeFrameState, server: () => FrameServer | undefined): FrameRequestHandlers {
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
    START_SOCIAL_REDIRECT: (params) => {
      log('START_SOCIAL_REDIRECT')
      state.socialStart = params
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
    CONNECT_SOCIAL: async (_params, { signal, commit }) => {
      log('CONNECT_SOCIAL')
      await waitFor('CONNECT_SOCIAL', signal)
      // As the frame does: the provider's answer is in, so the login is committed, then finished with the server.
      commit()
      await state.socialServerExchange
      state.user = { email: 'social@example.com', address: EOA, chainId, userName: 'octocat' }
      state.signedIn = true
      return currentUser()
    },
    CONNECT_PASSKEY_AUTOFILL: async ({ field }, { signal }) => {
      log(`CONNECT_PASSKEY_AUTOFILL ${field}`)
      await waitFor('CONNECT_PASSKEY_AUTOFILL', signal)
      state.user = { email: null, address: EOA, chainId }
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
    // As Kit's frame: the change is confirmed on its own card (the current address's code is typed there), and the
    // answer, once the card completes, is the code sent to the new address. The host never hands over the first code.
    UPDATE_EMAIL: async (_params, context) => {
      log('UPDATE_EMAIL')
      currentUser()
      await onCard(state, 'UPDATE_EMAIL', context)
      return { action: 'VERIFY_SECONDARY_OTP' }
    },
    UPDATE_EMAIL_PRIMARY_OTP: () => {
      log('UPDATE_EMAIL_PRIMARY_OTP')
      throw new Error('Enter the code for your current e-mail in the secure frame')
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
    SYNC_LOCALE: ({ locale }) => {
      log(`SYNC_LOCALE:${locale}`)
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
    ADD_RECOVERY_METHOD: async (_params, context) => {
      log('ADD_RECOVERY_METHOD')
      currentUser()
      await onCard(state, 'ADD_RECOVERY_METHOD', context)
      return { kind: state.recoveryKind }
    },
    EXPORT_KEY: async (_params, context) => {
      log('EXPORT_KEY')
      currentUser()
      if (!state.recentLogin) throw new Error('Sign in again to export your key')
      // The keys show on the card only; the answer carries nothing.
      await onCard(state, 'EXPORT_KEY', context)
    },
    MANAGE_SESSIONS: async (_params, context) => {
      log('MANAGE_SESSIONS')
      currentUser()
      await onCard(state, 'MANAGE_SESSIONS', context)
      if (state.endsOwnSession) {
        state.signedIn = false
        server()?.emit('USER_CHANGED', { user: null })
      }
      return { ended: state.sessionsEnded }
    },
    MANAGE_RECOVERY_METHODS: async (_params, context) => {
      log('MANAGE_RECOVERY_METHODS')
      currentUser()
      // The fresh proof of the user and the list are on the card; the answer is only how many were removed.
      await onCard(state, 'MANAGE_RECOVERY_METHODS', context)
      return { removed: state.recoveryMethodsRemoved }
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
  let server: FrameServer | undefined
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
    userInput: new Set(),
    inputs: [],
    cancels: new Map(),
    recoveryKind: 'passkey',
    recentLogin: true,
    sessionsEnded: 0,
    endsOwnSession: false,
    recoveryMethodsRemoved: 0,
  }
  // The frame's document "loads" once the host appends the iframe: the server starts then and says READY.
  const pair = createWindowPair({
    onCreateIframe(element) {
      const check = () => {
        if (!element.isConnected) return void setTimeout(check, 0)
        server?.destroy()
        server = createFrameServer({
          allowedParentOrigins: [HOST_ORIGIN],
          handlers: fakeHandlers(state, () => server),
          window: pair.frame,
          logger: { debug() {}, warn() {}, error() {} },
        })
      }
      setTimeout(check, 0)
    },
  })
  const { host, iframes, frameProxy } = pair
  const complete = (name: string) => {
    const resolve = state.waits.get(name)
    if (!resolve) throw new Error(`test: ${name} is not waiting`)
    state.waits.delete(name)
    resolve()
  }

  return {
    host,
    state,
    iframes,
    get server() {
      return server
    },
    /** Posts a message to the host as if from `source` (forgery tests). */
    forge(data: unknown, origin = FRAME_ORIGIN, source: unknown = frameProxy) {
      host.dispatch({ data, origin, source })
    },
    /** Completes a request that waits for the user (CONNECT_DEVICE, CONNECT_SOCIAL, CONNECT_FARCASTER). */
    complete,
    /** The user finished on the frame's own UI for `name` (see `userInput`): the frame answers it now. */
    finishInput: (name: string) => {
      state.cancels.delete(`input:${name}`)
      complete(`input:${name}`)
    },
    /** The user cancelled on the frame's own UI for `name`: it fails with 'User rejected the request'. */
    cancelInput: (name: string) => {
      const cancel = state.cancels.get(`input:${name}`)
      if (!cancel) throw new Error(`test: ${name} shows no card`)
      cancel()
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

/**
 * A test kit with an auth connector of `options`, registered the way a host's is: passed to `createKit` and made by
 * discovery, with the kit's reactions. The connector is destroyed with the kit.
 */
export async function createAuthKit(
  kitOptions: Partial<KitOptions>,
  options: AuthConnectorOptions,
): Promise<{ kit: Kit; connector: AuthConnector }> {
  const kit = createTestKit({ ...kitOptions, connectors: [createAuthConnector(options)] })
  await kit.connectors.discover()
  const connector = kit.connectors.getAuthConnector() as AuthConnector
  return { kit, connector }
}
