import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { connectFake, createTestKit, TEST_API, testRpcHandlers } from '../test-utils.js'
import { createBlockchainApiMock } from '../testing/index.js'
import { deferred } from './authSteps.test.helpers.js'
import { checkAccountName, registerAccountName } from './checkAccountName.js'
import { tasks } from './flowTasks.js'
import { getTask } from './getTask.js'

const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const mock = createBlockchainApiMock({ apiUrl: TEST_API })
const server = setupServer(...mock.handlers, ...testRpcHandlers())
const requests: string[] = []
server.events.on('request:start', ({ request }) => {
  requests.push(new URL(request.url).pathname)
})
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  mock.names.clear()
  requests.length = 0
})
afterAll(() => server.close())

const suggestionRequests = () => requests.filter((path) => path.startsWith('/v1/profile/suggestions/'))
const lookups = () => requests.filter((path) => path.startsWith('/v1/profile/account/'))
const check = (kit: ReturnType<typeof createTestKit>) => getTask(kit.getState(), tasks.nameCheck)
const seedAlice = () =>
  mock.seedName({ name: 'alice.kit.id', address: account.address, coinType: 2147563650 })

describe('checkAccountName', () => {
  it('a free name: the check is the task value, with the name trimmed, and no suggestions are loaded', async () => {
    const kit = createTestKit()
    const done = checkAccountName(kit, { name: '  alice  ' })
    expect(check(kit).status).toBe('pending')
    await expect(done).resolves.toMatchObject({
      status: 'success',
      value: { name: 'alice', registered: false },
    })
    expect(lookups()).toEqual(['/v1/profile/account/alice.kit.id'])
    expect(suggestionRequests()).toEqual([])
  })

  it('a taken name also loads suggestions', async () => {
    seedAlice()
    const kit = createTestKit()
    await expect(checkAccountName(kit, { name: 'alice' })).resolves.toMatchObject({
      status: 'success',
      value: { name: 'alice', registered: true },
    })
    expect(suggestionRequests()).toEqual(['/v1/profile/suggestions/alice'])
    expect(kit.getState().names.suggestions.map((suggestion) => suggestion.name)).toContain('alice1')
  })

  it("a suggestion failure leaves 'Error fetching name suggestions' in state without failing the check", async () => {
    seedAlice()
    server.use(
      http.get(`${TEST_API}/v1/profile/suggestions/:name`, () => new HttpResponse('down', { status: 500 })),
    )
    const kit = createTestKit()
    const state = await checkAccountName(kit, { name: 'alice' })
    expect(state).toMatchObject({
      status: 'success',
      error: undefined,
      value: { name: 'alice', registered: true },
    })
    expect(kit.getState().names.suggestionsError).toBe('Error fetching name suggestions')
  })

  it.each(['', '   ', 'ab', 'no spaces'])(
    'an invalid or empty name (%j) forgets the last check and asks nothing',
    async (name) => {
      const kit = createTestKit()
      await checkAccountName(kit, { name: 'alice' })
      expect(check(kit).status).toBe('success')
      requests.length = 0
      await expect(checkAccountName(kit, { name })).resolves.toMatchObject({ status: 'idle' })
      expect(kit.getState().tasks[tasks.nameCheck.key]).toBeUndefined()
      expect(requests).toEqual([])
    },
  )

  it('an invalid name typed while a check is going cancels it: its answer is not shown', async () => {
    const answer = deferred()
    server.use(
      http.get(`${TEST_API}/v1/profile/account/:name`, async () => {
        await answer.promise
        return new HttpResponse(null, { status: 404 })
      }),
    )
    const kit = createTestKit()
    const done = checkAccountName(kit, { name: 'alice' })
    await expect.poll(() => lookups().length).toBe(1)
    await checkAccountName(kit, { name: 'ab' })
    answer.resolve()
    await done
    expect(kit.getState().tasks[tasks.nameCheck.key]).toBeUndefined()
  })

  it('a superseded check of a taken name loads no suggestions', async () => {
    seedAlice()
    const answer = deferred()
    server.use(
      // Holds the lookup back, then lets the mock answer that the name is taken.
      http.get(`${TEST_API}/v1/profile/account/alice.kit.id`, async () => {
        await answer.promise
      }),
    )
    const kit = createTestKit()
    const first = checkAccountName(kit, { name: 'alice' })
    await expect.poll(() => lookups().length).toBe(1)
    const second = checkAccountName(kit, { name: 'bobby' })
    await second
    answer.resolve()
    await first
    expect(suggestionRequests()).toEqual([])
    expect(check(kit).value).toEqual({ name: 'bobby', registered: false })
  })

  it('a failed lookup is the task error', async () => {
    server.use(
      http.get(`${TEST_API}/v1/profile/account/:name`, () => new HttpResponse('down', { status: 500 })),
    )
    const kit = createTestKit()
    const state = await checkAccountName(kit, { name: 'alice' })
    expect(state.status).toBe('error')
    expect(state.error).toBeDefined()
  })
})

describe('registerAccountName', () => {
  it('registers the trimmed name for the connected account and moves to the success view', async () => {
    const kit = createTestKit()
    await connectFake(kit, {
      id: 'auth',
      type: 'auth',
      address: account.address,
      signMessage: (message) => account.signMessage({ message }),
    })
    kit.modal.open({ view: 'Account' })
    kit.router.push('RegisterAccountName')
    const done = registerAccountName(kit, { name: ' alice ' })
    expect(getTask(kit.getState(), tasks.nameRegister).status).toBe('pending')
    await expect(done).resolves.toMatchObject({ status: 'success' })
    expect(mock.names.get('alice.kit.id')).toMatchObject({ address: account.address })
    expect(kit.getState().router.view).toBe('RegisterAccountNameSuccess')
  })

  it('with nothing connected it is the task error', async () => {
    const kit = createTestKit()
    const state = await registerAccountName(kit, { name: 'alice' })
    expect(state.status).toBe('error')
  })
})
