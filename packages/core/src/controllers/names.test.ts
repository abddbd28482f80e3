import { defineEvmNetwork, polygonAmoy } from '@kit/chains'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  AddressOrAuthConnectorNotFoundError,
  InvalidChainIdError,
  NameServiceError,
} from '../errors/names.js'
import { KitValidationError, NetworkNotFoundError } from '../errors/kit.js'
import { connectFake, createTestKit, TEST_API, testRpcHandlers } from '../test-utils.js'
import { createBlockchainApiMock } from '../testing/index.js'
import type { KitEvent } from './events.js'

const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const mock = createBlockchainApiMock({ apiUrl: TEST_API })
const server = setupServer(...mock.handlers, ...testRpcHandlers())
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  mock.names.clear()
  vi.useRealTimers()
})
afterAll(() => server.close())

/** A kit connected through an auth connector that signs with a real key, as the secure frame would. */
async function authKit(overrides: Parameters<typeof createTestKit>[0] = {}) {
  const kit = createTestKit(overrides)
  const signed: string[] = []
  const loadingWhileSigning: boolean[] = []
  await connectFake(kit, {
    id: 'auth',
    type: 'auth',
    address: account.address,
    signMessage: async (message) => {
      signed.push(message)
      loadingWhileSigning.push(kit.getState().names.loading)
      return account.signMessage({ message })
    },
  })
  return { kit, signed, loadingWhileSigning }
}

const serverError = () => new HttpResponse('upstream down', { status: 500 })

describe('names controller', () => {
  it('uses the .kit.id suffix by default and the configured one otherwise', () => {
    expect(createTestKit().names.withSuffix('alice')).toBe('alice.kit.id')
    expect(createTestKit().names.withSuffix('alice.kit.id')).toBe('alice.kit.id')
    expect(createTestKit({ names: { suffix: '.demo.id' } }).names.withSuffix('alice')).toBe('alice.demo.id')
  })

  describe('suggestions', () => {
    it('loading while fetched, then entries with name and registered, without the suffix', async () => {
      const kit = createTestKit()
      mock.seedName({ name: 'alice.kit.id', address: account.address, coinType: 2147563650 })
      const pending = kit.names.getSuggestions('alice')
      expect(kit.getState().names.loading).toBe(true)
      await pending
      expect(kit.getState().names).toEqual({
        loading: false,
        suggestions: [
          { name: 'alice', registered: true },
          { name: 'alice1', registered: false },
          { name: 'alice-kit', registered: false },
          { name: 'the-alice', registered: false },
        ],
      })
    })

    it('a failure uses the first reason from the service and keeps the previous suggestions', async () => {
      const kit = createTestKit()
      await kit.names.getSuggestions('alice')
      const before = kit.getState().names.suggestions
      const error = await kit.names.getSuggestions('ab').catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(NameServiceError)
      expect((error as NameServiceError).shortMessage).toBe(
        'Names use letters, digits and hyphens, at least 4',
      )
      expect(kit.getState().names).toEqual({
        loading: false,
        suggestions: before,
        suggestionsError: 'Names use letters, digits and hyphens, at least 4',
      })
    })

    it('without a reason the error is "Error fetching name suggestions", kept in state until the next request', async () => {
      server.use(http.get(`${TEST_API}/v1/profile/suggestions/:name`, serverError))
      const kit = createTestKit()
      await expect(kit.names.getSuggestions('alice')).rejects.toMatchObject({
        shortMessage: 'Error fetching name suggestions',
      })
      expect(kit.getState().names.suggestionsError).toBe('Error fetching name suggestions')
      server.resetHandlers()
      const next = kit.names.getSuggestions('alice')
      expect(kit.getState().names.suggestionsError).toBeUndefined()
      await next
      expect(kit.getState().names.suggestionsError).toBeUndefined()
    })

    it('a malformed response is an error and leaves the suggestions unchanged', async () => {
      server.use(
        http.get(`${TEST_API}/v1/profile/suggestions/:name`, () =>
          HttpResponse.json({ suggestions: [{ n: 1 }] }),
        ),
      )
      const kit = createTestKit()
      await expect(kit.names.getSuggestions('alice')).rejects.toMatchObject({
        shortMessage: 'Error fetching name suggestions',
      })
      expect(kit.getState().names).toEqual({
        loading: false,
        suggestions: [],
        suggestionsError: 'Error fetching name suggestions',
      })
    })
  })

  describe('lookup', () => {
    it('resolves a registered name', async () => {
      mock.seedName({ name: 'alice.kit.id', address: account.address, coinType: 2147563650 })
      await expect(createTestKit().names.lookup('alice')).resolves.toMatchObject({ name: 'alice.kit.id' })
    })

    it('an unknown name fails with the service reason', async () => {
      await expect(createTestKit().names.lookup('nobody')).rejects.toMatchObject({
        shortMessage: 'Name not found',
      })
    })

    it('without a reason the error is "Error resolving name"', async () => {
      server.use(http.get(`${TEST_API}/v1/profile/account/:name`, serverError))
      await expect(createTestKit().names.lookup('alice')).rejects.toMatchObject({
        shortMessage: 'Error resolving name',
      })
    })

    it('isNameRegistered is false only when the service says the name does not exist', async () => {
      mock.seedName({ name: 'alice.kit.id', address: account.address, coinType: 2147563650 })
      const kit = createTestKit()
      await expect(kit.names.isNameRegistered('alice')).resolves.toBe(true)
      await expect(kit.names.isNameRegistered('nobody')).resolves.toBe(false)
      server.use(http.get(`${TEST_API}/v1/profile/account/:name`, serverError))
      await expect(kit.names.isNameRegistered('anyone')).rejects.toBeInstanceOf(NameServiceError)
    })

    it('reverse lookup lists the names of an address; without a reason it fails with "Error fetching names for address"', async () => {
      mock.seedName({ name: 'alice.kit.id', address: account.address, coinType: 2147563650 })
      const kit = createTestKit()
      await expect(kit.names.getNamesForAddress(account.address)).resolves.toEqual([
        expect.objectContaining({ name: 'alice.kit.id' }),
      ])
      server.use(http.get(`${TEST_API}/v1/profile/reverse/:address`, serverError))
      await expect(kit.names.getNamesForAddress(account.address)).rejects.toMatchObject({
        shortMessage: 'Error fetching names for address',
      })
    })
  })

  describe('registration', () => {
    it('signs {name, attributes: {}, timestamp} in seconds and posts the ENSIP-11 coin type', async () => {
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(new Date('2026-11-21T10:00:00Z'))
      const { kit, signed } = await authKit()
      await kit.names.registerName('alice')
      expect(signed).toEqual([
        JSON.stringify({ name: 'alice.kit.id', attributes: {}, timestamp: 1_795_255_200 }),
      ])
      expect(mock.names.get('alice.kit.id')).toMatchObject({
        address: account.address,
        coinType: 0x80000000 + 80002,
      })
    })

    it('loading true, then the success view with the profile name set', async () => {
      const { kit, loadingWhileSigning } = await authKit()
      kit.modal.open({ view: 'Account' })
      kit.router.push('AccountSettings')
      kit.router.push('RegisterAccountName')
      const events: KitEvent[] = []
      kit.onEvent((event) => events.push(event))
      await kit.names.registerName('alice')
      expect(loadingWhileSigning).toEqual([true])
      const state = kit.getState()
      expect(state.names.loading).toBe(false)
      expect(state.router.history).toEqual(['Account', 'AccountSettings', 'RegisterAccountNameSuccess'])
      expect(state.account.profileName).toBe('alice.kit.id')
      expect(events.map((event) => event.event)).toEqual(['REGISTER_NAME_INITIATED', 'REGISTER_NAME_SUCCESS'])
    })

    it('on failure it returns to RegisterAccountName with the service reason', async () => {
      mock.seedName({
        name: 'alice.kit.id',
        address: '0x0000000000000000000000000000000000000001',
        coinType: 1,
      })
      const { kit } = await authKit()
      kit.router.reset('Account')
      kit.router.push('RegisterAccountName')
      kit.router.push('ApproveTransaction')
      const error = await kit.names.registerName('alice').catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(NameServiceError)
      expect((error as NameServiceError).shortMessage).toBe('Name is already registered')
      expect(kit.getState().router.history).toEqual(['Account', 'RegisterAccountName', 'RegisterAccountName'])
      expect(kit.getState().names.loading).toBe(false)
      // No name: not looked up yet (undefined), or looked up and none (null); never the one refused.
      expect(kit.getState().account.profileName ?? null).toBeNull()
    })

    it('without a reason the error is "Error registering name {name}"', async () => {
      server.use(http.post(`${TEST_API}/v1/profile/account`, serverError))
      const { kit } = await authKit()
      await expect(kit.names.registerName('alice')).rejects.toMatchObject({
        shortMessage: 'Error registering name alice',
      })
      expect(kit.getState().router.view).toBe('RegisterAccountName')
    })

    it('a declined signature returns to RegisterAccountName', async () => {
      const kit = createTestKit()
      await connectFake(kit, {
        type: 'auth',
        signMessage: async () => {
          throw new Error('User declined')
        },
      })
      await expect(kit.names.registerName('alice')).rejects.toMatchObject({
        shortMessage: 'Error registering name alice',
      })
      expect(kit.getState().router.view).toBe('RegisterAccountName')
    })

    it('leaves no pending action on the router while it signs: a pop elsewhere does not jump to the success view', async () => {
      const kit = createTestKit()
      const seen: { view: string; loading: boolean }[] = []
      await connectFake(kit, {
        id: 'auth',
        type: 'auth',
        address: account.address,
        signMessage: async (message) => {
          // Another flow settles its approval meanwhile (the stack is the router's, shared by every flow).
          kit.router.popTransactionStack('success')
          seen.push({ view: kit.getState().router.view, loading: kit.getState().names.loading })
          return account.signMessage({ message })
        },
      })
      kit.router.reset('Account')
      kit.router.push('RegisterAccountName')
      await kit.names.registerName('alice')
      expect(seen).toEqual([{ view: 'RegisterAccountName', loading: true }])
      expect(kit.getState().router.view).toBe('RegisterAccountNameSuccess')
    })

    it('settles every outcome itself: success, refusal, service error and abort end with nothing pending', async () => {
      const outcomes: { name: string; sign: (message: string) => Promise<string>; view: string }[] = [
        {
          name: 'success',
          sign: (message) => account.signMessage({ message }),
          view: 'RegisterAccountNameSuccess',
        },
        {
          name: 'refusal',
          sign: async () => {
            throw new Error('User rejected the request')
          },
          view: 'RegisterAccountName',
        },
        { name: 'error', sign: async () => '0x1234', view: 'RegisterAccountName' },
        {
          name: 'abort',
          sign: async () => {
            throw new Error('Request was aborted')
          },
          view: 'RegisterAccountName',
        },
      ]
      for (const outcome of outcomes) {
        const kit = createTestKit()
        await connectFake(kit, {
          id: 'auth',
          type: 'auth',
          address: account.address,
          signMessage: outcome.sign,
        })
        kit.router.reset('Account')
        kit.router.push('RegisterAccountName')
        await kit.names.registerName(`name-${outcome.name}`).catch(() => undefined)
        const settled = kit.getState()
        expect({ outcome: outcome.name, view: settled.router.view, loading: settled.names.loading }).toEqual({
          outcome: outcome.name,
          view: outcome.view,
          loading: false,
        })
        // Nothing left for a later pop to settle: the history stays as the registration left it.
        const history = settled.router.history
        kit.router.popTransactionStack('success')
        kit.router.popTransactionStack('cancel')
        expect(kit.getState().router.history).toEqual(history)
      }
    })

    it('needs an EVM network: "Network not found" on Solana', async () => {
      const { kit } = await authKit()
      kit.network.setActive('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
      const error = await kit.names.registerName('alice').catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(NetworkNotFoundError)
      expect((error as NetworkNotFoundError).shortMessage).toBe('Network not found')
    })

    it('needs an address and an auth connector: "Address or auth connector not found"', async () => {
      const disconnected = createTestKit()
      await expect(disconnected.names.registerName('alice')).rejects.toBeInstanceOf(
        AddressOrAuthConnectorNotFoundError,
      )
      const injected = createTestKit()
      await connectFake(injected, { type: 'injected' })
      await expect(injected.names.registerName('alice')).rejects.toMatchObject({
        shortMessage: 'Address or auth connector not found',
      })
    })

    it('refuses a chain id of 2^31 or more with "Invalid chainId" and returns to RegisterAccountName', async () => {
      const huge = defineEvmNetwork({ ...polygonAmoy, id: 2 ** 31, name: 'Huge' })
      const { kit } = await authKit({ networks: [huge] })
      const error = await kit.names.registerName('alice').catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(InvalidChainIdError)
      expect((error as InvalidChainIdError).shortMessage).toBe('Invalid chainId')
      expect(kit.getState().router.view).toBe('RegisterAccountName')
      expect(kit.getState().names.loading).toBe(false)
    })

    it('refuses an invalid name before anything is signed', async () => {
      const { kit, signed } = await authKit()
      await expect(kit.names.registerName('abc')).rejects.toMatchObject({
        shortMessage: 'Name must be at least 4 characters long',
      })
      await expect(kit.names.registerName('al_ce')).rejects.toBeInstanceOf(KitValidationError)
      expect(signed).toEqual([])
    })
  })
})
