import { createMemoryStorage } from '@kit/core'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startApiMock } from '../../test/api.js'
import {
  connectFake,
  createFakeAuthConnector,
  createTestKit,
  expectAccessibleInBothThemes,
  openModal,
  renderWithKit,
} from '../../test/kit.js'

// Core reads the balance from the network's RPC after connecting: the mock answers 5 POL.
const { server } = startApiMock()

afterEach(() => vi.unstubAllGlobals())

describe('Account view', () => {
  it('shows the truncated address, the balance, copy, and the actions', async () => {
    const writeText = vi.fn(async () => undefined)
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    const kit = createTestKit()
    await connectFake(kit)
    renderWithKit(kit)
    const dialog = await openModal(kit)
    expect(within(dialog).getByText('0x1111…111111')).toBeTruthy()
    expect(await within(dialog).findByText('5 POL')).toBeTruthy()
    await act(async () => kit.account.setBalance('1.23456789', 'POL'))
    expect(within(dialog).getByText('1.2345 POL')).toBeTruthy()
    for (const action of ['Buy', 'Send', 'Receive', 'Settings', 'Disconnect'])
      expect(within(dialog).getByRole('button', { name: action })).toBeTruthy()
    expect(
      within(dialog)
        .getByRole('link', { name: /Block explorer/ })
        .getAttribute('href'),
    ).toBe('https://www.oklink.com/amoy/address/0x1111111111111111111111111111111111111111')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy address' }))
    expect(writeText).toHaveBeenCalledWith('0x1111111111111111111111111111111111111111')
    expect(within(dialog).getByRole('status').textContent).toBe('Address copied')
    await expectAccessibleInBothThemes(kit, dialog)
  })

  it('says politely that it is reconnecting while the wallet cannot be reached, and stops when it is back', async () => {
    const kit = createTestKit()
    const connector = await connectFake(kit)
    renderWithKit(kit)
    const dialog = await openModal(kit)
    expect(within(dialog).queryByText('Reconnecting to your wallet…')).toBeNull()
    await act(async () => connector.emit({ type: 'reachability', reachable: false }))
    // role="status" is a polite live region: read out without interrupting.
    const line = await within(dialog).findByText('Reconnecting to your wallet…')
    expect(line.getAttribute('role')).toBe('status')
    expect(within(dialog).getByText('0x1111…111111')).toBeTruthy()
    await expectAccessibleInBothThemes(kit, dialog)
    await act(async () => connector.emit({ type: 'reachability', reachable: true }))
    await vi.waitFor(() => expect(within(dialog).queryByText('Reconnecting to your wallet…')).toBeNull())
  })

  it('shows the profile name instead of the address when there is one, and hides turned-off features', async () => {
    const kit = createTestKit({ features: { onramp: false, send: false } })
    await connectFake(kit)
    kit.account.setProfileName('ada.kit.id')
    renderWithKit(kit)
    const dialog = await openModal(kit)
    expect(within(dialog).getByText('ada.kit.id')).toBeTruthy()
    expect(within(dialog).queryByRole('button', { name: 'Buy' })).toBeNull()
    expect(within(dialog).queryByRole('button', { name: 'Send' })).toBeNull()
  })

  it('the network in the header opens Networks; the actions open their views', async () => {
    const kit = createTestKit()
    await connectFake(kit)
    renderWithKit(kit)
    const dialog = await openModal(kit)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch network: Polygon Amoy' }))
    expect(kit.getState().router.view).toBe('Networks')
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Back' }))
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Receive' }))
    expect(await screen.findByRole('dialog', { name: 'Receive' })).toBeTruthy()
  })

  it('offers the e-mail for an e-mail login', async () => {
    const kit = createTestKit()
    const auth = createFakeAuthConnector({ kit, email: 'ada@example.com' })
    kit.connectors.register(auth)
    await act(async () => kit.connection.connect('auth'))
    renderWithKit(kit)
    const dialog = await openModal(kit)
    await userEvent.click(within(dialog).getByRole('button', { name: /Email/ }))
    expect(await screen.findByRole('dialog', { name: 'Edit Email' })).toBeTruthy()
    expect(kit.getState().router.data).toEqual({ email: 'ada@example.com' })
  })

  it('lists the watched tokens of the account and chain after the native balance, with their balances, and removes one', async () => {
    const usdc = { address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', symbol: 'USDC', decimals: 6 }
    const dai = {
      address: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
      symbol: 'DAI',
      decimals: 18,
      image: 'https://icons.example/dai.png',
    }
    const key = '@kit/watched_assets:eip155:80002:0x1111111111111111111111111111111111111111'
    // balanceOf answers 12.5 USDC; every other call the API mock's RPC answers.
    server.use(
      http.post(/^http:\/\/127\.0\.0\.1:\d+(\/\w*)?$/, async ({ request }) => {
        const body = (await request.clone().json()) as {
          id?: number
          method?: string
          params?: [{ to: string }]
        }
        if (body.method !== 'eth_call') return undefined
        const units = body.params?.[0].to === usdc.address ? 12_500_000n : 0n
        return HttpResponse.json({
          jsonrpc: '2.0',
          id: body.id ?? 1,
          result: `0x${units.toString(16).padStart(64, '0')}`,
        })
      }),
    )
    const kit = createTestKit({ storage: createMemoryStorage({ [key]: JSON.stringify([usdc, dai]) }) })
    await connectFake(kit)
    renderWithKit(kit)
    const dialog = await openModal(kit)
    const list = await within(dialog).findByRole('list', { name: 'Tokens' })
    expect(await within(list).findByText('12.5 USDC')).toBeTruthy()
    expect(within(list).getByText('DAI')).toBeTruthy()
    expect(await within(list).findByText('0 DAI')).toBeTruthy()
    expect(list.querySelector('img')?.getAttribute('src')).toBe(dai.image)
    expect(list.querySelector('img')?.getAttribute('referrerpolicy')).toBe('no-referrer')
    // After the native balance.
    const native = await within(dialog).findByText('5 POL')
    expect(native.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    await expectAccessibleInBothThemes(kit, dialog)

    await userEvent.click(within(list).getByRole('button', { name: 'Remove USDC' }))
    await vi.waitFor(() => expect(within(list).queryByText('USDC')).toBeNull())
    expect(within(list).getByText('DAI')).toBeTruthy()
    expect(kit.storage.getWatchedAssets(key.slice(20))).toEqual([dai])
    await userEvent.click(within(list).getByRole('button', { name: 'Remove DAI' }))
    await vi.waitFor(() => expect(within(dialog).queryByRole('list', { name: 'Tokens' })).toBeNull())
  })

  it('Disconnect disconnects and closes', async () => {
    const kit = createTestKit()
    const connector = await connectFake(kit)
    renderWithKit(kit)
    const dialog = await openModal(kit)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }))
    await expect.poll(() => kit.getState().account.status).toBe('disconnected')
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull()
    expect(connector.calls.some((call) => call.method === 'disconnect')).toBe(true)
  })
})
