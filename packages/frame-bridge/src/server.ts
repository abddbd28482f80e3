// The frame side of the bridge: each request handed to its handler and answered once, ABORT, APPROVED
// (`commit()`) and INPUT_REQUESTED (`waitForUser()`), and READY, over a messenger to the parent. Which messages are
// accepted, and posting, is `messenger.ts` (wired to the parent window in `parentLink.ts`); the options are
// `serverOptions.ts`; which parent origins are allowed is `originCheck.ts`.
import { version } from '@kit/chains'
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
import type { OutgoingMessage } from './messenger.js'
import type { RpcMethod } from './methods.js'
import type { OriginCheck } from './originCheck.js'
import { type ParentLink, parentLink, type ReceivedAppMessage } from './parentLink.js'
import { describeZodError } from './primitives.js'
import {
  type FrameEventName,
  type FrameRequestName,
  frameErrorType,
  frameEventType,
  frameEvents,
  frameRequests,
  frameSuccessType,
  isFrameEventName,
} from './protocol.js'
import { errorCode, errorMessage, errorReason } from './replies.js'
import type { FrameRequestContext, FrameRequestHandler, FrameRequestHandlers } from './requestHandlers.js'
import { parseRpcRequest, rpcResultSchema } from './rpcSchemas.js'
import { type FrameServerOptions, resolveServerConfig } from './serverOptions.js'

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
  const { handlers, originCheck } = resolveServerConfig(options, logger)
  const { messenger, parentHint } = parentLink(options.window, originCheck, logger)
  return serveFrame({ messenger, handlers, originCheck, logger, parentHint })
}

/** What {@link serveFrame} needs: the link to the parent, and the checked options. */
export type ServeFrameParameters = ParentLink & {
  handlers: FrameRequestHandlers
  /** The allowed parent origins: READY goes only to one of them. */
  originCheck: OriginCheck
  logger: FrameLogger
}

/**
 * The frame side's protocol over a messenger that already decided which messages are accepted: each request to its
 * handler and answered once, ABORT, APPROVED, INPUT_REQUESTED and READY. `createFrameServer` runs it over the
 * frame's window; the package's tests run it over a fake messenger.
 */
export function serveFrame(parameters: ServeFrameParameters): FrameServer {
  const { messenger, handlers, originCheck, logger, parentHint } = parameters
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

  function postToParent(message: OutgoingMessage, origin: string): boolean {
    try {
      messenger.post(message, origin)
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
    const reason = errorReason(outcome.error)
    postToParent(
      {
        type: frameErrorType(name),
        id,
        payload: {
          message: errorMessage(outcome.error),
          ...(code === undefined ? {} : { code }),
          ...(reason === undefined ? {} : { reason }),
        },
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

  /** Uses one accepted message; returns why it was dropped, or nothing when it was used. */
  function handle(message: ReceivedAppMessage, origin: string): Drop | undefined {
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

  function announce(): void {
    const candidate = parentHint()
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

  const stopListening = messenger.listen(handle)
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
      stopListening()
      for (const job of inflight.values()) job.controller.abort(new RequestAbortedError())
      inflight.clear()
    },
  }
}
