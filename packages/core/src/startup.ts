// Core's start-up tricks, gathered so a reader sees which code exists for speed and what it buys (measured; how, in
// bench/README.md, "Start-up"). React's are in packages/react/src/internal/prefetch.ts. Anything that bought under
// a millisecond at the cost of a concept was removed: the events controller and the API client, once made on first
// use through getters, are made with the kit (two small objects; the API's code still loads on its first call).
import { proxy, type Snapshot, snapshot } from 'valtio/vanilla'

/**
 * State that is plain data until first used, then a valtio proxy.
 *
 * Buys 2–3 ms of a page's first paint: a page that only shows a button reads a frozen copy of the defaults, and the
 * proxy is made afterwards, when its components subscribe or something changes the state. Once the proxy exists,
 * every part of valtio's snapshot that is still what the first snapshot showed is replaced by the object
 * `getState` returned for it then, so a subscriber that compares identities sees no change where there was none.
 */
export type DeferredProxy<T extends object> = {
  /** The plain data, for its creator to set what it reads at start-up before anything reads the state. */
  readonly initial: T
  /** The live state (the valtio proxy), made on first read. */
  readonly state: T
  /** The current snapshot; the same object while nothing changes. */
  getState(): Snapshot<T>
}

/**
 * Makes `initial` a {@link DeferredProxy}. `references` are the objects valtio keeps by reference (`ref`): copied
 * as they are, never frozen or looked into.
 */
export function deferredProxy<T extends object>(
  initial: T,
  references: ReadonlySet<unknown>,
): DeferredProxy<T> {
  let live: T | undefined
  let first: Snapshot<T> | undefined
  // Each of valtio's snapshot objects that is still what the first snapshot showed (or that a later graft
  // replaced) maps to the object getState returned for it.
  let same: Same | undefined
  return {
    initial,
    get state() {
      if (!live) {
        live = proxy(initial)
        if (first) {
          same = new WeakMap()
          pair(snapshot(live), first, same, references)
        }
      }
      return live
    },
    getState() {
      if (!live) {
        first ??= frozenCopy(initial, references) as Snapshot<T>
        return first
      }
      const current = snapshot(live)
      return same && first ? (graft(current, first, same, references) as Snapshot<T>) : current
    },
  }
}

type Same = WeakMap<object, object>
const isNode = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** A deep, frozen copy of plain data, keeping `references` as they are. */
function frozenCopy(value: unknown, references: ReadonlySet<unknown>): unknown {
  if (!isNode(value) || references.has(value)) return value
  const copy: Record<string, unknown> = Array.isArray(value) ? ([] as never) : {}
  for (const key of Object.keys(value)) copy[key] = frozenCopy(value[key], references)
  return Object.freeze(copy)
}

/** Maps each object of valtio's first snapshot to the same place in `first`, which has the same content. */
function pair(node: unknown, first: unknown, same: Same, references: ReadonlySet<unknown>): void {
  if (!isNode(node) || !isNode(first) || references.has(node)) return
  same.set(node, first)
  for (const key of Object.keys(node)) pair(node[key], first[key], same, references)
}

/**
 * valtio's snapshot with every part unchanged since the first snapshot replaced by what getState returned for it.
 * Only places the first snapshot had are looked into: references and anything added later are returned as they are.
 */
function graft(node: unknown, first: unknown, same: Same, references: ReadonlySet<unknown>): unknown {
  if (!isNode(node)) return node
  const known = same.get(node)
  if (known) return known
  if (!isNode(first) || references.has(first) || references.has(node)) return node
  let replaced = false
  const copy: Record<string, unknown> = Array.isArray(node) ? ([] as never) : {}
  for (const key of Object.keys(node)) {
    copy[key] = graft(node[key], first[key], same, references)
    replaced ||= copy[key] !== node[key]
  }
  const result = replaced ? Object.freeze(copy) : node
  same.set(node, result)
  return result
}

type IdleScheduler = {
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number
  cancelIdleCallback?: (handle: number) => void
}

/**
 * Runs `callback` once the page is idle (after its own start-up work and first paint), or after `timeoutMs` on a
 * page that never idles; a timer of its own where the page has no idle callbacks. Returns the cancel function.
 *
 * Buys several milliseconds before a page's first render where Kit listens to other tabs: the page's first
 * `storage` listener subscribes it to storage events, which the browser does on the spot
 * (`controllers/connection.ts`, `followOtherTabs`).
 */
export function scheduleIdle(callback: () => void, timeoutMs: number): () => void {
  const scheduler = globalThis as IdleScheduler
  if (scheduler.requestIdleCallback && scheduler.cancelIdleCallback) {
    const handle = scheduler.requestIdleCallback(callback, { timeout: timeoutMs })
    const cancelIdle = scheduler.cancelIdleCallback
    return () => cancelIdle(handle)
  }
  const handle = setTimeout(callback, 0)
  return () => clearTimeout(handle)
}
