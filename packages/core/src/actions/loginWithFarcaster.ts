import type { TaskState } from '../state/tasks.js'
import type { Kit } from '../kit.js'
import { authSteps } from './authSteps.js'
import { tasks } from './flowTasks.js'

/**
 * Sign in with Farcaster: a fresh URL for the QR code every time (never a cached one), reported as the task's
 * `value`, then the wait for the approval, then the connection. `navigate: false` retries from the view itself.
 * Never rejects; its state is `tasks.farcaster`.
 */
export function loginWithFarcaster(
  kit: Kit,
  { navigate = true }: { navigate?: boolean } = {},
): Promise<TaskState<string>> {
  if (navigate) kit.router.push('ConnectingFarcaster', { socialProvider: 'farcaster' })
  return kit.tasks.run(tasks.farcaster, async ({ report }) => {
    const auth = authSteps(kit)
    const { url } = await auth.getFarcasterUri()
    report(url)
    await auth.connectFarcaster()
    await kit.connection.connect(auth.connectorId)
  })
}
