/** What the bridge reads from a `message` event. A DOM `MessageEvent` fits. */
export type BridgeMessageEvent = {
  readonly data: unknown
  readonly origin: string
  readonly source: unknown
}

/** A `message` listener as the bridge installs it. */
export type BridgeMessageListener = (event: BridgeMessageEvent) => void

/** Something the bridge posts to, always with an explicit target origin. */
export type PostMessageTarget = {
  postMessage(message: unknown, targetOrigin: string): void
}

/** A window the bridge listens on for `message` events. */
export type MessageEventSourceWindow = {
  addEventListener(type: 'message', listener: BridgeMessageListener): void
  removeEventListener(type: 'message', listener: BridgeMessageListener): void
}

/** What the bridge reads from a `securitypolicyviolation` event. A DOM `SecurityPolicyViolationEvent` fits. */
export type PolicyViolationEvent = { readonly blockedURI: string; readonly effectiveDirective: string }

/** A `securitypolicyviolation` listener as the bridge installs it. */
export type PolicyViolationListener = (event: PolicyViolationEvent) => void

/** The host page's window as `createFrameClient` uses it; the browser's `window` fits. */
export type FrameHostWindow = MessageEventSourceWindow & {
  readonly document: {
    createElement(tagName: 'iframe'): HTMLIFrameElement
    readonly body: HTMLElement | null
    /** While `'loading'` without a body (a script in `<head>`), the iframe is appended once the body exists. */
    readonly readyState?: string
    /** Where the browser reports what the page's Content-Security-Policy blocked (optional outside browsers). */
    addEventListener?(type: 'securitypolicyviolation', listener: PolicyViolationListener): void
    /** How the client hears that the parser reached `<body>`. */
    addEventListener?(type: 'readystatechange' | 'DOMContentLoaded', listener: () => void): void
    removeEventListener?(type: 'securitypolicyviolation', listener: PolicyViolationListener): void
    removeEventListener?(type: 'readystatechange' | 'DOMContentLoaded', listener: () => void): void
  }
}

/** The frame's own window as `createFrameServer` uses it; the browser's `window` fits. */
export type FrameServerWindow = MessageEventSourceWindow & {
  readonly parent: PostMessageTarget | null
  readonly location?: { readonly ancestorOrigins?: ArrayLike<string> | undefined }
  readonly document?: { readonly referrer: string }
}

/** The browser's window when there is one (never touched at import time). */
export function defaultWindow<T>(): T | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as T)
}
