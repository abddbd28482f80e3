// Social login in a pop-up: the flow the frame started, and the result the callback page (on the frame's own
// origin) posts back for that flow. A redirect login keeps its verifier in the tab's storage instead
// (`socialVerifier.ts`) and needs none of this.
import { FlowStateError } from '../errors.js'
import { SOCIAL_RESULT_MESSAGE } from '../socialMessage.js'

/** How long a social login may take, in the pop-up or away on a redirect. */
export const SOCIAL_WAIT_MS = 10 * 60_000

/** The pop-up login in progress. */
export type SocialFlow = {
  flow: string
  uri: string
  /** Redeems the result; never leaves the frame. */
  verifier: string
  result?: string
  waiters: Set<(result: string) => void>
}

/** The pop-up login of one frame. */
export type SocialLogin = {
  /** The flow in progress; the handlers start and end it. */
  flow: SocialFlow | undefined
  /** The result of `flow` once the callback page posted it, `error:<reason>` for a failure. */
  waitForResult(flow: SocialFlow, signal: AbortSignal): Promise<string>
  /** Stops listening to the window. */
  destroy(): void
}

/** Listens on the frame's window for the callback page's result; `frameOrigin` is the only origin believed. */
export function createSocialLogin(
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  frameOrigin: string,
): SocialLogin {
  const social: SocialLogin = {
    flow: undefined,
    waitForResult(flow, signal) {
      if (flow.result) return Promise.resolve(flow.result)
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => finish(() => reject(new FlowStateError('The social login took too long; try again'))),
          SOCIAL_WAIT_MS,
        )
        const onAbort = () => finish(() => reject(signal.reason))
        const waiter = (result: string) => finish(() => resolve(result))
        const finish = (settle: () => void) => {
          clearTimeout(timer)
          signal.removeEventListener('abort', onAbort)
          flow.waiters.delete(waiter)
          settle()
        }
        flow.waiters.add(waiter)
        signal.addEventListener('abort', onAbort, { once: true })
      })
    },
    destroy() {
      window.removeEventListener('message', onWindowMessage)
    },
  }

  const onWindowMessage = (event: MessageEvent) => {
    // Only the callback page on our own origin can hand over a result, and only for the flow it was given.
    const flow = social.flow
    if (event.origin !== frameOrigin || !flow) return
    const data = event.data as { type?: unknown; flow?: unknown; result?: unknown; error?: unknown } | null
    if (!data || data.type !== SOCIAL_RESULT_MESSAGE || data.flow !== flow.flow) return
    const result =
      typeof data.result === 'string'
        ? data.result
        : `error:${String(data.error ?? 'cancelled').slice(0, 100)}`
    flow.result = result
    for (const waiter of flow.waiters) waiter(result)
  }
  window.addEventListener('message', onWindowMessage)
  return social
}
