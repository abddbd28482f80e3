import type { TaskState } from '../state/tasks.js'
import type { Kit } from '../kit.js'
import { tasks } from './flowTasks.js'

/**
 * Sign-in with wallet: the wallet signs the message, the server verifies it, and the modal closes if it still
 * shows the sign-in view. Never rejects; its state is `tasks.siwe`.
 */
export function signInWithWallet(kit: Kit): Promise<TaskState> {
  return kit.tasks.run(tasks.siwe, async ({ signal }) => {
    await kit.siwe.signIn()
    if (!signal.aborted && kit.getState().router.view === 'ConnectingSiwe') kit.modal.close()
  })
}

/**
 * The user declined to sign in: a connected wallet is disconnected (an app that requires sign-in never keeps an
 * account that did not sign) and the modal closes; otherwise the Connect view opens.
 */
export async function cancelSignIn(kit: Kit): Promise<void> {
  kit.tasks.reset(tasks.siwe)
  if (kit.getState().account.status === 'connected') {
    await kit.connection.disconnect()
    kit.modal.close()
  } else kit.router.push('Connect')
}
