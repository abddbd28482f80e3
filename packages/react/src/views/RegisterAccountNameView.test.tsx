import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { startApiMock } from '../../test/api.js'
import {
  createFakeAuthConnector,
  createTestKit,
  expectAccessibleInBothThemes,
  openModal,
  renderWithKit,
  TEST_API,
  waitForView,
} from '../../test/kit.js'

const { mock, server } = startApiMock()

async function nameForm() {
  const kit = createTestKit()
  kit.connectors.register(createFakeAuthConnector({ kit }))
  await act(async () => kit.connection.connect('auth'))
  renderWithKit(kit)
  const dialog = await openModal(kit, 'RegisterAccountName')
  const input = within(dialog).getByRole('textbox', { name: 'Name' })
  return { kit, dialog, input }
}

describe('RegisterAccountName view', () => {
  it("says 'Name must be at least 4 characters long' once typing pauses", async () => {
    const { kit, dialog, input } = await nameForm()
    await userEvent.type(input, 'abc')
    expect(within(dialog).queryByRole('alert')).toBeNull()
    expect((await within(dialog).findByRole('alert', {}, { timeout: 2000 })).textContent).toBe(
      'Name must be at least 4 characters long',
    )
    expect(
      (within(dialog).getByRole('button', { name: 'Register name' }) as HTMLButtonElement).disabled,
    ).toBe(true)
    await expectAccessibleInBothThemes(kit, dialog)
  })

  it("says 'Can only contain letters, numbers and - characters'", async () => {
    const { dialog, input } = await nameForm()
    await userEvent.type(input, 'ada_lovelace!')
    expect((await within(dialog).findByRole('alert', {}, { timeout: 2000 })).textContent).toBe(
      'Can only contain letters, numbers and - characters',
    )
  })

  it('marks a free name Available and registers it, then shows the success view', async () => {
    server.use(http.post(`${TEST_API}/v1/profile/account`, () => HttpResponse.json({})))
    const { kit, dialog, input } = await nameForm()
    await userEvent.type(input, 'lovelace')
    expect(await within(dialog).findByText('Available', {}, { timeout: 3000 })).toBeTruthy()
    expect(within(dialog).getByText('lovelace.kit.id', { exact: false })).toBeTruthy()
    await expectAccessibleInBothThemes(kit, dialog)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register name' }))
    expect(await screen.findByText('Account name chosen successfully')).toBeTruthy()
    expect(screen.getByText('You can now fund your account and trade crypto')).toBeTruthy()
    expect(kit.getState().account.profileName).toBe('lovelace.kit.id')
    await waitForView()
    await expectAccessibleInBothThemes(kit)
    await userEvent.click(screen.getByRole('button', { name: 'Let’s Go!' }))
    await expect.poll(() => kit.getState().router.view).toBe('Account')
  })

  it('marks a taken name Registered and offers the available suggestions', async () => {
    mock.seedName({
      name: 'satoshi.kit.id',
      address: '0x2222222222222222222222222222222222222222',
      coinType: 2147563650,
    })
    const { dialog, input } = await nameForm()
    await userEvent.type(input, 'satoshi')
    expect(await within(dialog).findByText('Registered', {}, { timeout: 3000 })).toBeTruthy()
    const [suggestion] = await within(dialog).findAllByRole('button', { name: /^satoshi(\d|-)/ })
    if (!suggestion) throw new Error('no suggestion')
    const name = suggestion.textContent ?? ''
    await userEvent.click(suggestion)
    expect((input as HTMLInputElement).value).toBe(name)
    expect(await within(dialog).findByText('Available', {}, { timeout: 3000 })).toBeTruthy()
  })

  it("says 'Error fetching name suggestions' when the service cannot suggest names for a taken one", async () => {
    mock.seedName({
      name: 'satoshi.kit.id',
      address: '0x2222222222222222222222222222222222222222',
      coinType: 2147563650,
    })
    server.use(
      http.get(`${TEST_API}/v1/profile/suggestions/:name`, () => new HttpResponse('down', { status: 500 })),
    )
    const { kit, dialog, input } = await nameForm()
    await userEvent.type(input, 'satoshi')
    expect(await within(dialog).findByText('Registered', {}, { timeout: 3000 })).toBeTruthy()
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Error fetching name suggestions')
    expect(within(dialog).queryByRole('heading', { name: 'Available names' })).toBeNull()
    await expectAccessibleInBothThemes(kit, dialog)
  })

  it('returns to the form with the reason when registering fails', async () => {
    const { kit, dialog, input } = await nameForm()
    // The mock checks signatures; the fake wallet's is not valid, so the service refuses.
    await userEvent.type(input, 'lovelace')
    await within(dialog).findByText('Available', {}, { timeout: 3000 })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register name' }))
    await expect.poll(() => kit.getState().names.loading).toBe(false)
    expect(kit.getState().router.view).toBe('RegisterAccountName')
    expect(await screen.findByRole('alert')).toBeTruthy()
  })

  it("refuses a second name: 'You already own a name'", async () => {
    const { kit, dialog } = await nameForm()
    await act(async () => kit.account.setProfileName('ada.kit.id'))
    expect(within(dialog).getByRole('alert').textContent).toBe('You already own a name')
    expect((within(dialog).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).disabled).toBe(true)
  })
})
