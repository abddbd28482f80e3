// What the views need from parts of core that are still being built (the auth connector of issue 7, the
// WalletConnect connector and SIWE of issue 5). Each is a small, optional interface: a view works (or explains
// that the step is unavailable) whether or not the connector implements it yet.
import type { Connector, Kit, SocialProvider } from '@kit/core'
import { FlowUnavailableError } from '../errors.js'

/** The answer to an e-mail login request (spec §4): which code step comes next. */
export type EmailConnectAction = 'VERIFY_OTP' | 'VERIFY_DEVICE'

/** The answer to an e-mail update request (spec §4). */
export type EmailUpdateAction = 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'

/**
 * The e-mail, social and Farcaster steps of the auth (secure-frame) connector. After `connectOtp`,
 * `connectSocial` or `connectFarcaster` resolves, the modal completes the login with `kit.connection.connect(id)`.
 */
export type AuthConnectorFlows = {
  /** Sends a code or a device link; rejects with 'Please try again after N seconds' within the cooldown. */
  connectEmail(parameters: { email: string }): Promise<{ action: EmailConnectAction }>
  /** Waits until the user approves this device from the e-mail link. */
  connectDevice(): Promise<void>
  connectOtp(parameters: { otp: string }): Promise<void>
  /**
   * Runs the social login in `popup` (opened by the modal inside the click, so pop-up blockers allow it) and
   * resolves when the frame has the session.
   */
  connectSocial(parameters: { provider: SocialProvider; popup: Window | null }): Promise<void>
  /** The URL the Farcaster QR code shows. */
  getFarcasterUri(): Promise<{ url: string }>
  /** Resolves once the user approved in Farcaster. */
  connectFarcaster(): Promise<void>
  updateEmail(parameters: { email: string }): Promise<{ action: EmailUpdateAction }>
  updateEmailPrimaryOtp(parameters: { otp: string }): Promise<void>
  updateEmailSecondaryOtp(parameters: { otp: string }): Promise<{ newEmail?: string } | undefined>
  /**
   * Shows the secure frame's approval UI over `slot` (positioned, not moved: moving an iframe reloads it);
   * returns the function that hides it again.
   */
  attachApprovalFrame(slot: HTMLElement): () => void
}

/** A connector that reports events; a WalletConnect connector reports its pairing URI as `displayUri`. */
export type ConnectorEventSource = {
  onEvent(listener: (event: { readonly type: string; readonly uri?: string }) => void): () => void
}

/** Sign-in with wallet (issue 5). */
export type SiweFlow = {
  signIn(): Promise<unknown>
  /** True once signed in for the connected account. */
  isAuthenticated?(): boolean
}

/** The auth connector with whichever of the flows it implements. */
export type AuthConnector = Connector & Partial<AuthConnectorFlows>

/** The registered auth connector, if any. */
export function authConnector(kit: Kit): AuthConnector | undefined {
  return kit.connectors.getAuthConnector() as AuthConnector | undefined
}

/** The WalletConnect pairing URI core keeps in state (`connection.wcUri`, issue 5), when it does. */
export function pairingUriOf(state: unknown): string | undefined {
  const uri = (state as { connection?: { wcUri?: unknown } }).connection?.wcUri
  return typeof uri === 'string' && uri ? uri : undefined
}

/** True once the connected account has signed in with its wallet (core's `siwe.status`, issue 5). */
export function isSiweAuthenticated(kit: Kit): boolean {
  const status = (kit.getState() as { siwe?: { status?: unknown } }).siwe?.status
  return status === 'success' || siweFlow(kit)?.isAuthenticated?.() === true
}

/** The SIWE flow of the kit, once core has one. */
export function siweFlow(kit: Kit): SiweFlow | undefined {
  const candidate = (kit as Kit & { siwe?: SiweFlow }).siwe
  return candidate && typeof candidate.signIn === 'function' ? candidate : undefined
}

/** The named step of the auth connector, or a rejection that says it is missing. */
export function requireAuthStep<step extends keyof AuthConnectorFlows>(
  kit: Kit,
  step: step,
): { connector: AuthConnector; run: AuthConnectorFlows[step] } {
  const connector = authConnector(kit)
  const method = connector?.[step]
  if (!connector || typeof method !== 'function') throw new FlowUnavailableError(step)
  return {
    connector,
    run: (method as (...args: unknown[]) => unknown).bind(connector) as AuthConnectorFlows[step],
  }
}
