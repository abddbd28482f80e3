// The secure frame's app: the bridge server with one handler per request, put together from
// - `frame/context.ts`: the services and the active network the parts share;
// - `frame/session.ts`: the signed-in session and its wallet (split keys, protected or recovered on the frame's own
//   cards), and the user as the host sees it;
// - `frame/socialLogin.ts`: the pop-up social login's result from the callback page;
// - `frame/rpc.ts`: RPC requests, unsafe ones approved on the frame's own card;
// - `frame/stepUp.ts`: a fresh proof of the user (a code to the e-mail, the login passkey, the recovery passkey or
//   password) on the frame's card before what changes who controls the account;
// - `frame/walletManagement.ts`: adding a way to open the wallet, and exporting its keys, on the frame's cards;
// - `frame/accountManagement.ts`: the e-mail change and the signed-in devices, on the frame's cards;
// - `frame/handlers.ts`: the `FrameRequestHandlers` map.
import {
  type AllowedParentOrigins,
  createFrameServer,
  type FrameLogger,
  type FrameServer,
  type FrameServerWindow,
} from '@kit/frame-bridge'
import { type AccountUi, createAccountUi } from './account/accountUi.js'
import { type ApprovalUi, createApprovalUi } from './ui/approvalUi.js'
import { createAuthApi } from './authApi.js'
import { createFrameLanguage } from './locales/index.js'
import { secureWindowLanguage } from './locales/secureWindow.js'
import type { FrameStartConfig } from './config.js'
import { createAccountManagement } from './frame/accountManagement.js'
import { createFrameContext } from './frame/context.js'
import { createFrameHandlers } from './frame/handlers.js'
import { createSessions } from './frame/session.js'
import { createSocialLogin } from './frame/socialLogin.js'
import { createStepUp } from './frame/stepUp.js'
import { createRpIdPolicy } from './passkey/rpIdPolicy.js'
import { lazyLoginPasskeys } from './passkey/lazyLoginPasskeys.js'
import type { LoginPasskeyCeremonies } from './passkey/loginCeremony.js'
import { createWalletManagement } from './frame/walletManagement.js'
import type { PasskeyLogin } from './passkey/passkeyLogin.js'
import { createDeviceShareStore, type DeviceShareStore } from './keys/deviceShareStore.js'
import { browserPasskeys, type RecoveryPasskeys } from './keys/passkey.js'
import { createProofKeyStore, createProofSigner, type ProofKeyStore } from './keys/proofKey.js'
import { createRecoveryUi, type RecoveryUi } from './ui/recoveryUi.js'
import {
  type CardMethod,
  drawnOn,
  frameSurface,
  reportsVisibility,
  SECURE_WINDOW_PATH,
  secureWindowSurface,
} from './cards/cardSurface.js'
import { createRedirectVerifierStore } from './socialVerifier.js'
import { createFrameStore, type KeyValueStorage, randomId } from './store.js'

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
  /** Where this device's wallet shares are kept. Default IndexedDB on the frame's origin. */
  deviceShares?: DeviceShareStore
  /** Where the key sessions are bound to is kept. Default IndexedDB on the frame's origin. */
  proofKeys?: ProofKeyStore
  /** The passkey ceremonies; default the browser's WebAuthn. */
  passkeys?: RecoveryPasskeys
  /** The login passkey's ceremonies on the cards (a step-up, a new passkey); default the browser's WebAuthn. */
  loginPasskeys?: LoginPasskeyCeremonies
  fetch?: typeof fetch
  /** The approval UI; default the DOM one in `document.body`. */
  ui?: ApprovalUi
  /** The wallet's protect and recovery cards; default the DOM ones in `document.body`. */
  recoveryUi?: RecoveryUi
  /** The account's cards (e-mail change, step-up code, signed-in devices); default the DOM ones in `document.body`. */
  accountUi?: AccountUi
  /**
   * The device's clock (ms since the epoch); `Date.now` by default. The server's clock is learnt from its answers;
   * tests move this one to play a device whose clock is off, or time passing.
   */
  now?: () => number
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

/**
 * Starts the secure frame: the bridge server (only the project's allowed parent origins, only `window.parent`)
 * with one handler per request, backed by the Kit server's auth service and the embedded wallet. The session token
 * stays in this origin's storage, bound to a key that never leaves it; wallet keys are rebuilt from two shares in
 * memory only; unsafe RPC requests are shown in the frame's own approval UI.
 */
export function startFrameApp(options: FrameAppOptions): FrameApp {
  const { config, document } = options
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init))
  const now = options.now ?? (() => Date.now())
  const proofKeys = createProofSigner(options.proofKeys ?? createProofKeyStore())
  const api = createAuthApi({
    serverUrl: config.serverUrl,
    projectId: config.projectId,
    // The server's passkey RP ID only where the frame would make and ask passkeys itself (never the server's pick).
    rpIdPolicy: createRpIdPolicy(options.frameOrigin, config.passkeyRpIds),
    fetch: fetchImpl,
    // Proofs are dated with the server's time, which the client passes in `request.now`.
    signProof: (request) => proofKeys.sign(request),
    now,
    // The codes it mails come in the language the frame's cards speak (`language`, set up just below), once a
    // language the host just asked for is in force.
    locale: async () => (await language.settled()).locale,
  })
  const lifetime = new AbortController()
  // The browser's languages until the host names one (SYNC_LOCALE).
  const language = createFrameLanguage()
  void language.use(document.defaultView?.navigator.languages ?? [])
  /** The language a recovery or account card opens in, with its texts. */
  const cardsIn = <K extends 'recovery' | 'account'>(cards: K) => {
    const texts = language.current()
    return { locale: texts.locale, dir: texts.dir, texts: texts[cards] }
  }
  // Where the browser cannot report the frame's visibility, the cards that approve something open in a window of
  // the frame's origin. Cards that use a passkey stay in the frame: the passkey needs the user's press there.
  const inSecureWindow = !reportsVisibility(document.defaultView)
  const surface = inSecureWindow
    ? secureWindowSurface({
        document,
        root: document.body,
        url: new URL(SECURE_WINDOW_PATH, options.frameOrigin).href,
        // The prompt speaks the frame's language; its packs load only here, where the secure window is used.
        language: secureWindowLanguage(language),
      })
    : frameSurface(document, document.body)
  const onSurface = <U extends { [K in M]: CardMethod }, M extends keyof U>(
    create: (document: Document, root: HTMLElement) => U,
    methods: readonly M[],
  ): U => {
    const inFrame = create(document, document.body)
    return inSecureWindow ? drawnOn(surface, inFrame, create, methods) : inFrame
  }
  const context = createFrameContext({
    config,
    frameOrigin: options.frameOrigin,
    api,
    store: createFrameStore(options.storage, randomId),
    deviceShares: options.deviceShares ?? createDeviceShareStore(),
    proofKeys,
    passkeys: options.passkeys ?? browserPasskeys,
    loginPasskeys: options.loginPasskeys ?? lazyLoginPasskeys,
    redirectVerifiers: createRedirectVerifierStore(options.sessionStorage),
    ui: options.ui ?? createApprovalUi(document, document.body, surface, language.current),
    language,
    recoveryUi:
      options.recoveryUi ??
      onSurface((doc, root) => createRecoveryUi(doc, root, () => cardsIn('recovery')), ['exportKey']),
    accountUi:
      options.accountUi ??
      onSurface(
        (doc, root) => createAccountUi(doc, root, () => cardsIn('account')),
        ['changeEmail', 'confirmByEmail', 'manageSessions', 'manageRecoveryMethods'],
      ),
    now,
    logger: options.logger,
    pollIntervalMs: options.pollIntervalMs ?? 1000,
    lifetime: lifetime.signal,
    fetch: fetchImpl,
    server: () => server,
  })
  const sessions = createSessions(context, document)
  const stepUp = createStepUp(context, document)
  const social = createSocialLogin(options.window, options.frameOrigin)
  // The passkey login's code loads only when a visitor chooses it.
  let passkeyLogin: Promise<PasskeyLogin> | undefined

  const allowedParentOrigins: AllowedParentOrigins =
    config.allowedParentOrigins ??
    (async (origin: string) => {
      const project = await api.projectConfig(config.projectId, lifetime.signal)
      return project.allowedOrigins.includes(origin)
    })

  const server = createFrameServer({
    allowedParentOrigins,
    handlers: createFrameHandlers(context, {
      sessions,
      social,
      wallet: createWalletManagement(context, stepUp, document),
      account: createAccountManagement(context, sessions, stepUp),
      passkeyLogin: () =>
        (passkeyLogin ??= import('./passkey/passkeyLogin.js').then(({ createPasskeyLogin }) =>
          createPasskeyLogin(context, sessions, document),
        )),
      document,
    }),
    window: options.window,
    ...(options.logger ? { logger: options.logger } : {}),
  })

  return {
    server,
    get chainId() {
      return context.chainId
    },
    destroy() {
      lifetime.abort()
      social.destroy()
      server.destroy()
    },
  }
}
