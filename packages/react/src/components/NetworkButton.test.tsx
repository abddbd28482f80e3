import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { connectFake, createTestKit, expectNoAxeViolations, renderWithKit } from '../../test/kit.js'
import { NetworkButton } from '../exports/index.js'

describe('NetworkButton', () => {
  it('shows the active network and opens Networks', async () => {
    const kit = createTestKit()
    renderWithKit(kit, <NetworkButton />)
    const button = screen.getByRole('button', { name: 'Network: Polygon Amoy' })
    expect(button.textContent).toBe('Polygon Amoy')
    await expectNoAxeViolations(button.parentElement as HTMLElement)
    await userEvent.click(button)
    expect(await screen.findByRole('dialog', { name: 'Choose Network' })).toBeTruthy()
  })

  it('says "Unsupported network" when the wallet is on a network the app did not configure', async () => {
    const kit = createTestKit()
    await connectFake(kit)
    await act(async () => kit.network.reportWalletNetwork('eip155:999'))
    renderWithKit(kit, <NetworkButton />)
    expect(screen.getByRole('button').textContent).toBe('Unsupported network')
  })

  it('follows the theme: data-kit-theme on the button', async () => {
    const kit = createTestKit()
    renderWithKit(kit, <NetworkButton />)
    expect(screen.getByRole('button').getAttribute('data-kit-theme')).toBe('light')
    await act(async () => kit.theme.setMode('dark'))
    expect(screen.getByRole('button').getAttribute('data-kit-theme')).toBe('dark')
  })
})
