import { bindActions } from '../bind.js'
import type { KitContext } from '../context.js'
import { lazy } from '../lazy.js'
import { defaultSiweState } from '../state.js'
import type { SiweSession } from '../types.js'

/**
 * Sign-in with wallet (EIP-4361). The host's backend issues nonces, verifies signatures and keeps the session
 * (the `siwe` option); Kit builds the message, has the wallet sign it and follows the session.
 */
export type SiweController = {
  /** True when sign-in with wallet is on (`features.siwe`, with the `siwe` option). */
  readonly enabled: boolean
  /** True when the backend session belongs to the connected account. */
  isAuthenticated(): boolean
  /**
   * Signs in the connected EVM account: a nonce from the backend, the EIP-4361 message, the wallet's
   * signature, the backend's verification, then its session. The modal closes if it shows ConnectingSiwe.
   * @throws {SiweError} 'Signature declined' when the wallet refuses, 'Error verifying SIWE signature' when
   * the backend does not accept it or keeps no session.
   * @throws {NotConnectedError} without a connected EVM account.
   */
  signIn(): Promise<SiweSession>
  /** Ends the backend session (errors are logged) and forgets it. */
  signOut(): Promise<void>
  /** The wallet disconnected: forget the session, and sign out when `signOutOnDisconnect` (default). */
  handleDisconnect(): void
}

const siweActions = () => import('./siwe.actions.js')

/** True when the backend session belongs to the connected account. */
export function isSiweAuthenticated(ctx: KitContext): boolean {
  const { siwe, account } = ctx.state
  return siwe.status === 'success' && siwe.session?.address.toLowerCase() === account.address?.toLowerCase()
}

/** The wallet disconnected: forget the session, and sign out when `signOutOnDisconnect` (default). */
export function forgetSiweSession(ctx: KitContext): void {
  const signedIn = ctx.state.siwe.session !== undefined
  Object.assign(ctx.state.siwe, defaultSiweState())
  if (signedIn) void siweActions().then(({ afterDisconnect }) => afterDisconnect(ctx))
}

/** `kit.siwe`. Signing in loads its code (and viem's siwe utilities) on first use. */
export const createSiweController = (ctx: KitContext): SiweController => ({
  enabled: ctx.options.features.siwe,
  ...bindActions<Omit<SiweController, 'enabled'>>(ctx, {
    isAuthenticated: isSiweAuthenticated,
    signIn: lazy(siweActions, 'signIn'),
    signOut: lazy(siweActions, 'signOut'),
    handleDisconnect: forgetSiweSession,
  }),
})
