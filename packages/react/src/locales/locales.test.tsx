import { act, screen, waitFor, within } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  createFakeAuthConnector,
  createTestKit,
  expectNoAxeViolations,
  openModal,
  renderWithKit,
} from '../../test/kit.js'
import { ConnectButton } from '../components/ConnectButton.js'
import { KitProvider } from '../components/KitProvider.js'

const title = (dialog: HTMLElement) => within(dialog).getByRole('heading', { level: 2 }).textContent?.trim()
const root = (dialog: HTMLElement) => dialog.closest('.kit-root') as HTMLElement
// A pack's first import() goes through the test runner's transform: slow on a busy machine.
const slow = { timeout: 5000 }

afterEach(() => vi.unstubAllGlobals())

describe('the modal in a language pack', () => {
  it('renders Connect and Account in Arabic, right to left, with no axe violations', async () => {
    const kit = createTestKit()
    renderWithKit(kit, <ConnectButton />, { locale: 'ar' })
    const button = await screen.findByRole('button', { name: 'ربط المحفظة' }, slow)
    expect(button.getAttribute('dir')).toBe('rtl')
    expect(button.getAttribute('lang')).toBe('ar')

    const connect = await openModal(kit)
    expect(root(connect).getAttribute('dir')).toBe('rtl')
    expect(root(connect).getAttribute('lang')).toBe('ar')
    expect(title(connect)).toBe('ربط المحفظة')
    await expectNoAxeViolations(connect)
    await act(async () => kit.modal.close())

    const auth = createFakeAuthConnector({ kit })
    kit.connectors.register(auth)
    await act(async () => kit.connection.connect('auth'))
    const account = await openModal(kit, 'Account')
    expect(root(account).getAttribute('dir')).toBe('rtl')
    expect(title(account)).toBe('الحساب')
    expect(within(account).getByRole('button', { name: 'قطع الاتصال' })).toBeTruthy()
    await expectNoAxeViolations(account)
  })

  it.each([
    {
      locale: 'ja',
      dir: 'ltr',
      connect: 'ウォレットを接続',
      account: 'アカウント',
      disconnect: '接続を解除',
      balance: '1,234.5678 POL',
    },
    {
      locale: 'fa',
      dir: 'rtl',
      connect: 'اتصال کیف پول',
      account: 'حساب',
      disconnect: 'قطع اتصال',
      balance: '۱٬۲۳۴٫۵۶۷۸ POL',
    },
  ])(
    'renders Connect and Account in $locale ($dir) with no axe violations, the balance in its digits',
    async ({ locale, dir, connect, account, disconnect, balance }) => {
      const kit = createTestKit()
      renderWithKit(kit, null, { locale })
      const connectView = await openModal(kit)
      await waitFor(() => expect(title(connectView)).toBe(connect), slow)
      expect(root(connectView).getAttribute('dir')).toBe(dir)
      expect(root(connectView).getAttribute('lang')).toBe(locale)
      await expectNoAxeViolations(connectView)
      await act(async () => kit.modal.close())

      const auth = createFakeAuthConnector({ kit })
      kit.connectors.register(auth)
      await act(async () => kit.connection.connect('auth'))
      await act(async () => kit.account.setBalance('1234.56789012', 'POL'))
      const accountView = await openModal(kit, 'Account')
      expect(title(accountView)).toBe(account)
      expect(within(accountView).getByRole('button', { name: disconnect })).toBeTruthy()
      expect(await within(accountView).findByText(balance)).toBeTruthy()
      await expectNoAxeViolations(accountView)
    },
  )

  it('follows a locale switched at run time while the modal is open, in the same dialog', async () => {
    const kit = createTestKit()
    const view = renderWithKit(kit, null, { locale: 'es' })
    const dialog = await openModal(kit)
    await waitFor(() => expect(title(dialog)).toBe('Conectar cartera'), slow)
    expect(root(dialog).getAttribute('lang')).toBe('es')
    expect(root(dialog).getAttribute('dir')).toBe('ltr')

    const switchTo = (locale: string) =>
      view.rerender(
        <StrictMode>
          <KitProvider kit={kit} prefetch={false} locale={locale} />
        </StrictMode>,
      )
    switchTo('ar')
    await waitFor(() => expect(title(dialog)).toBe('ربط المحفظة'), slow)
    expect(root(dialog).getAttribute('dir')).toBe('rtl')
    expect(within(dialog).getByRole('button', { name: 'المتابعة بالبريد الإلكتروني' })).toBeTruthy()

    switchTo('en')
    await waitFor(() => expect(title(dialog)).toBe('Connect Wallet'), slow)
    expect(root(dialog).getAttribute('dir')).toBe('ltr')
    expect(root(dialog).getAttribute('lang')).toBe('en')
    // The same dialog throughout: the modal re-rendered, it did not remount.
    expect(screen.getByRole('dialog')).toBe(dialog)
  })

  it("speaks the browser's first supported language without a locale option, by language alone", async () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['sv-SE', 'es-MX', 'en'] })
    const kit = createTestKit()
    renderWithKit(kit, <ConnectButton />)
    expect(await screen.findByRole('button', { name: 'Conectar cartera' }, slow)).toBeTruthy()
  })

  it("lets the host's messages win over the pack's, key by key", async () => {
    const kit = createTestKit()
    renderWithKit(kit, null, { locale: 'es', messages: { viewTitles: { Connect: 'Entrar' } } })
    const dialog = await openModal(kit)
    await waitFor(() => expect(title(dialog)).toBe('Entrar'), slow)
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeTruthy()
  })

  it('renders the pseudo-locale, accented and longer, generated from English', async () => {
    const kit = createTestKit()
    renderWithKit(kit, null, { locale: 'en-XA' })
    const dialog = await openModal(kit)
    await waitFor(() => expect(title(dialog)).toMatch(/^\[Çóññéçt Wállét~+\]$/), slow)
    expect(title(dialog)).toContain('Çóññéçt')
    expect(title(dialog)?.length).toBeGreaterThanOrEqual(Math.round('Connect Wallet'.length * 1.3))
  })
})
