import type { Kit } from '@kit/core'
import type { TaskStore } from '../internal/tasks.js'

export const ONRAMP_OPTIONS_TASK = 'onramp:options'

/** Loads the on-ramp currencies once per provider (core keeps the defaults when the service fails). */
export function loadOnRampOptions(kit: Kit, tasks: TaskStore): void {
  tasks.once(ONRAMP_OPTIONS_TASK, () => kit.onramp.loadOptions())
}

/** Opens the buy flow from the account. */
export function openOnRamp(kit: Kit, tasks: TaskStore): void {
  kit.router.push('OnRampProviders')
  loadOnRampOptions(kit, tasks)
}
