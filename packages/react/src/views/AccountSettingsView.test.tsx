import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import {
  connectFake,
  createFakeAuthConnector,
  createSiweTestKit,
  createTestKit,
  expectAccessibleInBothThemes,
  openModal,
  renderWithKit,
} from '../../test/kit.js'

/** An e-mail login on the test chain, where smart accounts are enabled. */
async function emailLogin(kit = createTestKit()) {
  const auth = createFakeAuthConnector({ kit })
  kit.connectors.register(auth)
  await act(async () => kit.connection.connect('auth'))
  kit.network.setSmartAccountEnabledNetworks([80002])
  return { kit, auth }
}

describe('AccountSettings view', () => {
  it('shows the network, the account type switch, e-mail, choose name, dark mode and disconnect', async () => {
    const { kit } = await emailLogin()
    renderWithKit(kit)
    const dialog = await openModal(kit, 'AccountSettings')
    expect(within(dialog).getByRole('button', { name: /Network.*Polygon Amoy/ })).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: /Switch to your smart account/ })).toBeTruthy()
    expect(within(dialog).getByText('Account type: EOA')).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: /Email.*ada@example.com/ })).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Choose name' })).toBeTruthy()
    expect(within(dialog).getByRole('switch', { name: 'Dark mode' })).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Disconnect' })).toBeTruthy()
    await expectAccessibleInBothThemes(kit, dialog)
  })

  it('switches to a smart account, then goes to Account', async () => {
    const { kit } = await emailLogin()
    renderWithKit(kit)
    const dialog = await openModal(kit, 'AccountSettings')
    await userEvent.click(within(dialog).getByRole('button', { name: /Switch to your smart account/ }))
    await expect.poll(() => kit.getState().account.preferredAccountType).toBe('smartAccount')
    await expect.poll(() => kit.getState().router.view).toBe('Account')
  })

  it('goes to ConnectingSiwe after choosing an account type when sign-in with wallet is on', async () => {
    const { kit } = await emailLogin(createSiweTestKit())
    kit.router.reset('AccountSettings')
    renderWithKit(kit)
    const dialog = await openModal(kit, 'AccountSettings')
    await userEvent.click(within(dialog).getByRole('button', { name: /Switch to your smart account/ }))
    await expect.poll(() => kit.getState().router.view).toBe('ConnectingSiwe')
  })

  it('has no account type or name for an external wallet', async () => {
    const kit = createTestKit()
    await connectFake(kit)
    renderWithKit(kit)
    const dialog = await openModal(kit, 'AccountSettings')
    expect(within(dialog).queryByRole('button', { name: /Switch to your/ })).toBeNull()
    expect(within(dialog).queryByRole('button', { name: 'Choose name' })).toBeNull()
  })

  it('the dark mode switch sets the theme', async () => {
    const kit = createTestKit()
    await connectFake(kit)
    renderWithKit(kit)
    const dialog = await openModal(kit, 'AccountSettings')
    const toggle = within(dialog).getByRole('switch', { name: 'Dark mode' })
    expect(toggle.getAttribute('aria-checked')).toBe('false')
    await userEvent.click(toggle)
    expect(kit.getState().theme.mode).toBe('dark')
    expect(toggle.getAttribute('aria-checked')).toBe('true')
  })

  it('choose name leads to the name form', async () => {
    const { kit } = await emailLogin()
    renderWithKit(kit)
    const dialog = await openModal(kit, 'AccountSettings')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Choose name' }))
    expect(await screen.findByRole('dialog', { name: 'Choose name' })).toBeTruthy()
    await expectAccessibleInBothThemes(kit)
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }))
    await expect.poll(() => kit.getState().router.view).toBe('RegisterAccountName')
  })
})

describe('UpgradeToSmartAccount view', () => {
  it('"Do it later" goes to Account; Continue switches to a smart account', async () => {
    const { kit } = await emailLogin()
    renderWithKit(kit)
    const dialog = await openModal(kit, 'UpgradeToSmartAccount')
    expect(within(dialog).getByText('Discover Smart Accounts')).toBeTruthy()
    await expectAccessibleInBothThemes(kit, dialog)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }))
    await expect.poll(() => kit.getState().account.preferredAccountType).toBe('smartAccount')
    await act(async () => kit.router.reset('UpgradeToSmartAccount'))
    await userEvent.click(await screen.findByRole('button', { name: 'Do it later' }))
    await expect.poll(() => kit.getState().router.view).toBe('Account')
  })
})

describe('SelectAddresses / SwitchAddress view', () => {
  it('lists the accounts of the login with their types', async () => {
    const { kit } = await emailLogin()
    renderWithKit(kit)
    const dialog = await openModal(kit, 'SwitchAddress')
    expect(within(dialog).getByText('0x1111…111111')).toBeTruthy()
    expect(within(dialog).getByText('EOA')).toBeTruthy()
    await expectAccessibleInBothThemes(kit, dialog)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }))
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull()
  })
})
