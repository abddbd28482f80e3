// The router slice's writers: the modal's history of views, with the data of each entry kept in the kit's
// bookkeeping so going back restores it. What settles an approval (the transaction stack) is `kit.router`'s.
import type { KitContext } from '../context.js'
import type { RouterData, RouterView } from '../types.js'
import { hideTooltip } from './tooltip.js'

/** Writes a new history (and the data of each entry); the tooltip of a view that leaves goes with it. */
function commit(ctx: KitContext, history: RouterView[], data: (RouterData | undefined)[]) {
  const { router } = ctx.state
  const view = history[history.length - 1] ?? 'Connect'
  if (view !== router.view) hideTooltip(ctx)
  ctx.bookkeeping.router.entryData = data
  router.history = history
  router.view = view
  router.data = data[data.length - 1]
}

/** Goes to `view` and adds it to the history; nothing happens when it is already the current view. */
export function pushView(ctx: KitContext, view: RouterView, data?: RouterData): void {
  if (view === ctx.state.router.view) return
  commit(ctx, [...ctx.state.router.history, view], [...ctx.bookkeeping.router.entryData, data])
}

/** Replaces the current entry with `view` (and its data). */
export function replaceView(ctx: KitContext, view: RouterView, data?: RouterData): void {
  const history = [...ctx.state.router.history]
  if (history.length === 0) {
    commit(ctx, [view], [data])
    return
  }
  history[history.length - 1] = view
  const datas = [...ctx.bookkeeping.router.entryData]
  datas[datas.length - 1] = data
  commit(ctx, history, datas)
}

/** Starts the history over at `view`; data and pending transaction actions are dropped. */
export function resetRouter(ctx: KitContext, view: RouterView, data?: RouterData): void {
  ctx.bookkeeping.router.transactions.length = 0
  commit(ctx, [view], [data])
}

/** Returns to the entry at `index`, dropping the ones after it; nothing happens for an index out of range. */
export function goBackToIndex(ctx: KitContext, index: number): void {
  const length = ctx.state.router.history.length
  if (length <= 1 || !Number.isInteger(index) || index < 0 || index >= length) return
  commit(
    ctx,
    ctx.state.router.history.slice(0, index + 1),
    ctx.bookkeeping.router.entryData.slice(0, index + 1),
  )
}

/** Returns to the previous entry (with that entry's data); nothing happens on the first entry. */
export const goBack = (ctx: KitContext): void => goBackToIndex(ctx, ctx.state.router.history.length - 2)
