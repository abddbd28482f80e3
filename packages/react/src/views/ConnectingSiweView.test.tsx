import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import {
  connectFake,
  createSiweTestKit,
  deferred,
  expectAccessibleInBothThemes,
  openModal,
  renderWithKit,
} from '../../test/kit.js'

describe('ConnectingSiwe view', () => {
  it('asks to sign with the app name, hides close and back, and closes once signed in', async () => {
    const verification = deferred<boolean>()
    const kit = createSiweTestKit({ verify: () => verification.promise })
    await connectFake(kit)
    renderWithKit(kit)
    const dialog = await openModal(kit, 'ConnectingSiwe')
    expect(within(dialog).getByText('Test App needs to connect to your wallet')).toBeTruthy()
    expect(
      within(dialog).getByText(
        'Sign this message to prove you own this wallet and proceed. Canceling will disconnect you.',
      ),
    ).toBeTruthy()
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull()
    expect(within(dialog).queryByRole('button', { name: 'Back' })).toBeNull()
    await expectAccessibleInBothThemes(kit, dialog)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign' }))
    expect(await within(dialog).findByRole('button', { name: 'Signing...' })).toBeTruthy()
    verification.resolve(true)
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull()
    expect(kit.siwe.isAuthenticated()).toBe(true)
  })

  it('shows why signing failed and stays', async () => {
    const kit = createSiweTestKit()
    await connectFake(kit, {
      signMessage: async () =>
        Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })),
    })
    renderWithKit(kit)
    const dialog = await openModal(kit, 'ConnectingSiwe')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Signature declined')
    expect(kit.getState().modal.open).toBe(true)
  })

  it('Cancel disconnects and closes', async () => {
    const kit = createSiweTestKit()
    await connectFake(kit)
    renderWithKit(kit)
    const dialog = await openModal(kit, 'ConnectingSiwe')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await expect.poll(() => kit.getState().account.status).toBe('disconnected')
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull()
  })
})
