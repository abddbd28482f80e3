// What `createFrameClient` is given, checked once: the frame's URL and origin, and every timeout.
import { InvalidFrameOptionsError } from './errors.js'
import type { FrameLogger } from './logger.js'
import { chainIdSchema, describeZodError } from './primitives.js'
import type { FrameHostWindow } from './windows.js'

/** Default time to wait for an answer, and for the READY handshake. */
export const DEFAULT_FRAME_TIMEOUT_MS = 20_000
/** Default time to wait for requests that need the user outside the page (e-mail link, Farcaster app). */
export const DEFAULT_USER_ACTION_TIMEOUT_MS = 600_000

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

/** The options of a client, checked, with the defaults filled in. */
export type ClientConfig = {
  src: string
  frameOrigin: string
  timeoutMs: number
  userActionTimeoutMs: number
  unsafeTimeoutMs: number | undefined
}

/** Checks a timeout: a number of milliseconds a timer can hold, or the fallback when it is not given. */
export function checkTimeout(name: string, value: number | undefined, fallback: number): number
export function checkTimeout(name: string, value: number | undefined, fallback: undefined): number | undefined
export function checkTimeout(name: string, value: number | undefined, fallback: number | undefined) {
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

/** Checks the options and builds the iframe's `src`; throws `InvalidFrameOptionsError`. */
export function resolveClientConfig(options: FrameClientOptions): ClientConfig {
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
