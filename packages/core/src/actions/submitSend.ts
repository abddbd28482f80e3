import type { TaskState } from '../state/tasks.js'
import type { Kit } from '../kit.js'
import { lazy } from '../lazy.js'
import { tasks } from './flowTasks.js'

const sendToken = lazy(() => import('./sendToken.js'), 'sendToken')

/**
 * Sends what the preview shows (`state.send`). On success core toasts, emits the send events and goes to the
 * account (`sendToken`); a failure returns to the form and is the task's error. Never rejects; its state is
 * `tasks.send` (the hash is its `value`).
 */
export function submitSend(kit: Kit): Promise<TaskState<string>> {
  return kit.tasks.run(tasks.send, async () => {
    try {
      return await sendToken(kit._internal)
    } catch (error) {
      kit.router.goBack()
      throw error
    }
  })
}
