import type { KitOptions } from '@kit/core'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import {
  connectFake,
  createTestKit,
  expectAccessibleInBothThemes,
  openModal,
  renderWithKit,
} from '../../test/kit.js'
import { testNetworks } from '../../test/networks.js'

describe('Networks view', () => {
  it('lists the networks with the active one marked', async () => {
    const kit = createTestKit()
    renderWithKit(kit)
    const dialog = await openModal(kit, 'Networks')
    const rows = within(within(dialog).getByRole('list', { name: 'Choose Network' })).getAllByRole('button')
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Polygon Amoy'),
      expect.stringContaining('Ethereum'),
      expect.stringContaining('Solana Devnet'),
    ])
    expect(rows[0]?.getAttribute('aria-current')).toBe('true')
    expect(rows[1]?.getAttribute('aria-current')).toBeNull()
    await expectAccessibleInBothThemes(kit, dialog)
  })

  it("says each network's smart-account path to the embedded wallet, where smart accounts are enabled", async () => {
    const kit = createTestKit()
    await connectFake(kit, { id: 'auth', type: 'auth' })
    kit.network.setSmartAccountEnabledNetworks([80002, 1])
    renderWithKit(kit)
    const dialog = await openModal(kit, 'Networks')
    const rows = within(within(dialog).getByRole('list', { name: 'Choose Network' })).getAllByRole('button')
    // The test Polygon Amoy says EIP-7702; the test Ethereum says nothing, so ERC-4337; Solana has no smart account.
    expect(rows[0]?.textContent).toContain('EIP-7702')
    expect(rows[0]?.textContent).toContain('your account upgraded in place, same address')
    expect(rows[1]?.textContent).toContain('ERC-4337')
    expect(rows[1]?.textContent).toContain('an account of its own, with another address')
    expect(rows[2]?.textContent).not.toMatch(/EIP-7702|ERC-4337/)
    act(() => kit.network.setSmartAccountEnabledNetworks([1]))
    await expect.poll(() => rows[0]?.textContent).not.toContain('EIP-7702')
    await expectAccessibleInBothThemes(kit, dialog)
  })

  it('shows no smart-account path to an external wallet', async () => {
    const kit = createTestKit()
    await connectFake(kit)
    kit.network.setSmartAccountEnabledNetworks([80002, 1])
    renderWithKit(kit)
    const dialog = await openModal(kit, 'Networks')
    expect(dialog.textContent).not.toMatch(/EIP-7702|ERC-4337/)
  })

  it('after a switch returns to the entry before Networks', async () => {
    const kit = createTestKit()
    await connectFake(kit)
    renderWithKit(kit)
    await openModal(kit)
    await userEvent.click(screen.getByRole('button', { name: 'Switch network: Polygon Amoy' }))
    await userEvent.click(await screen.findByRole('button', { name: /Ethereum/ }))
    await expect.poll(() => kit.getState().router.view).toBe('Account')
    expect(kit.getState().network.active).toBe('eip155:1')
  })

  it('closes after a switch when there is no entry before Networks', async () => {
    const kit = createTestKit()
    renderWithKit(kit)
    await openModal(kit, 'Networks')
    await userEvent.click(screen.getByRole('button', { name: /Ethereum/ }))
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull()
    expect(kit.getState().network.active).toBe('eip155:1')
  })

  it('shows a declined switch with a retry (SwitchNetwork)', async () => {
    const kit = createTestKit()
    await connectFake(kit, { switchNetworkError: new Error('User rejected the request.') })
    renderWithKit(kit)
    await openModal(kit, 'Networks')
    await userEvent.click(screen.getByRole('button', { name: /Ethereum/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Ethereum' })
    expect(await within(dialog).findByText('Switch declined')).toBeTruthy()
    expect(kit.getState().network.active).toBe('eip155:80002')
    await expectAccessibleInBothThemes(kit, dialog)
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it('asks to connect a Solana wallet when an EVM wallet picks a Solana network (SwitchActiveChain)', async () => {
    const kit = createTestKit()
    await connectFake(kit)
    renderWithKit(kit)
    await openModal(kit, 'Networks')
    await userEvent.click(screen.getByRole('button', { name: /Solana Devnet/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Switch chain' })
    expect(await within(dialog).findByText(/Connect a wallet for Solana/)).toBeTruthy()
    await expectAccessibleInBothThemes(kit, dialog)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }))
    await expect.poll(() => kit.getState().router.view).toBe('Connect')
    expect(kit.getState().account.status).toBe('disconnected')
    expect(kit.getState().network.active).toBe(testNetworks[2]?.caipNetworkId)
  })

  it('explains an unsupported network and offers to disconnect (UnsupportedChain)', async () => {
    const kit = createTestKit()
    await connectFake(kit)
    await act(async () => kit.network.reportWalletNetwork('eip155:999'))
    renderWithKit(kit)
    const dialog = await openModal(kit, 'UnsupportedChain')
    expect(within(dialog).getByText(/does not support/)).toBeTruthy()
    expect(
      within(dialog)
        .queryAllByRole('button')
        .some((button) => button.getAttribute('aria-current')),
    ).toBe(false)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }))
    await expect.poll(() => kit.getState().account.status).toBe('disconnected')
  })

  it('filters a long list by the search text', async () => {
    const many = Array.from({ length: 8 }, (_, index) => ({
      ...testNetworks[1],
      id: 100 + index,
      name: index === 5 ? 'Zora Test' : `Chain ${index}`,
      caipNetworkId: `eip155:${100 + index}`,
    })) as unknown as KitOptions['networks']
    const kit = createTestKit({ networks: many })
    renderWithKit(kit)
    const dialog = await openModal(kit, 'Networks')
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search networks' }), 'zora')
    await expect.poll(() => within(dialog).getAllByRole('listitem').length).toBe(1)
    await userEvent.clear(within(dialog).getByRole('searchbox'))
    await userEvent.type(within(dialog).getByRole('searchbox'), 'nothing')
    expect(await within(dialog).findByText('No results')).toBeTruthy()
  })
})
