import { describe, expect, it } from 'vitest'
import { UnknownTaskError } from '../state/tasks.js'
import { createTestKit } from '../test-utils.js'
import { getTask } from './getTask.js'
import { createMutation } from './mutation.js'

function deferred<value>() {
  let resolve!: (value: value) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<value>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('createMutation', () => {
  it('goes idle → pending → success in kit state, telling subscribers each time', async () => {
    const kit = createTestKit()
    const gate = deferred<string>()
    const mutation = createMutation(kit, (_, value: string) =>
      gate.promise.then((answer) => `${answer}:${value}`),
    )
    const statuses: string[] = []
    mutation.subscribe(() => statuses.push(mutation.getState().status))
    expect(mutation.getState()).toEqual({ status: 'idle', error: undefined, value: undefined })
    const running = mutation.mutateAsync('x')
    expect(getTask(kit.getState(), mutation.task).status).toBe('pending')
    await expect.poll(() => statuses).toEqual(['pending'])
    gate.resolve('ok')
    await expect(running).resolves.toBe('ok:x')
    expect(mutation.getState()).toEqual({ status: 'success', error: undefined, value: 'ok:x' })
    await expect.poll(() => statuses).toEqual(['pending', 'success'])
  })

  it('keeps the error; mutate never rejects; a non-Error rejection becomes an UnknownTaskError', async () => {
    const kit = createTestKit()
    const mutation = createMutation(kit, async () => {
      throw 'nope'
    })
    mutation.mutate()
    await expect.poll(() => mutation.getState().status).toBe('error')
    expect(mutation.getState().error).toBeInstanceOf(UnknownTaskError)
    expect((mutation.getState().error as UnknownTaskError).details).toBe('nope')
    await expect(mutation.mutateAsync()).rejects.toBeInstanceOf(UnknownTaskError)
  })

  it('the last call wins, and a reset drops a call still running', async () => {
    const kit = createTestKit()
    const slow = deferred<string>()
    const fast = deferred<string>()
    const answers = [slow.promise, fast.promise]
    const mutation = createMutation(kit, (_, _call: number) => answers.shift() as Promise<string>)
    const first = mutation.mutateAsync(1)
    const second = mutation.mutateAsync(2)
    fast.resolve('second')
    await expect(second).resolves.toBe('second')
    slow.resolve('first')
    await expect(first).resolves.toBe('first')
    expect(mutation.getState()).toMatchObject({ status: 'success', value: 'second' })

    const late = deferred<string>()
    const again = createMutation(kit, (_, _call: number) => late.promise)
    const running = again.mutateAsync(1)
    again.reset()
    late.resolve('late')
    await running
    expect(again.getState().status).toBe('idle')
    expect(kit.getState().tasks[again.task.key]).toBeUndefined()
  })

  it('each mutation has a key of its own, or the one given', () => {
    const kit = createTestKit()
    const action = async () => undefined
    expect(createMutation(kit, action).task.key).not.toBe(createMutation(kit, action).task.key)
    expect(createMutation(kit, action, { key: 'sign:1' }).task.key).toBe('sign:1')
  })
})
