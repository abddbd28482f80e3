import { describe, expect, it } from 'vitest'
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
  it('goes idle → pending → success, telling subscribers each time', async () => {
    const gate = deferred<string>()
    const mutation = createMutation((value: string) => gate.promise.then((answer) => `${answer}:${value}`))
    const statuses: string[] = []
    mutation.subscribe(() => statuses.push(mutation.getState().status))
    expect(mutation.getState()).toEqual({ status: 'idle', data: undefined, error: undefined })
    const running = mutation.mutateAsync('x')
    gate.resolve('ok')
    await expect(running).resolves.toBe('ok:x')
    expect(mutation.getState()).toEqual({ status: 'success', data: 'ok:x', error: undefined })
    expect(statuses).toEqual(['pending', 'success'])
  })

  it('keeps the error; mutate never rejects; a non-Error rejection becomes an Error', async () => {
    const mutation = createMutation(async (_: undefined) => {
      throw 'nope'
    })
    mutation.mutate(undefined)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(mutation.getState().status).toBe('error')
    expect(mutation.getState().error).toBeInstanceOf(Error)
    expect(mutation.getState().error?.message).toBe('nope')
  })

  it('the last call wins, and a reset drops a call still running', async () => {
    const slow = deferred<string>()
    const fast = deferred<string>()
    const answers = [slow.promise, fast.promise]
    const mutation = createMutation((_: number) => answers.shift() as Promise<string>)
    const first = mutation.mutateAsync(1)
    const second = mutation.mutateAsync(2)
    fast.resolve('second')
    await second
    slow.resolve('first')
    await first
    expect(mutation.getState()).toMatchObject({ status: 'success', data: 'second' })

    const late = deferred<string>()
    const again = createMutation((_: number) => late.promise)
    const running = again.mutateAsync(1)
    again.reset()
    late.resolve('late')
    await running
    expect(again.getState().status).toBe('idle')
  })
})
