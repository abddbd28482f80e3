import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import {
  connectFake,
  createFakeAuthConnector,
  createSiweTestKit,
  createTestKit,
  deferred,
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
  it('shows the network, the account type switch, e-mail, choose name, passkey, key export, signed-in devices, ways to open the wallet, dark mode and disconnect', async () => {
    const { kit } = await emailLogin()
    renderWithKit(kit)
    const dialog = await openModal(kit, 'AccountSettings')
    expect(within(dialog).getByRole('button', { name: /Network.*Polygon Amoy/ })).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: /Switch to your smart account/ })).toBeTruthy()
    expect(within(dialog).getByText('Account type: EOA')).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: /Email.*ada@example.com/ })).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Choose name' })).toBeTruthy()
    expect(
      within(dialog).getByRole('button', {
        name: /Add a passkey.*Another way to open your wallet on a new device/,
      }),
    ).toBeTruthy()
    expect(
      within(dialog).getByRole('button', { name: /Export your key.*Shown only in the secure window/ }),
    ).toBeTruthy()
    expect(
      within(dialog).getByRole('button', {
        name: /Signed-in devices.*See where you are signed in, and sign out/,
      }),
    ).toBeTruthy()
    expect(
      within(dialog).getByRole('button', {
        name: /Ways to open your wallet.*See your passkeys and recovery password, and remove one/,
      }),
    ).toBeTruthy()
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

  it('has no account type, name, passkey, key export, signed-in devices or ways to open the wallet for an external wallet', async () => {
    const kit = createTestKit()
    await connectFake(kit)
    renderWithKit(kit)
    const dialog = await openModal(kit, 'AccountSettings')
    expect(within(dialog).queryByRole('button', { name: /Switch to your/ })).toBeNull()
    expect(within(dialog).queryByRole('button', { name: 'Choose name' })).toBeNull()
    expect(within(dialog).queryByRole('button', { name: /Add a passkey/ })).toBeNull()
    expect(within(dialog).queryByRole('button', { name: /Export your key/ })).toBeNull()
    expect(within(dialog).queryByRole('button', { name: /Signed-in devices/ })).toBeNull()
    expect(within(dialog).queryByRole('button', { name: /Ways to open your wallet/ })).toBeNull()
  })

  it('"Add a passkey" runs in the secure frame: busy meanwhile, then the toast names what was added', async () => {
    const { kit, auth } = await emailLogin()
    const card = deferred()
    auth.hold.addRecoveryMethod = card.promise
    auth.recoveryKind = 'password'
    renderWithKit(kit)
    const dialog = await openModal(kit, 'AccountSettings')
    const row = within(dialog).getByRole('button', { name: /Add a passkey/ })
    await userEvent.click(row)
    expect(auth.calls.filter((call) => call.method === 'addRecoveryMethod')).toHaveLength(1)
    await expect.poll(() => row.getAttribute('aria-busy')).toBe('true')
    expect((row as HTMLButtonElement).disabled).toBe(true)
    await act(async () => card.resolve())
    expect(await within(dialog).findByText('Recovery password added')).toBeTruthy()
    await expect.poll(() => row.getAttribute('aria-busy')).toBeNull()
    expect((row as HTMLButtonElement).disabled).toBe(false)
  })

  it('"Export your key" runs in the secure frame, busy until the user closes the card there', async () => {
    const { kit, auth } = await emailLogin()
    const card = deferred()
    auth.hold.exportKey = card.promise
    renderWithKit(kit)
    const dialog = await openModal(kit, 'AccountSettings')
    const row = within(dialog).getByRole('button', { name: /Export your key/ })
    await userEvent.click(row)
    expect(auth.calls.filter((call) => call.method === 'exportKey')).toHaveLength(1)
    await expect.poll(() => row.getAttribute('aria-busy')).toBe('true')
    expect((row as HTMLButtonElement).disabled).toBe(true)
    await act(async () => card.resolve())
    await expect.poll(() => (row as HTMLButtonElement).disabled).toBe(false)
    expect(row.getAttribute('aria-busy')).toBeNull()
    expect(kit.getState().router.view).toBe('AccountSettings')
  })

  it('"Signed-in devices" runs in the secure frame, busy until the user closes the card there', async () => {
    const { kit, auth } = await emailLogin()
    const card = deferred()
    auth.hold.manageSessions = card.promise
    auth.sessionsEnded = 1
    renderWithKit(kit)
    const dialog = await openModal(kit, 'AccountSettings')
    const row = within(dialog).getByRole('button', { name: /Signed-in devices/ })
    await userEvent.click(row)
    expect(auth.calls.filter((call) => call.method === 'manageSessions')).toHaveLength(1)
    await expect.poll(() => row.getAttribute('aria-busy')).toBe('true')
    expect((row as HTMLButtonElement).disabled).toBe(true)
    await act(async () => card.resolve())
    await expect.poll(() => (row as HTMLButtonElement).disabled).toBe(false)
    expect(row.getAttribute('aria-busy')).toBeNull()
    expect(kit.getState().router.view).toBe('AccountSettings')
  })

  it('"Ways to open your wallet" runs in the secure frame, busy until the user closes the card there', async () => {
    const { kit, auth } = await emailLogin()
    const card = deferred()
    auth.hold.manageRecoveryMethods = card.promise
    auth.recoveryMethodsRemoved = 1
    renderWithKit(kit)
    const dialog = await openModal(kit, 'AccountSettings')
    const row = within(dialog).getByRole('button', { name: /Ways to open your wallet/ })
    await userEvent.click(row)
    expect(auth.calls.filter((call) => call.method === 'manageRecoveryMethods')).toHaveLength(1)
    await expect.poll(() => row.getAttribute('aria-busy')).toBe('true')
    expect((row as HTMLButtonElement).disabled).toBe(true)
    await act(async () => card.resolve())
    await expect.poll(() => (row as HTMLButtonElement).disabled).toBe(false)
    expect(row.getAttribute('aria-busy')).toBeNull()
    expect(kit.getState().router.view).toBe('AccountSettings')
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
