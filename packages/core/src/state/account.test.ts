import { InvalidCaipIdError } from '@kit/chains'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ApiResponseError } from '../errors/api.js'
import { NotConnectedError } from '../errors/kit.js'
import { connectFake, createTestKit, TEST_API, testRpcHandlers } from '../test-utils.js'
import { createBlockchainApiMock, createSiweTestBackend, FAKE_EVM_ADDRESS } from '../testing/index.js'

const mock = createBlockchainApiMock({ apiUrl: TEST_API })
const server = setupServer(...mock.handlers, ...testRpcHandlers())
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  mock.names.clear()
})
afterAll(() => server.close())

describe('account controller', () => {
  it('derives the plain address from the CAIP-10 address and clears both', () => {
    const kit = createTestKit()
    kit.account.setCaipAddress(`eip155:80002:${FAKE_EVM_ADDRESS}`)
    expect(kit.getState().account.address).toBe(FAKE_EVM_ADDRESS)
    kit.account.setCaipAddress(undefined)
    expect(kit.getState().account.address).toBeUndefined()
    expect(kit.getState().account.caipAddress).toBeUndefined()
  })

  it('refuses a malformed CAIP-10 address with a typed error', () => {
    const kit = createTestKit()
    expect(() => kit.account.setCaipAddress('nope' as `eip155:${string}:${string}`)).toThrow(
      InvalidCaipIdError,
    )
  })

  it('keeps the auth user and its accounts; a user without accounts gets its own address as the one account', () => {
    const kit = createTestKit()
    kit.account.setUser({
      email: null,
      address: '0xabc',
      chainId: 80002,
      accounts: [],
      smartAccountDeployed: true,
      preferredAccountType: 'smartAccount',
      userName: 'alice',
    })
    const { account } = kit.getState()
    expect(account.user?.userName).toBe('alice')
    expect(account.allAccounts).toEqual([{ address: '0xabc', type: 'smartAccount' }])
    expect(account.preferredAccountType).toBe('smartAccount')
    expect(account.smartAccountDeployed).toBe(true)
  })

  it('sets balance, profile and accounts; reset restores the disconnected defaults', () => {
    const kit = createTestKit()
    kit.account.setBalance('1.5', 'POL')
    kit.account.setProfileName('alice.kit.id')
    kit.account.setProfileImage('https://img')
    kit.account.setAllAccounts([{ address: '0xa', type: 'eoa' }])
    kit.account.setSmartAccountDeployed(true)
    kit.account.setStatus('connected')
    expect(kit.getState().account).toMatchObject({
      balance: '1.5',
      balanceSymbol: 'POL',
      profileName: 'alice.kit.id',
    })
    kit.account.reset()
    expect(kit.getState().account).toEqual({
      status: 'disconnected',
      address: undefined,
      caipAddress: undefined,
      balance: undefined,
      balanceSymbol: undefined,
      profileName: undefined,
      profileImage: undefined,
      allAccounts: [],
      preferredAccountType: undefined,
      smartAccountDeployed: false,
      user: undefined,
    })
  })

  describe('choosing the account type', () => {
    it('sets the type the connector confirms, with the modal loading meanwhile, then goes to Account', async () => {
      const kit = createTestKit()
      let loadingDuringCall = false
      await connectFake(kit, {
        setPreferredAccountType: async (type) => {
          loadingDuringCall = kit.getState().modal.loading
          return { address: '0x2222222222222222222222222222222222222222', type }
        },
      })
      const events: string[] = []
      kit.onEvent((event) => events.push(event.event))
      kit.router.reset('AccountSettings')
      await expect(kit.account.selectPreferredAccountType('smartAccount')).resolves.toBe('smartAccount')
      expect(loadingDuringCall).toBe(true)
      const { account, modal, router } = kit.getState()
      expect(account.preferredAccountType).toBe('smartAccount')
      expect(account.address).toBe('0x2222222222222222222222222222222222222222')
      expect(modal.loading).toBe(false)
      expect(router.view).toBe('Account')
      expect(events).toContain('SET_PREFERRED_ACCOUNT_TYPE')
    })

    it('drops the previous address’s balance and name and loads the new account’s', async () => {
      const kit = createTestKit()
      await connectFake(kit, {
        setPreferredAccountType: async (type) => ({
          address: '0x2222222222222222222222222222222222222222',
          type,
        }),
      })
      kit.account.setBalance('7', 'POL')
      kit.account.setProfileName('owner.kit.id')
      await kit.account.selectPreferredAccountType('smartAccount')
      expect(kit.getState().account.profileName).toBeUndefined()
      // The test RPC answers 1 POL for any address.
      await vi.waitFor(() => expect(kit.getState().account.balance).toBe('1'))
    })

    it('then goes to ConnectingSiwe when sign-in with wallet is on and the network is EVM', async () => {
      const kit = createTestKit({ siwe: createSiweTestBackend() })
      await connectFake(kit, {
        setPreferredAccountType: async (type) => ({ address: FAKE_EVM_ADDRESS, type }),
      })
      kit.router.reset('Account')
      await kit.account.selectPreferredAccountType('smartAccount')
      expect(kit.getState().router.view).toBe('ConnectingSiwe')
    })

    it('then goes to Account without sign-in with wallet', async () => {
      const kit = createTestKit({ features: { siwe: false } })
      await connectFake(kit, {
        setPreferredAccountType: async (type) => ({ address: FAKE_EVM_ADDRESS, type }),
      })
      kit.router.reset('UpgradeToSmartAccount')
      await kit.account.selectPreferredAccountType('smartAccount')
      expect(kit.getState().router.view).toBe('Account')
    })

    it('then goes to Account with sign-in with wallet on Solana', async () => {
      const kit = createTestKit({ siwe: createSiweTestBackend() })
      await connectFake(kit, {
        namespace: 'solana',
        address: 'SenderSo1',
        setPreferredAccountType: async (type) => ({ address: 'SenderSo1', type }),
      })
      kit.router.reset('UpgradeToSmartAccount')
      await kit.account.selectPreferredAccountType('smartAccount')
      expect(kit.getState().router.view).toBe('Account')
    })

    it('falls back to eoa when setting the preferred account fails', async () => {
      const kit = createTestKit()
      await connectFake(kit, {
        setPreferredAccountType: async () => {
          throw new Error('frame refused')
        },
      })
      await expect(kit.account.selectPreferredAccountType('smartAccount')).resolves.toBe('eoa')
      expect(kit.getState().account.preferredAccountType).toBe('eoa')
      expect(kit.getState().modal.loading).toBe(false)
    })

    it('refuses when nothing is connected, without leaving the modal loading', async () => {
      const kit = createTestKit()
      await expect(kit.account.selectPreferredAccountType('smartAccount')).rejects.toBeInstanceOf(
        NotConnectedError,
      )
      expect(kit.getState().modal.loading).toBe(false)
    })

    it('refuses an unknown account type', async () => {
      const kit = createTestKit()
      await connectFake(kit)
      await expect(kit.account.selectPreferredAccountType('multisig' as 'eoa')).rejects.toMatchObject({
        shortMessage: 'Invalid account type',
      })
    })
  })

  describe('profile', () => {
    it('loads the name and avatar from the identity endpoint', async () => {
      const kit = createTestKit()
      mock.seedName({ name: 'alice.kit.id', address: FAKE_EVM_ADDRESS, coinType: 2147563650 })
      await connectFake(kit)
      await kit.account.syncProfile()
      expect(kit.getState().account.profileName).toBe('alice.kit.id')
      expect(kit.getState().account.profileImage).toBeNull()
    })

    it('loads by itself after a connection, without holding the connection up', async () => {
      const kit = createTestKit()
      mock.seedName({ name: 'bob.kit.id', address: FAKE_EVM_ADDRESS, coinType: 2147563650 })
      await connectFake(kit)
      expect(kit.getState().account.status).toBe('connected')
      await expect.poll(() => kit.getState().account.profileName).toBe('bob.kit.id')
    })

    it('falls back to the first name of a reverse lookup when identity has none', async () => {
      const kit = createTestKit()
      server.use(
        http.get(`${TEST_API}/v1/identity/:address`, () =>
          HttpResponse.json({ name: null, avatar: 'a.png' }),
        ),
      )
      mock.seedName({ name: 'bob.kit.id', address: FAKE_EVM_ADDRESS, coinType: 2147563650 })
      await connectFake(kit)
      await kit.account.syncProfile()
      expect(kit.getState().account.profileName).toBe('bob.kit.id')
      expect(kit.getState().account.profileImage).toBe('a.png')
    })

    it('rejects a malformed identity with a clear error and leaves the state unchanged', async () => {
      const kit = createTestKit()
      server.use(http.get(`${TEST_API}/v1/identity/:address`, () => HttpResponse.json({ name: ['x'] })))
      await connectFake(kit)
      kit.account.setProfileName('kept')
      await expect(kit.account.syncProfile()).rejects.toBeInstanceOf(ApiResponseError)
      expect(kit.getState().account.profileName).toBe('kept')
    })
  })
})
