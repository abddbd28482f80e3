// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '../../constants.js'
import { EmailCooldownError } from '../../errors/kit.js'
import { ConnectionCheckUnavailableError, RpcMethodNotAllowedError } from '../../errors/wallet.js'
import type { Kit } from '../../kit.js'
import { createMemoryStorage } from '../../services/memoryStorage.js'
import type { KitStorageBackend } from '../../types.js'
import type { AuthConnector, SocialLoginWindow } from './authConnector.js'
import { FrameLoadError, FrameTimeoutError } from '@kit/frame-bridge/errors'
import { createWindowPair } from '@kit/frame-bridge/testing'
import { AuthFrameLoadError } from './errors.js'
import {
  createAuthKit,
  createFakeFrame,
  EOA,
  FRAME_ORIGIN,
  FRAME_URL,
  SMART,
  until,
} from './fakeFrame.test.helpers.js'
import { isInAppBrowser } from './socialRedirect.js'

const cleanups: (() => void)[] = []
beforeAll(() => {
  // Chain reads after a connection (balances) must not leave the machine in unit tests.
  vi.stubGlobal('fetch', async () => Response.json({ jsonrpc: '2.0', id: 1, result: '0x0' }))
})
afterAll(() => {
  vi.unstubAllGlobals()
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  vi.useRealTimers()
  document.body.replaceChildren()
})

async function setup(options: { storage?: KitStorageBackend; loadBridge?: () => Promise<never> } = {}) {
  const fake = createFakeFrame()
  const storage = options.storage ?? createMemoryStorage()
  const loadBridge = vi.fn(options.loadBridge ?? (() => import('@kit/frame-bridge')))
  const { kit, connector } = await createAuthKit(
    {
      storage,
      frameUrl: FRAME_URL,
      metadata: { name: 'Demo', description: '', url: 'https://app.example', icons: [] },
    },
    {
      frame: { window: fake.host, logger: { debug() {}, warn() {}, error() {} }, timeoutMs: 2_000 },
      loadBridge,
      socialTimeoutMs: 5_000,
    },
  )
  cleanups.push(() => kit.destroy())
  return { fake, kit, connector, storage, loadBridge }
}

async function loginByEmail(connector: AuthConnector, kit: Kit) {
  await connector.connectEmail({ email: 'ada@example.com' })
  await connector.connectOtp({ otp: '123456' })
  await kit.connection.connect(connector.id)
}

describe('auth connector: loading', () => {
  it('touches nothing until a step needs the frame, then loads the bridge and one hidden, sandboxed iframe', async () => {
    const { fake, connector, loadBridge } = await setup()
    expect(loadBridge).not.toHaveBeenCalled()
    expect(document.querySelector('iframe')).toBeNull()
    await connector.connectEmail({ email: 'ada@example.com' })
    expect(loadBridge).toHaveBeenCalledTimes(1)
    const iframe = fake.iframes[0]
    expect(fake.iframes).toHaveLength(1)
    expect(iframe?.style.display).toBe('none')
    expect(iframe?.getAttribute('sandbox')).toContain('allow-scripts')
    const src = new URL(iframe?.src ?? '')
    expect(src.origin + src.pathname).toBe(FRAME_URL)
    expect(src.searchParams.get('projectId')).toBe('test-project')
    expect(src.searchParams.get('chainId')).toBe('eip155:80002')
    // The host's theme and identity reach the frame once it is up.
    await until(
      () => fake.state.requests.includes('SYNC_DAPP_DATA') && fake.state.requests.includes('SYNC_THEME'),
    )
  })

  it("fails with 'Unable to load email login dependency' when the bridge cannot load, and retries next time", async () => {
    let fail = true
    const { connector, loadBridge } = await setup({
      loadBridge: () =>
        (fail ? Promise.reject(new Error('chunk 404')) : import('@kit/frame-bridge')) as Promise<never>,
    })
    await expect(connector.connectEmail({ email: 'ada@example.com' })).rejects.toThrow(
      'Unable to load email login dependency',
    )
    fail = false
    await expect(connector.connectEmail({ email: 'ada@example.com' })).resolves.toEqual({
      action: 'VERIFY_OTP',
    })
    expect(loadBridge).toHaveBeenCalledTimes(2)
  })
})

describe('auth connector: e-mail', () => {
  it('answers VERIFY_OTP, then the code signs in and the connection fills account and storage', async () => {
    const { fake, kit, connector, storage } = await setup()
    await expect(connector.connectEmail({ email: 'ada@example.com' })).resolves.toEqual({
      action: 'VERIFY_OTP',
    })
    await connector.connectOtp({ otp: '123456' })
    await kit.connection.connect(connector.id)
    const state = kit.getState()
    expect(state.account.status).toBe('connected')
    expect(state.account.address).toBe(EOA)
    expect(state.account.caipAddress).toBe(`eip155:80002:${EOA}`)
    expect(state.account.user?.email).toBe('ada@example.com')
    expect(state.account.allAccounts.map((entry) => entry.type)).toEqual(['eoa', 'smartAccount'])
    expect(state.network.smartAccountEnabledNetworks).toEqual([80002])
    expect(storage.getItem(STORAGE_KEYS.email)).toBe('ada@example.com')
    expect(storage.getItem(STORAGE_KEYS.emailLoginUsed)).toBe('true')
    expect(storage.getItem(STORAGE_KEYS.lastUsedChain)).toBe('80002')
    expect(storage.getItem(STORAGE_KEYS.smartAccountEnabledNetworks)).toBe('80002')
    expect(Number(storage.getItem(STORAGE_KEYS.lastEmailLoginTime))).toBeGreaterThan(0)
    expect(fake.state.requests).toEqual(
      expect.arrayContaining([
        'CONNECT_EMAIL',
        'CONNECT_OTP',
        'GET_USER',
        'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
      ]),
    )
  })

  it('answers VERIFY_DEVICE for a new device, and connectDevice waits until the link is used', async () => {
    const { fake, connector } = await setup()
    fake.state.emailAction = 'VERIFY_DEVICE'
    await expect(connector.connectEmail({ email: 'ada@example.com' })).resolves.toEqual({
      action: 'VERIFY_DEVICE',
    })
    let approved = false
    const waiting = connector.connectDevice().then(() => {
      approved = true
    })
    await until(() => fake.state.waits.has('CONNECT_DEVICE'))
    expect(approved).toBe(false)
    fake.complete('CONNECT_DEVICE')
    await waiting
    expect(approved).toBe(true)
  })

  it("refuses another e-mail within 30 s with 'Please try again after N seconds', without asking the frame", async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'))
    const { fake, connector } = await setup()
    await connector.connectEmail({ email: 'ada@example.com' })
    vi.setSystemTime(new Date('2026-01-01T00:00:10Z'))
    const refusal = connector.connectEmail({ email: 'ada@example.com' })
    await expect(refusal).rejects.toBeInstanceOf(EmailCooldownError)
    await expect(refusal).rejects.toThrow('Please try again after 20 seconds')
    expect(connector.getTimeToNextEmailLogin()).toBe(20)
    expect(fake.state.requests.filter((name) => name === 'CONNECT_EMAIL')).toHaveLength(1)
    vi.setSystemTime(new Date('2026-01-01T00:00:30Z'))
    await expect(connector.connectEmail({ email: 'ada@example.com' })).resolves.toEqual({
      action: 'VERIFY_OTP',
    })
  })

  it("refuses an invalid e-mail with 'Invalid email' before anything loads", async () => {
    const { connector, loadBridge } = await setup()
    await expect(connector.connectEmail({ email: 'not-an-email' })).rejects.toThrow('Invalid email')
    expect(loadBridge).not.toHaveBeenCalled()
  })

  it('passes a wrong code’s error through and stays disconnected', async () => {
    const { kit, connector } = await setup()
    await connector.connectEmail({ email: 'ada@example.com' })
    await expect(connector.connectOtp({ otp: '000000' })).rejects.toThrow('Invalid code')
    expect(kit.getState().account.status).toBe('disconnected')
  })

  it('updates the e-mail: the frame shows its card meanwhile, then the new address code; the new e-mail is stored', async () => {
    const { fake, kit, connector, storage } = await setup()
    await loginByEmail(connector, kit)
    const updating = connector.updateEmail({ email: 'new@example.com' })
    // The current address's code is typed on the frame's own card: the frame shows while it waits.
    await until(() => fake.iframes[0]?.style.display === 'block')
    expect(fake.state.inputs).toEqual(['UPDATE_EMAIL'])
    expect(kit.getState().router.data).toEqual({ approvalPurpose: 'wallet' })
    fake.finishInput('UPDATE_EMAIL')
    await expect(updating).resolves.toEqual({ action: 'VERIFY_SECONDARY_OTP' })
    expect(fake.iframes[0]?.style.display).toBe('none')
    await expect(connector.updateEmailSecondaryOtp({ otp: '222222' })).resolves.toEqual({
      newEmail: 'new@example.com',
    })
    expect(storage.getItem(STORAGE_KEYS.email)).toBe('new@example.com')
    expect(kit.getState().account.user?.email).toBe('new@example.com')
  })

  it("the frame refuses the current address's code from the host", async () => {
    const { kit, connector } = await setup()
    await loginByEmail(connector, kit)
    await expect(connector.updateEmailPrimaryOtp({ otp: '111111' })).rejects.toMatchObject({
      name: 'FrameError',
      shortMessage: 'Enter the code for your current e-mail in the secure frame',
    })
  })
})

/** A browser window for social logins: pop-ups (or a blocker), a user agent, an address and tab storage. */
function fakeBrowser(
  options: { blocked?: boolean; userAgent?: string; href?: string } = {},
): SocialLoginWindow & { opened: number; assigned: string[]; tab: Map<string, string>; popup: Window } {
  const popup = { closed: false, location: { href: '' }, close: vi.fn() } as unknown as Window
  const browser = {
    opened: 0,
    assigned: [] as string[],
    tab: new Map<string, string>(),
    popup,
    open: () => {
      browser.opened++
      return options.blocked ? null : popup
    },
    navigator: {
      userAgent: options.userAgent ?? 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36',
    },
    location: {
      href: options.href ?? 'https://app.example/shop/cart?item=7#pay',
      assign: (url: string | URL) => void browser.assigned.push(String(url)),
    },
    sessionStorage: {
      setItem: (key: string, value: string) => void browser.tab.set(key, value),
      removeItem: (key: string) => void browser.tab.delete(key),
    },
  }
  return browser as typeof browser & SocialLoginWindow
}

async function socialSetup(
  options: Parameters<typeof fakeBrowser>[0] & { mode?: 'auto' | 'popup' | 'redirect' } = {},
) {
  const fake = createFakeFrame()
  const browser = fakeBrowser(options)
  const { kit, connector } = await createAuthKit(
    {
      frameUrl: FRAME_URL,
      storage: createMemoryStorage(),
      ...(options.mode ? { socialLoginMode: options.mode } : {}),
    },
    {
      frame: { window: fake.host, logger: { debug() {}, warn() {}, error() {} }, timeoutMs: 2_000 },
      window: browser,
      socialTimeoutMs: 5_000,
    },
  )
  cleanups.push(() => kit.destroy())
  return { fake, kit, connector, browser }
}

describe('auth connector: social login by pop-up or full-page redirect', () => {
  it('auto: opens the pop-up itself, before anything is awaited (inside the click), and drives it', async () => {
    const { fake, connector, browser } = await socialSetup()
    const login = connector.connectSocial({ provider: 'github' })
    expect(browser.opened).toBe(1)
    await until(() => fake.state.waits.has('CONNECT_SOCIAL'))
    expect(fake.state.socialStart).toEqual({ provider: 'github' })
    expect(browser.popup.location.href).toBe('https://idp.example/authorize?provider=github')
    fake.complete('CONNECT_SOCIAL')
    await expect(login).resolves.toEqual({ mode: 'popup' })
    expect(browser.assigned).toEqual([])
    expect(browser.popup.close).toHaveBeenCalled()
  })

  it('auto: a blocked pop-up becomes a redirect back to this very page (path, query, fragment), minus old return parameters', async () => {
    const { fake, connector, browser } = await socialSetup({
      blocked: true,
      href: 'https://app.example/shop/cart?item=7&kitSocialError=access_denied&q=a%20b#pay',
    })
    await expect(connector.connectSocial({ provider: 'google' })).resolves.toEqual({ mode: 'redirect' })
    // The frame takes the tab away on the user's click on its own card; this page never navigates itself.
    expect(fake.state.socialStart).toEqual({
      provider: 'google',
      returnTo: 'https://app.example/shop/cart?item=7&q=a%20b#pay',
    })
    expect(fake.state.requests).toContain('START_SOCIAL_REDIRECT')
    expect(browser.assigned).toEqual([])
    expect(browser.tab.get('@kit/social_redirect')).toBe('google')
    expect(fake.state.requests).not.toContain('CONNECT_SOCIAL')
  })

  it('a redirect the user cancels on the frame card rejects and keeps no provider for a return', async () => {
    const { fake, connector, browser } = await socialSetup({ mode: 'redirect' })
    fake.state.userInput.add('START_SOCIAL_REDIRECT')
    const login = connector.connectSocial({ provider: 'github' })
    await until(() => fake.state.inputs.includes('START_SOCIAL_REDIRECT'))
    fake.cancelInput('START_SOCIAL_REDIRECT')
    await expect(login).rejects.toThrow('User rejected')
    expect(browser.tab.has('@kit/social_redirect')).toBe(false)
  })

  it('auto: an in-app browser redirects at once, without a pop-up (and closes one the caller opened)', async () => {
    for (const userAgent of [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 [FBAN/FBIOS;FBAV/450.0]',
      'Mozilla/5.0 (iPhone) Mobile/15E148 Instagram 300.0.0',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UQ1A; wv) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36',
    ]) {
      const { connector, browser } = await socialSetup({ userAgent })
      const own = { closed: false, location: { href: '' }, close: vi.fn() } as unknown as Window
      await expect(connector.connectSocial({ provider: 'x', popup: own })).resolves.toEqual({
        mode: 'redirect',
      })
      expect(browser.opened).toBe(0)
      expect(own.close).toHaveBeenCalled()
      expect(browser.tab.get('@kit/social_redirect')).toBe('x')
    }
  })

  it("'redirect' always redirects; 'popup' keeps the pop-up even in an in-app browser", async () => {
    const always = await socialSetup({ mode: 'redirect' })
    await expect(always.connector.connectSocial({ provider: 'discord' })).resolves.toEqual({
      mode: 'redirect',
    })
    expect(always.browser.opened).toBe(0)

    const popupOnly = await socialSetup({ mode: 'popup', userAgent: 'Mozilla/5.0 (iPhone) Instagram 300.0' })
    const login = popupOnly.connector.connectSocial({ provider: 'discord' })
    expect(popupOnly.browser.opened).toBe(1)
    await until(() => popupOnly.fake.state.waits.has('CONNECT_SOCIAL'))
    popupOnly.fake.complete('CONNECT_SOCIAL')
    await expect(login).resolves.toEqual({ mode: 'popup' })
  })

  it('closes its pop-up when the frame cannot start the login', async () => {
    const { fake, browser } = await socialSetup()
    fake.server?.destroy()
    const { kit, connector: failing } = await createAuthKit(
      { frameUrl: FRAME_URL },
      {
        frame: { window: fake.host, logger: { debug() {}, warn() {}, error() {} }, timeoutMs: 50 },
        loadBridge: () => Promise.reject(new Error('offline')),
        window: browser,
      },
    )
    cleanups.push(() => kit.destroy())
    await expect(failing.connectSocial({ provider: 'github' })).rejects.toThrow(
      'Unable to load email login dependency',
    )
    expect(browser.popup.close).toHaveBeenCalled()
  })

  it('resumeSocial: the frame redeems the result; the provider and user name are remembered; an error is the provider’s', async () => {
    const { fake, kit, connector } = await socialSetup()
    fake.state.resumableResult = 'result-1'
    await connector.resumeSocial({ result: 'result-1', provider: 'google' })
    expect(kit.storage.getConnectedSocial()).toBe('google')
    expect(kit.storage.getSocialUsername()).toBe('octocat')
    await expect(connector.resumeSocial({ result: 'result-1' })).rejects.toThrow('not started in this tab')
    await expect(connector.resumeSocial({ error: 'access_denied' })).rejects.toThrow(
      'The social login did not complete (access_denied)',
    )
  })
})

describe('in-app browsers', () => {
  it('knows the documented in-app browsers and Android WebViews, and not the ordinary browsers', () => {
    for (const agent of [
      '[FBAN/FBIOS;FBAV/450.0]',
      'Mozilla/5.0 (Linux; Android 14) FB_IAB/FB4A;FBAV/450.0',
      'Instagram 300.0.0.0 (iPhone)',
      'Mozilla/5.0 (iPhone) LinkedInApp/9.29',
      'Mozilla/5.0 (iPhone) Safari Line/13.19.0',
      'Mozilla/5.0 (iPhone) Snapchat/12.50',
      'Mozilla/5.0 (iPhone) musical_ly_31.5.0 BytedanceWebview/d8a21c6',
      'Mozilla/5.0 (iPhone) TikTok 31.5.0',
      'Mozilla/5.0 (iPhone) Twitter for iPhone/10.40',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36',
    ])
      expect(isInAppBrowser(agent), agent).toBe(true)
    for (const agent of [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:131.0) Gecko/20100101 Firefox/131.0',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15',
    ])
      expect(isInAppBrowser(agent), agent).toBe(false)
  })
})

describe('auth connector: social and Farcaster', () => {
  it('drives the social login in the given pop-up and remembers the provider and user name', async () => {
    const { fake, kit, connector, storage } = await setup()
    const popup = { closed: false, location: { href: '' }, close() {} } as unknown as Window
    const login = connector.connectSocial({ provider: 'github', popup })
    await until(() => fake.state.waits.has('CONNECT_SOCIAL'))
    expect(popup.location.href).toBe('https://idp.example/authorize?provider=github')
    fake.complete('CONNECT_SOCIAL')
    await login
    expect(storage.getItem(STORAGE_KEYS.connectedSocial)).toBe('github')
    expect(storage.getItem(STORAGE_KEYS.socialUsername)).toBe('octocat')
    await kit.connection.connect(connector.id)
    expect(kit.getState().account.address).toBe(EOA)
  })

  it('gives up when the pop-up is closed before the login finished, and tells the frame to stop waiting', async () => {
    const { fake, connector } = await setup()
    const popup = { closed: false, location: { href: '' } } as unknown as Window
    const login = connector.connectSocial({ provider: 'google', popup })
    await until(() => fake.state.waits.has('CONNECT_SOCIAL'))
    ;(popup as { closed: boolean }).closed = true
    await expect(login).rejects.toThrow('The sign-in window was closed before the login finished')
    expect(fake.server?.pendingCount).toBe(0)
  }, 10_000)

  it('finishes a login whose provider answered, though its pop-up closed long before the frame was done', async () => {
    const { fake, connector } = await setup()
    let exchanged: () => void = () => {}
    fake.state.socialServerExchange = new Promise<void>((resolve) => {
      exchanged = resolve
    })
    const popup = { closed: false, location: { href: '' } } as unknown as Window
    const login = connector.connectSocial({ provider: 'google', popup })
    await until(() => fake.state.waits.has('CONNECT_SOCIAL'))
    // The callback page hands the answer to the frame and closes itself; the frame's server call is slow.
    fake.complete('CONNECT_SOCIAL')
    ;(popup as { closed: boolean }).closed = true
    await new Promise((resolve) => setTimeout(resolve, 4_000))
    exchanged()
    await expect(login).resolves.toMatchObject({ mode: 'popup' })
    expect(fake.server?.pendingCount).toBe(0)
  }, 15_000)

  it('refuses an unknown provider, and a blocked pop-up in popup mode (no redirect)', async () => {
    const { connector } = await setup()
    await expect(connector.connectSocial({ provider: 'myspace' as 'x', popup: null })).rejects.toThrow(
      'Invalid social provider',
    )
    const browser = fakeBrowser({ blocked: true })
    const { kit, connector: blocked } = await createAuthKit(
      { frameUrl: FRAME_URL, socialLoginMode: 'popup' },
      {
        frame: { window: createFakeFrame().host, logger: { debug() {}, warn() {}, error() {} } },
        window: browser,
      },
    )
    cleanups.push(() => kit.destroy())
    await expect(blocked.connectSocial({ provider: 'x' })).rejects.toThrow('allow pop-ups')
    expect(browser.assigned).toEqual([])
  })

  it('Farcaster: a URL for the QR code, then the approval; stores farcaster and the user name', async () => {
    const { fake, connector, storage } = await setup()
    await expect(connector.getFarcasterUri()).resolves.toEqual({
      url: 'https://farcaster.example/connect?channel=abc',
    })
    const waiting = connector.connectFarcaster()
    await until(() => fake.state.waits.has('CONNECT_FARCASTER'))
    fake.complete('CONNECT_FARCASTER')
    await waiting
    expect(storage.getItem(STORAGE_KEYS.connectedSocial)).toBe('farcaster')
    expect(storage.getItem(STORAGE_KEYS.socialUsername)).toBe('dwr')
  })
})

describe('auth connector: account types and smart-account networks', () => {
  it('switches to the smart account and back through the account controller', async () => {
    const { kit, connector } = await setup()
    await loginByEmail(connector, kit)
    await expect(kit.account.selectPreferredAccountType('smartAccount')).resolves.toBe('smartAccount')
    expect(kit.getState().account.address).toBe(SMART)
    await expect(kit.account.selectPreferredAccountType('eoa')).resolves.toBe('eoa')
    expect(kit.getState().account.address).toBe(EOA)
  })

  it('falls back to eoa when the frame refuses the smart account', async () => {
    const { fake, kit, connector } = await setup()
    await loginByEmail(connector, kit)
    fake.state.refuseSmartAccount = true
    await expect(kit.account.selectPreferredAccountType('smartAccount')).resolves.toBe('eoa')
    expect(kit.getState().account.preferredAccountType).toBe('eoa')
    expect(kit.getState().account.address).toBe(EOA)
    expect(fake.state.requests).toContain('SET_PREFERRED_ACCOUNT:eoa')
  })

  it('gives an empty list when the smart-account networks cannot be read', async () => {
    const { fake, kit, connector, storage } = await setup()
    storage.setItem(STORAGE_KEYS.smartAccountEnabledNetworks, '80002')
    fake.state.smartAccountEnabledNetworks = 'fail'
    await loginByEmail(connector, kit)
    await expect(connector.getSmartAccountEnabledNetworks?.()).resolves.toEqual([])
    expect(kit.getState().network.smartAccountEnabledNetworks).toEqual([])
    expect(storage.getItem(STORAGE_KEYS.smartAccountEnabledNetworks)).toBe('')
  })
})

describe('auth connector: connection check, disconnect and lost sessions', () => {
  function persisted() {
    const storage = createMemoryStorage()
    storage.setItem(
      STORAGE_KEYS.connectedConnector,
      JSON.stringify({ connectorId: 'auth', namespace: 'eip155' }),
    )
    storage.setItem(STORAGE_KEYS.email, 'ada@example.com')
    storage.setItem(STORAGE_KEYS.emailLoginUsed, 'true')
    storage.setItem(STORAGE_KEYS.lastUsedChain, '80002')
    storage.setItem(STORAGE_KEYS.socialUsername, 'ada')
    storage.setItem(STORAGE_KEYS.connectedSocial, 'github')
    storage.setItem(STORAGE_KEYS.smartAccountEnabledNetworks, '80002')
    return storage
  }
  const loginKeys = [
    STORAGE_KEYS.email,
    STORAGE_KEYS.emailLoginUsed,
    STORAGE_KEYS.lastUsedChain,
    STORAGE_KEYS.socialUsername,
    STORAGE_KEYS.connectedSocial,
    STORAGE_KEYS.smartAccountEnabledNetworks,
    STORAGE_KEYS.connectedConnector,
  ]

  it('restores the session on load when the frame is still signed in', async () => {
    const storage = persisted()
    const fake = createFakeFrame()
    fake.state.signedIn = true
    fake.state.user = { email: 'ada@example.com', address: EOA, chainId: 'eip155:80002' }
    const { kit } = await createAuthKit(
      { storage, frameUrl: FRAME_URL },
      {
        frame: { window: fake.host, logger: { debug() {}, warn() {}, error() {} } },
      },
    )
    cleanups.push(() => kit.destroy())
    await kit.connection.reconnect()
    await until(() => kit.getState().account.status === 'connected')
    expect(kit.getState().account.address).toBe(EOA)
    expect(kit.getState().modal.loading).toBe(false)
    const order = fake.state.requests
    expect(order.indexOf('IS_CONNECTED')).toBeGreaterThanOrEqual(0)
    expect(order.indexOf('IS_CONNECTED')).toBeLessThan(order.indexOf('GET_USER'))
  })

  it('clears every cached login key when the check says signed out', async () => {
    const storage = persisted()
    const fake = createFakeFrame()
    const { kit, connector } = await createAuthKit(
      { storage, frameUrl: FRAME_URL },
      {
        frame: { window: fake.host, logger: { debug() {}, warn() {}, error() {} } },
      },
    )
    cleanups.push(() => kit.destroy())
    await expect(connector.isConnected()).resolves.toBe(false)
    for (const key of loginKeys) expect(storage.getItem(key)).toBeNull()
  })

  it('clears every cached login key when the check fails', async () => {
    const storage = persisted()
    const fake = createFakeFrame()
    fake.state.connectionCheckFails = true
    const { kit, connector } = await createAuthKit(
      { storage, frameUrl: FRAME_URL },
      {
        frame: { window: fake.host, logger: { debug() {}, warn() {}, error() {} } },
      },
    )
    cleanups.push(() => kit.destroy())
    await expect(connector.isConnected()).rejects.toThrow('session service down')
    for (const key of loginKeys) expect(storage.getItem(key)).toBeNull()
  })

  /** A connector over a frame that never answers: `unmountable` has no body to mount into, `silent` never replies. */
  async function unanswered(storage: KitStorageBackend, how: 'unmountable' | 'silent' | 'no bridge') {
    const pair = createWindowPair({
      onCreateIframe(element) {
        // The silent frame loads and says READY, then answers nothing.
        setTimeout(() => {
          if (how === 'silent' && element.isConnected)
            pair.host.dispatch({
              data: { type: '@w3m-frame/READY', payload: { instanceId: 'silent', version: '0.1.0' } },
              origin: FRAME_ORIGIN,
              source: pair.frameProxy,
            })
        }, 0)
      },
    })
    if (how === 'unmountable')
      Object.defineProperty(pair.host.document, 'body', { configurable: true, get: () => null })
    const { kit, connector } = await createAuthKit(
      { storage, frameUrl: FRAME_URL },
      {
        frame: { window: pair.host, logger: { debug() {}, warn() {}, error() {} }, timeoutMs: 50 },
        ...(how === 'no bridge' ? { loadBridge: () => Promise.reject(new Error('chunk 404')) } : {}),
      },
    )
    cleanups.push(() => kit.destroy())
    return { kit, connector }
  }

  it.each([
    ['could not mount', 'unmountable', FrameLoadError],
    ['stayed silent', 'silent', FrameTimeoutError],
    ['could not be loaded', 'no bridge', AuthFrameLoadError],
  ] as const)(
    'keeps every cached login key when the frame %s: no check was made',
    async (_label, how, type) => {
      const storage = persisted()
      const { connector } = await unanswered(storage, how)
      const error = await connector.isConnected().catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ConnectionCheckUnavailableError)
      expect((error as ConnectionCheckUnavailableError).cause).toBeInstanceOf(type)
      for (const key of loginKeys) expect(storage.getItem(key)).not.toBeNull()
    },
  )

  it('a load whose frame never answered ends disconnected, and the next load restores the session', async () => {
    const storage = persisted()
    const first = await unanswered(storage, 'unmountable')
    await expect(first.kit.connection.reconnect()).resolves.toBe(false)
    expect(first.kit.getState().account.status).toBe('disconnected')
    for (const key of loginKeys) expect(storage.getItem(key)).not.toBeNull()

    const fake = createFakeFrame()
    fake.state.signedIn = true
    fake.state.user = { email: 'ada@example.com', address: EOA, chainId: 'eip155:80002' }
    const { kit } = await createAuthKit(
      { storage, frameUrl: FRAME_URL },
      {
        frame: { window: fake.host, logger: { debug() {}, warn() {}, error() {} } },
      },
    )
    cleanups.push(() => kit.destroy())
    await expect(kit.connection.reconnect()).resolves.toBe(true)
    expect(kit.getState().account.address).toBe(EOA)
  })

  it('disconnect signs out in the frame and clears every cached login key, the cooldown excepted', async () => {
    const { fake, kit, connector, storage } = await setup()
    await loginByEmail(connector, kit)
    storage.setItem(STORAGE_KEYS.socialUsername, 'ada')
    storage.setItem(STORAGE_KEYS.connectedSocial, 'github')
    await kit.connection.disconnect()
    expect(fake.state.requests).toContain('SIGN_OUT')
    expect(kit.getState().account.status).toBe('disconnected')
    for (const key of loginKeys) expect(storage.getItem(key)).toBeNull()
    expect(storage.getItem(STORAGE_KEYS.lastEmailLoginTime)).not.toBeNull()
  })

  it('follows a sign-out inside the frame: the connection is lost', async () => {
    const { fake, kit, connector } = await setup()
    await loginByEmail(connector, kit)
    fake.server?.emit('USER_CHANGED', { user: null })
    await until(() => kit.getState().account.status === 'disconnected')
  })

  it('ignores a forged USER_CHANGED from the host page itself', async () => {
    const { fake, kit, connector } = await setup()
    await loginByEmail(connector, kit)
    fake.forge({ type: '@w3m-frame/USER_CHANGED', payload: { user: null } }, 'https://app.example', fake.host)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(kit.getState().account.status).toBe('connected')
  })
})

describe('auth connector: RPC requests', () => {
  it("refuses an unknown method with 'Requested RPC call is not allowed' and the toast 'Action not allowed'", async () => {
    const { fake, kit, connector } = await setup()
    await loginByEmail(connector, kit)
    const provider = (await connector.getProvider()) as {
      request(args: { method: string }): Promise<unknown>
    }
    const before = fake.state.requests.length
    const refusal = provider.request({ method: 'eth_sign' })
    await expect(refusal).rejects.toBeInstanceOf(RpcMethodNotAllowedError)
    await expect(refusal).rejects.toThrow('Requested RPC call is not allowed')
    expect(kit.getState().toast).toMatchObject({
      message: 'Action not allowed',
      variant: 'error',
      open: true,
    })
    expect(fake.state.requests.length).toBe(before)
  })

  it('answers account and chain questions itself, and switches chains it knows (typed errors for the rest)', async () => {
    const { fake, kit, connector } = await setup()
    await loginByEmail(connector, kit)
    const provider = (await connector.getProvider()) as {
      request(args: { method: string; params?: unknown }): Promise<unknown>
    }
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([EOA])
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x13882')
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).resolves.toBeNull()
    expect(kit.getState().network.active).toBe('eip155:1')
    expect(fake.state.requests).toContain('SWITCH_NETWORK')
    expect(kit.getState().account.caipAddress).toBe(`eip155:1:${EOA}`)
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: 'nope' }] }),
    ).rejects.toThrow('Network not found')
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x5' }] }),
    ).rejects.toThrow('Network not found')
  })

  it('forwards safe methods without the approval view', async () => {
    const { kit, connector } = await setup()
    await loginByEmail(connector, kit)
    const provider = (await connector.getProvider()) as {
      request(args: { method: string }): Promise<unknown>
    }
    await expect(provider.request({ method: 'eth_blockNumber' })).resolves.toBe('0x10')
    expect(kit.getState().modal.open).toBe(false)
  })

  it('opens the approval view for an unsafe request, shows the frame, and closes both when it settles', async () => {
    const { fake, kit, connector } = await setup()
    await loginByEmail(connector, kit)
    const signing = connector.signMessage?.({ message: 'hello', address: EOA })
    await until(() => fake.state.approvals.length === 1)
    expect(kit.getState().modal.open).toBe(true)
    expect(kit.getState().router.view).toBe('ApproveTransaction')
    const iframe = fake.iframes[0]
    await until(() => iframe?.style.display === 'block')
    const approval = fake.state.approvals[0]
    expect(approval?.method).toBe('personal_sign')
    expect(approval?.params).toEqual(['0x68656c6c6f', EOA])
    const signature = `0x${'ab'.repeat(65)}`
    approval?.approve(signature)
    await expect(signing).resolves.toBe(signature)
    expect(kit.getState().modal.open).toBe(false)
    expect(iframe?.style.display).toBe('none')
  })

  it('pushes the approval view over an open modal and goes back afterwards', async () => {
    const { fake, kit, connector } = await setup()
    await loginByEmail(connector, kit)
    kit.modal.open({ view: 'Account' })
    const signing = connector.signMessage?.({ message: 'x', address: EOA })
    await until(() => fake.state.approvals.length === 1)
    expect(kit.getState().router.history).toEqual(['Account', 'ApproveTransaction'])
    fake.state.approvals[0]?.reject(new Error('User rejected the request'))
    await expect(signing).rejects.toThrow('User rejected the request')
    expect(kit.getState().router.view).toBe('Account')
    expect(kit.getState().modal.open).toBe(true)
  })

  it("closing the modal rejects a pending unsafe request with 'Request was aborted' and the frame stops waiting", async () => {
    const { fake, kit, connector } = await setup()
    await loginByEmail(connector, kit)
    const signing = connector.signMessage?.({ message: 'hello', address: EOA })
    await until(() => fake.state.approvals.length === 1)
    kit.modal.close()
    await expect(signing).rejects.toThrow('Request was aborted')
    await until(() => fake.state.approvals[0]?.signal.aborted === true)
    expect(fake.iframes[0]?.style.display).toBe('none')
  })

  it('closing the modal after the user approved does not reject: the host gets the hash, the frame keeps the card until then', async () => {
    const { fake, kit, connector } = await setup()
    await loginByEmail(connector, kit)
    const provider = (await connector.getProvider()) as {
      request(args: { method: string; params?: unknown }): Promise<unknown>
    }
    const sending = provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: EOA, to: SMART, value: '0x1' }],
    })
    await until(() => fake.state.approvals.length === 1)
    const approval = fake.state.approvals[0]
    approval?.commit() // Approved in the frame; the transaction is on its way.
    await until(() => connector.frame?.approvedCount === 1)
    // Another request waits behind it, not approved yet: that one is aborted.
    const signing = connector.signMessage?.({ message: 'later', address: EOA })
    await until(() => fake.state.approvals.length === 2)
    kit.modal.close()
    await expect(signing).rejects.toThrow('Request was aborted')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(fake.state.approvals[1]?.signal.aborted).toBe(true)
    expect(approval?.signal.aborted).toBe(false)
    // The card ("Sending…") stays on screen until the operation ends.
    expect(fake.iframes[0]?.style.display).toBe('block')
    const hash = `0x${'ef'.repeat(32)}`
    approval?.approve(hash)
    await expect(sending).resolves.toBe(hash)
    expect(fake.iframes[0]?.style.display).toBe('none')
  })

  it('places the frame over the slot the approval view attaches', async () => {
    const { fake, kit, connector } = await setup()
    await loginByEmail(connector, kit)
    const slot = document.createElement('div')
    document.body.append(slot)
    slot.getBoundingClientRect = () => ({ left: 10, top: 20, width: 300, height: 400 }) as DOMRect
    const detach = connector.attachApprovalFrame(slot)
    const signing = connector.signMessage?.({ message: 'hello', address: EOA })
    await until(() => fake.iframes[0]?.style.display === 'block')
    const style = fake.iframes[0]?.style
    expect([style?.left, style?.top, style?.width, style?.height]).toEqual(['10px', '20px', '300px', '400px'])
    // Positioned, never moved: moving an iframe would reload the frame.
    expect(fake.iframes[0]?.parentElement).toBe(document.body)
    detach()
    fake.state.approvals[0]?.approve(`0x${'cd'.repeat(65)}`)
    await signing
  })
})

describe('auth connector: logins the frame answers on its own UI (protect or open the wallet)', () => {
  it('shows the frame at ApproveTransaction worded for the wallet, then leaves and hides when the login settles', async () => {
    const { fake, kit, connector } = await setup()
    await connector.connectEmail({ email: 'ada@example.com' })
    kit.modal.open({ view: 'ConnectingSocial' })
    fake.state.userInput.add('CONNECT_OTP')
    const verifying = connector.connectOtp({ otp: '123456' })
    const iframe = fake.iframes[0]
    await until(() => iframe?.style.display === 'block')
    expect(kit.getState().router.history).toEqual(['ConnectingSocial', 'ApproveTransaction'])
    expect(kit.getState().router.data).toEqual({ approvalPurpose: 'wallet' })
    fake.finishInput('CONNECT_OTP')
    await verifying
    expect(iframe?.style.display).toBe('none')
    expect(kit.getState().router.view).toBe('ConnectingSocial')
    expect(kit.getState().modal.open).toBe(true)
  })

  it('opens the modal for a restore that needs the user, and closes it once the session is back', async () => {
    const storage = createMemoryStorage()
    storage.setItem(
      STORAGE_KEYS.connectedConnector,
      JSON.stringify({ connectorId: 'auth', namespace: 'eip155' }),
    )
    const { fake, kit } = await setup({ storage })
    fake.state.signedIn = true
    fake.state.user = { email: 'ada@example.com', address: EOA, chainId: 'eip155:80002' }
    fake.state.userInput.add('GET_USER')
    // The kit restores the persisted session by itself; the frame needs the user to open the wallet.
    await until(() => fake.iframes[0]?.style.display === 'block')
    expect(kit.getState().account.status).toBe('reconnecting')
    expect(kit.getState().modal.open).toBe(true)
    expect(kit.getState().router.view).toBe('ApproveTransaction')
    expect(kit.getState().router.data).toEqual({ approvalPurpose: 'wallet' })
    fake.finishInput('GET_USER')
    await until(() => kit.getState().account.status === 'connected')
    expect(kit.getState().modal.open).toBe(false)
    expect(fake.iframes[0]?.style.display).toBe('none')
  })

  it('an RPC approval settling while the login card is up keeps the frame and the view, and the other way round', async () => {
    const { fake, kit, connector } = await setup()
    await loginByEmail(connector, kit)
    const iframe = fake.iframes[0]
    const signing = connector.signMessage?.({ message: 'hello', address: EOA })
    await until(() => iframe?.style.display === 'block')
    fake.state.userInput.add('IS_CONNECTED')
    const checking = connector.isConnected()
    await until(() => fake.state.inputs.includes('IS_CONNECTED'))
    await until(() => kit.getState().router.data?.approvalPurpose === 'wallet')
    fake.state.approvals[0]?.approve(`0x${'ab'.repeat(65)}`)
    await signing
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(iframe?.style.display).toBe('block')
    expect(kit.getState().modal.open).toBe(true)
    expect(kit.getState().router.view).toBe('ApproveTransaction')
    expect(kit.getState().router.data).toEqual({ approvalPurpose: 'wallet' })
    fake.finishInput('IS_CONNECTED')
    await expect(checking).resolves.toBe(true)
    expect(iframe?.style.display).toBe('none')
    expect(kit.getState().modal.open).toBe(false)

    // The login card settling first leaves the approval on screen.
    const signingAgain = connector.signMessage?.({ message: 'again', address: EOA })
    await until(() => fake.state.approvals.length === 2)
    await until(() => iframe?.style.display === 'block')
    const checkingAgain = connector.isConnected()
    await until(() => fake.state.inputs.filter((name) => name === 'IS_CONNECTED').length === 2)
    fake.finishInput('IS_CONNECTED')
    await checkingAgain
    expect(iframe?.style.display).toBe('block')
    expect(kit.getState().router.view).toBe('ApproveTransaction')
    expect(kit.getState().router.data).toEqual({ approvalPurpose: 'approve' })
    fake.state.approvals[1]?.approve(`0x${'cd'.repeat(65)}`)
    await signingAgain
    expect(iframe?.style.display).toBe('none')
    expect(kit.getState().modal.open).toBe(false)
  })

  it("closing the modal cancels the login waiting for the user: 'Request was aborted', and the frame stops waiting", async () => {
    const { fake, kit, connector } = await setup()
    await connector.connectEmail({ email: 'ada@example.com' })
    fake.state.userInput.add('CONNECT_OTP')
    const verifying = connector.connectOtp({ otp: '123456' })
    await until(() => fake.iframes[0]?.style.display === 'block')
    kit.modal.close()
    await expect(verifying).rejects.toThrow('Request was aborted')
    expect(fake.iframes[0]?.style.display).toBe('none')
    await until(() => fake.server?.pendingCount === 0)
    expect(fake.state.requests).not.toContain('CONNECT_OTP')
  })
})

describe("auth connector: the wallet's own cards (add a recovery method, export the key, signed-in devices)", () => {
  it('addRecoveryMethod shows the frame at ApproveTransaction for the wallet, answers the kind added, then leaves', async () => {
    const { fake, kit, connector } = await setup()
    await loginByEmail(connector, kit)
    kit.modal.open({ view: 'Account' })
    kit.router.push('AccountSettings')
    fake.state.recoveryKind = 'password'
    const adding = connector.addRecoveryMethod()
    const iframe = fake.iframes[0]
    await until(() => iframe?.style.display === 'block')
    expect(fake.state.inputs).toEqual(['ADD_RECOVERY_METHOD'])
    expect(kit.getState().router.history).toEqual(['Account', 'AccountSettings', 'ApproveTransaction'])
    expect(kit.getState().router.data).toEqual({ approvalPurpose: 'wallet' })
    fake.finishInput('ADD_RECOVERY_METHOD')
    await expect(adding).resolves.toEqual({ kind: 'password' })
    expect(iframe?.style.display).toBe('none')
    expect(kit.getState().router.view).toBe('AccountSettings')
  })

  it("a cancel on the card rejects with the frame's 'User rejected the request'", async () => {
    const { fake, kit, connector } = await setup()
    await loginByEmail(connector, kit)
    const adding = connector.addRecoveryMethod()
    await until(() => fake.state.cancels.has('input:ADD_RECOVERY_METHOD'))
    fake.cancelInput('ADD_RECOVERY_METHOD')
    await expect(adding).rejects.toMatchObject({
      name: 'FrameError',
      shortMessage: 'User rejected the request',
    })
    expect(fake.iframes[0]?.style.display).toBe('none')
    expect(kit.getState().modal.open).toBe(false)
  })

  it('exportKey resolves with nothing once the user closes the card; closing the modal over it aborts it', async () => {
    const { fake, kit, connector } = await setup()
    await loginByEmail(connector, kit)
    const exporting = connector.exportKey()
    await until(() => fake.iframes[0]?.style.display === 'block')
    expect(kit.getState().router.data).toEqual({ approvalPurpose: 'wallet' })
    fake.finishInput('EXPORT_KEY')
    await expect(exporting).resolves.toBeUndefined()

    const again = connector.exportKey()
    await until(() => fake.iframes[0]?.style.display === 'block')
    kit.modal.close()
    await expect(again).rejects.toThrow('Request was aborted')
    await until(() => fake.server?.pendingCount === 0)
    expect(fake.iframes[0]?.style.display).toBe('none')
  })

  it("exportKey after an old login is refused at once, with no card: 'Sign in again to export your key'", async () => {
    const { fake, kit, connector } = await setup()
    await loginByEmail(connector, kit)
    fake.state.recentLogin = false
    await expect(connector.exportKey()).rejects.toMatchObject({
      shortMessage: 'Sign in again to export your key',
    })
    expect(fake.state.inputs).toEqual([])
    expect(fake.iframes[0]?.style.display).toBe('none')
    expect(kit.getState().modal.open).toBe(false)
  })

  it('manageSessions shows the frame at ApproveTransaction for the wallet and answers how many sessions ended', async () => {
    const { fake, kit, connector } = await setup()
    await loginByEmail(connector, kit)
    kit.modal.open({ view: 'Account' })
    kit.router.push('AccountSettings')
    fake.state.sessionsEnded = 2
    const managing = connector.manageSessions()
    await until(() => fake.iframes[0]?.style.display === 'block')
    expect(fake.state.inputs).toEqual(['MANAGE_SESSIONS'])
    expect(kit.getState().router.history).toEqual(['Account', 'AccountSettings', 'ApproveTransaction'])
    expect(kit.getState().router.data).toEqual({ approvalPurpose: 'wallet' })
    fake.finishInput('MANAGE_SESSIONS')
    await expect(managing).resolves.toEqual({ ended: 2 })
    expect(fake.iframes[0]?.style.display).toBe('none')
    expect(kit.getState().router.view).toBe('AccountSettings')
    expect(kit.getState().account.status).toBe('connected')
  })

  it("ending this device's session on the card signs the kit out", async () => {
    const { fake, kit, connector } = await setup()
    await loginByEmail(connector, kit)
    fake.state.endsOwnSession = true
    fake.state.sessionsEnded = 1
    const managing = connector.manageSessions()
    await until(() => fake.state.inputs.includes('MANAGE_SESSIONS'))
    fake.finishInput('MANAGE_SESSIONS')
    await expect(managing).resolves.toEqual({ ended: 1 })
    await until(() => kit.getState().account.status === 'disconnected')
  })

  it('manageRecoveryMethods shows the frame at ApproveTransaction for the wallet and answers how many were removed', async () => {
    const { fake, kit, connector } = await setup()
    await loginByEmail(connector, kit)
    kit.modal.open({ view: 'Account' })
    kit.router.push('AccountSettings')
    fake.state.recoveryMethodsRemoved = 1
    const managing = connector.manageRecoveryMethods()
    await until(() => fake.iframes[0]?.style.display === 'block')
    expect(fake.state.inputs).toEqual(['MANAGE_RECOVERY_METHODS'])
    expect(kit.getState().router.history).toEqual(['Account', 'AccountSettings', 'ApproveTransaction'])
    expect(kit.getState().router.data).toEqual({ approvalPurpose: 'wallet' })
    fake.finishInput('MANAGE_RECOVERY_METHODS')
    await expect(managing).resolves.toEqual({ removed: 1 })
    expect(fake.iframes[0]?.style.display).toBe('none')
    expect(kit.getState().router.view).toBe('AccountSettings')
    expect(kit.getState().account.status).toBe('connected')
  })

  it("a cancel on the recovery methods' card rejects with the frame's 'User rejected the request'", async () => {
    const { fake, kit, connector } = await setup()
    await loginByEmail(connector, kit)
    const managing = connector.manageRecoveryMethods()
    await until(() => fake.state.cancels.has('input:MANAGE_RECOVERY_METHODS'))
    fake.cancelInput('MANAGE_RECOVERY_METHODS')
    await expect(managing).rejects.toMatchObject({
      name: 'FrameError',
      shortMessage: 'User rejected the request',
    })
    expect(fake.iframes[0]?.style.display).toBe('none')
    expect(kit.getState().modal.open).toBe(false)
  })
})
