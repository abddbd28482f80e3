// Sign-in with wallet, loaded on first use (it brings viem's EIP-4361 utilities).
import { createSiweMessage } from 'viem/siwe'
import { isUserRejection } from '../connectors/walletError.js'
import type { KitContext } from '../context.js'
import { BaseError, errorMessage, NotConnectedError } from '../errors/kit.js'
import { SiweError } from '../errors/wallet.js'
import { withTimeout } from '../services/timeout.js'
import type { SiweSession } from '../types.js'

/** The reference's texts for a failed sign-in. */
export const SIWE_MESSAGES = Object.freeze({
  declined: 'Signature declined',
  notVerified: 'Error verifying SIWE signature',
  smartAccount: 'This application might not support Smart Accounts',
})

/** How long Kit waits for one of the host backend's SIWE callbacks. */
export const SIWE_BACKEND_TIMEOUT_MS = 30_000

/** A host callback, bounded in time: a backend that never answers must not hold the wallet's events up. */
function backend<value>(call: () => Promise<value>, what: string): Promise<value> {
  return withTimeout(
    Promise.resolve().then(call),
    SIWE_BACKEND_TIMEOUT_MS,
    () =>
      new SiweError(SIWE_MESSAGES.notVerified, {
        details: `${what} took longer than ${SIWE_BACKEND_TIMEOUT_MS} ms.`,
      }),
  )
}

/** Back to signed out: no session, no error. */
function forget(ctx: KitContext) {
  ctx.state.siwe.status = 'idle'
  ctx.state.siwe.session = undefined
  ctx.state.siwe.error = undefined
}

const same = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase()

/** A session as Kit keeps it, or undefined for anything else the backend returns. */
function readSession(value: unknown): SiweSession | undefined {
  const session = value as Partial<SiweSession> | null | undefined
  if (typeof session?.address !== 'string' || !Number.isSafeInteger(Number(session.chainId))) return undefined
  return { address: session.address, chainId: Number(session.chainId) }
}

/** Shows ConnectingSiwe: pushed when the modal is open, otherwise the modal opens on it. */
function askToSignIn(ctx: KitContext) {
  if (ctx.state.modal.open) ctx.parts.pushView(ctx, 'ConnectingSiwe')
  else ctx.parts.openModal(ctx, { view: 'ConnectingSiwe' })
}

/** Tells the backend the session is over; failures are logged. */
export async function signOutBackend(ctx: KitContext): Promise<void> {
  try {
    const config = ctx.options.siwe
    if (config) await backend(() => config.signOut(), 'signOut')
  } catch (error) {
    ctx.logger.warn('Signing out of the backend failed', error)
  }
  ctx.options.siwe?.onSignOut?.()
  ctx.events.emit('SIWE_SIGN_OUT', {})
}

/** See `SiweController.handleDisconnect`. */
export async function afterDisconnect(ctx: KitContext): Promise<void> {
  if (ctx.options.siwe?.signOutOnDisconnect !== false) await signOutBackend(ctx)
}

/** See `SiweController.signOut`. */
export async function signOut(ctx: KitContext): Promise<void> {
  forget(ctx)
  await signOutBackend(ctx)
}

/**
 * Follows the backend session after a connection, a reload, or an account or network change: a session of the
 * connected account is kept; otherwise (after signing out a mismatching one, when configured) the modal asks to
 * sign in on ConnectingSiwe.
 */
export async function checkSession(ctx: KitContext): Promise<void> {
  const { state, options } = ctx
  const config = options.features.siwe ? options.siwe : undefined
  const address = state.account.address
  const network = ctx.parts.networkSlice(ctx).getActiveNetwork()
  if (!config || !address || state.account.status !== 'connected' || network.chainNamespace !== 'eip155')
    return
  let session: SiweSession | undefined
  try {
    session = readSession(await backend(() => config.getSession(), 'getSession'))
  } catch (error) {
    ctx.logger.warn('Could not read the sign-in session', error)
  }
  // The account or network changed while the backend answered: the newer check decides.
  if (state.account.address !== address || state.network.active !== network.caipNetworkId) return
  const sameAccount = same(session?.address, address)
  const sameNetwork = session?.chainId === network.id
  if (session && sameAccount && (sameNetwork || config.signOutOnNetworkChange === false)) {
    state.siwe.session = session
    state.siwe.status = 'success'
    state.siwe.error = undefined
    // Already signed in: a ConnectingSiwe step shown meanwhile is not needed.
    if (state.modal.open && state.router.view === 'ConnectingSiwe') ctx.parts.closeModal(ctx)
    return
  }
  if (
    session &&
    ((!sameAccount && config.signOutOnAccountChange !== false) ||
      (sameAccount && config.signOutOnNetworkChange !== false))
  )
    await signOutBackend(ctx)
  forget(ctx)
  askToSignIn(ctx)
}

/** See `SiweController.signIn`. */
export async function signIn(ctx: KitContext): Promise<SiweSession> {
  const { state, options } = ctx
  const config = options.siwe
  if (!config || !options.features.siwe) throw new SiweError('Sign-in with wallet is not enabled')
  const address = state.account.address
  const network = ctx.parts.networkSlice(ctx).getActiveNetwork()
  if (!address || state.account.status !== 'connected' || network.chainNamespace !== 'eip155')
    throw new NotConnectedError('Sign-in with wallet needs a connected account on an EVM network.')
  state.siwe.status = 'signing'
  state.siwe.error = undefined
  try {
    const nonce = await backend(() => config.getNonce(address), 'getNonce')
    const parameters = (await backend(async () => config.getMessageParams?.(), 'getMessageParams')) ?? {}
    const location = (globalThis as { location?: { host?: string; origin?: string } }).location
    const message = createSiweMessage({
      address: address as `0x${string}`,
      chainId: network.id,
      domain: parameters.domain ?? (location?.host || 'localhost'),
      uri: parameters.uri ?? (location?.origin || 'http://localhost'),
      nonce,
      version: '1',
      issuedAt: new Date(),
      ...(parameters.statement ? { statement: parameters.statement } : {}),
      ...(parameters.resources ? { resources: parameters.resources } : {}),
      ...(parameters.expirationTime ? { expirationTime: parameters.expirationTime } : {}),
      ...(parameters.notBefore ? { notBefore: parameters.notBefore } : {}),
      ...(parameters.requestId ? { requestId: parameters.requestId } : {}),
    })
    let signature: string
    try {
      signature = await ctx.parts.signMessage(ctx, message)
    } catch (error) {
      const declined =
        state.account.preferredAccountType === 'smartAccount' && !isUserRejection(error)
          ? SIWE_MESSAGES.smartAccount
          : SIWE_MESSAGES.declined
      throw new SiweError(declined, { cause: error })
    }
    if (!(await backend(() => config.verifyMessage({ message, signature }), 'verifyMessage')))
      throw new SiweError(SIWE_MESSAGES.notVerified, { details: 'The backend did not accept the signature.' })
    const session = readSession(await backend(() => config.getSession(), 'getSession'))
    if (!session || !same(session.address, address))
      throw new SiweError(SIWE_MESSAGES.notVerified, {
        details: 'The backend keeps no session for this account.',
      })
    state.siwe.session = session
    state.siwe.status = 'success'
    config.onSignIn?.(session)
    ctx.events.emit('SIWE_AUTH_SUCCESS', { network: network.caipNetworkId })
    if (state.modal.open && state.router.view === 'ConnectingSiwe') ctx.parts.closeModal(ctx)
    return session
  } catch (error) {
    const failure =
      error instanceof SiweError
        ? error
        : new SiweError(error instanceof BaseError ? error.shortMessage : SIWE_MESSAGES.notVerified, {
            cause: error,
          })
    state.siwe.status = 'error'
    state.siwe.error = failure.shortMessage
    ctx.parts.showErrorToast(ctx, failure.shortMessage)
    ctx.events.emit('SIWE_AUTH_ERROR', { network: network.caipNetworkId, message: errorMessage(failure) })
    throw failure
  }
}
