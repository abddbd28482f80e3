import { BaseError, version } from '@kit/chains'
import type * as z from 'zod/mini'
import {
  FrameParentNotSetError,
  InvalidFrameOptionsError,
  InvalidFrameRequestError,
  RequestAbortedError,
  UnsupportedFrameRequestError,
  frameErrorMessages,
} from './errors.js'
import { createRequestId } from './ids.js'
import { type Drop, drop, type FrameLogger, safeLogger } from './logger.js'
import { type AppMessage, parseAppMessage } from './messages.js'
import type { RpcMethod } from './methods.js'
import { parseRpcRequest, rpcResultSchema } from './rpcSchemas.js'
import { describeZodError } from './primitives.js'
import {
  type FrameEventName,
  type FrameRequestHandlerResult,
  type FrameRequestName,
  type FrameRequestParsedParams,
  frameErrorType,
  frameEventType,
  frameEvents,
  frameRequests,
  frameSuccessType,
  isFrameEventName,
} from './protocol.js'
import { type BridgeMessageEvent, defaultWindow, type FrameServerWindow } from './windows.js'

/** Default time an asynchronous `allowedParentOrigins` check may take before the origin counts as refused. */
export const DEFAULT_ORIGIN_CHECK_TIMEOUT_MS = 10_000

/** What a handler learns about the request besides its params. */
export type FrameRequestContext = {
  /** The parent's origin, as the browser reported it (already allowed). */
  readonly origin: string
  /** The request id chosen by the host. */
  readonly id: string
  /**
   * Aborted when the host gives up on the request (abort, timeout, `rejectRpcRequests()`, `cancelUserInput()`) or on
   * `destroy()`. After `commit()`, only `destroy()` aborts it.
   */
  readonly signal: AbortSignal
  /**
   * Marks the request approved by the user: sends APPROVED `{id}` to the host, and from then on an ABORT from the
   * host is ignored and the answer (result or error) is always sent, so an operation that may be broadcast is never
   * reported as aborted. Throws `RequestAbortedError` when the host already gave up: do not run the operation then.
   */
  commit(): void
  /**
   * Says the frame now waits for the user on its own UI (a login that protects or opens the wallet, a recovery
   * method being added, the key shown for export): sends INPUT_REQUESTED `{id}` to the host, which shows the iframe
   * until the request settles and stops its timeout. Sent once per request; later calls do nothing. The host may
   * still abort the request (its signal then aborts). Throws `RequestAbortedError` when the host already gave up or
   * the server was destroyed: show nothing then.
   */
  waitForUser(): void
}

/**
 * Answers one request; throw (preferably a `BaseError`) to answer `_ERROR {message}`. Handlers of requests
 * answered without a payload (and of RPC_REQUEST, whose result depends on the method) may return anything:
 * the bridge checks the value against the protocol before it leaves the frame.
 */
export type FrameRequestHandler<N extends FrameRequestName> = (
  params: FrameRequestParsedParams<N>,
  context: FrameRequestContext,
) => undefined extends FrameRequestHandlerResult<N>
  ? unknown
  : FrameRequestHandlerResult<N> | Promise<FrameRequestHandlerResult<N>>

/** Handlers by request name. A request without a handler is answered with an error. */
export type FrameRequestHandlers = { [N in FrameRequestName]?: FrameRequestHandler<N> }

/** Which parent origins may talk to the frame: a list of exact origins, or a (possibly asynchronous) check. */
export type AllowedParentOrigins = readonly string[] | ((origin: string) => boolean | Promise<boolean>)

/** Options of `createFrameServer`. */
export type FrameServerOptions = {
  /** The project's allowed parent origins; nothing else is answered. `'*'` is refused. */
  allowedParentOrigins: AllowedParentOrigins
  /** One handler per request the frame implements. */
  handlers: FrameRequestHandlers
  /** The frame's window; defaults to the browser's `window`. */
  window?: FrameServerWindow
  /** Where dropped messages and failures are reported; console from level `error` by default. */
  logger?: FrameLogger
  /** Bound on an asynchronous `allowedParentOrigins` check (default 10 s). */
  originCheckTimeoutMs?: number
}

/** Payload accepted by `emit` for a frame-initiated event. */
export type FrameEventInput<E extends FrameEventName> = z.input<(typeof frameEvents)[E]>

/** Events a frame may send with `emit`. READY, APPROVED and INPUT_REQUESTED are sent by the bridge itself. */
export type EmittableFrameEvent = Exclude<FrameEventName, 'READY' | 'APPROVED' | 'INPUT_REQUESTED'>

/** Frame events only the bridge sends: READY on its own, the others through the request's context. */
const BRIDGE_EVENTS: ReadonlySet<FrameEventName> = new Set(['READY', 'APPROVED', 'INPUT_REQUESTED'])

/** The frame side of the bridge. */
export type FrameServer = {
  /** Identifies this document; sent in READY so the host can tell a reload from a repeat. */
  readonly instanceId: string
  /** The parent origin replies and events go to, once known. */
  readonly parentOrigin: string | undefined
  /** How many requests are being handled. */
  readonly pendingCount: number
  /**
   * Sends a frame-initiated event to the parent. Throws "W3mFrame: parent is not set" before the parent is known.
   * READY, APPROVED and INPUT_REQUESTED are sent by the bridge itself (APPROVED through the handler's `commit()`,
   * INPUT_REQUESTED through its `waitForUser()`).
   */
  emit<E extends EmittableFrameEvent>(event: E, payload: FrameEventInput<E>): void
  /** Stops listening, aborts the requests being handled and answers nothing more. */
  destroy(): void
}

type OriginCheck = {
  check(origin: string): boolean | Promise<boolean>
  /** The allowed origins when they are a fixed list. */
  list: readonly string[] | undefined
}

const MAX_CACHED_ORIGINS = 64

function exactOrigin(value: unknown): string {
  if (typeof value !== 'string')
    throw new InvalidFrameOptionsError('allowedParentOrigins entries must be strings.')
  if (value === '*') throw new InvalidFrameOptionsError("allowedParentOrigins may not contain '*'.")
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new InvalidFrameOptionsError(`Not an origin: ${value.slice(0, 200)}`)
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== value.replace(/\/$/, ''))
    throw new InvalidFrameOptionsError(`Not an http(s) origin: ${value.slice(0, 200)}`)
  return url.origin
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`origin check took longer than ${ms} ms`)), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}

function createOriginCheck(
  allowed: AllowedParentOrigins,
  logger: FrameLogger,
  timeoutMs: number,
): OriginCheck {
  if (Array.isArray(allowed)) {
    const list = [...new Set(allowed.map(exactOrigin))]
    const set = new Set(list)
    return { check: (origin) => set.has(origin), list }
  }
  if (typeof allowed !== 'function')
    throw new InvalidFrameOptionsError('allowedParentOrigins must be a list of origins or a function.')

  // Per-instance cache, so a remote allow-list is asked once per origin; failures are not cached.
  const cache = new Map<string, boolean | Promise<boolean>>()
  const remember = (origin: string, value: boolean | Promise<boolean>) => {
    if (cache.size >= MAX_CACHED_ORIGINS) cache.clear()
    cache.set(origin, value)
  }
  return {
    list: undefined,
    check(origin) {
      const cached = cache.get(origin)
      if (cached !== undefined) return cached
      let answer: unknown
      try {
        answer = allowed(origin)
      } catch (error) {
        logger.error('allowedParentOrigins threw; origin refused', { origin, error: String(error) })
        return false
      }
      if (typeof answer === 'boolean') {
        remember(origin, answer)
        return answer
      }
      if (answer instanceof Promise || (typeof answer === 'object' && answer !== null && 'then' in answer)) {
        const pending = withTimeout(Promise.resolve(answer as Promise<unknown>), timeoutMs).then(
          (value) => {
            const ok = value === true
            remember(origin, ok)
            return ok
          },
          (error: unknown) => {
            cache.delete(origin)
            logger.error('allowedParentOrigins failed; origin refused', { origin, error: String(error) })
            return false
          },
        )
        remember(origin, pending)
        return pending
      }
      return false
    },
  }
}

function candidateParentOrigin(win: FrameServerWindow): string | undefined {
  try {
    const ancestor = win.location?.ancestorOrigins?.[0]
    if (typeof ancestor === 'string' && ancestor !== 'null') return ancestor
    const referrer = win.document?.referrer
    // The host sets referrerpolicy="origin" on the iframe, so the referrer is its origin.
    if (referrer) {
      const origin = new URL(referrer).origin
      if (origin !== 'null') return origin
    }
  } catch {
    // No usable hint; the host's HELLO will tell us.
  }
  return undefined
}

function errorMessage(error: unknown): string {
  const message =
    error instanceof BaseError
      ? error.shortMessage
      : error instanceof Error
        ? error.message
        : typeof error === 'string'
          ? error
          : ''
  return message.trim() ? message.slice(0, 4000) : frameErrorMessages.defaultFrameError
}

/** The EIP-1193 / JSON-RPC code an error (or what it wraps) carries, when it is one the protocol can carry. */
function errorCode(error: unknown): number | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown }
    if (Number.isSafeInteger(code) && (code as number) >= -32768 && (code as number) <= 65535)
      return code as number
    current = cause
  }
  return undefined
}

/**
 * Creates the frame side of the secure-frame bridge. Only messages from `window.parent` whose origin is
 * allowed are read; each request is answered `_SUCCESS` (result checked against the protocol) or
 * `_ERROR {message}`, posted to the requesting origin only. READY is sent on start to the parent's origin
 * (when it can be told and is allowed) and in answer to the host's HELLO.
 *
 * @example
 * createFrameServer({
 *   allowedParentOrigins: ['https://app.example.com'],
 *   handlers: { IS_CONNECTED: async () => ({ isConnected: await session.exists() }) },
 * })
 */
export function createFrameServer(options: FrameServerOptions): FrameServer {
  if (typeof options !== 'object' || options === null)
    throw new InvalidFrameOptionsError('Options are required.')
  const logger = safeLogger(options.logger)
  const timeoutMs = options.originCheckTimeoutMs ?? DEFAULT_ORIGIN_CHECK_TIMEOUT_MS
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0)
    throw new InvalidFrameOptionsError('originCheckTimeoutMs must be a positive number of milliseconds.')
  const originCheck = createOriginCheck(options.allowedParentOrigins, logger, timeoutMs)
  if (typeof options.handlers !== 'object' || options.handlers === null)
    throw new InvalidFrameOptionsError('handlers must be an object.')
  const handlers = options.handlers

  const win = options.window ?? defaultWindow<FrameServerWindow>()
  if (!win) throw new FrameParentNotSetError({ details: 'There is no window.' })
  const parent = win.parent
  if (!parent || parent === (win as unknown))
    throw new FrameParentNotSetError({ details: 'The page is not framed.' })

  const instanceId = createRequestId()
  const inflight = new Map<
    string,
    {
      controller: AbortController
      origin: string
      committed: boolean
      waitingForUser: boolean
      name: FrameRequestName
    }
  >()
  let parentOrigin: string | undefined
  let destroyed = false

  function postToParent(message: { type: string; id?: string; payload?: unknown }, origin: string): boolean {
    try {
      parent?.postMessage(message, origin)
      return true
    } catch (error) {
      logger.error('could not post to the parent', { type: message.type, error: errorMessage(error) })
      return false
    }
  }

  const readyMessage = () => ({ type: frameEventType('READY'), payload: { instanceId, version } })

  function reply(
    name: FrameRequestName,
    id: string,
    origin: string,
    outcome: { result: unknown } | { error: unknown },
  ) {
    if ('result' in outcome) {
      const message =
        outcome.result === undefined
          ? { type: frameSuccessType(name), id }
          : { type: frameSuccessType(name), id, payload: outcome.result }
      if (postToParent(message, origin)) return
      // The result could not be cloned: the host still gets an answer.
      postToParent(
        { type: frameErrorType(name), id, payload: { message: frameErrorMessages.defaultFrameError } },
        origin,
      )
      return
    }
    const code = errorCode(outcome.error)
    postToParent(
      {
        type: frameErrorType(name),
        id,
        payload: { message: errorMessage(outcome.error), ...(code === undefined ? {} : { code }) },
      },
      origin,
    )
  }

  function parseParams(name: FrameRequestName, payload: unknown): unknown {
    if (name === 'RPC_REQUEST') return parseRpcRequest(payload)
    const parsed = frameRequests[name].params.safeParse(payload)
    if (!parsed.success) throw new InvalidFrameRequestError(name, describeZodError(parsed.error))
    return parsed.data
  }

  function handleRequest(
    name: FrameRequestName,
    id: string,
    payload: unknown,
    origin: string,
  ): Drop | undefined {
    if (inflight.has(id)) return drop('warn', 'dropped a request whose id is already being handled', { name })
    let params: unknown
    try {
      params = parseParams(name, payload)
    } catch (error) {
      reply(name, id, origin, { error })
      return drop('warn', 'refused a request with invalid params', { name, error: errorMessage(error) })
    }
    const handler = handlers[name] as FrameRequestHandler<FrameRequestName> | undefined
    if (typeof handler !== 'function') {
      reply(name, id, origin, { error: new UnsupportedFrameRequestError(name) })
      return drop('warn', 'refused a request without a handler', { name })
    }

    const controller = new AbortController()
    const job = { controller, origin, committed: false, waitingForUser: false, name }
    inflight.set(id, job)
    const method = name === 'RPC_REQUEST' ? (params as { method: RpcMethod }).method : undefined
    const commit = () => {
      if (destroyed || controller.signal.aborted) throw new RequestAbortedError()
      if (job.committed) return
      job.committed = true
      postToParent({ type: frameEventType('APPROVED'), payload: { id } }, origin)
    }
    const waitForUser = () => {
      if (destroyed || controller.signal.aborted) throw new RequestAbortedError()
      if (job.waitingForUser) return
      job.waitingForUser = true
      postToParent({ type: frameEventType('INPUT_REQUESTED'), payload: { id } }, origin)
    }
    const context: FrameRequestContext = { origin, id, signal: controller.signal, commit, waitForUser }
    // Once the host gave up (ABORT, which a committed request ignores) or the server is gone, nothing is sent.
    const current = () => !destroyed && !controller.signal.aborted

    const answer = (value: unknown) => {
      if (!current()) return
      const schema: z.ZodMiniType = method ? rpcResultSchema(method) : frameRequests[name].result
      const result = schema.safeParse(value)
      if (result.success) {
        reply(name, id, origin, { result: result.data })
        return
      }
      logger.error('a handler returned a result outside the protocol', {
        name,
        details: describeZodError(result.error),
      })
      reply(name, id, origin, { error: undefined })
    }
    new Promise((resolve) => resolve(handler(params as never, context)))
      .then(answer, (error: unknown) => {
        if (current()) reply(name, id, origin, { error })
      })
      .catch((error: unknown) =>
        logger.error('failed to answer a request', { name, error: errorMessage(error) }),
      )
      .finally(() => {
        if (inflight.get(id)?.controller === controller) inflight.delete(id)
      })
    return undefined
  }

  function handle(message: Exclude<AppMessage, { kind: 'invalid' }>, origin: string): Drop | undefined {
    if (destroyed) return drop('debug', 'dropped a message that arrived after destroy()')
    parentOrigin = origin
    if (message.kind === 'request') return handleRequest(message.name, message.id, message.payload, origin)
    if (message.name === 'HELLO') {
      postToParent(readyMessage(), origin)
      return undefined
    }
    const job = message.id === undefined ? undefined : inflight.get(message.id)
    if (!job || job.origin !== origin || message.id === undefined)
      return drop('debug', 'ABORT for a request that is not being handled')
    // The user approved it: the operation may already be on its way, so the host gets its outcome instead.
    if (job.committed) return drop('debug', 'ABORT ignored for an approved request', { name: job.name })
    inflight.delete(message.id)
    job.controller.abort(new RequestAbortedError())
    return undefined
  }

  function log(dropped: Drop | undefined): void {
    if (dropped) logger[dropped.level](dropped.message, dropped.context)
  }

  /** Handles one message; returns why it was dropped, or nothing when it was used (or is being checked). */
  function handleMessage(event: BridgeMessageEvent): Drop | undefined {
    if (destroyed) return drop('debug', 'dropped a message that arrived after destroy()')
    if (event.source !== parent) return drop('debug', 'dropped a message from a window other than the parent')
    const origin = event.origin
    if (typeof origin !== 'string' || origin === 'null')
      return drop('warn', 'dropped a parent message without an origin')
    const message = parseAppMessage(event.data)
    if (message.kind === 'invalid')
      return drop('warn', 'dropped an invalid app message', { reason: message.reason })
    const allowed = originCheck.check(origin)
    const go = (ok: boolean) =>
      ok
        ? handle(message, origin)
        : drop('warn', 'dropped a message from a parent origin that is not allowed', { origin })
    if (typeof allowed === 'boolean') return go(allowed)
    allowed
      .then((ok) => log(go(ok)))
      .catch((error: unknown) => logger.error('failed to handle a message', { error: errorMessage(error) }))
    return undefined
  }

  // Listeners never throw: every failure is logged and the message dropped.
  const onMessage = (event: BridgeMessageEvent) => {
    try {
      log(handleMessage(event))
    } catch (error) {
      logger.error('failed to handle a message', { error: errorMessage(error) })
    }
  }

  function announce(): void {
    const candidate = candidateParentOrigin(win as FrameServerWindow)
    if (candidate) {
      const send = (ok: boolean) => {
        if (!ok || destroyed) {
          logger.debug('the parent origin hint is not allowed; waiting for HELLO')
          return
        }
        parentOrigin ??= candidate
        postToParent(readyMessage(), candidate)
      }
      const allowed = originCheck.check(candidate)
      if (typeof allowed === 'boolean') send(allowed)
      else void allowed.then(send)
      return
    }
    // Without a hint, a fixed list can still be greeted: the browser delivers only to the matching origin.
    for (const origin of originCheck.list ?? []) postToParent(readyMessage(), origin)
  }

  win.addEventListener('message', onMessage)
  announce()

  return {
    instanceId,
    get parentOrigin() {
      return parentOrigin
    },
    get pendingCount() {
      return inflight.size
    },
    emit(event, payload) {
      if (destroyed) throw new FrameParentNotSetError({ details: 'The frame server was destroyed.' })
      // Checked at run time too: callers may be untyped JavaScript.
      if (!isFrameEventName(event) || BRIDGE_EVENTS.has(event))
        throw new InvalidFrameRequestError(String(event), 'Not a frame event that can be emitted.')
      const parsed = frameEvents[event].safeParse(payload)
      if (!parsed.success) throw new InvalidFrameRequestError(event, describeZodError(parsed.error))
      if (!parentOrigin)
        throw new FrameParentNotSetError({
          details: 'No verified parent origin yet: wait for HELLO or a request.',
        })
      postToParent({ type: frameEventType(event), payload: parsed.data }, parentOrigin)
    },
    destroy() {
      if (destroyed) return
      destroyed = true
      win.removeEventListener('message', onMessage)
      for (const job of inflight.values()) job.controller.abort(new RequestAbortedError())
      inflight.clear()
    },
  }
}
