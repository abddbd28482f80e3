import type { KitFeatures } from '@kit/core'
import { EmailCooldownError } from '@kit/core/errors'
import { createFakeConnector } from '@kit/core/testing'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import {
  createFakeAuthConnector,
  createTestKit,
  expectAccessibleInBothThemes,
  openModal,
  renderWithKit,
  waitForView,
} from '../../test/kit.js'

function kitWithWallets(features: Partial<KitFeatures> = {}) {
  const kit = createTestKit({ features })
  kit.connectors.register(
    createFakeConnector({ id: 'walletConnect', type: 'walletConnect', name: 'WalletConnect' }),
  )
  kit.connectors.register(createFakeConnector({ id: 'metamask', name: 'MetaMask', rdns: 'io.metamask' }))
  return kit
}

describe('Connect view', () => {
  it('lists the wallets, installed first and WalletConnect last, with no e-mail or socials when they are off', async () => {
    const kit = kitWithWallets({ email: false, socials: [], farcaster: false })
    renderWithKit(kit)
    const dialog = await openModal(kit)
    const wallets = within(within(dialog).getByRole('list', { name: 'Wallets' })).getAllByRole('button')
    expect(wallets.map((wallet) => wallet.textContent)).toEqual([
      expect.stringContaining('MetaMask'),
      expect.stringContaining('WalletConnect'),
    ])
    expect(within(dialog).getByText('Installed')).toBeTruthy()
    expect(within(dialog).queryByRole('textbox', { name: 'Email' })).toBeNull()
    await expectAccessibleInBothThemes(kit, dialog)
  })

  it('offers e-mail, the first social as a row, the others as tiles and "more" when the frame is there', async () => {
    const kit = kitWithWallets()
    kit.connectors.register(createFakeAuthConnector())
    renderWithKit(kit)
    const dialog = await openModal(kit)
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Continue with Google' })).toBeTruthy()
    for (const name of ['GitHub', 'Apple', 'Facebook'])
      expect(within(dialog).getByRole('button', { name })).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'More' }))
    expect(await screen.findByRole('dialog', { name: 'All socials' })).toBeTruthy()
    await waitForView()
    expect(screen.getByRole('button', { name: 'Continue with Discord' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Continue with Farcaster' })).toBeTruthy()
    await expectAccessibleInBothThemes(kit)
  })

  it('offers "Continue with a passkey" beside e-mail, which asks the frame and connects', async () => {
    const kit = kitWithWallets()
    const auth = createFakeAuthConnector()
    kit.connectors.register(auth)
    renderWithKit(kit)
    const dialog = await openModal(kit)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue with a passkey' }))
    await vi.waitFor(() => expect(kit.getState().account.status).toBe('connected'))
    expect(auth.calls.filter((call) => call.method === 'connectPasskey')).toEqual([
      { method: 'connectPasskey', args: [{}] },
    ])
  })

  it("shows the frame's refusal of a passkey under the button", async () => {
    const kit = kitWithWallets()
    const auth = createFakeAuthConnector()
    auth.fail.connectPasskey = new Error('This passkey cannot unlock a wallet')
    kit.connectors.register(auth)
    renderWithKit(kit)
    const dialog = await openModal(kit)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue with a passkey' }))
    expect((await within(dialog).findByRole('alert')).textContent).toContain('cannot unlock a wallet')
    expect(kit.getState().account.status).toBe('disconnected')
  })

  it('shows the connector\'s refusal of an invalid e-mail as "Invalid email. Try again."', async () => {
    const kit = createTestKit()
    const auth = createFakeAuthConnector()
    kit.connectors.register(auth)
    renderWithKit(kit)
    await openModal(kit)
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email')
    await userEvent.click(screen.getByRole('button', { name: 'Continue with email' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email. Try again.')
    expect(kit.getState().router.view).toBe('Connect')
    expect(auth.calls).toEqual([])
  })

  it('goes to the code step (VERIFY_OTP) or the device step (VERIFY_DEVICE) as the frame answers', async () => {
    const kit = createTestKit()
    const auth = createFakeAuthConnector()
    kit.connectors.register(auth)
    renderWithKit(kit)
    await openModal(kit)
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com{Enter}')
    expect(await screen.findByRole('dialog', { name: 'Confirm Email' })).toBeTruthy()
    expect(kit.getState().router.data).toEqual({ email: 'ada@example.com' })
    expect(auth.calls[0]).toEqual({ method: 'connectEmail', args: [{ email: 'ada@example.com' }] })

    auth.emailAction = 'VERIFY_DEVICE'
    // The device approval waits for the e-mailed link.
    auth.hold.connectDevice = new Promise(() => undefined)
    await act(async () => kit.modal.open())
    await waitForView()
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'bob@example.com{Enter}')
    expect(await screen.findByRole('dialog', { name: 'Register Device' })).toBeTruthy()
  })

  it("shows the cooldown refusal: 'Please try again after N seconds'", async () => {
    const kit = createTestKit()
    const auth = createFakeAuthConnector()
    auth.fail.connectEmail = new EmailCooldownError(12)
    kit.connectors.register(auth)
    renderWithKit(kit)
    await openModal(kit)
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com{Enter}')
    expect((await screen.findByRole('alert')).textContent).toBe('Please try again after 12 seconds')
    expect(kit.getState().router.view).toBe('Connect')
  })

  it('a wallet click shows its connecting view, then the modal closes once connected', async () => {
    const kit = kitWithWallets()
    renderWithKit(kit)
    await openModal(kit)
    await userEvent.click(screen.getByRole('button', { name: /MetaMask/ }))
    await expect.poll(() => kit.getState().account.status).toBe('connected')
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull()
    expect(kit.getState().connectors.active).toBe('metamask')
  })

  it('says so when there is no wallet at all', async () => {
    const kit = createTestKit({ features: { email: false, socials: [], farcaster: false } })
    renderWithKit(kit)
    const dialog = await openModal(kit)
    expect(within(dialog).getByText(/No wallet found/)).toBeTruthy()
  })
})

describe('the first open', () => {
  it("waits for the kit's first-view data: it opens on the browser's wallets, never first on 'No wallet found'", async () => {
    // The modal's code is loaded already (as after an idle prefetch); only the wallets are still being looked for.
    const warm = createTestKit({ features: { email: false, socials: [], farcaster: false } })
    const { unmount } = renderWithKit(warm)
    await openModal(warm)
    unmount()
    const kit = createTestKit({ features: { email: false, socials: [], farcaster: false } })
    vi.spyOn(kit.modal, 'prepare').mockImplementation(async () => {
      await new Promise((resolve) => setTimeout(resolve, 100))
      kit.connectors.register(createFakeConnector({ id: 'alpha', name: 'Alpha Wallet', rdns: 'com.alpha' }))
    })
    const seen: string[] = []
    const observer = new MutationObserver(() => seen.push(document.body.textContent ?? ''))
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    try {
      renderWithKit(kit)
      const dialog = await openModal(kit)
      await within(dialog).findByText(/Alpha Wallet/)
      expect(seen.some((text) => text.includes('No wallet found'))).toBe(false)
    } finally {
      observer.disconnect()
    }
  })
})

describe('wallet list', () => {
  const icon = 'data:image/png;base64,AA'
  const catalogue = ['Rainbow', 'Zerion', 'Argent', 'Uniswap', 'Ledger'].map((name) => ({
    id: name.toLowerCase(),
    name,
    icon,
    chains: ['eip155' as const],
    mobile: { universal: `https://${name.toLowerCase()}.example/app` },
  }))

  function kitWithCatalogue(opened: string[] = []) {
    const kit = createTestKit({
      features: { email: false, socials: [], farcaster: false },
      walletList: { wallets: catalogue, phone: true, openLink: (url) => opened.push(url) },
    })
    kit.connectors.register(
      createFakeConnector({ id: 'walletConnect', type: 'walletConnect', name: 'WalletConnect' }),
    )
    kit.connectors.register(createFakeConnector({ id: 'metamask', name: 'MetaMask', rdns: 'io.metamask' }))
    return kit
  }

  it('Connect shows installed, then three catalogue wallets, WalletConnect, and "All wallets"', async () => {
    const kit = kitWithCatalogue()
    renderWithKit(kit)
    const dialog = await openModal(kit)
    const rows = within(within(dialog).getByRole('list', { name: 'Wallets' })).getAllByRole('button')
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('MetaMask'),
      expect.stringContaining('Rainbow'),
      expect.stringContaining('Zerion'),
      expect.stringContaining('Argent'),
      expect.stringContaining('WalletConnect'),
      'All wallets (2 more)',
    ])
    await userEvent.click(within(dialog).getByRole('button', { name: 'All wallets (2 more)' }))
    await waitForView()
    const search = await screen.findByRole('searchbox', { name: 'Search wallets' })
    await userEvent.type(search, 'led')
    const found = within(screen.getByRole('list', { name: 'Wallets' })).getAllByRole('button')
    expect(found.map((row) => row.textContent)).toEqual([expect.stringContaining('Ledger')])
    await userEvent.clear(search)
    await userEvent.type(search, 'nothing like it')
    expect(screen.getByText('No wallet matches your search.').getAttribute('role')).toBe('status')
    await expectAccessibleInBothThemes(kit)
  })

  it('the wallet used last comes right after the installed ones, marked Recent', async () => {
    const kit = kitWithCatalogue()
    kit.storage.setRecentWallet('ledger')
    renderWithKit(kit)
    const dialog = await openModal(kit)
    const rows = within(within(dialog).getByRole('list', { name: 'Wallets' })).getAllByRole('button')
    expect(rows[1]?.textContent).toContain('Ledger')
    expect(rows[1]?.textContent).toContain('Recent')
  })

  it('tapping a catalogue wallet pairs through WalletConnect and remembers the wallet', async () => {
    const kit = kitWithCatalogue()
    renderWithKit(kit)
    const dialog = await openModal(kit)
    await userEvent.click(within(dialog).getByRole('button', { name: /Zerion/ }))
    // The fake WalletConnect connector approves at once: the pairing went through it, for Zerion.
    await vi.waitFor(() => expect(kit.getState().account.status).toBe('connected'))
    expect(kit.getState().connectors.active).toBe('walletConnect')
    expect(kit.getState().walletList.recent).toBe('zerion')
  })
})
