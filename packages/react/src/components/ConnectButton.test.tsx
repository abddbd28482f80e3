import { createMemoryStorage, STORAGE_KEYS } from '@kit/core'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import {
  connectFake,
  createTestKit,
  expectAccessibleInBothThemes,
  renderWithKit,
  waitForView,
} from '../../test/kit.js'
import { ConnectButton, KitProvider } from '../exports/index.js'

describe('ConnectButton', () => {
  it('says "Connect Wallet" and opens the modal at Connect with an h2 title', async () => {
    const kit = createTestKit()
    renderWithKit(kit, <ConnectButton />)
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' }, { timeout: 5000 })
    expect(dialog.querySelector('h2')?.textContent).toBe('Connect Wallet')
    expect(kit.getState().router.view).toBe('Connect')
    await waitForView(dialog)
    await expectAccessibleInBothThemes(kit, dialog)
  })

  it('shows "Connecting..." while connecting and the account once connected', async () => {
    const kit = createTestKit()
    renderWithKit(kit, <ConnectButton />)
    await act(async () => kit.account.setStatus('connecting'))
    expect(await screen.findByRole('button', { name: /Connecting\.\.\./ })).toBeTruthy()
    await connectFake(kit)
    expect(await screen.findByRole('button', { name: /0x1111…111111/ })).toBeTruthy()
  })

  it('says "Connecting..." in its first render for a returning visitor (before any effect runs)', () => {
    const stored = JSON.stringify({ connectorId: 'injected', namespace: 'eip155' })
    const kit = createTestKit({ storage: createMemoryStorage({ [STORAGE_KEYS.connectedConnector]: stored }) })
    const html = renderToString(
      <KitProvider kit={kit}>
        <ConnectButton />
      </KitProvider>,
    )
    expect(html).toContain('Connecting...')
    expect(html).toContain('aria-busy="true"')
  })

  it('opens at Account when connected', async () => {
    const kit = createTestKit()
    await connectFake(kit)
    renderWithKit(kit, <ConnectButton />)
    await userEvent.click(await screen.findByRole('button', { name: /0x1111/ }))
    expect(await screen.findByRole('dialog', { name: 'Account' })).toBeTruthy()
  })

  it('takes a label', async () => {
    renderWithKit(createTestKit(), <ConnectButton label="Sign in" />)
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy()
  })

  it('is reachable by keyboard and opens with Enter', async () => {
    const kit = createTestKit()
    renderWithKit(kit, <ConnectButton />)
    await userEvent.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Connect Wallet' }))
    await userEvent.keyboard('{Enter}')
    expect(await screen.findByRole('dialog', {}, { timeout: 5000 })).toBeTruthy()
  })
})
