// The auth connector's public shapes: its options, its EIP-1193 provider, the login steps the modal's views drive,
// and the events it reports to the kit.
import type { CaipNetworkId, ChainNamespace } from '@kit/chains'
import type { FrameClient, FrameClientOptions } from '@kit/frame-bridge'
import type {
  ApprovalPurpose,
  AuthUser,
  Connector,
  SocialProvider,
  ThemeMode,
  ThemeVariables,
} from '../../types.js'

/** What `@kit/frame-bridge` offers; loaded with `import()` the first time the frame is needed. */
export type Bridge = typeof import('@kit/frame-bridge')

/** The answer to an e-mail login request: which step comes next. */
export type EmailConnectAction = 'VERIFY_OTP' | 'VERIFY_DEVICE'
/**
 * The answer to an e-mail update request: which code the host collects next. Kit's frame answers
 * `VERIFY_SECONDARY_OTP` only (the current address's code is typed on its own card); `VERIFY_PRIMARY_OTP` is for a
 * host's own connector written against Web3Modal.
 */
export type EmailUpdateAction = 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'
/** A way to open the embedded wallet on a new device: a passkey or a recovery password. */
export type RecoveryMethodKind = 'passkey' | 'password'

/** Options of `createAuthConnector`. */
export type AuthConnectorOptions = {
  /** The secure frame's URL; default the kit's `frameUrl` option. */
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
  /** The browser window of pop-ups and redirects. Default the global `window`. */
  window?: SocialLoginWindow
}

/** What a social login uses of the browser window. */
export type SocialLoginWindow = Pick<Window, 'open'> & {
  readonly navigator?: Pick<Navigator, 'userAgent'>
  readonly location?: Pick<Location, 'href'>
  readonly sessionStorage?: Pick<Storage, 'setItem' | 'removeItem'>
}

/** An EIP-1193 provider over the secure frame. */
export type AuthProvider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: 'accountsChanged' | 'chainChanged' | 'disconnect', listener: (payload: unknown) => void): void
  removeListener(event: string, listener: (payload: unknown) => void): void
}

/**
 * What the auth connector reports to whoever shows its UI (the kit's modal, see `followAuthConnector` in
 * `reactions.ts`). The connector itself never opens the modal, moves the router or shows a toast.
 * - `approvalRequested`: the frame waits for the user on its own UI; `requestId` pairs it with its `approvalSettled`
 *   (the request resolved or failed). `purpose` says why: `approve` an unsafe request, or, during a login, protect or
 *   open the `wallet`.
 * - `requestRefused`: `method` is on neither the safe nor the unsafe list and was refused without asking the frame.
 * - `sessionCheck`: the connection check of a restore started (`pending: true`) or ended (`pending: false`).
 */
export type AuthConnectorEvent =
  | { readonly type: 'approvalRequested'; readonly requestId: number; readonly purpose: ApprovalPurpose }
  | { readonly type: 'approvalSettled'; readonly requestId: number; readonly purpose: ApprovalPurpose }
  | { readonly type: 'requestRefused'; readonly method: string }
  | { readonly type: 'sessionCheck'; readonly pending: boolean }

/**
 * What the connector knows of its own wallet; it reads nothing of the kit's state. The kit learns the same through
 * the connector's results and events.
 */
export type WalletState = {
  /** The frame's user while this connector is connected (from its connect or restore until its disconnect). */
  user: AuthUser | undefined
  /** The network the frame was last asked for (the kit's default network until then). */
  caipNetworkId: CaipNetworkId
  /** The host's theme, sent to the frame when it loads (`syncTheme` keeps it current). */
  theme: { mode: ThemeMode; variables: ThemeVariables }
  /** The host's language, sent to the frame when it loads (`syncLocale` keeps it current); unset: the frame's own. */
  locale: string | undefined
}

/**
 * The auth connector: `Connector` plus the login steps the modal's views drive. After `connectOtp`,
 * `connectSocial` or `connectFarcaster` resolves, the login completes with `kit.connection.connect(connector.id)`.
 */
export type AuthConnector = Connector & {
  readonly type: 'auth'
  /**
   * Sends a sign-in code, or a device-approval link for a new device.
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
  /**
   * "Continue with a passkey": the frame shows its own passkey card (reported as an approval for the `wallet`, since
   * the ceremony needs the user's press in the frame). `signUp` makes a new account whose only login is a new
   * passkey; `signIn` uses one the user has; without `mode` the card offers both. Resolves once the frame holds the
   * session and has opened the wallet (the passkey's PRF output seals or opens its recovery share in the frame).
   * @throws {FrameError} 'User rejected the request' when the user cancels on the card; the frame's message when
   * the passkey has no PRF support (the user then signs up with e-mail or a social account).
   */
  connectPasskey(parameters?: { mode?: 'signUp' | 'signIn' }): Promise<void>
  /**
   * The secure frame's URL (the kit's `frameUrl` unless this connector was given its own): the frame-hosted e-mail
   * field that offers passkey autofill is a page of its origin.
   */
  readonly frameUrl: string
  /**
   * Passkey autofill on the frame-hosted e-mail field `field` (shown by the host while this waits): resolves once a
   * passkey picked from that field's autofill signed the user in and the frame opened the wallet, as `connectPasskey`'s
   * sign-in does. Waits for as long as the field shows; abort `signal` when it goes away or another way is picked.
   * @throws the signal's reason once aborted; the frame's refusal (passkeys off on the server, an unknown passkey).
   */
  connectPasskeyAutofill(parameters: { field: string; signal: AbortSignal }): Promise<void>
  /**
   * Starts an e-mail change. Kit's frame confirms it on its own card (the old and the new address and, for an
   * account with an e-mail, the code sent to the current address, typed there): while the card shows, the frame is
   * reported as an `approvalRequested` for the `wallet`. It answers `VERIFY_SECONDARY_OTP` once the card completes
   * (a code has gone to the new address); `VERIFY_PRIMARY_OTP` comes only from a host's own connector.
   * @throws {FrameError} 'User rejected the request' when the user cancels on the card.
   * @throws {RequestAbortedError} 'Request was aborted' when the card is closed from the host (`cancelUserInput()`).
   */
  updateEmail(parameters: { email: string }): Promise<{ action: EmailUpdateAction }>
  /**
   * The code sent to the current address, for a connector that answered `VERIFY_PRIMARY_OTP`. Kit's frame refuses it
   * ('Enter the code for your current e-mail in the secure frame'): that code is typed on its own card only.
   */
  updateEmailPrimaryOtp(parameters: { otp: string }): Promise<void>
  /** The code sent to the new address; the change is made and the new e-mail stored. */
  updateEmailSecondaryOtp(parameters: { otp: string }): Promise<{ newEmail: string }>
  /**
   * Adds a way to open the wallet on a new device, on the frame's own card: the user confirms with a method the
   * wallet already has, then adds a passkey (or a recovery password when the wallet has none). While the card shows,
   * the frame is reported as an `approvalRequested` for the `wallet`. Resolves with the kind added.
   * @throws {FrameError} 'User rejected the request' when the user cancels on the card.
   * @throws {RequestAbortedError} 'Request was aborted' when the card is closed from the host (`cancelUserInput()`).
   */
  addRecoveryMethod(): Promise<{ kind: RecoveryMethodKind }>
  /**
   * Shows the wallet's keys on the frame's own card (they never reach this page); resolves when the user closes it.
   * While the card shows, the frame is reported as an `approvalRequested` for the `wallet`.
   * @throws {FrameError} 'Sign in again to export your key' unless the login happened in the frame a few minutes ago.
   * @throws {RequestAbortedError} 'Request was aborted' when the card is closed from the host (`cancelUserInput()`).
   */
  exportKey(): Promise<void>
  /**
   * Shows the user's signed-in devices on the frame's own card, each with "Sign out", plus "Sign out of all other
   * devices"; resolves with how many sessions were ended once the user closes it. Ending this device's session signs
   * the frame out (a `USER_CHANGED` to nobody, and the kit disconnects). While the card shows, the frame is reported
   * as an `approvalRequested` for the `wallet`.
   * @throws {RequestAbortedError} 'Request was aborted' when the card is closed from the host (`cancelUserInput()`).
   */
  manageSessions(): Promise<{ ended: number }>
  /**
   * Shows the wallet's ways to open it on a new device (its passkeys and recovery password) on the frame's own card,
   * each with "Remove" while more than one is left, after a fresh proof of the user as for `addRecoveryMethod`;
   * resolves with how many were removed once the user closes it. Removing one deletes the server's share of its
   * split, so a copy of its record opens nothing. While the card shows, the frame is reported as an
   * `approvalRequested` for the `wallet`.
   * @throws {FrameError} 'User rejected the request' when the user cancels the proof on the card.
   * @throws {RequestAbortedError} 'Request was aborted' when the card is closed from the host (`cancelUserInput()`).
   */
  manageRecoveryMethods(): Promise<{ removed: number }>
  /**
   * Whether the frame has a session (the connection check); a false or failed check clears the login cache.
   * @throws {ConnectionCheckUnavailableError} when the frame never answered (it could not load or mount, or stayed
   * silent): no check was made, and the login cache stays.
   */
  isConnected(): Promise<boolean>
  /** Shows the frame's approval UI over `slot` while an approval is pending; returns the function that detaches. */
  attachApprovalFrame(slot: HTMLElement): () => void
  /**
   * Rejects every pending unsafe request the user has not approved yet with 'Request was aborted' (the modal
   * closed). Returns how many. An approved request may already be on the chain: it still resolves with its result.
   */
  rejectRpcRequests(): number
  /**
   * Rejects every request for which the frame waits for the user on its own UI (a login protecting or opening the
   * wallet, a recovery method being added, the key shown for export) with 'Request was aborted' (the modal closed);
   * the step then fails. Returns how many.
   */
  cancelUserInput(): number
  /** The e-mail of the last e-mail login, if stored. */
  getEmail(): string | undefined
  /** Whole seconds until another e-mail may be requested (0 when allowed now). */
  getTimeToNextEmailLogin(): number
  /** Calls `listener` with each {@link AuthConnectorEvent}; returns the unsubscribe function. */
  onAuthEvent(listener: (event: AuthConnectorEvent) => void): () => void
  /** The secure frame's client once loaded (for diagnostics and tests). */
  readonly frame: FrameClient | undefined
  /** Removes the iframe and drops every listener. */
  destroy(): void
}
