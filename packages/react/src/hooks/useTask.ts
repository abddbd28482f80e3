'use client'
import type { Task, TaskState } from '@kit/core'
import { getTask } from '@kit/core/actions'
import { useKitState } from './useKitState.js'

/** A core task's state (`state.tasks`), typed by the task, re-rendering when it changes. */
export function useTask<value>(task: Task<value>): TaskState<value> {
  return useKitState((state) => getTask(state, task))
}
