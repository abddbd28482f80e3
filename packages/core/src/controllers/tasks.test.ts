import { describe, expect, it } from 'vitest'
import { UnknownTaskError } from '../exports/errors.js'
import type { TaskControls } from '../exports/index.js'
import { BaseError } from '../errors/kit.js'
import { createTestKit } from '../test-utils.js'
import { defineTask } from '../state/tasks.js'

/** A promise settled from outside, so a test decides when a task's work ends. */
function deferred<value = void>() {
  let resolve!: (value: value) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<value>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

// Tasks whose value the tests pick freely.
const xTask = defineTask<unknown>('x')
const aTask = defineTask<unknown>('a')
const bTask = defineTask<unknown>('b')
const loadTask = defineTask<unknown>('load')

describe('tasks controller', () => {
  it('a task that never ran is idle, in get and in state', () => {
    const kit = createTestKit()
    expect(kit.tasks.get(xTask)).toEqual({ status: 'idle', error: undefined, value: undefined })
    expect(kit.getState().tasks.x).toBeUndefined()
  })

  it('pending while the work runs, then success with the returned value', async () => {
    const kit = createTestKit()
    const work = deferred<string>()
    const done = kit.tasks.run(xTask, () => work.promise)
    expect(kit.getState().tasks.x).toEqual({ status: 'pending', error: undefined, value: undefined })
    work.resolve('hash')
    await expect(done).resolves.toEqual({ status: 'success', error: undefined, value: 'hash' })
    expect(kit.tasks.get(xTask).status).toBe('success')
  })

  it('never rejects: a failure is the task state, with the error kept as it was thrown', async () => {
    const kit = createTestKit()
    const failure = new Error('refused')
    const state = await kit.tasks.run(xTask, async () => {
      throw failure
    })
    expect(state.status).toBe('error')
    expect(state.error).toBe(failure)
    expect(kit.getState().tasks.x?.error).toBe(failure)
  })

  it('something thrown that is not an Error becomes an UnknownTaskError under BaseError', async () => {
    const kit = createTestKit()
    const state = await kit.tasks.run(xTask, async () => {
      throw 'plain string'
    })
    expect(state.error).toBeInstanceOf(UnknownTaskError)
    expect(state.error).toBeInstanceOf(BaseError)
    expect((state.error as UnknownTaskError).shortMessage).toBe('Something went wrong')
    expect((state.error as UnknownTaskError).details).toBe('plain string')
  })

  it('a reported value shows while pending and stays when the work returns nothing', async () => {
    const kit = createTestKit()
    const work = deferred()
    let controls!: TaskControls
    const done = kit.tasks.run(xTask, (given) => {
      controls = given
      return work.promise
    })
    controls.report('https://farcaster.example/channel')
    expect(kit.tasks.get(xTask)).toMatchObject({
      status: 'pending',
      value: 'https://farcaster.example/channel',
    })
    work.resolve()
    await expect(done).resolves.toMatchObject({
      status: 'success',
      value: 'https://farcaster.example/channel',
    })
  })

  it('a new run supersedes the one going: its signal aborts and its outcome is ignored', async () => {
    const kit = createTestKit()
    const first = deferred<string>()
    let firstSignal!: AbortSignal
    let firstReport!: (value: unknown) => void
    const firstDone = kit.tasks.run(xTask, ({ signal, report }) => {
      firstSignal = signal
      firstReport = report
      return first.promise
    })
    const second = deferred<string>()
    const secondDone = kit.tasks.run(xTask, () => second.promise)
    expect(firstSignal.aborted).toBe(true)
    first.resolve('old')
    firstReport('old report')
    await firstDone
    expect(kit.tasks.get(xTask)).toEqual({ status: 'pending', error: undefined, value: undefined })
    second.resolve('new')
    await expect(secondDone).resolves.toMatchObject({ status: 'success', value: 'new' })
  })

  it('a superseded run that fails leaves no error', async () => {
    const kit = createTestKit()
    const first = deferred()
    const firstDone = kit.tasks.run(xTask, () => first.promise)
    const secondDone = kit.tasks.run(xTask, async () => 'ok')
    first.reject(new Error('late failure'))
    await Promise.all([firstDone, secondDone])
    expect(kit.tasks.get(xTask)).toMatchObject({ status: 'success', error: undefined, value: 'ok' })
  })

  it('runs of different keys do not touch each other', async () => {
    const kit = createTestKit()
    const a = deferred()
    let aSignal!: AbortSignal
    void kit.tasks.run(aTask, ({ signal }) => {
      aSignal = signal
      return a.promise
    })
    await kit.tasks.run(bTask, async () => 1)
    expect(aSignal.aborted).toBe(false)
    expect(kit.tasks.get(aTask).status).toBe('pending')
  })

  it('reset aborts the run going and forgets the key; its late outcome does not come back', async () => {
    const kit = createTestKit()
    const work = deferred<string>()
    let signal!: AbortSignal
    const done = kit.tasks.run(xTask, (controls) => {
      signal = controls.signal
      return work.promise
    })
    kit.tasks.reset(xTask)
    expect(signal.aborted).toBe(true)
    expect(kit.getState().tasks.x).toBeUndefined()
    work.resolve('late')
    await expect(done).resolves.toMatchObject({ status: 'idle' })
    expect(kit.getState().tasks.x).toBeUndefined()
  })

  it('once runs only when the key is neither pending nor done; after an error it runs again', async () => {
    const kit = createTestKit()
    let calls = 0
    const work = deferred<number>()
    kit.tasks.once(loadTask, () => {
      calls += 1
      return work.promise
    })
    kit.tasks.once(loadTask, async () => {
      calls += 1
    })
    expect(calls).toBe(1)
    work.resolve(1)
    await expect.poll(() => kit.tasks.get(loadTask).status).toBe('success')
    kit.tasks.once(loadTask, async () => {
      calls += 1
    })
    expect(calls).toBe(1)

    kit.tasks.reset(loadTask)
    await kit.tasks.run(loadTask, async () => {
      throw new Error('down')
    })
    kit.tasks.once(loadTask, async () => {
      calls += 1
    })
    expect(calls).toBe(2)
    await expect.poll(() => kit.tasks.get(loadTask).status).toBe('success')
  })

  it('destroying the kit aborts every run, and their outcomes are not written', async () => {
    const kit = createTestKit()
    const work = deferred<string>()
    let signal!: AbortSignal
    const done = kit.tasks.run(xTask, (controls) => {
      signal = controls.signal
      return work.promise
    })
    kit.destroy()
    expect(signal.aborted).toBe(true)
    work.resolve('after destroy')
    const state = await done
    expect(state.status).not.toBe('success')
    expect(state.value).toBeUndefined()
  })
})
