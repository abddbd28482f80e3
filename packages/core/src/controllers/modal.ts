import { SHAKE_DURATION_MS } from '../constants.js'
import type { KitContext } from '../context.js'
import type { RouterView } from '../types.js'

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

/** Creates the modal controller of one kit. */
export function createModalController(ctx: KitContext): ModalController {
  const { state } = ctx
  const isConnected = () => state.account.status === 'connected'
  // Discovery and the wallet list load once each and log their own failures (a later call retries), so a settled
  // preparation means the first view has everything it can get.
  let prepared = false
  return {
    open(options = {}) {
      const view: RouterView = options.view ?? (isConnected() ? 'Account' : 'Connect')
      ctx.controllers.router.reset(view)
      void ctx.controllers.connectors.discover()
      // The wallet list loads its catalogue when the modal first opens, never before.
      void ctx.controllers.walletList.load()
      if (state.modal.open) return
      state.modal.open = true
      ctx.events.emit('MODAL_OPEN', { connected: isConnected() })
    },
    close() {
      if (!state.modal.open) return
      state.modal.open = false
      state.modal.shake = false
      ctx.controllers.toast.hide()
      ctx.controllers.tooltip.hide()
      ctx.events.emit('MODAL_CLOSE', { connected: isConnected() })
    },
    shake() {
      if (state.modal.shake) return
      state.modal.shake = true
      ctx.timers.setTimeout(() => {
        state.modal.shake = false
      }, SHAKE_DURATION_MS)
    },
    setLoading(loading) {
      state.modal.loading = loading
    },
    prepare: () =>
      Promise.all([ctx.controllers.connectors.discover(), ctx.controllers.walletList.prepare()]).then(() => {
        prepared = true
      }),
    isPrepared: () => prepared,
  }
}
