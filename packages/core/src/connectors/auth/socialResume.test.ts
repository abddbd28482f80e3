// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Kit } from '../../kit.js'
import { createMemoryStorage } from '../../services/memoryStorage.js'
import { createTestKit } from '../../test-utils.js'
import { createAuthConnector } from './authConnector.js'
import { createFakeFrame, EOA, FRAME_URL, until } from './fakeFrame.test.helpers.js'
import { socialReturnUrl } from './socialRedirect.js'

const cleanups: (() => void)[] = []
beforeAll(() => {
  vi.stubGlobal('fetch', async () => Response.json({ jsonrpc: '2.0', id: 1, result: '0x0' }))
})
afterAll(() => {
  vi.unstubAllGlobals()
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  history.replaceState(null, '', '/')
  sessionStorage.clear()
  document.body.replaceChildren()
})

/** The page as it loads back from the provider, then `createKit` (with the host's auth connector). */
function loadPage(url: string, options: { resumable?: string; siwe?: boolean } = {}) {
  history.replaceState({ hostRouter: 'kept' }, '', url)
  const fake = createFakeFrame()
  if (options.resumable) fake.state.resumableResult = options.resumable
  const kit: Kit = createTestKit({
    frameUrl: FRAME_URL,
    storage: createMemoryStorage(),
    connectors: [
      createAuthConnector({
        frame: { window: fake.host, logger: { debug() {}, warn() {}, error() {} }, timeoutMs: 2_000 },
      }),
    ],
  })
  const urlAfterCreate = location.pathname + location.search + location.hash
  cleanups.push(() => kit.destroy())
  return { fake, kit, urlAfterCreate }
}

describe('social login: back from a redirect', () => {
  it('createKit takes the result out of the URL at once (the rest kept), then the modal shows the connecting view and the account once logged in', async () => {
    sessionStorage.setItem('@kit/social_redirect', 'google')
    const { kit, fake, urlAfterCreate } = loadPage('/shop/cart?item=7&kitSocialResult=result-1&q=a%20b#pay', {
      resumable: 'result-1',
    })
    expect(urlAfterCreate).toBe('/shop/cart?item=7&q=a%20b#pay')
    expect(history.state).toEqual({ hostRouter: 'kept' })
    // Every view the modal shows on the way, however fast the login completes.
    const shown: unknown[] = []
    kit.subscribe(
      (state) => state.router,
      (router) => shown.push({ view: router.view, data: router.data }),
    )
    await until(() => kit.getState().router.view === 'Account')
    expect(shown[0]).toEqual({ view: 'ConnectingSocial', data: { socialProvider: 'google' } })
    expect(kit.getState().modal.open).toBe(true)
    expect(kit.getState().account).toMatchObject({ status: 'connected', address: EOA })
    expect(fake.state.requests).toContain('RESUME_SOCIAL')
    expect(kit.storage.getConnectedSocial()).toBe('google')
    expect(sessionStorage.getItem('@kit/social_redirect')).toBeNull()
  })

  it('a provider error stays on the connecting view with the reason in connection.error', async () => {
    sessionStorage.setItem('@kit/social_redirect', 'github')
    const { kit, urlAfterCreate } = loadPage('/?kitSocialError=access_denied')
    expect(urlAfterCreate).toBe('/')
    await until(() => kit.getState().connection.error !== undefined)
    expect(kit.getState().connection.error).toBe('The social login did not complete (access_denied)')
    expect(kit.getState().router.view).toBe('ConnectingSocial')
    expect(kit.getState().modal.open).toBe(true)
    expect(kit.getState().account.status).toBe('disconnected')
  })

  it('a result the frame cannot redeem (no verifier in this tab: replayed, or another tab) is refused and shown', async () => {
    const { kit } = loadPage('/a?kitSocialResult=replayed-result', { resumable: 'result-1' })
    await until(() => kit.getState().connection.error !== undefined)
    expect(kit.getState().connection.error).toContain('not started in this tab')
    expect(kit.getState().account.status).toBe('disconnected')
  })

  it('a page without a social return is left alone', async () => {
    const { kit, fake, urlAfterCreate } = loadPage('/shop?kitSocialist=1&x=2#top')
    expect(urlAfterCreate).toBe('/shop?kitSocialist=1&x=2#top')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(kit.getState().modal.open).toBe(false)
    expect(fake.state.requests).not.toContain('RESUME_SOCIAL')
  })

  it('the return URL a redirect asks for drops old return parameters the same way the page load does', () => {
    expect(socialReturnUrl('https://app.example/p?kitSocialResult=a&b=1&kitSocialError=c#h')).toBe(
      'https://app.example/p?b=1#h',
    )
    expect(socialReturnUrl('https://app.example/?kitSocialResult=a')).toBe('https://app.example/')
  })
})
