import type { KitContext } from '../context.js'
import type { RouterData, RouterView, TransactionAction } from '../types.js'

/** The modal's navigation: a history of views with data per entry. */
export type RouterController = {
  /** Goes to `view` and adds it to the history; nothing happens when it is already the current view. */
  push(view: RouterView, data?: RouterData): void
  /** Replaces the current entry with `view` (and its data). */
  replace(view: RouterView, data?: RouterData): void
  /** Starts the history over at `view`; data and pending transaction actions are dropped. */
  reset(view: RouterView, data?: RouterData): void
  /** Returns to the previous entry (with that entry's data); nothing happens on the first entry. */
  goBack(): void
  /** Returns to the entry at `index`, dropping the ones after it. */
  goBackToIndex(index: number): void
  /** Goes back, or closes the modal when the history has one entry. */
  goBackOrClose(): void
  /** Remembers what to do when an approval that happens elsewhere (the secure frame) settles. */
  pushTransactionStack(action: TransactionAction): void
  /**
   * Settles the latest pending action. Success: go back, or reset (or replace) to its view, close if asked,
   * then `onSuccess`. Cancel: go back, then `onCancel`.
   */
  popTransactionStack(outcome: 'success' | 'cancel'): void
  /** Forgets a pending action without running it (its operation settled another way). */
  removeFromTransactionStack(action: TransactionAction): void
}

/** Creates the router controller of one kit. */
export function createRouterController(ctx: KitContext): RouterController {
  const { state } = ctx
  // Data per history entry, so going back restores the data of the entry it returns to.
  let entryData: (RouterData | undefined)[] = [undefined]
  const transactions: TransactionAction[] = []

  const commit = (history: RouterView[], data: (RouterData | undefined)[]) => {
    const view = history[history.length - 1] ?? 'Connect'
    if (view !== state.router.view) ctx.controllers.tooltip.hide()
    entryData = data
    state.router.history = history
    state.router.view = view
    state.router.data = data[data.length - 1]
  }

  const router: RouterController = {
    push(view, data) {
      if (view === state.router.view) return
      commit([...state.router.history, view], [...entryData, data])
    },
    replace(view, data) {
      const history = [...state.router.history]
      if (history.length === 0) return commit([view], [data])
      history[history.length - 1] = view
      const datas = [...entryData]
      datas[datas.length - 1] = data
      commit(history, datas)
    },
    reset(view, data) {
      transactions.length = 0
      commit([view], [data])
    },
    goBack() {
      if (state.router.history.length <= 1) return
      commit(state.router.history.slice(0, -1), entryData.slice(0, -1))
    },
    goBackToIndex(index) {
      const length = state.router.history.length
      if (length <= 1 || !Number.isInteger(index) || index < 0 || index >= length) return
      commit(state.router.history.slice(0, index + 1), entryData.slice(0, index + 1))
    },
    goBackOrClose() {
      if (state.router.history.length > 1) router.goBack()
      else ctx.controllers.modal.close()
    },
    pushTransactionStack(action) {
      transactions.push(action)
    },
    popTransactionStack(outcome) {
      const action = transactions.pop()
      if (!action) return
      if (outcome === 'cancel') {
        router.goBack()
        action.onCancel?.()
        return
      }
      if (action.goBack) router.goBack()
      else if (action.view) {
        // Keep the remaining actions: a reset here is part of settling, not a new start.
        const pending = [...transactions]
        if (action.replace) router.replace(action.view)
        else router.reset(action.view)
        transactions.push(...pending)
      }
      if (action.close) ctx.controllers.modal.close()
      action.onSuccess?.()
    },
    removeFromTransactionStack(action) {
      const index = transactions.lastIndexOf(action)
      if (index >= 0) transactions.splice(index, 1)
    },
  }
  return router
}
