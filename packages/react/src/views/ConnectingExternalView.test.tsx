import { createFakeConnector } from '@kit/core/testing'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import {
  createSiweTestKit,
  createTestKit,
  deferred,
  expectAccessibleInBothThemes,
  openModal,
  renderWithKit,
} from '../../test/kit.js'

describe('ConnectingExternal view', () => {
  it('waits for the wallet, named in the title, then closes when connected', async () => {
    const kit = createTestKit()
    const approval = deferred<void>()
    const connector = createFakeConnector({ id: 'metamask', name: 'MetaMask' })
    const connect = connector.connect
    connector.connect = async (parameters) => {
      await approval.promise
      return connect(parameters)
    }
    kit.connectors.register(connector)
    renderWithKit(kit)
    await openModal(kit)
    await userEvent.click(screen.getByRole('button', { name: /MetaMask/ }))
    const dialog = await screen.findByRole('dialog', { name: 'MetaMask' })
    expect(await screen.findByText('Continue in MetaMask')).toBeTruthy()
    expect(screen.getByText('Accept the connection request in your wallet')).toBeTruthy()
    expect(kit.getState().account.status).toBe('connecting')
    await expectAccessibleInBothThemes(kit, dialog)
    approval.resolve()
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull()
    expect(kit.getState().account.status).toBe('connected')
  })

  it('shows why when the wallet declines, and connects on "Try again"', async () => {
    const kit = createTestKit()
    const connector = createFakeConnector({
      id: 'metamask',
      name: 'MetaMask',
      connectError: new Error('User rejected the request.'),
    })
    kit.connectors.register(connector)
    renderWithKit(kit)
    await openModal(kit)
    await userEvent.click(screen.getByRole('button', { name: /MetaMask/ }))
    expect(await screen.findByText('Connection failed')).toBeTruthy()
    expect(screen.getByText('User rejected the request.')).toBeTruthy()
    await expectAccessibleInBothThemes(kit)
    kit.connectors.register(createFakeConnector({ id: 'metamask', name: 'MetaMask' }))
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await expect.poll(() => kit.getState().account.status).toBe('connected')
  })

  it('goes to ConnectingSiwe after connecting when sign-in with wallet is on (EVM)', async () => {
    const kit = createSiweTestKit()
    kit.connectors.register(createFakeConnector({ id: 'metamask', name: 'MetaMask' }))
    renderWithKit(kit)
    await openModal(kit)
    await userEvent.click(screen.getByRole('button', { name: /MetaMask/ }))
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeTruthy()
    expect(await screen.findByText('Test App needs to connect to your wallet')).toBeTruthy()
  })
})
