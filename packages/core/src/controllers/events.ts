import type { CaipNetworkId } from '@kit/chains'
import type { Logger } from '../services/logger.js'
import type { AccountType } from '../types.js'

/** Properties of the send events. */
export type SendEventProperties = {
  readonly isSmartAccount: boolean
  readonly network: CaipNetworkId
  readonly token: string
  readonly amount: string
}

/**
 * Every event Kit emits, with its properties. The spec's five (modal open and close, send initiated, success and
 * error) come first.
 */
export type KitEventMap = {
  MODAL_OPEN: { readonly connected: boolean }
  MODAL_CLOSE: { readonly connected: boolean }
  SEND_INITIATED: SendEventProperties
  SEND_SUCCESS: SendEventProperties
  SEND_ERROR: SendEventProperties & { readonly message: string }
  SWITCH_NETWORK: { readonly network: CaipNetworkId }
  CONNECT_SUCCESS: { readonly connector: string; readonly namespace: string }
  CONNECT_ERROR: { readonly connector: string; readonly message: string }
  DISCONNECT_SUCCESS: Record<string, never>
  DISCONNECT_ERROR: { readonly message: string }
  SET_PREFERRED_ACCOUNT_TYPE: { readonly accountType: AccountType; readonly network: CaipNetworkId }
  REGISTER_NAME_INITIATED: { readonly isSmartAccount: boolean; readonly ensName: string }
  REGISTER_NAME_SUCCESS: { readonly isSmartAccount: boolean; readonly ensName: string }
  REGISTER_NAME_ERROR: { readonly isSmartAccount: boolean; readonly ensName: string; readonly error: string }
  SIWE_AUTH_SUCCESS: { readonly network: CaipNetworkId }
  SIWE_AUTH_ERROR: { readonly network: CaipNetworkId; readonly message: string }
  SIWE_SIGN_OUT: Record<string, never>
}

export type KitEventName = keyof KitEventMap

/** One emitted event. */
export type KitEvent = {
  [name in KitEventName]: {
    readonly event: name
    readonly properties: KitEventMap[name]
    /** Epoch milliseconds. */
    readonly timestamp: number
  }
}[KitEventName]

export type KitEventListener = (event: KitEvent) => void

/** Analytics: every event goes to listeners; to a remote endpoint only when one is configured. */
export type EventsController = {
  /** Emits an event. Only user actions call this, so nothing is sent before the user acts. */
  emit<name extends KitEventName>(event: name, properties: KitEventMap[name]): void
  /** Calls `listener` for every event from now on; returns the unsubscribe function. */
  subscribe(listener: KitEventListener): () => void
  /** Resolves when every remote send started so far has settled (useful before page unload and in tests). */
  flush(): Promise<void>
}

/** What the events controller needs from its kit. */
export type EventsDependencies = {
  endpoint: string | undefined
  projectId: string
  fetch: () => typeof fetch
  logger: Logger
  signal: AbortSignal
}

/** Creates the per-kit events controller. The remote sender loads with the first event, only with an endpoint. */
export function createEventsController(deps: EventsDependencies): EventsController {
  const listeners = new Set<KitEventListener>()
  const inFlight = new Set<Promise<void>>()

  const sendRemote = (event: KitEvent) => {
    if (!deps.endpoint || deps.signal.aborted) return
    // The page is read now: by the time the sender has loaded, a single-page app may have moved on.
    const { href, hostname } = (globalThis as { location?: Partial<Location> }).location ?? {}
    const request = import('./events.remote.js')
      .then(({ sendEvent }) => sendEvent(deps, event, { url: href, domain: hostname }))
      .catch((error: unknown) => deps.logger.debug('Analytics event not sent', error))
      .finally(() => inFlight.delete(request))
    inFlight.add(request)
  }

  return {
    emit(name, properties) {
      const event = { event: name, properties, timestamp: Date.now() } as KitEvent
      for (const listener of [...listeners]) {
        try {
          listener(event)
        } catch (error) {
          deps.logger.error('An event listener threw', error)
        }
      }
      sendRemote(event)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async flush() {
      await Promise.all([...inFlight])
    },
  }
}
