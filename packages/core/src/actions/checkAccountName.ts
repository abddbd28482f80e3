import type { TaskState } from '../state/tasks.js'
import type { Kit } from '../kit.js'
import { validateAccountName } from '../validation/rules.js'
import { type AccountNameCheck, tasks } from './flowTasks.js'

export type { AccountNameCheck }

/**
 * Checks whether a name is free. An invalid or empty name forgets the last check (the form shows the rule instead);
 * a taken name also loads suggestions, whose failure leaves 'Error fetching name suggestions' in
 * `names.suggestionsError` without failing the check. The result is the task's `value` (an `AccountNameCheck`).
 * Never rejects; its state is `tasks.nameCheck`.
 */
export function checkAccountName(kit: Kit, { name }: { name: string }): Promise<TaskState<AccountNameCheck>> {
  const label = name.trim()
  if (!label || validateAccountName(label)) {
    kit.tasks.reset(tasks.nameCheck)
    return Promise.resolve(kit.tasks.get(tasks.nameCheck))
  }
  return kit.tasks.run(tasks.nameCheck, async ({ signal }) => {
    const registered = await kit.names.isNameRegistered(label)
    if (registered && !signal.aborted) await kit.names.getSuggestions(label).catch(() => undefined)
    return { name: label, registered } satisfies AccountNameCheck
  })
}

/**
 * Registers the name for the connected account (signed by the wallet); core moves to the success view. Never
 * rejects; its state is `tasks.nameRegister`.
 */
export function registerAccountName(kit: Kit, { name }: { name: string }): Promise<TaskState> {
  return kit.tasks.run(tasks.nameRegister, () => kit.names.registerName(name.trim()))
}
