// What a frame implements: one handler per request, and what each handler learns about its request. The bridge
// (`server.ts`) checks params before a handler runs and results before they leave the frame.
import type { FrameRequestHandlerResult, FrameRequestName, FrameRequestParsedParams } from './protocol.js'

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
