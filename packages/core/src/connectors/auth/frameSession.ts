// The secure frame's lifecycle for one auth connector: the bridge is imported and the hidden iframe mounted on
// first use, the host's theme and identity are sent once it is up, and every request keeps the approval placement
// on the live iframe. A request the frame answers on its own UI (INPUT_REQUESTED: a login protecting or opening the
// wallet, a recovery method being added, the key shown for export) holds the placement, shown, until it settles.
import type {
  AuthUser as FrameAuthUser,
  FrameClient,
  FrameRequestName,
  FrameRequestOptions,
  FrameRequestParams,
  FrameRequestResult,
} from '@kit/frame-bridge'
import { W3M_COMPAT_VERSION } from '../../constants.js'
import type { ApprovalFrame } from './approvalFrame.js'
import { AuthFrameLoadError } from './errors.js'
import type { ResolvedKitOptions } from '../../options.js'
import type { AuthConnectorOptions, Bridge, WalletState } from './types.js'

/** The frame of one auth connector, loaded on first use. */
export type FrameSession = {
  /** The bridge module, imported once; a failed import is tried again next time. */
  loadBridge(): Promise<Bridge>
  /** The frame client, created (and its iframe mounted) on first use; a failed load is tried again next time. */
  client(): Promise<FrameClient>
  /**
   * Sends `name` to the frame, loading it first when needed. When the frame waits for the user on its own UI while
   * answering, the iframe shows (reported as a `wallet` approval) until the request settles.
   */
  request<N extends FrameRequestName>(
    name: N,
    params?: FrameRequestParams<N>,
    options?: FrameRequestOptions,
  ): Promise<FrameRequestResult<N>>
  /** Sends the theme the connector keeps (`wallet.theme`) to the frame. */
  syncTheme(): Promise<void>
  /** Sends the language the connector keeps (`wallet.locale`) to the frame, when there is one. */
  syncLocale(): Promise<void>
  /** The client once mounted. */
  readonly loaded: FrameClient | undefined
  /** Whether a load was started (and not dropped since). */
  readonly started: boolean
  /** Removes the iframe; later loads are refused. */
  destroy(): void
}

/** Sends `theme` to the frame. */
function sendTheme(frame: FrameClient, theme: WalletState['theme']) {
  return frame.request('SYNC_THEME', {
    themeMode: theme.mode,
    themeVariables: { ...theme.variables } as Record<string, string | number>,
  })
}

/** Sends `locale` to the frame; without one the frame keeps the browser's languages. */
async function sendLocale(frame: FrameClient, locale: string | undefined) {
  if (locale) await frame.request('SYNC_LOCALE', { locale })
}

/** Sends the host's look, language and identity to the frame, so its UI matches, speaks alike and names the app. */
async function syncHost(options: ResolvedKitOptions, wallet: WalletState, frame: FrameClient) {
  await Promise.allSettled([
    sendTheme(frame, wallet.theme),
    sendLocale(frame, wallet.locale),
    frame.request('SYNC_DAPP_DATA', {
      metadata: {
        name: options.metadata.name,
        description: options.metadata.description,
        url: options.metadata.url,
        icons: [...options.metadata.icons],
      },
      sdkVersion: W3M_COMPAT_VERSION,
      projectId: options.projectId,
    }),
  ])
}

/**
 * Creates the frame session of one auth connector. `onUserChanged` receives the frame's `USER_CHANGED` events
 * (a `null` user is a sign-out inside the frame).
 */
export function createFrameSession(parameters: {
  kitOptions: ResolvedKitOptions
  options: AuthConnectorOptions
  wallet: WalletState
  approval: ApprovalFrame
  onUserChanged: (user: FrameAuthUser | null) => void
}): FrameSession {
  const { kitOptions, options, wallet, approval } = parameters
  const frameUrl = options.frameUrl ?? kitOptions.frameUrl
  let bridgeModule: Promise<Bridge> | undefined
  let client: Promise<FrameClient> | undefined
  let loaded: FrameClient | undefined
  let destroyed = false

  function loadBridge(): Promise<Bridge> {
    bridgeModule ??= (options.loadBridge?.() ?? import('@kit/frame-bridge')).catch((error: unknown) => {
      bridgeModule = undefined
      throw new AuthFrameLoadError({ cause: error })
    })
    return bridgeModule
  }

  function frameClient(): Promise<FrameClient> {
    if (destroyed)
      return Promise.reject(new AuthFrameLoadError({ details: 'The auth connector was destroyed.' }))
    client ??= (async () => {
      const bridge = await loadBridge()
      const frame = bridge.createFrameClient({
        ...options.frame,
        frameUrl,
        projectId: kitOptions.projectId,
        chainId: wallet.caipNetworkId,
        title: options.frame?.title ?? 'Secure wallet',
      })
      frame.on('APPROVAL_REQUESTED', () => approval.show())
      frame.on('USER_CHANGED', ({ user }) => parameters.onUserChanged(user))
      await frame.mount()
      if (destroyed) {
        frame.destroy()
        throw new AuthFrameLoadError({ details: 'The auth connector was destroyed.' })
      }
      loaded = frame
      approval.setIframe(frame.iframe)
      void syncHost(kitOptions, wallet, frame)
      return frame
    })()
    // A failed load is not cached: the next step tries again with a fresh iframe.
    client.catch(() => {
      client = undefined
    })
    return client
  }

  return {
    loadBridge,
    client: frameClient,
    async request<N extends FrameRequestName>(
      name: N,
      params?: FrameRequestParams<N>,
      requestOptions?: FrameRequestOptions,
    ): Promise<FrameRequestResult<N>> {
      const frame = await frameClient()
      // The iframe may have been replaced after a reload of the frame; keep the placement on the live one.
      approval.setIframe(frame.iframe)
      let release: (() => void) | undefined
      const onUserInput = () => {
        release = approval.hold('wallet')
        approval.show()
        requestOptions?.onUserInput?.()
      }
      try {
        return await (
          frame.request as (n: N, p?: unknown, o?: FrameRequestOptions) => Promise<FrameRequestResult<N>>
        )(name, params, { ...requestOptions, onUserInput })
      } finally {
        release?.()
      }
    },
    async syncTheme() {
      const frame = await frameClient()
      await sendTheme(frame, wallet.theme)
    },
    async syncLocale() {
      const frame = await frameClient()
      await sendLocale(frame, wallet.locale)
    },
    get loaded() {
      return loaded
    },
    get started() {
      return client !== undefined
    },
    destroy() {
      destroyed = true
      loaded?.destroy()
      loaded = undefined
      client = undefined
    },
  }
}
