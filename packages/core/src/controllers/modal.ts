import { SHAKE_DURATION_MS } from '../constants.js'
import { bindActions } from '../bind.js'
import type { KitContext } from '../context.js'
import type { RouterView } from '../types.js'
import { discoverWallets } from './connectors.js'
import { resetRouter } from '../state/router.js'
import { hideToast } from '../state/toast.js'
import { hideTooltip } from '../state/tooltip.js'
import { loadWalletList, prepareWalletList } from './walletList.js'

/** Opens, closes and shakes the modal. */
export type ModalController = {
  /**
   * Opens the modal at `view`; without one, at Account when connected, otherwise Connect.
   * The history starts over. Emits MODAL_OPEN with the connected flag when the modal was closed.
   */
  open(options?: { view?: RouterView }): void
  /** Closes the modal. Emits MODAL_CLOSE with the connected flag when it was open. */
  close(): void
  /** Shakes the modal for 500 ms; a shake already running is not restarted. */
  shake(): void
  setLoading(loading: boolean): void
  /**
   * Gets ready what the first view needs, without opening: looks for the browser's wallets and loads the wallet
   * list's code (no network request), so the Connect view opens on its final list. Call it while idle.
   */
  prepare(): Promise<void>
  /** True once a `prepare()` has finished: an open then has its first view's final content at once. */
  isPrepared(): boolean
}

const isConnected = (ctx: KitContext) => ctx.state.account.status === 'connected'

/** See `ModalController.open`. */
export function openModal(ctx: KitContext, options: { view?: RouterView } = {}): void {
  const { modal } = ctx.state
  resetRouter(ctx, options.view ?? (isConnected(ctx) ? 'Account' : 'Connect'))
  void discoverWallets(ctx)
  // The wallet list loads its catalogue when the modal first opens, never before.
  void loadWalletList(ctx)
  if (modal.open) return
  modal.open = true
  ctx.events.emit('MODAL_OPEN', { connected: isConnected(ctx) })
}

/** See `ModalController.close`. */
export function closeModal(ctx: KitContext): void {
  const { modal } = ctx.state
  if (!modal.open) return
  modal.open = false
  modal.shake = false
  hideToast(ctx)
  hideTooltip(ctx)
  ctx.events.emit('MODAL_CLOSE', { connected: isConnected(ctx) })
}

/** Shows (or stops showing) the modal's loading state. */
export function setModalLoading(ctx: KitContext, loading: boolean): void {
  ctx.state.modal.loading = loading
}

/** Shakes the modal for 500 ms; a shake already running is not restarted. */
function shakeModal(ctx: KitContext): void {
  const { modal } = ctx.state
  if (modal.shake) return
  modal.shake = true
  ctx.timers.setTimeout(() => {
    modal.shake = false
  }, SHAKE_DURATION_MS)
}

/**
 * Gets ready what the first view needs (see `ModalController.prepare`). Discovery and the wallet list load once each
 * and log their own failures (a later call retries), so a settled preparation means the first view has everything
 * it can get.
 */
async function prepareModal(ctx: KitContext): Promise<void> {
  await Promise.all([discoverWallets(ctx), prepareWalletList(ctx)])
  ctx.bookkeeping.modalPrepared = true
}

/** `kit.modal`. */
export const createModalController = (ctx: KitContext): ModalController =>
  bindActions<ModalController>(ctx, {
    open: openModal,
    close: closeModal,
    shake: shakeModal,
    setLoading: setModalLoading,
    prepare: prepareModal,
    isPrepared: (context) => context.bookkeeping.modalPrepared === true,
  })
