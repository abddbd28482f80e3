// The secure frame's app: the bridge server with one handler per request, put together from
// - `frame/context.ts`: the services and the active network the parts share;
// - `frame/session.ts`: the signed-in session and its keys, and the user as the host sees it;
// - `frame/socialLogin.ts`: the pop-up social login's result from the callback page;
// - `frame/rpc.ts`: RPC requests, unsafe ones approved on the frame's own card;
// - `frame/handlers.ts`: the `FrameRequestHandlers` map.
import {
  type AllowedParentOrigins,
  createFrameServer,
  type FrameLogger,
  type FrameServer,
  type FrameServerWindow,
} from '@kit/frame-bridge'
import { type ApprovalUi, createApprovalUi } from './approval/approvalUi.js'
import { createAuthApi } from './authApi.js'
import type { FrameStartConfig } from './config.js'
import { createFrameContext } from './frame/context.js'
import { createFrameHandlers } from './frame/handlers.js'
import { createSessions } from './frame/session.js'
import { createSocialLogin } from './frame/socialLogin.js'
import { createKeyCache, indexedDbKeyCacheBackend, type KeyCache } from './keyCache.js'
import { createRedirectVerifierStore } from './socialVerifier.js'
import { createFrameStore, type KeyValueStorage, randomId } from './store.js'

/** Options of `startFrameApp`. */
export type FrameAppOptions = {
  config: FrameStartConfig
  /** The frame's own origin (`location.origin`): social logins return here. */
  frameOrigin: string
  /** The frame's window (listens for the parent's messages and the social popup's). */
  window: FrameServerWindow & Pick<Window, 'addEventListener' | 'removeEventListener'>
  document: Document
  /** The frame origin's storage (session token, device id). Default memory only. */
  storage?: KeyValueStorage | undefined
  /**
   * The frame origin's per-tab storage (`sessionStorage`): a social login by full-page redirect keeps its verifier
   * there while the tab is away. Without it, redirect logins are refused (pop-ups still work).
   */
  sessionStorage?: KeyValueStorage | undefined
  /** Where the wallet keys are kept, wrapped, between page loads. Default IndexedDB on the frame's origin. */
  keyCache?: KeyCache
  fetch?: typeof fetch
  /** The approval UI; default the DOM one in `document.body`. */
  ui?: ApprovalUi
  logger?: FrameLogger
  /** How often Farcaster's channel is polled, and the least time between two device-approval waits. Default 1 s. */
  pollIntervalMs?: number
}

/** A running frame: the bridge server and a few handles for tests. */
export type FrameApp = {
  readonly server: FrameServer
  /** The chain requests run on (CAIP-2). */
  readonly chainId: string
  destroy(): void
}

/** IndexedDB of this origin, when the page may use it (a blocked third-party context may throw on access). */
function defaultKeyCache(): KeyCache {
  try {
    return createKeyCache(indexedDbKeyCacheBackend(globalThis.indexedDB))
  } catch {
    return createKeyCache(undefined)
  }
}

/**
 * Starts the secure frame: the bridge server (only the project's allowed parent origins, only `window.parent`)
 * with one handler per request, backed by the Kit server's auth service and the embedded wallet. The session token
 * stays in this origin's storage; keys stay in memory; unsafe RPC requests are shown in the frame's own approval UI.
 */
export function startFrameApp(options: FrameAppOptions): FrameApp {
  const { config, document } = options
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init))
  const api = createAuthApi({ serverUrl: config.serverUrl, projectId: config.projectId, fetch: fetchImpl })
  const lifetime = new AbortController()
  const context = createFrameContext({
    config,
    frameOrigin: options.frameOrigin,
    api,
    store: createFrameStore(options.storage, randomId),
    keyCache: options.keyCache ?? defaultKeyCache(),
    redirectVerifiers: createRedirectVerifierStore(options.sessionStorage),
    ui: options.ui ?? createApprovalUi(document, document.body),
    logger: options.logger,
    pollIntervalMs: options.pollIntervalMs ?? 1000,
    lifetime: lifetime.signal,
    fetch: fetchImpl,
    server: () => server,
  })
  const sessions = createSessions(context)
  const social = createSocialLogin(options.window, options.frameOrigin)

  const allowedParentOrigins: AllowedParentOrigins =
    config.allowedParentOrigins ??
    (async (origin: string) => {
      const project = await api.projectConfig(config.projectId, lifetime.signal)
      return project.allowedOrigins.includes(origin)
    })

  const server = createFrameServer({
    allowedParentOrigins,
    handlers: createFrameHandlers(context, sessions, social, document),
    window: options.window,
    ...(options.logger ? { logger: options.logger } : {}),
  })

  return {
    server,
    get chainId() {
      return context.chainId
    },
    destroy() {
      lifetime.abort()
      social.destroy()
      server.destroy()
    },
  }
}
