import { afterEach, describe, expect, it, vi } from 'vitest'
import { KitOptionsError } from './errors/kit.js'
import { createKit } from './kit.js'
import { createMemoryStorage } from './services/memoryStorage.js'
import { RECENT_WALLET_KEY } from './controllers/storage.js'
import { createFakeConnector } from './testing/fakes.js'
import { createTestKit, flush, testNetworks } from './test-utils.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('createKit', () => {
  it('throws KitOptionsError for bad options', () => {
    expect(() => createKit({ projectId: '', networks: [] })).toThrow(KitOptionsError)
  })

  it('starts with the spec defaults in every slice', () => {
    const state = createTestKit({ themeMode: 'dark' }).getState()
    expect(state.modal).toEqual({ open: false, loading: false, shake: false })
    expect(state.router).toEqual({ view: 'Connect', history: ['Connect'], data: undefined })
    expect(state.account.status).toBe('disconnected')
    expect(state.account.allAccounts).toEqual([])
    expect(state.network.active).toBe('eip155:80002')
    expect(state.network.networks).toEqual(testNetworks)
    expect(state.network.unsupported).toBe(false)
    expect(state.connectors).toEqual({ list: [], active: undefined })
    expect(state.connection).toEqual({
      wcUri: undefined,
      wcPairingExpiry: undefined,
      error: undefined,
      walletReachable: true,
    })
    expect(state.siwe).toEqual({ status: 'idle', session: undefined, error: undefined })
    expect(state.names).toEqual({ suggestions: [], loading: false, suggestionsError: undefined })
    expect(state.theme).toEqual({ mode: 'dark', variables: {} })
    expect(state.toast).toEqual({ message: '', variant: 'success', open: false })
    expect(state.tooltip.variant).toBe('shade')
    expect(state.options.projectId).toBe('test-project')
  })

  it('keeps one object per controller for its life, listed as its own properties', () => {
    const kit = createTestKit()
    const controllers = [
      'modal',
      'router',
      'account',
      'network',
      'connectors',
      'connection',
      'onramp',
      'send',
      'siwe',
      'names',
      'theme',
      'toast',
      'tooltip',
      'walletList',
      'tasks',
    ] as const
    for (const name of controllers) {
      expect(Object.keys(kit)).toContain(name)
      expect(kit[name]).toBe(kit[name])
      expect(typeof kit[name]).toBe('object')
    }
  })

  it('remembers the wallet of a connection made before anything read the wallet list', async () => {
    const storage = createMemoryStorage()
    const kit = createTestKit({ storage })
    kit.connectors.register(createFakeConnector({ id: 'io.metamask', rdns: 'io.metamask', name: 'MetaMask' }))
    await kit.connection.connect('io.metamask')
    await vi.waitFor(() => expect(storage.getItem(RECENT_WALLET_KEY)).toBe('io.metamask'))
  })

  it('two kits side by side share no state', async () => {
    const first = createTestKit()
    const second = createTestKit()
    first.modal.open({ view: 'Networks' })
    first.theme.setMode('dark')
    second.theme.setMode('light')
    first.onramp.setPaymentAmount(50)
    first.router.push('Account')
    first.toast.showSuccess('hi')
    expect(second.getState().modal.open).toBe(false)
    expect(second.getState().router.history).toEqual(['Connect'])
    expect(second.getState().theme.mode).toBe('light')
    expect(second.getState().onramp.paymentAmount).toBeUndefined()
    expect(second.getState().toast.open).toBe(false)
    // Defaults are fresh objects per kit, never shared references.
    expect(first.getState().tooltip.triggerRect).not.toBe(second.getState().tooltip.triggerRect)
    expect(first.getState().onramp.purchaseCurrencies).not.toBe(second.getState().onramp.purchaseCurrencies)
    const events: string[] = []
    second.onEvent((event) => events.push(event.event))
    first.modal.close()
    await flush()
    expect(events).toEqual([])
  })

  it('getState keeps its identity while nothing changes, and changes it when something does', () => {
    const kit = createTestKit()
    const before = kit.getState()
    expect(kit.getState()).toBe(before)
    kit.modal.setLoading(true)
    const after = kit.getState()
    expect(after).not.toBe(before)
    expect(after.modal.loading).toBe(true)
    expect(before.modal.loading).toBe(false)
    // Untouched slices keep their identity too, so selectors stay cheap.
    expect(after.router).toBe(before.router)
  })

  it('getState is immutable', () => {
    const state = createTestKit().getState()
    expect(() => {
      ;(state.modal as { open: boolean }).open = true
    }).toThrow()
  })

  it('subscribe(listener) is called after changes with the new snapshot', async () => {
    const kit = createTestKit()
    const seen: boolean[] = []
    kit.subscribe((state) => seen.push(state.modal.open))
    kit.modal.open()
    await flush()
    expect(seen).toEqual([true])
  })

  it('subscribe(selector, listener) fires only when the selected value changes', async () => {
    const kit = createTestKit()
    const calls: [string, string][] = []
    kit.subscribe(
      (state) => state.router.view,
      (view, previous) => calls.push([view, previous]),
    )
    kit.modal.setLoading(true)
    await flush()
    kit.router.push('Networks')
    await flush()
    expect(calls).toEqual([['Networks', 'Connect']])
  })

  it('subscribe accepts an equality function', async () => {
    const kit = createTestKit()
    const calls: number[] = []
    kit.subscribe(
      (state) => ({ length: state.router.history.length }),
      (value) => calls.push(value.length),
      { equalityFn: (a, b) => a.length === b.length },
    )
    kit.router.replace('Account')
    await flush()
    kit.router.push('Networks')
    await flush()
    expect(calls).toEqual([2])
  })

  it('unsubscribe stops the listener', async () => {
    const kit = createTestKit()
    const listener = vi.fn()
    const unsubscribe = kit.subscribe(listener)
    unsubscribe()
    kit.modal.open()
    await flush()
    expect(listener).not.toHaveBeenCalled()
  })

  it('destroy stops subscriptions, timers and pending requests', async () => {
    const kit = createTestKit({
      fetch: (_input, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    })
    const listener = vi.fn()
    kit.subscribe(listener)
    kit.modal.open()
    kit.modal.shake()
    const pending = kit.api.getOnRampOptions()
    const ended = vi.fn()
    kit.signal.addEventListener('abort', ended)
    expect(kit.signal.aborted).toBe(false)
    kit.destroy()
    expect(kit.destroyed).toBe(true)
    // Code waiting on the kit (a provider request, a wagmi restore) ends with it instead of polling.
    expect(kit.signal.aborted).toBe(true)
    expect(ended).toHaveBeenCalledOnce()
    await expect(pending).rejects.toMatchObject({ name: 'ApiAbortedError' })
    await flush()
    expect(listener).not.toHaveBeenCalled()
    // The shake timer is gone: the flag is never reset by a stray timer.
    expect(kit.getState().modal.shake).toBe(true)
    kit.destroy()
  })

  it('uses the system colour scheme when no theme mode is given, light outside a browser', () => {
    expect(createTestKit().getState().theme.mode).toBe('light')
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' }))
    expect(createTestKit().getState().theme.mode).toBe('dark')
  })

  it('uses localStorage in a browser when no storage is given', () => {
    const storage = createMemoryStorage()
    vi.stubGlobal('localStorage', storage)
    const kit = createKit({ projectId: 'p', networks: testNetworks, logLevel: 'silent' })
    kit.storage.setEmail('a@b.co')
    expect(storage.getItem(kit.storage.keys.email)).toBe('a@b.co')
  })

  it('falls back to memory when localStorage refuses writes', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => undefined,
    })
    const kit = createKit({ projectId: 'p', networks: testNetworks, logLevel: 'silent' })
    kit.storage.setEmail('a@b.co')
    expect(kit.storage.getEmail()).toBe('a@b.co')
  })

  it('writes nothing to localStorage on a page load that changes nothing', () => {
    const storage = createMemoryStorage()
    const writes: string[] = []
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => storage.getItem(key),
      setItem: (key: string) => writes.push(`set ${key}`),
      removeItem: (key: string) => writes.push(`remove ${key}`),
    })
    const kit = createKit({ projectId: 'p', networks: testNetworks, logLevel: 'silent' })
    kit.getState()
    expect(kit.storage.getConnection()).toBeUndefined()
    expect(writes).toEqual([])
  })

  it('keeps what localStorage refused in memory, over what it still holds, for the rest of the page', () => {
    const stored = createMemoryStorage({ '@kit/social_username': 'ana', '@kit/connected_social': 'github' })
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored.getItem(key),
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    })
    const kit = createKit({ projectId: 'p', networks: testNetworks, logLevel: 'silent' })
    expect(kit.storage.getSocialUsername()).toBe('ana')
    kit.storage.setSocialUsername('bo')
    expect(kit.storage.getSocialUsername()).toBe('bo')
    kit.storage.clearLoginCache()
    expect(kit.storage.getSocialUsername()).toBeUndefined()
    expect(kit.storage.getConnectedSocial()).toBeUndefined()
    kit.storage.setEmail('a@b.co')
    expect(kit.storage.getEmail()).toBe('a@b.co')
  })

  it('uses memory where localStorage cannot even be read (a sandboxed frame)', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    })
    const kit = createKit({ projectId: 'p', networks: testNetworks, logLevel: 'silent' })
    kit.storage.setEmail('a@b.co')
    expect(kit.storage.getEmail()).toBe('a@b.co')
  })

  it('restores the smart-account networks persisted by a previous session', () => {
    const storage = createMemoryStorage({ '@kit/smart_account_enabled_networks': '80002,1' })
    expect(createTestKit({ storage }).getState().network.smartAccountEnabledNetworks).toEqual([80002, 1])
  })
})
