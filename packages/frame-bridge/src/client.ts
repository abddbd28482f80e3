// The host side of the bridge: the READY handshake, and the correlation of each request with its answer.
// The iframe and the messenger to it are `frameLink.ts` (over `frameElement.ts` and `messenger.ts`); the waiting
// requests and their timers are `pendingRequests.ts`.
import type * as z from 'zod/mini'
import {
  type ClientConfig,
  checkTimeout,
  type FrameClientOptions,
  resolveClientConfig,
} from './clientOptions.js'
import {
  FrameError,
  FrameLoadError,
  FrameNotSetError,
  FrameReloadedError,
  InvalidFrameRequestError,
  InvalidFrameResponseError,
  RequestAbortedError,
} from './errors.js'
import { type FrameLink, iframeLink, type OpenFrameLink, type ReceivedFrameMessage } from './frameLink.js'
import { createRequestId } from './ids.js'
import { type Drop, drop, type FrameLogger, safeLogger } from './logger.js'
import type { OutgoingMessage } from './messenger.js'
import { classifyRpcMethod, type RpcMethod } from './methods.js'
import { createPendingRequests, lost, type PendingRequest } from './pendingRequests.js'
import { describeZodError } from './primitives.js'
import {
  appEventType,
  type FrameEventName,
  type FrameEventPayload,
  type FrameRequestName,
  type FrameRequestParams,
  type FrameRequestResult,
  frameRequests,
  isFrameRequestName,
  waitsForUser,
} from './protocol.js'
import { parseRpcRequest, type RpcRequest, type RpcResultOf, rpcResultSchema } from './rpcSchemas.js'

/** Per-call options of `request` and `rpc`. */
export type FrameRequestOptions = {
  /**
   * Aborting rejects the request with "Request was aborted" and tells the frame to drop it, unless the user already
   * approved it (APPROVED): an approved request still settles with the frame's answer.
   */
  signal?: AbortSignal
  /**
   * Overrides the timeout for this call. It stops counting once the user approved the request, or once the frame
   * waits for the user on its own UI (INPUT_REQUESTED).
   */
  timeoutMs?: number
  /**
   * Called once when the frame starts waiting for the user on its own UI while answering this request
   * (INPUT_REQUESTED, e.g. a login that protects or opens the wallet): show the iframe until the request settles.
   * From then on no timeout applies; `signal` and `cancelUserInput()` still cancel it.
   */
  onUserInput?: () => void
}

type RequestArgs<N extends FrameRequestName> =
  undefined extends FrameRequestParams<N>
    ? [params?: FrameRequestParams<N>, options?: FrameRequestOptions]
    : [params: FrameRequestParams<N>, options?: FrameRequestOptions]

/** The host side of the bridge. */
export type FrameClient = {
  /** The iframe's `src`: `frameUrl` with `projectId` and `chainId`. */
  readonly src: string
  /** The origin every message is posted to and accepted from. */
  readonly frameOrigin: string
  /** The iframe once mounted (hidden; the host UI shows it for approvals), else `undefined`. */
  readonly iframe: HTMLIFrameElement | undefined
  /** Whether the frame's READY handshake arrived. */
  readonly ready: boolean
  /** How many requests wait for an answer. */
  readonly pendingCount: number
  /** How many of them the user approved in the frame (their operation runs; they cannot be cancelled any more). */
  readonly approvedCount: number
  /**
   * Creates the iframe (once) and waits for the frame's READY handshake. Called by `request` on first use;
   * call it earlier to preload. Rejects with "Unable to load email login dependency" when no READY arrives in
   * time; a later call tries again with a fresh iframe.
   */
  mount(): Promise<void>
  /** Sends a request and resolves with the frame's `_SUCCESS` payload, checked against the protocol. */
  request<N extends FrameRequestName>(name: N, ...args: RequestArgs<N>): Promise<FrameRequestResult<N>>
  /** Sends an RPC request (RPC_REQUEST). Methods outside both lists reject with "Requested RPC call is not allowed". */
  rpc<R extends RpcRequest>(request: R, options?: FrameRequestOptions): Promise<RpcResultOf<R['method']>>
  /**
   * Rejects every pending unsafe RPC request the user has not approved yet with "Request was aborted"; returns how
   * many. Approved ones keep waiting for their result (hash or signature) or the frame's error.
   */
  rejectRpcRequests(): number
  /**
   * Rejects every request for which the frame waits for the user on its own UI (INPUT_REQUESTED) with "Request was
   * aborted", and tells the frame to drop each; returns how many.
   */
  cancelUserInput(): number
  /** Listens to a frame-initiated event; returns the function that stops listening. */
  on<E extends FrameEventName>(event: E, handler: (payload: FrameEventPayload<E>) => void): () => void
  /**
   * Removes the iframe and every listener, and rejects everything pending: with "Request was aborted", or with
   * `RequestMaybeSentError` for requests the user had approved.
   */
  destroy(): void
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/**
 * Creates the host side of the secure-frame bridge. Nothing touches the DOM until `mount()` or the first
 * request. Messages are posted only to the frame's exact origin and accepted only when they come from the
 * iframe's window, from that origin, and answer a request that is waiting.
 *
 * @example
 * const frame = createFrameClient({ frameUrl: 'https://secure.example.com/sdk', projectId, chainId: 'eip155:80002' })
 * const { action } = await frame.request('CONNECT_EMAIL', { email })
 */
export function createFrameClient(options: FrameClientOptions): FrameClient {
  const config = resolveClientConfig(options)
  const logger = safeLogger(options.logger)
  return connectFrameClient(config, logger, iframeLink(options, config, logger))
}

/**
 * The client's handshake and correlation over any link to the frame: `createFrameClient` opens an iframe; the
 * package's tests open a fake messenger.
 */
export function connectFrameClient(
  config: ClientConfig,
  logger: FrameLogger,
  openLink: OpenFrameLink,
): FrameClient {
  const pending = createPendingRequests({ notifyAbort, logger })
  const handlers = new Map<FrameEventName, Set<(payload: never) => void>>()

  let link: FrameLink | undefined
  let frameInstance: string | undefined
  let mounting: Promise<void> | undefined
  let handshake: { reject: (error: unknown) => void; timer: ReturnType<typeof setTimeout> } | undefined
  let resolveHandshake: (() => void) | undefined
  let destroyed = false

  function post(message: OutgoingMessage): void {
    if (!link) throw new FrameNotSetError()
    link.messenger.post(message, config.frameOrigin)
  }

  function notifyAbort(id: string): void {
    try {
      post({ type: appEventType('ABORT'), id })
    } catch (error) {
      logger.debug('could not tell the frame about an aborted request', { id, error: describeError(error) })
    }
  }

  function dispatchEvent(name: FrameEventName, payload: unknown): void {
    for (const handler of [...(handlers.get(name) ?? [])]) {
      try {
        ;(handler as (payload: unknown) => void)(payload)
      } catch (error) {
        logger.error(`a ${name} handler threw`, { error: describeError(error) })
      }
    }
  }

  /** Returns false for a repeated READY, which READY listeners do not hear again. */
  function onReady({ instanceId }: FrameEventPayload<'READY'>): boolean {
    // The same READY again is the answer to HELLO after the frame announced itself.
    if (frameInstance === instanceId) return false
    if (frameInstance === undefined) {
      frameInstance = instanceId
      resolveHandshake?.()
      return true
    }
    // A new document in the frame: whatever the old one was working on is lost.
    frameInstance = instanceId
    const count = pending.rejectAll((entry) =>
      entry.approved ? lost(entry, 'The secure frame reloaded.') : new FrameReloadedError(entry.name),
    )
    logger.warn('the secure frame reloaded', { rejected: count })
    return true
  }

  /** Uses one accepted message; returns why it was dropped, or nothing when it was used. */
  function receive(message: ReceivedFrameMessage): Drop | undefined {
    if (message.kind === 'event') {
      if (message.name === 'READY') {
        if (!onReady(message.payload as FrameEventPayload<'READY'>)) return undefined
      } else if (frameInstance === undefined)
        return drop('warn', 'dropped a frame event that arrived before READY', { event: message.name })
      else if (message.name === 'APPROVED') {
        const dropped = pending.markApproved((message.payload as FrameEventPayload<'APPROVED'>).id)
        if (dropped) return dropped
      } else if (message.name === 'INPUT_REQUESTED') {
        const dropped = pending.markWaitingForUser(
          (message.payload as FrameEventPayload<'INPUT_REQUESTED'>).id,
        )
        if (dropped) return dropped
      }
      dispatchEvent(message.name, message.payload)
      return undefined
    }

    const entry = pending.get(message.id)
    if (!entry) return drop('debug', 'dropped a reply no request is waiting for', { type: message.name })
    if (entry.name !== message.name)
      return drop('warn', 'dropped a reply whose type does not match its request', {
        expected: entry.name,
        got: message.name,
      })
    pending.settle(message.id)
    if (!message.ok) {
      entry.reject(
        new FrameError(entry.name, message.message, { code: message.code, reason: message.reason }),
      )
      return undefined
    }
    const schema: z.ZodMiniType =
      entry.name === 'RPC_REQUEST' && entry.method
        ? rpcResultSchema(entry.method)
        : frameRequests[entry.name].result
    const result = schema.safeParse(message.payload)
    if (result.success) {
      entry.resolve(result.data)
      return undefined
    }
    // The trusted frame broke the protocol: fail the request now rather than let it time out.
    const details = describeZodError(result.error)
    entry.reject(new InvalidFrameResponseError(entry.name, details))
    return drop('warn', 'the frame answered with an invalid payload', { request: entry.name, details })
  }

  // On every load of the frame's document, say hello: the frame answers READY to our (browser-verified) origin.
  const onLoad = () => {
    try {
      post({ type: appEventType('HELLO') })
    } catch (error) {
      logger.debug('could not greet the frame', { error: describeError(error) })
    }
  }

  function teardownFrame(): void {
    link?.close()
    if (handshake) clearTimeout(handshake.timer)
    handshake = undefined
    resolveHandshake = undefined
    link = undefined
    frameInstance = undefined
  }

  function mount(): Promise<void> {
    if (destroyed) return Promise.reject(new FrameNotSetError({ details: 'The frame client was destroyed.' }))
    if (mounting) return mounting
    if (link?.removed) {
      // Removing (or moving) an iframe unloads its document: nothing pending can be answered any more.
      pending.rejectAll((entry) =>
        entry.approved
          ? lost(entry, 'The iframe was removed from the document.')
          : new FrameNotSetError({ details: 'The iframe was removed from the document.' }),
      )
      teardownFrame()
    }
    if (frameInstance !== undefined && link) return Promise.resolve()

    const attempt = new Promise<void>((resolve, reject) => {
      // One timer bounds the whole mount, the wait for the page's body included, so nothing pends forever.
      handshake = {
        reject,
        timer: setTimeout(
          () =>
            reject(
              new FrameLoadError({
                details: link?.waitingForBody
                  ? `document.body did not appear within ${config.timeoutMs} ms.`
                  : `No READY from ${config.frameOrigin} within ${config.timeoutMs} ms. Is the frame running, and does it allow this page's origin (its frame-ancestors)?`,
              }),
            ),
          config.timeoutMs,
        ),
      }
      resolveHandshake = resolve
      link = openLink({ receive, onLoad, onError: reject })
    })

    mounting = attempt.then(
      () => {
        link?.stopWatchingPolicy()
        if (handshake) clearTimeout(handshake.timer)
        handshake = undefined
        resolveHandshake = undefined
        mounting = undefined
      },
      (error: unknown) => {
        link?.stopWatchingPolicy()
        mounting = undefined
        // A failed load leaves nothing behind; the next call starts over with a fresh iframe.
        if (!destroyed) teardownFrame()
        throw error
      },
    )
    return mounting
  }

  function timeoutFor(request: { name: FrameRequestName; unsafe: boolean }, override: number | undefined) {
    if (override !== undefined) return checkTimeout('timeoutMs', override, undefined)
    if (request.unsafe) return config.unsafeTimeoutMs
    return waitsForUser(request.name) ? config.userActionTimeoutMs : config.timeoutMs
  }

  async function send(name: FrameRequestName, params: unknown, callOptions: FrameRequestOptions = {}) {
    if (destroyed) throw new FrameNotSetError({ details: 'The frame client was destroyed.' })
    if (!isFrameRequestName(name)) throw new InvalidFrameRequestError(String(name), 'Unknown request.')

    let payload: unknown
    let method: RpcMethod | undefined
    if (name === 'RPC_REQUEST') {
      const request = parseRpcRequest(params)
      payload = request
      method = request.method
    } else {
      const parsed = frameRequests[name].params.safeParse(params)
      if (!parsed.success) throw new InvalidFrameRequestError(name, describeZodError(parsed.error))
      payload = parsed.data
    }
    const unsafe = method !== undefined && classifyRpcMethod(method) === 'unsafe'
    const timeoutMs = timeoutFor({ name, unsafe }, callOptions.timeoutMs)
    const { signal } = callOptions
    if (signal?.aborted) throw new RequestAbortedError()

    await mount()
    if (signal?.aborted) throw new RequestAbortedError()

    const id = createRequestId()
    const request = { name, method, unsafe, timeoutMs, signal, onUserInput: callOptions.onUserInput }
    return pending.track(id, request, () =>
      post(
        payload === undefined ? { type: appEventType(name), id } : { type: appEventType(name), id, payload },
      ),
    )
  }

  const rejectAsAborted = (filter: (entry: PendingRequest) => boolean) =>
    pending.rejectAll(() => new RequestAbortedError(), { filter, tellFrame: true })

  return {
    src: config.src,
    frameOrigin: config.frameOrigin,
    get iframe() {
      return link?.iframe
    },
    get ready() {
      return frameInstance !== undefined
    },
    get pendingCount() {
      return pending.size
    },
    get approvedCount() {
      return pending.approvedCount
    },
    mount,
    request: ((name: FrameRequestName, params?: unknown, callOptions?: FrameRequestOptions) =>
      send(name, params, callOptions)) as FrameClient['request'],
    rpc: ((request: RpcRequest, callOptions?: FrameRequestOptions) =>
      send('RPC_REQUEST', request, callOptions)) as FrameClient['rpc'],
    // Only unsafe requests wait for the user; safe ones keep their own timeouts (and are not forgotten). An approved
    // request may already be broadcast: its caller gets the hash (or the frame's error), never "aborted".
    rejectRpcRequests: () => rejectAsAborted((entry) => entry.unsafe && !entry.approved),
    cancelUserInput: () => rejectAsAborted((entry) => entry.waitingForUser && !entry.approved),
    on(event, handler) {
      let set = handlers.get(event)
      if (!set) {
        set = new Set()
        handlers.set(event, set)
      }
      const stored = handler as (payload: never) => void
      set.add(stored)
      return () => {
        set.delete(stored)
      }
    },
    destroy() {
      if (destroyed) return
      destroyed = true
      handshake?.reject(new FrameNotSetError({ details: 'The frame client was destroyed.' }))
      pending.rejectAll((entry) =>
        entry.approved
          ? lost(entry, 'The frame client was destroyed.')
          : new RequestAbortedError({ details: 'The frame client was destroyed.' }),
      )
      teardownFrame()
      handlers.clear()
    },
  }
}
