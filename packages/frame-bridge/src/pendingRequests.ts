// The host's requests that wait for the frame's answer: their ids, timers and abort signals, and the two states the
// frame can move them to (APPROVED: committed, never "aborted"; INPUT_REQUESTED: the user sets the pace).
import { FrameNotSetError, FrameTimeoutError, RequestAbortedError, RequestMaybeSentError } from './errors.js'
import { type Drop, drop, type FrameLogger } from './logger.js'
import type { RpcMethod } from './methods.js'
import { COMMITTABLE_REQUESTS, type FrameRequestName } from './protocol.js'

/**
 * How long an approved request may wait for its answer. The frame always answers one (a send waits for its
 * receipt for about a minute at most); this only bounds a frame that hangs, so no promise waits forever.
 */
export const APPROVED_REQUEST_TIMEOUT_MS = 10 * 60_000

/** One request waiting for its answer. */
export type PendingRequest = {
  readonly name: FrameRequestName
  readonly method: RpcMethod | undefined
  readonly unsafe: boolean
  readonly resolve: (value: unknown) => void
  readonly reject: (error: unknown) => void
  readonly onUserInput: (() => void) | undefined
  timer: ReturnType<typeof setTimeout> | undefined
  cleanupSignal: (() => void) | undefined
  /** The frame said the user approved it: no abort or timeout may reject it as aborted any more. */
  approved: boolean
  /** The frame waits for the user on its own UI (INPUT_REQUESTED): no timeout runs, an abort still cancels it. */
  waitingForUser: boolean
}

/** What {@link PendingRequests.track} needs besides the id. */
export type TrackedRequest = {
  readonly name: FrameRequestName
  readonly method: RpcMethod | undefined
  readonly unsafe: boolean
  readonly timeoutMs: number | undefined
  readonly signal: AbortSignal | undefined
  readonly onUserInput: (() => void) | undefined
}

/** The table of waiting requests. */
export type PendingRequests = {
  readonly size: number
  readonly approvedCount: number
  get(id: string): PendingRequest | undefined
  /** Registers request `id`, then calls `post`; resolves or rejects with the frame's answer, a timeout or an abort. */
  track(id: string, request: TrackedRequest, post: () => void): Promise<unknown>
  /** Forgets request `id` and stops its timer and signal listener; returns it when it was waiting. */
  settle(id: string): PendingRequest | undefined
  /** Rejects every request that passes `filter`, telling the frame when asked; returns how many. */
  rejectAll(
    makeError: (entry: PendingRequest) => unknown,
    options?: { filter?: (entry: PendingRequest) => boolean; tellFrame?: boolean },
  ): number
  /** The user approved request `id` in the frame: from now on only the frame's answer (or its loss) settles it. */
  markApproved(id: string): Drop | undefined
  /** The frame waits for the user on its own UI while answering `id`: the user sets the pace, not a timer. */
  markWaitingForUser(id: string): Drop | undefined
}

/** The error of an approved request whose answer can no longer arrive: it may have been sent. */
export function lost(entry: PendingRequest, details: string): RequestMaybeSentError {
  return new RequestMaybeSentError(entry.name, entry.method, details)
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** Creates the table. `notifyAbort` tells the frame to drop a request (it never throws). */
export function createPendingRequests(options: {
  notifyAbort: (id: string) => void
  logger: FrameLogger
}): PendingRequests {
  const { notifyAbort, logger } = options
  const pending = new Map<string, PendingRequest>()

  function settle(id: string): PendingRequest | undefined {
    const entry = pending.get(id)
    if (!entry) return undefined
    pending.delete(id)
    if (entry.timer !== undefined) clearTimeout(entry.timer)
    entry.cleanupSignal?.()
    return entry
  }

  function track(id: string, request: TrackedRequest, post: () => void): Promise<unknown> {
    const { name, timeoutMs, signal } = request
    return new Promise<unknown>((resolve, reject) => {
      const entry: PendingRequest = {
        name,
        method: request.method,
        unsafe: request.unsafe,
        resolve,
        reject,
        onUserInput: request.onUserInput,
        timer: undefined,
        cleanupSignal: undefined,
        approved: false,
        waitingForUser: false,
      }
      pending.set(id, entry)
      if (timeoutMs !== undefined) {
        entry.timer = setTimeout(() => {
          if (entry.approved || !settle(id)) return
          notifyAbort(id)
          reject(new FrameTimeoutError(name, timeoutMs))
        }, timeoutMs)
      }
      if (signal) {
        const onAbort = () => {
          if (entry.approved || !settle(id)) return
          notifyAbort(id)
          reject(new RequestAbortedError())
        }
        signal.addEventListener('abort', onAbort, { once: true })
        entry.cleanupSignal = () => signal.removeEventListener('abort', onAbort)
      }
      try {
        post()
      } catch (error) {
        settle(id)
        reject(error instanceof FrameNotSetError ? error : new FrameNotSetError({ cause: error }))
      }
    })
  }

  return {
    get size() {
      return pending.size
    },
    get approvedCount() {
      let count = 0
      for (const entry of pending.values()) if (entry.approved) count++
      return count
    },
    get: (id) => pending.get(id),
    track,
    settle,
    rejectAll(makeError, { filter, tellFrame = false } = {}) {
      let count = 0
      for (const [id, entry] of [...pending]) {
        if (filter && !filter(entry)) continue
        settle(id)
        if (tellFrame) notifyAbort(id)
        entry.reject(makeError(entry))
        count++
      }
      return count
    },
    markApproved(id) {
      const entry = pending.get(id)
      if (!entry)
        // The host gave up a moment before the user approved: the frame still runs it, and nobody gets the answer.
        return drop(
          'error',
          'the frame approved a request that is no longer pending; it may have been sent',
          {
            id,
          },
        )
      if (!entry.unsafe && !COMMITTABLE_REQUESTS.has(entry.name))
        return drop('warn', 'dropped APPROVED for a request that needs no approval', { request: entry.name })
      if (entry.approved) return undefined
      entry.approved = true
      entry.cleanupSignal?.()
      entry.cleanupSignal = undefined
      if (entry.timer !== undefined) clearTimeout(entry.timer)
      entry.timer = setTimeout(() => {
        if (!settle(id)) return
        entry.reject(lost(entry, `No answer within ${APPROVED_REQUEST_TIMEOUT_MS} ms of the approval.`))
      }, APPROVED_REQUEST_TIMEOUT_MS)
      return undefined
    },
    markWaitingForUser(id) {
      const entry = pending.get(id)
      if (!entry) return drop('warn', 'dropped INPUT_REQUESTED for a request that is not pending', { id })
      // An approved RPC request already runs, bounded by its own timer. A committed request of COMMITTABLE_REQUESTS
      // may still need the user on the frame's card (a social login's new wallet): the host shows it, and the
      // approval's timer keeps bounding it.
      if (entry.approved && !COMMITTABLE_REQUESTS.has(entry.name))
        return drop('warn', 'dropped INPUT_REQUESTED for an approved request', { request: entry.name })
      if (entry.waitingForUser)
        return drop('debug', 'dropped a repeated INPUT_REQUESTED', { request: entry.name })
      entry.waitingForUser = true
      if (!entry.approved) {
        if (entry.timer !== undefined) clearTimeout(entry.timer)
        entry.timer = undefined
      }
      try {
        entry.onUserInput?.()
      } catch (error) {
        logger.error('an onUserInput callback threw', { request: entry.name, error: describeError(error) })
      }
      return undefined
    },
  }
}
