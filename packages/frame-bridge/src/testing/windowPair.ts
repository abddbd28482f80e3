// Test helpers: two fake windows wired like a browser wires a page and its cross-origin iframe. Published as
// `@kit/frame-bridge/testing` so every package tests the bridge on the same seam; framework-free (no vitest).
import type { FrameLogger } from '../logger.js'
import type {
  BridgeMessageEvent,
  BridgeMessageListener,
  FrameHostWindow,
  FrameServerWindow,
  PostMessageTarget,
} from '../windows.js'

export const HOST_ORIGIN = 'https://app.example'
export const FRAME_ORIGIN = 'https://frame.example'
export const FRAME_URL = 'https://frame.example/sdk'
export const EVIL_ORIGIN = 'https://evil.example'

/** A window that only knows `message` listeners, and counts them. */
export class FakeWindow {
  readonly listeners = new Set<BridgeMessageListener>()
  added = 0
  removed = 0

  addEventListener(type: string, listener: BridgeMessageListener): void {
    if (type !== 'message' || this.listeners.has(listener)) return
    this.listeners.add(listener)
    this.added++
  }

  removeEventListener(type: string, listener: BridgeMessageListener): void {
    if (type === 'message' && this.listeners.delete(listener)) this.removed++
  }

  /** Delivers an event to every listener synchronously, as a test forging a message would. */
  dispatch(event: BridgeMessageEvent): void {
    for (const listener of [...this.listeners]) listener(event)
  }

  get listenerCount(): number {
    return this.listeners.size
  }
}

/** One post as the sender made it. */
export type RecordedPost = { readonly message: unknown; readonly targetOrigin: string }

/**
 * A `postMessage` target that behaves like a browser: refuses '*' in tests (the bridge must never use it),
 * clones the message, and delivers it asynchronously only when `targetOrigin` is the receiver's origin.
 */
export class FakeWindowProxy implements PostMessageTarget {
  readonly posts: RecordedPost[] = []
  constructor(
    private readonly receiver: FakeWindow,
    private readonly receiverOrigin: () => string,
    private readonly senderOrigin: () => string,
    private readonly senderSource: () => unknown,
  ) {}

  postMessage(message: unknown, targetOrigin: string): void {
    if (targetOrigin === '*') throw new Error('test: the bridge posted with targetOrigin "*"')
    this.posts.push({ message, targetOrigin })
    const data = structuredClone(message)
    if (targetOrigin !== this.receiverOrigin()) return // The browser silently drops it.
    const origin = this.senderOrigin()
    queueMicrotask(() => this.receiver.dispatch({ data, origin, source: this.senderSource() }))
  }
}

export type WindowPair = {
  host: FakeWindow & FrameHostWindow
  frame: FakeWindow & FrameServerWindow
  /** What the host sees as `iframe.contentWindow`. */
  frameProxy: FakeWindowProxy
  /** What the frame sees as `window.parent`. */
  parentProxy: FakeWindowProxy
  /** Iframes the host created. */
  iframes: HTMLIFrameElement[]
  /** Changes the origin of the document inside the frame (a navigation elsewhere). */
  setFrameOrigin(origin: string): void
}

/** How {@link createWindowPair} sets up the two windows. */
export type WindowPairOptions = {
  /** The host page's origin. Default {@link HOST_ORIGIN}. */
  hostOrigin?: string
  /** The origin of the document in the frame. Default {@link FRAME_ORIGIN}. */
  frameOrigin?: string
  /** The frame's `document.referrer`. Default the host origin with a trailing slash. */
  referrer?: string
  /** The frame's `location.ancestorOrigins`. Default none (as in Firefox). */
  ancestorOrigins?: string[]
  /**
   * Called with each iframe the host creates, right after creation: a test starts the frame's side here (for
   * example once `element.isConnected`, as a browser loads the frame's document when the iframe is appended).
   */
  onCreateIframe?: (element: HTMLIFrameElement) => void
}

/**
 * Builds a host window and a frame window. The host's `document.createElement('iframe')` returns a real
 * iframe of the global `document` (jsdom in unit tests) whose `contentWindow` is the frame proxy while the
 * iframe is in the document.
 */
export function createWindowPair(options: WindowPairOptions = {}): WindowPair {
  const hostOrigin = options.hostOrigin ?? HOST_ORIGIN
  let frameOrigin = options.frameOrigin ?? FRAME_ORIGIN
  const iframes: HTMLIFrameElement[] = []
  const hostWindow = new FakeWindow()
  const frameWindow = new FakeWindow()

  // The proxies point at each other (each is the other's `event.source`), hence the closures.
  const frameProxy: FakeWindowProxy = new FakeWindowProxy(
    frameWindow,
    () => frameOrigin,
    () => hostOrigin,
    () => parentProxy,
  )
  const parentProxy: FakeWindowProxy = new FakeWindowProxy(
    hostWindow,
    () => hostOrigin,
    () => frameOrigin,
    () => frameProxy,
  )

  const host = Object.assign(hostWindow, {
    document: {
      createElement(tagName: 'iframe') {
        const element = document.createElement(tagName)
        Object.defineProperty(element, 'contentWindow', {
          configurable: true,
          get: () => (element.isConnected ? frameProxy : null),
        })
        iframes.push(element)
        options.onCreateIframe?.(element)
        return element
      },
      get body() {
        return document.body
      },
    },
  })

  const frame = Object.assign(frameWindow, {
    parent: parentProxy,
    document: { referrer: options.referrer ?? `${hostOrigin}/` },
    location: { ancestorOrigins: options.ancestorOrigins },
  })

  return {
    host,
    frame,
    frameProxy,
    parentProxy,
    iframes,
    setFrameOrigin(origin) {
      frameOrigin = origin
    },
  }
}

/** A logger that records everything, for counting dropped messages. */
export function createRecordingLogger() {
  const entries: { level: 'debug' | 'warn' | 'error'; message: string; context?: Record<string, unknown> }[] =
    []
  const logger: FrameLogger = {
    debug: (message, context) => entries.push({ level: 'debug', message, ...(context ? { context } : {}) }),
    warn: (message, context) => entries.push({ level: 'warn', message, ...(context ? { context } : {}) }),
    error: (message, context) => entries.push({ level: 'error', message, ...(context ? { context } : {}) }),
  }
  return {
    logger,
    entries,
    count: (level?: 'debug' | 'warn' | 'error') =>
      level ? entries.filter((entry) => entry.level === level).length : entries.length,
    clear: () => {
      entries.length = 0
    },
  }
}

/** Lets queued postMessage deliveries and promise callbacks run. */
export async function flush(rounds = 10): Promise<void> {
  for (let i = 0; i < rounds; i++) await Promise.resolve()
}
