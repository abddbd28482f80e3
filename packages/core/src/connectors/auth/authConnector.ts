// The auth connector: e-mail, social and Farcaster logins with an embedded wallet that lives in the secure frame
// (another origin). The bridge and the iframe load on first use only. This file puts the parts together:
// - `frameSession.ts`: loading the bridge, mounting the iframe, syncing the host's look and identity;
// - `provider.ts`: the EIP-1193 provider over the frame;
// - `loginSteps.ts`: the e-mail, social, Farcaster and e-mail-change steps;
// - `walletCards.ts`: adding a recovery method, exporting the key, the signed-in devices and the recovery methods, on
//   the frame's own cards;
// - `connection.ts`: the `Connector` part (connect, restore, disconnect, switch network, account type);
// - `followAuthConnector.ts`: the kit's reaction to the connector's events (modal, router, toasts).
import type { Kit } from '../../kit.js'
import { type ApprovalFrame, createApprovalFrame } from './approvalFrame.js'
import { createAuthConnection } from './connection.js'
import { createEmitter } from './events.js'
import { followAuthConnector } from './followAuthConnector.js'
import { createFrameSession } from './frameSession.js'
import { createLoginSteps } from './loginSteps.js'
import { createAuthProvider } from './provider.js'
import { createWalletCards } from './walletCards.js'
import type { AuthConnector, AuthConnectorEvent, AuthConnectorKit, AuthConnectorOptions } from './types.js'

export { toAuthUser, toCaipNetworkId } from './connection.js'
export type {
  AuthConnector,
  AuthConnectorEvent,
  AuthConnectorKit,
  AuthConnectorOptions,
  AuthProvider,
  EmailConnectAction,
  EmailUpdateAction,
  RecoveryMethodKind,
  SocialLoginWindow,
} from './types.js'

/**
 * The auth connector on its own: it reports approvals, refused methods and session checks as
 * {@link AuthConnectorEvent}s and never touches the modal, the router or the toasts (its `kit` type has none of
 * them). {@link createAuthConnector} adds the kit's reaction; use this one to show the connector's UI yourself.
 */
export function buildAuthConnector(kit: AuthConnectorKit, options: AuthConnectorOptions = {}): AuthConnector {
  const id = options.id ?? 'auth'
  const isActive = () => kit.getState().connectors.active === id
  const events = createEmitter<AuthConnectorEvent>()
  const approval: ApprovalFrame = createApprovalFrame(events)
  const session = createFrameSession({
    kit,
    options,
    approval,
    onUserChanged: (user) => onUserChanged(user),
  })
  const provider = createAuthProvider({
    kit,
    session,
    approval,
    events,
    switchNetwork: (network) => connection.switchNetwork?.(network) ?? Promise.resolve(),
  })
  const { onUserChanged, ...connection } = createAuthConnection({
    kit,
    session,
    approval,
    provider,
    events,
    isActive,
  })
  let destroyed = false

  return {
    id,
    type: 'auth',
    name: options.name ?? 'Email & Socials',
    namespace: options.namespace ?? kit.options.defaultNetwork.chainNamespace,
    get frame() {
      return session.loaded
    },
    ...connection,
    ...createLoginSteps({ kit, options, session, isActive }),
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
 * Creates the auth connector of `kit`. Nothing loads until a login step, a connection check or a request needs the
 * frame: then the bridge is imported and the iframe created (hidden, sandboxed, on the frame's origin). The kit's
 * modal follows the connector: an unsafe request, or a login waiting for the user in the frame, opens
 * ApproveTransaction, a refused method shows a toast, and closing the modal rejects the requests not approved yet and
 * cancels the logins waiting for the user (see `followAuthConnector`).
 *
 * @example
 * const auth = createAuthConnector(kit)
 * kit.connectors.register(auth)
 * await kit.connection.reconnect() // the connection check on load
 */
export function createAuthConnector(kit: Kit, options: AuthConnectorOptions = {}): AuthConnector {
  const connector = buildAuthConnector(kit, options)
  const stopFollowing = followAuthConnector(kit, connector)
  const destroy = connector.destroy
  connector.destroy = () => {
    stopFollowing()
    destroy()
  }
  return connector
}
