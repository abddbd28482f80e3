import type { TaskState } from '../state/tasks.js'
import type { Kit } from '../kit.js'
import type { SocialProvider } from '../types.js'
import { authSteps } from './authSteps.js'
import { tasks } from './flowTasks.js'

/**
 * Social login. Call it inside the user's click: the connector opens the pop-up before it awaits anything, so
 * pop-up blockers allow it. Where a full-page redirect is used instead (pop-up blocked, in-app browser,
 * `socialLoginMode`), the page leaves while the view shows it is waiting, and the login resumes when it comes
 * back. Never rejects; its state is `tasks.social`.
 * @example button.onclick = () => loginWithSocial(kit, { provider: 'github' })
 */
export function loginWithSocial(kit: Kit, { provider }: { provider: SocialProvider }): Promise<TaskState> {
  kit.router.push('ConnectingSocial', { socialProvider: provider })
  return kit.tasks.run(tasks.social, async () => {
    const auth = authSteps(kit)
    const outcome: { mode?: string } | undefined = await auth.connectSocial({ provider })
    if (outcome?.mode === 'redirect') return
    await kit.connection.connect(auth.connectorId)
  })
}

/** Leaves a social login the user gave up on: its state is forgotten and the modal goes back (or closes). */
export function cancelSocialLogin(kit: Kit): void {
  kit.tasks.reset(tasks.social)
  kit.router.goBackOrClose()
}
