import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { StrictMode } from 'react'
import { createFakeConnector } from '@kit/core/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connectFake, createTestKit, openModal, renderWithKit } from '../../test/kit.js'
import {
  ConnectButton,
  InvalidKitError,
  KitProvider,
  KitProviderMissingError,
  useKit,
} from '../exports/index.js'
import { STYLE_ATTRIBUTE } from '../internal/injectStyles.js'

afterEach(() => vi.restoreAllMocks())

function UsesKit() {
  useKit()
  return null
}

describe('KitProvider', () => {
  it('a hook or button outside a provider throws KitProviderMissingError naming it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() => render(<ConnectButton />)).toThrow(KitProviderMissingError)
    expect(() => render(<ConnectButton />)).toThrow('ConnectButton must be used inside <KitProvider>')
    expect(() => render(<UsesKit />)).toThrow('useKit must be used inside <KitProvider>')
  })

  it('prefetches the modal and adds its styles after the first paint, before any open, and not with prefetch off', async () => {
    const style = () => document.head.querySelector<HTMLStyleElement>(`style[${STYLE_ATTRIBUTE}]`)
    style()?.remove()
    const kit = createTestKit()
    const prepare = vi.spyOn(kit.modal, 'prepare')
    render(
      <KitProvider kit={kit} nonce="n0nce">
        <ConnectButton />
      </KitProvider>,
    )
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
    // Not in the mount's own task: that would hold back the page's first paint.
    expect(prepare).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(prepare).toHaveBeenCalledTimes(1))
    // The modal's code loads as the page would fetch it: in the tests a cold transform, up to seconds.
    await vi.waitFor(() => expect(style()?.dataset.kitParts?.split(' ')).toContain('modal'), {
      timeout: 5000,
    })
    expect(style()?.nonce).toBe('n0nce')
    expect(screen.queryByRole('dialog')).toBeNull()

    style()?.remove()
    const other = createTestKit()
    const otherPrepare = vi.spyOn(other.modal, 'prepare')
    render(<KitProvider kit={other} prefetch={false} />)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(otherPrepare).not.toHaveBeenCalled()
    expect(style()?.dataset.kitParts).toBe('base')
  })

  it("decodes the Connect view's wallet icons in the page after the prefetch, before any open, and fetches none", async () => {
    const icon = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E'
    const decoded: string[] = []
    // jsdom decodes no image: the decode calls are what the test reads.
    Object.defineProperty(HTMLImageElement.prototype, 'decode', {
      configurable: true,
      value(this: HTMLImageElement) {
        decoded.push(this.src)
        return Promise.resolve()
      },
    })
    try {
      const kit = createTestKit({ features: { email: false, socials: [], farcaster: false } })
      vi.spyOn(kit.modal, 'prepare').mockImplementation(async () => {
        const wallet = createFakeConnector({ id: 'alpha', name: 'Alpha Wallet', rdns: 'com.alpha' })
        kit.connectors.register(Object.assign(wallet, { icon }))
        const remote = createFakeConnector({ id: 'beta', name: 'Beta Wallet', rdns: 'com.beta' })
        kit.connectors.register(Object.assign(remote, { icon: 'https://icons.example/beta.svg' }))
      })
      render(
        <KitProvider kit={kit}>
          <ConnectButton />
        </KitProvider>,
      )
      await vi.waitFor(() => expect(decoded).toContain(icon), { timeout: 5000 })
      // An icon on another host is left to the open: fetching it now would be a request nobody asked for yet.
      expect(decoded).toEqual([icon])
      expect(screen.queryByRole('dialog')).toBeNull()
    } finally {
      Reflect.deleteProperty(HTMLImageElement.prototype, 'decode')
    }
  })

  it('refuses something that is not a kit with InvalidKitError', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    type KitProp = Parameters<typeof KitProvider>[0]['kit']
    const notAKit = { modal: {} } as unknown as KitProp
    expect(() => render(<KitProvider kit={notAKit} />)).toThrow(InvalidKitError)
    // A store with no modal is not a kit either.
    const aStore = { getState: () => ({}), subscribe: () => () => undefined } as unknown as KitProp
    expect(() => render(<KitProvider kit={aStore} />)).toThrow(InvalidKitError)
  })

  it('replaces strings with a locale, key by key, falling back to English', async () => {
    const kit = createTestKit()
    renderWithKit(kit, <ConnectButton />, {
      messages: {
        connect: 'Conectar cartera',
        viewTitles: { Connect: 'Conecta tu cartera' },
        close: 'Cerrar',
      },
    })
    await userEvent.click(screen.getByRole('button', { name: 'Conectar cartera' }))
    const dialog = await screen.findByRole('dialog', { name: 'Conecta tu cartera' })
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'What is a wallet?' })).toBeTruthy()
  })

  it('hands the locale it speaks to core (for the secure frame), and each change, once the pack is in', async () => {
    const kit = createTestKit()
    const { rerender } = render(<KitProvider kit={kit} locale="es-MX" prefetch={false} />)
    await vi.waitFor(() => expect(kit.getState().locale).toBe('es'), { timeout: 5_000 })
    rerender(<KitProvider kit={kit} locale="ar" prefetch={false} />)
    await vi.waitFor(() => expect(kit.getState().locale).toBe('ar'), { timeout: 5_000 })
  })

  it('two kits on one page never interfere', async () => {
    const first = createTestKit()
    const second = createTestKit()
    await connectFake(second)
    render(
      <StrictMode>
        <KitProvider kit={first} prefetch={false}>
          <div data-testid="first">
            <ConnectButton />
          </div>
        </KitProvider>
        <KitProvider kit={second} prefetch={false}>
          <div data-testid="second">
            <ConnectButton />
          </div>
        </KitProvider>
      </StrictMode>,
    )
    expect(within(screen.getByTestId('first')).getByRole('button').textContent).toBe('Connect Wallet')
    expect(within(screen.getByTestId('second')).getByRole('button').textContent).toContain('0x1111')
    await openModal(first)
    expect(screen.getAllByRole('dialog')).toHaveLength(1)
    expect(second.getState().modal.open).toBe(false)
  })
})
