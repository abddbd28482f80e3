import type { TaskState } from '../state/tasks.js'
import type { Kit } from '../kit.js'
import { authSteps } from './authSteps.js'
import { tasks } from './flowTasks.js'

/** Parameters of {@link connectPasskey}. */
export type ConnectPasskeyParameters = {
  /** `signUp`: a new account with a new passkey; `signIn`: a passkey the user has. Default: the frame offers both. */
  mode?: 'signUp' | 'signIn'
}

/**
 * "Continue with a passkey": the secure frame shows its own passkey card (the host shows the frame while it waits),
 * creates or asks for the passkey, and opens the wallet with the passkey's PRF output; then the kit connects through
 * the auth connector. All WebAuthn code runs in the frame, loaded there only when this is chosen. Never rejects; its
 * state is `tasks.passkey`.
 * @example button.onclick = () => connectPasskey(kit, { mode: 'signUp' })
 */
export function connectPasskey(kit: Kit, { mode }: ConnectPasskeyParameters = {}): Promise<TaskState> {
  return kit.tasks.run(tasks.passkey, async () => {
    const auth = authSteps(kit)
    await auth.connectPasskey(mode === undefined ? {} : { mode })
    await kit.connection.connect(auth.connectorId)
  })
}
