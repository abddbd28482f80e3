// The kit's cross-slice reactions: what one part of the kit does when another changes. Each is wired when its
// subject appears, so a page that never needs one loads none of this file:
// - `followAuthConnector`: the modal, router and toasts follow an auth connector's UI events, and the connector
//   follows the modal and the theme (wired by discovery when it registers one);
// - `resumeSocialLogin`: back from a social login by redirect, the modal shows the login completing (wired by
//   `createKit` when the page's URL carries the return).
import { subscribe } from 'valtio/vanilla'
import type { AuthConnector, AuthConnectorEvent } from './connectors/auth/types.js'
import { AuthFrameLoadError } from './connectors/auth/errors.js'
import { readSocialReturn } from './connectors/auth/socialResume.js'
import type { KitContext } from './context.js'
import { MESSAGES } from './errors/kit.js'
import type { KitState } from './state.js'
import type { ApprovalPurpose } from './types.js'

/** Calls `onChange` when `select`ed parts of the state change (batched, as valtio notifies); returns the stop. */
function watch(ctx: KitContext, select: (state: KitState) => readonly unknown[], onChange: () => void) {
  let previous = select(ctx.state)
  return subscribe(ctx.state, () => {
    const next = select(ctx.state)
    if (next.every((value, index) => Object.is(value, previous[index]))) return
    previous = next
    onChange()
  })
}

/** Opens (or moves) the modal to the approval view for `purpose`; returns how to leave it. */
function enterApprovalView(ctx: KitContext, purpose: ApprovalPurpose): () => void {
  const opened = !ctx.state.modal.open
  if (opened) {
    ctx.parts.openModal(ctx, { view: 'ApproveTransaction' })
    ctx.parts.replaceView(ctx, 'ApproveTransaction', { approvalPurpose: purpose })
  } else ctx.parts.pushView(ctx, 'ApproveTransaction', { approvalPurpose: purpose })
  return () => {
    if (!ctx.state.modal.open || ctx.state.router.view !== 'ApproveTransaction') return
    if (opened) ctx.parts.closeModal(ctx)
    else ctx.parts.goBack(ctx)
  }
}

/**
 * Makes the kit's modal, router and toasts follow `connector`'s UI events, and the connector follow the modal and
 * the theme. Returns the function that stops following.
 * - While the frame waits for the user (an unsafe request to approve, or a login protecting or opening the wallet),
 *   the modal shows ApproveTransaction (opened at it, or pushed over an open modal), saying why; when the last wait
 *   settles the modal closes again (or goes back), unless the user moved on meanwhile.
 * - A refused RPC method shows the error toast 'Action not allowed'.
 * - While an e-mail user's session is checked on load, the modal shows it is loading.
 * - Closing the modal rejects the requests the user has not approved yet and cancels the logins waiting for the
 *   user; a theme change reaches the frame once it is loaded.
 */
export function followAuthConnector(ctx: KitContext, connector: AuthConnector): () => void {
  // Pending waits by request id, oldest first: the view stays while any remains and names the latest one.
  const waits = new Map<number, ApprovalPurpose>()
  let leaveView: (() => void) | undefined
  let loadingChecks = 0
  const onApprovalView = () => ctx.state.modal.open && ctx.state.router.view === 'ApproveTransaction'

  /** Shows ApproveTransaction for `purpose`: entered once, then only its wording follows the latest wait. */
  const showApproval = (purpose: ApprovalPurpose) => {
    if (!onApprovalView()) leaveView = enterApprovalView(ctx, purpose)
    else if ((ctx.state.router.data?.approvalPurpose ?? 'approve') !== purpose)
      ctx.parts.replaceView(ctx, 'ApproveTransaction', { approvalPurpose: purpose })
  }

  const onEvent = (event: AuthConnectorEvent) => {
    switch (event.type) {
      case 'approvalRequested':
        waits.set(event.requestId, event.purpose)
        showApproval(event.purpose)
        return
      case 'approvalSettled': {
        if (!waits.delete(event.requestId)) return
        const latest = [...waits.values()].at(-1)
        if (latest) {
          // Another wait still needs the frame: the view stays, with its wording.
          if (onApprovalView()) showApproval(latest)
          return
        }
        leaveView?.()
        leaveView = undefined
        return
      }
      case 'requestRefused':
        ctx.parts.showToast(ctx, MESSAGES.rpcNotAllowedUi, 'error')
        return
      case 'sessionCheck':
        if (event.pending) {
          // Only a returning e-mail user sees the check: a wallet login restores without it.
          if (!ctx.storage.isEmailLoginUsed()) return
          loadingChecks++
          ctx.parts.setModalLoading(ctx, true)
        } else if (loadingChecks > 0) {
          loadingChecks--
          if (loadingChecks === 0) ctx.parts.setModalLoading(ctx, false)
        }
        return
    }
  }

  const stops = [
    connector.onAuthEvent(onEvent),
    // Closing the modal rejects pending unsafe requests with 'Request was aborted', except those the user already
    // approved: their result (a hash, a signature) still reaches the caller. A login waiting for the user in the
    // frame fails the same way, and its step shows the error.
    watch(
      ctx,
      (state) => [state.modal.open],
      () => {
        if (ctx.state.modal.open) return
        connector.rejectRpcRequests()
        connector.cancelUserInput()
      },
    ),
    watch(
      ctx,
      (state) => [state.theme.mode, state.theme.variables],
      () => {
        const { mode, variables } = ctx.state.theme
        if (connector.frame)
          void connector.syncTheme?.({ mode, variables: { ...variables } }).catch(() => undefined)
      },
    ),
    watch(
      ctx,
      (state) => [state.locale],
      () => {
        const { locale } = ctx.state
        if (locale) void connector.syncLocale?.(locale).catch(() => undefined)
      },
    ),
  ]
  return () => {
    for (const stop of stops.splice(0)) stop()
    waits.clear()
    leaveView = undefined
  }
}

/**
 * The second half of a social login by full-page redirect, once the page came back with the return in `search`
 * (the page's query as it arrived): the modal shows the social connecting view, the secure frame redeems the result
 * with the verifier it kept, the kit connects, and the modal moves on to the account (or sign-in with wallet). Never
 * rejects: a failure stays on the connecting view with `connection.error` saying why.
 */
export async function resumeSocialLogin(ctx: KitContext, search: string): Promise<void> {
  const social = readSocialReturn(search)
  if (!social) return
  ctx.state.connection.error = undefined
  ctx.parts.openModal(ctx, { view: 'ConnectingSocial' })
  ctx.parts.resetRouter(
    ctx,
    'ConnectingSocial',
    social.provider ? { socialProvider: social.provider } : undefined,
  )
  try {
    await ctx.parts.discoverWallets(ctx)
    const connector = ctx.parts.getAuthConnector(ctx) as Partial<AuthConnector> | undefined
    if (!connector?.id || typeof connector.resumeSocial !== 'function')
      throw new AuthFrameLoadError({
        details: 'No auth connector that can resume a social login is registered.',
      })
    await connector.resumeSocial(social)
    // The page was reloaded on the way: the account shows where the user landed.
    await ctx.parts.connect(ctx, connector.id, { afterwards: 'showAccount' })
  } catch (failure) {
    const { shortMessage, message } = (failure ?? {}) as { shortMessage?: unknown; message?: unknown }
    ctx.state.connection.error = String(shortMessage ?? message ?? 'Connection failed')
    ctx.logger.warn('The social login did not complete', failure)
  }
}
