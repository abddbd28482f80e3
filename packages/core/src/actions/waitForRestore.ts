import type { Kit, KitSnapshot } from '../kit.js'

/** How long a request made during a restore waits for it before it is answered as the kit then stands. */
export const RESTORE_ANSWER_WAIT_MS = 15_000

/**
 * The kit's state once a restore in progress ('reconnecting') has ended, or after `timeoutMs`, or at once when
 * there is none: a returning visitor's first requests are answered as the wallet will be, not as "not connected".
 */
export function waitForRestore(kit: Kit, timeoutMs = RESTORE_ANSWER_WAIT_MS): Promise<KitSnapshot> {
  const now = kit.getState()
  if (now.account.status !== 'reconnecting' || kit.destroyed) return Promise.resolve(now)
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      stop()
      kit.signal.removeEventListener('abort', done)
      resolve(kit.getState())
    }
    const timer = setTimeout(done, timeoutMs)
    const stop = kit.subscribe(
      (state) => state.account.status,
      (status) => {
        if (status !== 'reconnecting') done()
      },
    )
    kit.signal.addEventListener('abort', done, { once: true })
  })
}
