import type { KitContext } from './context.js'

/** The functions behind a namespace of `api`: each takes the kit's context, then the method's own arguments. */
export type Actions<api> = {
  [name in keyof api]: api[name] extends (...args: infer args) => infer result
    ? (ctx: KitContext, ...args: args) => result
    : never
}

/**
 * A public namespace of the kit (`kit.router`, `kit.connectors`…): each function of `actions` bound to one kit's
 * context, as viem's decorators bind its actions to a client. The functions stay importable on their own, so an
 * action calls `pushView(ctx, view)` and a host calls `kit.router.push(view)`.
 */
export function bindActions<api>(ctx: KitContext, actions: Actions<api>): api {
  const bound: Record<string, unknown> = {}
  for (const [name, action] of Object.entries<(ctx: KitContext, ...args: unknown[]) => unknown>(actions))
    bound[name] = (...args: unknown[]) => action(ctx, ...args)
  return bound as api
}
