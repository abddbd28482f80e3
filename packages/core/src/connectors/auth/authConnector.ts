// The auth connector: e-mail, social and Farcaster logins with an embedded wallet that lives in the secure frame
// (another origin). The bridge and the iframe load on first use only. Like every connector it gets the kit's options,
// its storage and `emit`, and tells the kit what changed through its results and events. This file puts the parts
// together:
// - `frameSession.ts`: loading the bridge, mounting the iframe, syncing the host's look and identity;
// - `provider.ts`: the EIP-1193 provider over the frame;
// - `loginSteps.ts`: the e-mail, social, Farcaster and e-mail-change steps;
// - `walletCards.ts`: adding a recovery method, exporting the key, the signed-in devices and the recovery methods, on
//   the frame's own cards;
// - `connection.ts`: the `Connector` part (connect, restore, disconnect, switch network, account type).
// The kit's reaction to its UI events (modal, router, toasts) is `followAuthConnector` in `reactions.ts`.
import type { ConnectorFactory, ConnectorFactoryParameters } from '../../options.js'
import { type ApprovalFrame, createApprovalFrame } from './approvalFrame.js'
import { createAuthConnection } from './connection.js'
import { createEmitter } from './events.js'
import { createFrameSession } from './frameSession.js'
import { createLoginSteps } from './loginSteps.js'
import { createAuthProvider } from './provider.js'
import { createWalletCards } from './walletCards.js'
import type { AuthConnector, AuthConnectorEvent, AuthConnectorOptions, WalletState } from './types.js'

export { toAuthUser, toCaipNetworkId } from './connection.js'
export type {
  AuthConnector,
  AuthConnectorEvent,
  AuthConnectorOptions,
  AuthProvider,
  EmailConnectAction,
  EmailUpdateAction,
  RecoveryMethodKind,
  SocialLoginWindow,
} from './types.js'

/**
 * The auth connector, from what every connector factory gets (the kit's options, its storage and `emit`). It
 * reports the account's changes through `emit` (`user`, `chainChanged`, `disconnect`) and its UI's needs (approvals,
 * refused methods, session checks) as {@link AuthConnectorEvent}s; it never writes the kit's state and never touches
 * the modal, the router or the toasts.
 */
export function buildAuthConnector(
  { options: kitOptions, storage, emit }: ConnectorFactoryParameters,
  options: AuthConnectorOptions = {},
): AuthConnector {
  const id = options.id ?? 'auth'
  const wallet: WalletState = {
    user: undefined,
    caipNetworkId: kitOptions.defaultNetwork.caipNetworkId,
    theme: { mode: kitOptions.themeMode ?? 'light', variables: { ...kitOptions.themeVariables } },
    locale: kitOptions.locale,
  }
  const events = createEmitter<AuthConnectorEvent>()
  const approval: ApprovalFrame = createApprovalFrame(events)
  const session = createFrameSession({
    kitOptions,
    options,
    wallet,
    approval,
    onUserChanged: (user) => onUserChanged(user),
  })
  const provider = createAuthProvider({
    options: kitOptions,
    emit,
    wallet,
    session,
    approval,
    events,
    switchNetwork: (network) => connection.switchNetwork?.(network) ?? Promise.resolve(),
  })
  const { onUserChanged, ...connection } = createAuthConnection({
    storage,
    emit,
    wallet,
    session,
    approval,
    provider,
    events,
  })
  let destroyed = false

  return {
    id,
    type: 'auth',
    name: options.name ?? 'Email & Socials',
    namespace: options.namespace ?? kitOptions.defaultNetwork.chainNamespace,
    get frame() {
      return session.loaded
    },
    ...connection,
    ...createLoginSteps({ kitOptions, storage, emit, options, wallet, session }),
    ...createWalletCards({ session }),
    attachApprovalFrame: (slot) => approval.attach(slot),
    // The placement hides once the rejected requests settle; an approved request still running keeps its card
    // ("Sending…") on screen until the result is in.
    rejectRpcRequests: () => session.loaded?.rejectRpcRequests() ?? 0,
    cancelUserInput: () => session.loaded?.cancelUserInput() ?? 0,
    onAuthEvent: (listener) => events.on(listener),
    destroy() {
      if (destroyed) return
      destroyed = true
      session.destroy()
      provider.clear()
      events.clear()
    },
  }
}

/**
 * The auth connector for `createKit({ connectors: [...] })`, for a host that wants other options than the kit's
 * own (a fake window in tests, another id, frame timeouts). `createKit` registers one by itself when
 * `features.email`, `features.socials` or `features.farcaster` asks for it; a host's takes its place. Nothing loads
 * until a login step, a connection check or a request needs the frame: then the bridge is imported and the iframe
 * created (hidden, sandboxed, on the frame's origin). The kit's modal follows it as it follows its own: an unsafe
 * request, or a login waiting for the user in the frame, opens ApproveTransaction, a refused method shows a toast,
 * and closing the modal rejects the requests not approved yet and cancels the logins waiting for the user.
 *
 * @example
 * const kit = createKit({ projectId, networks, connectors: [createAuthConnector({ frame: { timeoutMs: 20_000 } })] })
 */
export function createAuthConnector(options: AuthConnectorOptions = {}): ConnectorFactory {
  return (parameters) => buildAuthConnector(parameters, options)
}
