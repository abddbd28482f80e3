import { readTask, type Task, type TaskState } from '../state/tasks.js'
import type { KitSnapshot } from '../kit.js'

/**
 * The state of one task in a snapshot, typed by the task; idle when it never ran.
 * @example const tokens = getTask(kit.getState(), tasks.sendTokens(caipNetworkId)).value // readonly SendToken[]
 */
export function getTask<value>(state: KitSnapshot, task: Task<value>): TaskState<value> {
  return readTask(state.tasks, task)
}
