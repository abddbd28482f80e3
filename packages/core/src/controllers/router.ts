import { bindActions } from '../bind.js'
import type { KitContext } from '../context.js'
import type { RouterData, RouterView, TransactionAction } from '../types.js'
import { goBack, goBackToIndex, pushView, replaceView, resetRouter } from '../state/router.js'
import { closeModal } from './modal.js'

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

/** Goes back, or closes the modal when the history has one entry. */
function goBackOrClose(ctx: KitContext): void {
  if (ctx.state.router.history.length > 1) goBack(ctx)
  else closeModal(ctx)
}

/** Remembers what to do when an approval that happens elsewhere (the secure frame) settles. */
function pushTransaction(ctx: KitContext, action: TransactionAction): void {
  ctx.bookkeeping.router.transactions.push(action)
}

/** Settles the latest pending action (see `RouterController.popTransactionStack`). */
function settleTransaction(ctx: KitContext, outcome: 'success' | 'cancel'): void {
  const { transactions } = ctx.bookkeeping.router
  const action = transactions.pop()
  if (!action) return
  if (outcome === 'cancel') {
    goBack(ctx)
    action.onCancel?.()
    return
  }
  if (action.goBack) goBack(ctx)
  else if (action.view) {
    // Keep the remaining actions: a reset here is part of settling, not a new start.
    const pending = [...transactions]
    if (action.replace) replaceView(ctx, action.view)
    else resetRouter(ctx, action.view)
    transactions.push(...pending)
  }
  if (action.close) closeModal(ctx)
  action.onSuccess?.()
}

/** Forgets a pending action without running it. */
function dropTransaction(ctx: KitContext, action: TransactionAction): void {
  const { transactions } = ctx.bookkeeping.router
  const index = transactions.lastIndexOf(action)
  if (index >= 0) transactions.splice(index, 1)
}

/** `kit.router`. */
export const createRouterController = (ctx: KitContext): RouterController =>
  bindActions<RouterController>(ctx, {
    push: pushView,
    replace: replaceView,
    reset: resetRouter,
    goBack,
    goBackToIndex,
    goBackOrClose,
    pushTransactionStack: pushTransaction,
    popTransactionStack: settleTransaction,
    removeFromTransactionStack: dropTransaction,
  })
