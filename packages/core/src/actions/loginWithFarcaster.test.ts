import { describe, expect, it } from 'vitest'
import { createTestKit } from '../test-utils.js'
import { registerFakeAuth } from './authSteps.test.helpers.js'
import { FlowUnavailableError } from './errors.js'
import { loginWithFarcaster } from './loginWithFarcaster.js'
import { tasks } from './flowTasks.js'
import { getTask } from './getTask.js'

function setup() {
  const kit = createTestKit()
  const auth = registerFakeAuth(kit)
  kit.modal.open({ view: 'Connect' })
  return { kit, auth }
}

const farcaster = (kit: ReturnType<typeof setup>['kit']) => getTask(kit.getState(), tasks.farcaster)

describe('loginWithFarcaster', () => {
  it('shows ConnectingFarcaster, reports the URL as the task value, then connects after the approval', async () => {
    const { kit, auth } = setup()
    const done = loginWithFarcaster(kit)
    expect(kit.getState().router).toMatchObject({
      view: 'ConnectingFarcaster',
      data: { socialProvider: 'farcaster' },
    })
    ;(await auth.getFarcasterUri.next()).resolve({ url: 'https://farcaster.xyz/~/siwf?channel=1' })
    const approval = await auth.connectFarcaster.next()
    expect(farcaster(kit)).toMatchObject({
      status: 'pending',
      value: 'https://farcaster.xyz/~/siwf?channel=1',
    })
    expect(kit.getState().account.status).toBe('disconnected')
    approval.resolve()
    await expect(done).resolves.toMatchObject({
      status: 'success',
      value: 'https://farcaster.xyz/~/siwf?channel=1',
    })
    expect(kit.getState().account.status).toBe('connected')
    expect(kit.getState().modal.open).toBe(false)
  })

  it('a retry from the view asks for a fresh URL and does not navigate again', async () => {
    const { kit, auth } = setup()
    void loginWithFarcaster(kit)
    ;(await auth.getFarcasterUri.next()).resolve({ url: 'https://farcaster.xyz/~/siwf?channel=1' })
    ;(await auth.connectFarcaster.next()).reject(new Error('expired'))
    await expect.poll(() => farcaster(kit).status).toBe('error')
    expect(farcaster(kit).value).toBe('https://farcaster.xyz/~/siwf?channel=1')

    void loginWithFarcaster(kit, { navigate: false })
    expect(kit.getState().router.history).toEqual(['Connect', 'ConnectingFarcaster'])
    // The old URL is not shown while the new one is asked for.
    expect(farcaster(kit)).toMatchObject({ status: 'pending', value: undefined })
    ;(await auth.getFarcasterUri.next()).resolve({ url: 'https://farcaster.xyz/~/siwf?channel=2' })
    await auth.connectFarcaster.next()
    expect(auth.getFarcasterUri.calls).toHaveLength(2)
    expect(farcaster(kit).value).toBe('https://farcaster.xyz/~/siwf?channel=2')
  })

  it('a superseded run does not report its URL over the newer one', async () => {
    const { kit, auth } = setup()
    void loginWithFarcaster(kit)
    void loginWithFarcaster(kit, { navigate: false })
    const first = await auth.getFarcasterUri.next()
    const second = await auth.getFarcasterUri.next()
    second.resolve({ url: 'https://farcaster.xyz/~/siwf?channel=new' })
    await auth.connectFarcaster.next()
    first.resolve({ url: 'https://farcaster.xyz/~/siwf?channel=old' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(farcaster(kit).value).toBe('https://farcaster.xyz/~/siwf?channel=new')
  })

  it('without an auth connector the task fails with FlowUnavailableError', async () => {
    const kit = createTestKit()
    const state = await loginWithFarcaster(kit)
    expect(state.error).toBeInstanceOf(FlowUnavailableError)
  })
})
