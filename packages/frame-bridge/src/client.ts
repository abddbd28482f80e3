import type * as z from 'zod/mini'
import {
  FrameError,
  FrameLoadError,
  FrameNotSetError,
  FrameReloadedError,
  FrameTimeoutError,
  InvalidFrameOptionsError,
  InvalidFrameRequestError,
  InvalidFrameResponseError,
  RequestAbortedError,
  RequestMaybeSentError,
} from './errors.js'
import { createRequestId } from './ids.js'
import { type Drop, drop, type FrameLogger, safeLogger } from './logger.js'
import { parseFrameMessage } from './messages.js'
import { classifyRpcMethod, type RpcMethod } from './methods.js'
import { parseRpcRequest, type RpcRequest, type RpcResultOf, rpcResultSchema } from './rpcSchemas.js'
import { chainIdSchema, describeZodError } from './primitives.js'
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
import {
  type BridgeMessageEvent,
  defaultWindow,
  type FrameHostWindow,
  type PolicyViolationListener,
} from './windows.js'

/** Default time to wait for an answer, and for the READY handshake. */
export const DEFAULT_FRAME_TIMEOUT_MS = 20_000
/** Default time to wait for requests that need the user outside the page (e-mail link, Farcaster app). */
export const DEFAULT_USER_ACTION_TIMEOUT_MS = 600_000
/**
 * Sandbox of the iframe: scripts and storage on its own origin, forms, pop-ups for social login, and leaving the page
 * for a redirect social login, only on the user's click inside the frame.
 */
export const DEFAULT_FRAME_SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation'

/**
 * How long an approved request may wait for its answer. The frame always answers one (a send waits for its
 * receipt for about a minute at most); this only bounds a frame that hangs, so no promise waits forever.
 */
export const APPROVED_REQUEST_TIMEOUT_MS = 10 * 60_000

// setTimeout stores its delay in 32 bits; longer values fire at once.
const MAX_TIMER_MS = 2 ** 31 - 1

/** Options of `createFrameClient`. */
export type FrameClientOptions = {
  /** The secure frame's page, for example `https://secure.example.com/sdk`. */
  frameUrl: string
  /** Sent to the frame as the `projectId` query parameter. */
  projectId: string
  /** Sent as the `chainId` query parameter; numbers and decimal strings become `eip155:<n>`. */
  chainId: string | number
  /** Where the iframe is appended; defaults to `document.body`. */
  parent?: HTMLElement
  /** The only origin messages are accepted from and posted to; defaults to the origin of `frameUrl`. */
  allowedOrigin?: string
  /** Timeout of every request and of the READY handshake (default 20 s). */
  timeoutMs?: number
  /** Timeout of requests that wait for the user outside the page: CONNECT_DEVICE, CONNECT_FARCASTER (10 min). */
  userActionTimeoutMs?: number
  /** Timeout of unsafe RPC requests; none by default, the frame waits for the user's approval. */
  unsafeTimeoutMs?: number
  /** Where dropped messages and failures are reported; console from level `error` by default. */
  logger?: FrameLogger
  /** The host window; defaults to the browser's `window` on first use (SSR-safe). */
  window?: FrameHostWindow
  /** The iframe's `sandbox` attribute, or `null` for none (default `DEFAULT_FRAME_SANDBOX`). */
  sandbox?: string | null
  /** The iframe's accessible title. */
  title?: string
}

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

type PendingRequest = {
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

type ResolvedConfig = {
  src: string
  frameOrigin: string
  timeoutMs: number
  userActionTimeoutMs: number
  unsafeTimeoutMs: number | undefined
}

function checkTimeout(name: string, value: number | undefined, fallback: number): number
function checkTimeout(name: string, value: number | undefined, fallback: undefined): number | undefined
function checkTimeout(name: string, value: number | undefined, fallback: number | undefined) {
  if (value === undefined) return fallback
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value > MAX_TIMER_MS)
    throw new InvalidFrameOptionsError(
      `${name} must be a number of milliseconds between 1 and ${MAX_TIMER_MS}.`,
    )
  return value
}

function parseOrigin(value: string, name: string): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new InvalidFrameOptionsError(`${name} is not a URL: ${String(value).slice(0, 200)}`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new InvalidFrameOptionsError(`${name} must be an http(s) URL.`)
  return url.origin
}

function resolveConfig(options: FrameClientOptions): ResolvedConfig {
  if (typeof options !== 'object' || options === null)
    throw new InvalidFrameOptionsError('Options are required.')
  if (typeof options.frameUrl !== 'string') throw new InvalidFrameOptionsError('frameUrl must be a string.')
  const frameOrigin = parseOrigin(options.frameUrl, 'frameUrl')
  if (
    typeof options.projectId !== 'string' ||
    options.projectId.trim() === '' ||
    options.projectId.length > 128
  )
    throw new InvalidFrameOptionsError('projectId must be a non-empty string of at most 128 characters.')
  const chainId = chainIdSchema.safeParse(options.chainId)
  if (!chainId.success) throw new InvalidFrameOptionsError(`chainId: ${describeZodError(chainId.error)}`)
  const chainIdText =
    typeof chainId.data === 'number' || /^\d+$/.test(chainId.data) ? `eip155:${chainId.data}` : chainId.data

  let allowedOrigin = frameOrigin
  if (options.allowedOrigin !== undefined) {
    if (typeof options.allowedOrigin !== 'string')
      throw new InvalidFrameOptionsError('allowedOrigin must be a string.')
    allowedOrigin = parseOrigin(options.allowedOrigin, 'allowedOrigin')
    if (allowedOrigin !== options.allowedOrigin.replace(/\/$/, ''))
      throw new InvalidFrameOptionsError('allowedOrigin must be an origin (scheme, host and port, no path).')
  }

  // URL + searchParams: values are encoded, and parameters already in frameUrl survive.
  const url = new URL(options.frameUrl)
  url.searchParams.set('projectId', options.projectId)
  url.searchParams.set('chainId', chainIdText)

  return {
    src: url.toString(),
    frameOrigin: allowedOrigin,
    timeoutMs: checkTimeout('timeoutMs', options.timeoutMs, DEFAULT_FRAME_TIMEOUT_MS),
    userActionTimeoutMs: checkTimeout(
      'userActionTimeoutMs',
      options.userActionTimeoutMs,
      DEFAULT_USER_ACTION_TIMEOUT_MS,
    ),
    unsafeTimeoutMs: checkTimeout('unsafeTimeoutMs', options.unsafeTimeoutMs, undefined),
  }
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
  const config = resolveConfig(options)
  const logger = safeLogger(options.logger)
  const pending = new Map<string, PendingRequest>()
  const handlers = new Map<FrameEventName, Set<(payload: never) => void>>()

  let hostWindow: FrameHostWindow | undefined
  let iframe: HTMLIFrameElement | undefined
  /** Stops listening for Content-Security-Policy reports; set while the handshake runs. */
  let stopWatchingPolicy: (() => void) | undefined
  /** Stops waiting for `document.body`; set while a mount waits for the page to parse its body. */
  let stopWaitingForBody: (() => void) | undefined
  let frameInstance: string | undefined
  let mounting: Promise<void> | undefined
  let handshake: { reject: (error: unknown) => void; timer: ReturnType<typeof setTimeout> } | undefined
  let resolveHandshake: (() => void) | undefined
  let destroyed = false

  function post(message: { type: string; id?: string; payload?: unknown }): void {
    const target = iframe?.contentWindow
    if (!target) throw new FrameNotSetError()
    target.postMessage(message, config.frameOrigin)
  }

  function notifyAbort(id: string): void {
    try {
      post({ type: appEventType('ABORT'), id })
    } catch (error) {
      logger.debug('could not tell the frame about an aborted request', { id, error: describeError(error) })
    }
  }

  function settle(id: string): PendingRequest | undefined {
    const entry = pending.get(id)
    if (!entry) return undefined
    pending.delete(id)
    if (entry.timer !== undefined) clearTimeout(entry.timer)
    entry.cleanupSignal?.()
    return entry
  }

  function rejectAll(
    makeError: (entry: PendingRequest) => unknown,
    { filter, tellFrame = false }: { filter?: (entry: PendingRequest) => boolean; tellFrame?: boolean } = {},
  ): number {
    let count = 0
    for (const [id, entry] of [...pending]) {
      if (filter && !filter(entry)) continue
      settle(id)
      if (tellFrame) notifyAbort(id)
      entry.reject(makeError(entry))
      count++
    }
    return count
  }

  function lost(entry: PendingRequest, details: string): RequestMaybeSentError {
    return new RequestMaybeSentError(entry.name, entry.method, details)
  }

  /** The user approved request `id` in the frame: from now on only the frame's answer (or its loss) settles it. */
  function markApproved(id: string): Drop | undefined {
    const entry = pending.get(id)
    if (!entry)
      // The host gave up a moment before the user approved: the frame still runs it, and nobody gets the answer.
      return drop('error', 'the frame approved a request that is no longer pending; it may have been sent', {
        id,
      })
    if (!entry.unsafe)
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
  }

  /** The frame waits for the user on its own UI while answering request `id`: the user sets the pace, not a timer. */
  function markWaitingForUser(id: string): Drop | undefined {
    const entry = pending.get(id)
    if (!entry) return drop('warn', 'dropped INPUT_REQUESTED for a request that is not pending', { id })
    // An approved request already runs, bounded by its own timer.
    if (entry.approved)
      return drop('warn', 'dropped INPUT_REQUESTED for an approved request', { request: entry.name })
    if (entry.waitingForUser)
      return drop('debug', 'dropped a repeated INPUT_REQUESTED', { request: entry.name })
    entry.waitingForUser = true
    if (entry.timer !== undefined) clearTimeout(entry.timer)
    entry.timer = undefined
    try {
      entry.onUserInput?.()
    } catch (error) {
      logger.error('an onUserInput callback threw', { request: entry.name, error: describeError(error) })
    }
    return undefined
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

  /** Handles one message; returns why it was dropped, or nothing when it was used. */
  function handleMessage(event: BridgeMessageEvent): Drop | undefined {
    const frameWindow = iframe?.contentWindow
    // The source check comes first: it is one comparison, and nothing from another window is read further.
    if (!frameWindow || event.source !== frameWindow)
      return drop('debug', 'dropped a message from another window')
    if (event.origin !== config.frameOrigin)
      return drop('warn', 'dropped a message from the frame window with an unexpected origin', {
        origin: String(event.origin).slice(0, 200),
      })

    const message = parseFrameMessage(event.data)
    if (message.kind === 'invalid')
      return drop('warn', 'dropped an invalid frame message', { reason: message.reason })

    if (message.kind === 'event') {
      if (message.name === 'READY') {
        const { instanceId } = message.payload as FrameEventPayload<'READY'>
        // The same READY again is the answer to HELLO after the frame announced itself.
        if (frameInstance === instanceId) return undefined
        if (frameInstance === undefined) {
          frameInstance = instanceId
          resolveHandshake?.()
        } else {
          // A new document in the frame: whatever the old one was working on is lost.
          frameInstance = instanceId
          const count = rejectAll((entry) =>
            entry.approved ? lost(entry, 'The secure frame reloaded.') : new FrameReloadedError(entry.name),
          )
          logger.warn('the secure frame reloaded', { rejected: count })
        }
      } else if (frameInstance === undefined) {
        return drop('warn', 'dropped a frame event that arrived before READY', { event: message.name })
      } else if (message.name === 'APPROVED') {
        const dropped = markApproved((message.payload as FrameEventPayload<'APPROVED'>).id)
        if (dropped) return dropped
      } else if (message.name === 'INPUT_REQUESTED') {
        const dropped = markWaitingForUser((message.payload as FrameEventPayload<'INPUT_REQUESTED'>).id)
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
    settle(message.id)
    if (!message.ok) {
      entry.reject(new FrameError(entry.name, message.message, { code: message.code }))
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

  // Listeners never throw: every failure is logged and the message dropped.
  const onMessage = (event: BridgeMessageEvent) => {
    try {
      const dropped = handleMessage(event)
      if (dropped) logger[dropped.level](dropped.message, dropped.context)
    } catch (error) {
      logger.error('failed to handle a message', { error: describeError(error) })
    }
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
    stopWatchingPolicy?.()
    stopWatchingPolicy = undefined
    stopWaitingForBody?.()
    stopWaitingForBody = undefined
    hostWindow?.removeEventListener('message', onMessage)
    if (iframe) {
      iframe.removeEventListener('load', onLoad)
      iframe.remove()
    }
    if (handshake) clearTimeout(handshake.timer)
    handshake = undefined
    resolveHandshake = undefined
    hostWindow = undefined
    iframe = undefined
    frameInstance = undefined
  }

  function mount(): Promise<void> {
    if (destroyed) return Promise.reject(new FrameNotSetError({ details: 'The frame client was destroyed.' }))
    if (mounting) return mounting
    if (iframe && !iframe.isConnected) {
      // Removing (or moving) an iframe unloads its document: nothing pending can be answered any more.
      rejectAll((entry) =>
        entry.approved
          ? lost(entry, 'The iframe was removed from the document.')
          : new FrameNotSetError({ details: 'The iframe was removed from the document.' }),
      )
      teardownFrame()
    }
    if (frameInstance !== undefined && iframe) return Promise.resolve()

    const attempt = new Promise<void>((resolve, reject) => {
      const win = options.window ?? defaultWindow<FrameHostWindow>()
      if (!win)
        return reject(new FrameNotSetError({ details: 'There is no window (server-side rendering?).' }))
      const appendFrame = (parent: HTMLElement) => {
        try {
          const element = win.document.createElement('iframe')
          element.src = config.src
          element.title = options.title ?? 'Secure wallet'
          element.setAttribute('referrerpolicy', 'origin')
          // The frame protects the wallet with a passkey; WebAuthn in a cross-origin frame needs the host's leave,
          // given here to the frame's own origin only (an `allow` entry without origins means the src's).
          element.setAttribute('allow', 'publickey-credentials-create; publickey-credentials-get')
          const sandbox = options.sandbox === undefined ? DEFAULT_FRAME_SANDBOX : options.sandbox
          if (sandbox !== null) element.setAttribute('sandbox', sandbox)
          element.setAttribute('data-kit-secure-frame', '')
          element.style.display = 'none'
          element.style.border = '0'
          hostWindow = win
          iframe = element
          // Listen before the frame exists, so its first READY cannot be missed.
          win.addEventListener('message', onMessage)
          // A page whose Content-Security-Policy blocks the frame fails now, saying what to allow, not after the
          // READY timeout with a bare "unable to load".
          const onViolation: PolicyViolationListener = (event) => {
            if (typeof event.blockedURI !== 'string' || !event.blockedURI.startsWith(config.frameOrigin))
              return
            reject(
              new FrameLoadError({
                details: `This page's Content-Security-Policy (${event.effectiveDirective}) blocks the secure frame: allow ${config.frameOrigin} in frame-src.`,
              }),
            )
          }
          win.document.addEventListener?.('securitypolicyviolation', onViolation)
          stopWatchingPolicy = () =>
            win.document.removeEventListener?.('securitypolicyviolation', onViolation)
          element.addEventListener('load', onLoad)
          parent.appendChild(element)
        } catch (error) {
          reject(new FrameLoadError({ cause: error }))
        }
      }

      // One timer bounds the whole mount, the wait for the page's body included, so nothing pends forever.
      handshake = {
        reject,
        timer: setTimeout(
          () =>
            reject(
              new FrameLoadError({
                details: stopWaitingForBody
                  ? `document.body did not appear within ${config.timeoutMs} ms.`
                  : `No READY from ${config.frameOrigin} within ${config.timeoutMs} ms. Is the frame running, and does it allow this page's origin (its frame-ancestors)?`,
              }),
            ),
          config.timeoutMs,
        ),
      }
      resolveHandshake = resolve
      const doc = win.document
      const parent = options.parent ?? doc.body
      if (parent) return appendFrame(parent)
      // A kit created by a script in <head> runs before the parser reaches <body>: mount once the body exists.
      if (doc.readyState !== 'loading' || !doc.addEventListener)
        return reject(new FrameLoadError({ details: 'document.body does not exist yet.' }))
      const onProgress = () => {
        if (!doc.body && doc.readyState === 'loading') return
        stopWaitingForBody?.()
        stopWaitingForBody = undefined
        if (doc.body) appendFrame(doc.body)
        else reject(new FrameLoadError({ details: 'The document has no body.' }))
      }
      doc.addEventListener('readystatechange', onProgress)
      doc.addEventListener('DOMContentLoaded', onProgress)
      stopWaitingForBody = () => {
        doc.removeEventListener?.('readystatechange', onProgress)
        doc.removeEventListener?.('DOMContentLoaded', onProgress)
      }
    })

    mounting = attempt.then(
      () => {
        stopWatchingPolicy?.()
        stopWatchingPolicy = undefined
        if (handshake) clearTimeout(handshake.timer)
        handshake = undefined
        resolveHandshake = undefined
        mounting = undefined
      },
      (error: unknown) => {
        stopWatchingPolicy?.()
        stopWatchingPolicy = undefined
        mounting = undefined
        // A failed load leaves nothing behind; the next call starts over with a fresh iframe.
        if (!destroyed) teardownFrame()
        throw error
      },
    )
    return mounting
  }

  function timeoutFor(entry: Pick<PendingRequest, 'name' | 'unsafe'>, override: number | undefined) {
    if (override !== undefined) return checkTimeout('timeoutMs', override, undefined)
    if (entry.unsafe) return config.unsafeTimeoutMs
    return waitsForUser(entry.name) ? config.userActionTimeoutMs : config.timeoutMs
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
    return new Promise<unknown>((resolve, reject) => {
      const entry: PendingRequest = {
        name,
        method,
        unsafe,
        resolve,
        reject,
        onUserInput: callOptions.onUserInput,
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
        post(
          payload === undefined
            ? { type: appEventType(name), id }
            : { type: appEventType(name), id, payload },
        )
      } catch (error) {
        settle(id)
        reject(error instanceof FrameNotSetError ? error : new FrameNotSetError({ cause: error }))
      }
    })
  }

  return {
    src: config.src,
    frameOrigin: config.frameOrigin,
    get iframe() {
      return iframe
    },
    get ready() {
      return frameInstance !== undefined
    },
    get pendingCount() {
      return pending.size
    },
    get approvedCount() {
      let count = 0
      for (const entry of pending.values()) if (entry.approved) count++
      return count
    },
    mount,
    request: ((name: FrameRequestName, params?: unknown, callOptions?: FrameRequestOptions) =>
      send(name, params, callOptions)) as FrameClient['request'],
    rpc: ((request: RpcRequest, callOptions?: FrameRequestOptions) =>
      send('RPC_REQUEST', request, callOptions)) as FrameClient['rpc'],
    rejectRpcRequests() {
      // Only unsafe requests wait for the user; safe ones keep their own timeouts (and are not forgotten). An approved
      // request may already be broadcast: its caller gets the hash (or the frame's error), never "aborted".
      return rejectAll(() => new RequestAbortedError(), {
        filter: (entry) => entry.unsafe && !entry.approved,
        tellFrame: true,
      })
    },
    cancelUserInput() {
      return rejectAll(() => new RequestAbortedError(), {
        filter: (entry) => entry.waitingForUser && !entry.approved,
        tellFrame: true,
      })
    },
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
      rejectAll((entry) =>
        entry.approved
          ? lost(entry, 'The frame client was destroyed.')
          : new RequestAbortedError({ details: 'The frame client was destroyed.' }),
      )
      teardownFrame()
      handlers.clear()
    },
  }
}
