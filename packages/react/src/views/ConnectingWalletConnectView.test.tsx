import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  createFakeWalletConnect,
  createTestKit,
  expectAccessibleInBothThemes,
  openModal,
  renderWithKit,
} from '../../test/kit.js'

const URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'

afterEach(() => vi.unstubAllGlobals())

async function openWalletConnect() {
  const kit = createTestKit()
  const connector = createFakeWalletConnect()
  kit.connectors.register(connector)
  renderWithKit(kit)
  await openModal(kit)
  await userEvent.click(screen.getByRole('button', { name: /WalletConnect/ }))
  const dialog = await screen.findByRole('dialog', { name: 'WalletConnect' })
  return { kit, connector, dialog }
}

describe('ConnectingWalletConnect view', () => {
  it('waits for the pairing URI, then shows it as a QR code with copy link', async () => {
    const writeText = vi.fn(async () => undefined)
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    const { kit, connector, dialog } = await openWalletConnect()
    expect(await within(dialog).findByText('Preparing the connection…', { selector: 'p' })).toBeTruthy()
    await act(async () => connector.emitUri(URI))
    expect(within(dialog).getByRole('img', { name: 'QR code: WalletConnect' })).toBeTruthy()
    expect(within(dialog).getByText('Scan this QR code with your phone’s wallet')).toBeTruthy()
    expect(within(dialog).queryByRole('link', { name: 'Open wallet app' })).toBeNull()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }))
    expect(writeText).toHaveBeenCalledWith(URI)
    expect(within(dialog).getByRole('status').textContent).toBe('Link copied')
    await expectAccessibleInBothThemes(kit, dialog)
    await act(async () => connector.approve())
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull()
  })

  it("says 'Failed to copy' when the clipboard refuses", async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: async () => Promise.reject(new Error('denied')) },
    })
    const { connector, dialog } = await openWalletConnect()
    await act(async () => connector.emitUri(URI))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }))
    expect(within(dialog).getByRole('status').textContent).toBe('Failed to copy')
  })

  it('offers a deep link into the wallet app on touch devices', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(pointer: coarse)', media: query }))
    const { connector, dialog } = await openWalletConnect()
    await act(async () => connector.emitUri(URI))
    expect(within(dialog).getByRole('link', { name: 'Open wallet app' }).getAttribute('href')).toBe(URI)
  })

  it('shows the decline and pairs again on "Try again"', async () => {
    const { kit, connector, dialog } = await openWalletConnect()
    await act(async () =>
      connector.decline(Object.assign(new Error('User rejected the request.'), { code: 4001 })),
    )
    expect(await within(dialog).findByText('Connection failed')).toBeTruthy()
    // The reason is core's words for a rejection.
    expect(within(dialog).getByText(/rejected/i)).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }))
    expect(kit.getState().account.status).toBe('connecting')
    await act(async () => connector.approve())
    await expect.poll(() => kit.getState().account.status).toBe('connected')
  })
})
