// How the host reaches one document of the frame: the iframe in the page (`frameElement.ts`) and the messenger to its
// window (`messenger.ts`). The client's handshake and correlation run over any link; its tests open a fake one.
import type { ClientConfig, FrameClientOptions } from './clientOptions.js'
import { FrameNotSetError } from './errors.js'
import { mountFrameElement } from './frameElement.js'
import type { Drop, FrameLogger } from './logger.js'
import { type FrameMessage, parseFrameMessage } from './messages.js'
import { createMessenger, type Messenger } from './messenger.js'
import { defaultWindow, type FrameHostWindow } from './windows.js'

/** A frame → app message the messenger accepted. */
export type ReceivedFrameMessage = Exclude<FrameMessage, { kind: 'invalid' }>

/** What the client is told by its link. */
export type FrameLinkHooks = {
  /** Each accepted message; a returned `Drop` is logged. */
  receive: (message: ReceivedFrameMessage) => Drop | undefined
  /** Every load of the frame's document. */
  onLoad: () => void
  /** The iframe could not be mounted. */
  onError: (error: unknown) => void
}

/** The host's link to the frame. */
export type FrameLink = {
  /** Posts to the frame's window (throws `FrameNotSetError` while there is none). */
  readonly messenger: Messenger<ReceivedFrameMessage>
  /** The iframe once appended. */
  readonly iframe: HTMLIFrameElement | undefined
  /** Whether someone removed the iframe from the document, which unloads the frame's document. */
  readonly removed: boolean
  /** Whether the iframe still waits for the page's `<body>`. */
  readonly waitingForBody: boolean
  /** Stops listening for the page's policy reports (the frame answered). */
  stopWatchingPolicy(): void
  /** Removes the iframe and stops listening. */
  close(): void
}

/** Opens a link to a fresh document of the frame; throws `FrameNotSetError` when there is no window. */
export type OpenFrameLink = (hooks: FrameLinkHooks) => FrameLink

/** The link of a browser page: a hidden iframe of `config.src`, and messages from its window and origin only. */
export function iframeLink(
  options: FrameClientOptions,
  config: ClientConfig,
  logger: FrameLogger,
): OpenFrameLink {
  return (hooks) => {
    const win = options.window ?? defaultWindow<FrameHostWindow>()
    if (!win) throw new FrameNotSetError({ details: 'There is no window (server-side rendering?).' })
    let iframe: HTMLIFrameElement | undefined
    let stopListening: (() => void) | undefined
    const messenger = createMessenger({
      window: win,
      peer: () => iframe?.contentWindow,
      parse: parseFrameMessage,
      allowsOrigin: (origin) => origin === config.frameOrigin,
      logger,
    })
    const element = mountFrameElement({
      window: win,
      src: config.src,
      frameOrigin: config.frameOrigin,
      parent: options.parent,
      sandbox: options.sandbox,
      title: options.title,
      beforeAppend(created) {
        iframe = created
        // Listen before the frame exists, so its first READY cannot be missed.
        stopListening = messenger.listen((message) => hooks.receive(message))
      },
      onLoad: hooks.onLoad,
      onError: hooks.onError,
    })
    return {
      messenger,
      get iframe() {
        return iframe
      },
      get removed() {
        return iframe !== undefined && !iframe.isConnected
      },
      get waitingForBody() {
        return element.waitingForBody
      },
      stopWatchingPolicy: () => element.stopWatchingPolicy(),
      close() {
        element.remove()
        stopListening?.()
        stopListening = undefined
        iframe = undefined
      },
    }
  }
}
