// One handler per request the host may send (`FrameRequestHandlers`): the login steps (e-mail, device, social,
// Farcaster), the session and account questions, the network, the account's cards (the e-mail change, the signed-in
// devices), the wallet's cards (add a way to open it, export its keys), the host's look, and RPC.
import type { FrameRequestHandlers } from '@kit/frame-bridge'
import { AuthServiceError, FlowStateError, NotSignedInError, UnsupportedRequestError } from '../errors.js'
import type { AccountManagement } from './accountManagement.js'
import type { PasskeyLogin } from '../passkey/passkeyLogin.js'
import { SOCIAL_CALLBACK_PATH } from '../socialMessage.js'
import { createResultVerifier } from '../socialVerifier.js'
import { randomId } from '../store.js'
import { applyTheme } from '../theme.js'
import { sleep } from '../async.js'
import type { FrameContext } from './context.js'
import { configuredNetworks, requireConfiguredNetwork } from './networks.js'
import { createRpcHandler } from './rpc.js'
import type { LoginRequest, Session, Sessions } from './session.js'
import type { SocialLogin } from './socialLogin.js'
import { startSocialRedirect } from './socialRedirect.js'
import type { WalletManagement } from './walletManagement.js'

/** How long a device approval may take (the server's link lives 15 minutes). */
const DEVICE_WAIT_MS = 15 * 60_000

/** The parts the handlers drive. `document` receives the host's theme. */
export type FrameHandlerParts = {
  sessions: Sessions
  social: SocialLogin
  wallet: WalletManagement
  account: AccountManagement
  /** "Continue with a passkey" (passkey/passkeyLogin.ts), loaded the first time it is chosen. */
  passkeyLogin: () => Promise<PasskeyLogin>
  document: Document
}

/** Creates the request handlers of one frame. */
export function createFrameHandlers(context: FrameContext, parts: FrameHandlerParts): FrameRequestHandlers {
  const { sessions, social, wallet, account, passkeyLogin, document } = parts
  const { api, store, redirectVerifiers, pollIntervalMs } = context
  /** The e-mail a code or device link was sent to, until the login completes. */
  let pendingEmail: string | undefined
  /** The networks the host may move the frame to. */
  const networks = configuredNetworks(context.config)
  /** The Farcaster channel the QR code shows, until it completes or expires. */
  let farcaster: { channelToken: string; pollSecret: string } | undefined

  /**
   * Runs `work` for the signed-in session; a session the server has ended meanwhile (on another device, or expired)
   * signs the frame out.
   */
  async function signedInWork<T>(request: LoginRequest, work: (current: Session) => Promise<T>): Promise<T> {
    const current = await sessions.require(request.signal)
    try {
      return await work(current)
    } catch (error) {
      if (sessions.endedOnServer(error)) throw new NotSignedInError()
      throw error
    }
  }

  return {
    async CONNECT_EMAIL({ email }, { signal }) {
      // The host's SYNC_LOCALE may still be loading its pack when the visitor presses Continue: the mails speak the
      // language once it is in force, as the cards do.
      const { locale } = await context.language.settled()
      const answer = await api.emailConnect(email, store.deviceId(), signal, locale)
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
    async CONNECT_OTP({ otp }, request) {
      const email = pendingEmail
      if (!email) throw new FlowStateError('Enter your e-mail first')
      await sessions.signedIn(await api.emailVerify(email, store.deviceId(), otp, request.signal), request)
      pendingEmail = undefined
      return undefined
    },
    async GET_SOCIAL_REDIRECT_URI({ provider }, { signal }) {
      const { verifier, challenge } = await createResultVerifier()
      const flow = randomId()
      const callback = `${context.frameOrigin}${SOCIAL_CALLBACK_PATH}?flow=${encodeURIComponent(flow)}`
      // The server's pages on the way (an expired sign-in) speak the frame's language.
      const { locale } = await context.language.settled()
      const { uri } = await api.socialStart(
        provider,
        { returnTo: callback, resultChallenge: challenge, locale },
        signal,
      )
      social.flow = { flow, uri, verifier, waiters: new Set() }
      return { uri }
    },
    START_SOCIAL_REDIRECT(params, request) {
      social.flow = undefined
      return startSocialRedirect(context, params, request)
    },
    async CONNECT_SOCIAL({ uri }, request) {
      const { signal } = request
      const flow = social.flow
      if (!flow) throw new FlowStateError('Start the social login first')
      let result: string | undefined
      const url = new URL(uri)
      if (url.origin === context.frameOrigin && url.searchParams.get('flow') === flow.flow)
        // The host may hand over the pop-up's final URL itself (the W3M frame protocol's shape).
        result = url.searchParams.get('result') ?? `error:${url.searchParams.get('error') ?? 'cancelled'}`
      else if (uri === flow.uri) result = await social.waitForResult(flow, signal)
      else throw new FlowStateError('This is not the social login the frame started')
      social.flow = undefined
      if (result.startsWith('error:'))
        throw new AuthServiceError(`The social login did not complete (${result.slice(6)})`)
      // The provider has answered: the sign-in window may close now, and the login finishes whatever the host does.
      request.commit()
      const answer = await api.socialConnect(result, flow.verifier, signal)
      const current = await sessions.signedIn(answer, request)
      return sessions.describeUser(current, answer.userName)
    },
    async RESUME_SOCIAL({ result, error }, request) {
      const { signal } = request
      // One use: whatever happens next, this tab's pending redirect is over.
      const verifier = redirectVerifiers.take()
      if (error !== undefined || result === undefined)
        throw new AuthServiceError(`The social login did not complete (${error ?? 'no result'})`)
      if (!verifier)
        throw new FlowStateError('This sign-in was not started in this tab, or it took too long; try again')
      const answer = await api.socialConnect(result, verifier, signal)
      const current = await sessions.signedIn(answer, request)
      return sessions.describeUser(current, answer.userName)
    },
    async GET_FARCASTER_URI(_params, { signal }) {
      const channel = await api.farcasterChannel(signal)
      farcaster = { channelToken: channel.channelToken, pollSecret: channel.pollSecret }
      return { url: channel.url }
    },
    async CONNECT_FARCASTER(_params, request) {
      const { signal } = request
      const channel = farcaster
      if (!channel) throw new FlowStateError('Show the Farcaster QR code first')
      for (;;) {
        const status = await api.farcasterStatus(channel.channelToken, channel.pollSecret, signal)
        if (status.state === 'completed') {
          farcaster = undefined
          await sessions.signedIn(status, request)
          return { userName: status.userName ?? '' }
        }
        if (status.state === 'expired') {
          farcaster = undefined
          throw new FlowStateError('The Farcaster request expired; try again')
        }
        await sleep(pollIntervalMs, signal)
      }
    },
    CONNECT_PASSKEY: async (params, request) => (await passkeyLogin()).connect(params?.mode, request),
    CONNECT_PASSKEY_AUTOFILL: async ({ field }, request) => (await passkeyLogin()).autofill(field, request),
    async GET_USER(params, { signal }) {
      if (params?.chainId !== undefined) context.chainId = requireConfiguredNetwork(params.chainId, networks)
      const current = await sessions.require(signal)
      if (
        params?.preferredAccountType &&
        (params.preferredAccountType === 'eoa' || context.smartAccountsHere())
      )
        store.setPreferredAccountType(current.user.id, params.preferredAccountType)
      return sessions.describeUser(current)
    },
    async IS_CONNECTED(_params, { signal }) {
      const token = store.getSessionToken()
      if (!token) return { isConnected: false }
      try {
        await sessions.require(signal)
        return { isConnected: true }
      } catch (error) {
        if (error instanceof NotSignedInError) return { isConnected: false }
        throw error
      }
    },
    GET_CHAIN_ID: () => ({ chainId: context.chainId }),
    SWITCH_NETWORK({ chainId: next }) {
      // Only a network the frame is set up for (L11); the card's Network row still names the one in force.
      context.chainId = requireConfiguredNetwork(next, networks)
      if (sessions.current) void sessions.announceUser(sessions.current)
      return { chainId: context.chainId }
    },
    async SIGN_OUT() {
      const token = store.getSessionToken()
      sessions.forget()
      pendingEmail = undefined
      farcaster = undefined
      social.flow = undefined
      if (token) await api.logout(token).catch(() => undefined)
      context.emit('USER_CHANGED', { user: null })
      return undefined
    },
    UPDATE_EMAIL: ({ email }, request) =>
      signedInWork(request, (current) => account.updateEmail(current, email, request)),
    UPDATE_EMAIL_PRIMARY_OTP() {
      // The code sent to the current address proves the user; a host that collects it could phish it (N1).
      throw new FlowStateError('Enter the code for your current e-mail in the secure frame')
    },
    UPDATE_EMAIL_SECONDARY_OTP: ({ otp }, request) =>
      signedInWork(request, async (current) => {
        const { newEmail } = await api.emailUpdateSecondary(current.token, otp, request.signal)
        current.user = { ...current.user, email: newEmail }
        void sessions.announceUser(current)
        return { newEmail }
      }),
    ADD_RECOVERY_METHOD: (_params, request) =>
      signedInWork(request, (current) => wallet.addRecoveryMethod(current, request)),
    EXPORT_KEY: (_params, request) =>
      signedInWork(request, async (current) => {
        await wallet.exportKey(current, request)
        return undefined
      }),
    MANAGE_SESSIONS: (_params, request) =>
      signedInWork(request, (current) => account.manageSessions(current, request)),
    MANAGE_RECOVERY_METHODS: (_params, request) =>
      signedInWork(request, (current) => wallet.manageRecoveryMethods(current, request)),
    SYNC_THEME(theme) {
      applyTheme(document.documentElement, theme)
      return undefined
    },
    // Only a language the frame ships; anything else is English (a page can pick a language, never send text).
    async SYNC_LOCALE({ locale }) {
      await context.language.use([locale])
      return undefined
    },
    SYNC_DAPP_DATA({ metadata }) {
      context.appName = metadata?.name || undefined
      return undefined
    },
    // The chain's truth: the configured chains whose bundler supports EntryPoint v0.8.
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: async () => ({
      smartAccountEnabledNetworks: [...(await context.smartAccountChainsInForce())],
    }),
    async SET_PREFERRED_ACCOUNT({ type }, { signal }) {
      const current = await sessions.require(signal)
      // The configuration, at once; the host offers the switch only where the chain's bundler answers (above).
      if (type === 'smartAccount' && !context.smartAccountsHere())
        throw new UnsupportedRequestError('Smart accounts are not available on this network', {
          details: context.chainId,
        })
      store.setPreferredAccountType(current.user.id, type)
      void sessions.announceUser(current)
      return { type, address: sessions.activeAccount(current).address }
    },
    RPC_REQUEST: createRpcHandler(context, sessions),
  }
}
