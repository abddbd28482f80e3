import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { SendFailedError } from '../errors/send.js'
import { connectFake, createTestKit, TEST_API, testRpcHandlers } from '../test-utils.js'
import { createBlockchainApiMock, createFakeSendExecutor } from '../testing/index.js'
import { tasks } from './flowTasks.js'
import { getTask } from './getTask.js'
import { continueSend } from './send.js'
import { submitSend } from './submitSend.js'

const RECEIVER = '0x2222222222222222222222222222222222222222'
const mock = createBlockchainApiMock({ apiUrl: TEST_API })
const server = setupServer(...mock.handlers, ...testRpcHandlers({ gasPrice: 7n }))
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

async function setup() {
  const kit = createTestKit()
  const executor = createFakeSendExecutor()
  kit.send.setExecutor(executor)
  await connectFake(kit)
  await expect.poll(() => kit.getState().account.balance).toBeDefined()
  return { kit, executor }
}

describe('submitSend', () => {
  async function preview() {
    const { kit, executor } = await setup()
    kit.modal.open({ view: 'Account' })
    kit.router.push('WalletSend')
    kit.send.setTokenAmount('0.1')
    kit.send.setReceiverAddress(RECEIVER)
    expect(continueSend(kit)).toBeUndefined()
    return { kit, executor }
  }

  it('sends; the hash is the task value and the modal returns to the account', async () => {
    const { kit, executor } = await preview()
    const done = submitSend(kit)
    expect(getTask(kit.getState(), tasks.send).status).toBe('pending')
    await expect(done).resolves.toMatchObject({ status: 'success', value: `0x${'cd'.repeat(32)}` })
    expect(executor.calls).toEqual([
      { kind: 'native', args: expect.objectContaining({ to: RECEIVER, value: 100_000_000_000_000_000n }) },
    ])
    expect(kit.getState().router.view).toBe('Account')
  })

  it('a failure goes back to the form and keeps the error as the task error', async () => {
    const { kit, executor } = await preview()
    executor.fail = new Error('nonce too low')
    const state = await submitSend(kit)
    expect(state.status).toBe('error')
    expect(state.error).toBeInstanceOf(SendFailedError)
    expect(kit.getState().router.history).toEqual(['Account', 'WalletSend'])
    expect(getTask(kit.getState(), tasks.send).error).toBe(state.error)
    expect(kit.getState().toast).toMatchObject({ open: true, variant: 'error' })
  })
})
