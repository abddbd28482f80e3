import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { UserRejectedRequestError } from '@kit/core/errors'
import { describe, expect, it } from 'vitest'
import {
  createFakeAuthConnector,
  createTestKit,
  expectAccessibleInBothThemes,
  openModal,
  renderWithKit,
  waitForView,
} from '../../test/kit.js'

async function editEmail() {
  const kit = createTestKit()
  const auth = createFakeAuthConnector({ kit, email: 'ada@example.com' })
  kit.connectors.register(auth)
  await act(async () => kit.connection.connect('auth'))
  renderWithKit(kit)
  await openModal(kit)
  await userEvent.click(screen.getByRole('button', { name: /Email/ }))
  const dialog = await screen.findByRole('dialog', { name: 'Edit Email' })
  await waitForView(dialog)
  return { kit, auth, dialog }
}

async function typeCode(dialog: HTMLElement, code: string) {
  const first = await within(dialog).findByRole('textbox', { name: 'Digit 1 of 6' })
  await userEvent.click(first)
  await userEvent.keyboard(code)
}

describe('Edit e-mail (UpdateEmailWallet, UpdateEmailPrimaryOtp, UpdateEmailSecondaryOtp)', () => {
  it('Save is off until the new address is valid and different', async () => {
    const { kit, dialog } = await editEmail()
    const save = within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement
    expect(save.disabled).toBe(true)
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'New email' }), 'ada@example.com')
    expect(within(dialog).getByRole('alert').textContent).toBe('This is your current email')
    expect(save.disabled).toBe(true)
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'New email' }))
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'New email' }), 'new@example.com')
    expect(save.disabled).toBe(false)
    await expectAccessibleInBothThemes(kit, dialog)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await expect.poll(() => kit.getState().router.view).toBe('Account')
  })

  it("Kit's frame (VERIFY_SECONDARY_OTP once its card took the current code): the new address's code, then Account", async () => {
    const { kit, auth, dialog } = await editEmail()
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'New email' }), 'new@example.com{Enter}')
    expect(await screen.findByRole('dialog', { name: 'Confirm New Email' })).toBeTruthy()
    expect(await within(dialog).findByText('Enter the code we sent to new@example.com')).toBeTruthy()
    await expectAccessibleInBothThemes(kit, dialog)
    await typeCode(dialog, '222222')
    await expect.poll(() => kit.getState().router.view).toBe('Account')
    // The page never asks for the current address's code.
    expect(auth.calls.map((call) => call.method).filter((method) => method.startsWith('update'))).toEqual([
      'updateEmail',
      'updateEmailSecondaryOtp',
    ])
    expect(auth.calls.find((call) => call.method === 'updateEmailSecondaryOtp')?.args).toEqual([
      { otp: '222222' },
    ])
  })

  it("a cancel on the frame's card brings the form back with nothing to say", async () => {
    const { kit, auth, dialog } = await editEmail()
    auth.fail.updateEmail = new UserRejectedRequestError()
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'New email' }), 'new@example.com{Enter}')
    await expect.poll(() => kit.getState().tasks['auth:update-email']?.status).toBe('error')
    expect(kit.getState().router.view).toBe('UpdateEmailWallet')
    expect(within(dialog).queryByRole('alert')).toBeNull()
    // Any other refusal is said under the field.
    auth.fail.updateEmail = new Error('Invalid email')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Invalid email')
  })

  it("a host's own connector answering VERIFY_PRIMARY_OTP: the current address's code, then the new one's", async () => {
    const { kit, auth, dialog } = await editEmail()
    auth.updateAction = 'VERIFY_PRIMARY_OTP'
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'New email' }), 'new@example.com{Enter}')
    expect(await screen.findByRole('dialog', { name: 'Confirm Current Email' })).toBeTruthy()
    expect(await within(dialog).findByText('Enter the code we sent to ada@example.com')).toBeTruthy()
    await expectAccessibleInBothThemes(kit, dialog)
    await typeCode(dialog, '111111')
    expect(await screen.findByRole('dialog', { name: 'Confirm New Email' })).toBeTruthy()
    expect(await within(dialog).findByText('Enter the code we sent to new@example.com')).toBeTruthy()
    await typeCode(dialog, '222222')
    await expect.poll(() => kit.getState().router.view).toBe('Account')
    expect(auth.calls.map((call) => call.method).filter((method) => method.startsWith('update'))).toEqual([
      'updateEmail',
      'updateEmailPrimaryOtp',
      'updateEmailSecondaryOtp',
    ])
    expect(auth.calls.find((call) => call.method === 'updateEmailSecondaryOtp')?.args).toEqual([
      { otp: '222222' },
    ])
  })

  it('"Something wrong?" on the new address\'s code starts over', async () => {
    const { kit, dialog } = await editEmail()
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'New email' }), 'new@example.com{Enter}')
    expect(await screen.findByRole('dialog', { name: 'Confirm New Email' })).toBeTruthy()
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Something wrong? Try again' }))
    expect(await screen.findByRole('dialog', { name: 'Edit Email' })).toBeTruthy()
    expect(kit.getState().router.data).toEqual({ email: 'ada@example.com' })
  })

  it('shows a wrong code', async () => {
    const { auth, dialog } = await editEmail()
    auth.fail.updateEmailSecondaryOtp = new Error('Invalid code')
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'New email' }), 'new@example.com{Enter}')
    await typeCode(dialog, '999999')
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Invalid code. Try Again')
  })
})
