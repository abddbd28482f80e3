import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import {
  createFakeAuthConnector,
  createTestKit,
  expectAccessibleInBothThemes,
  openModal,
  renderWithKit,
  waitForView,
} from '../../test/kit.js'

async function atOtpStep() {
  const kit = createTestKit()
  const auth = createFakeAuthConnector({ kit })
  kit.connectors.register(auth)
  renderWithKit(kit)
  await openModal(kit)
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com{Enter}')
  const dialog = await screen.findByRole('dialog', { name: 'Confirm Email' })
  await waitForView(dialog)
  return { kit, auth, dialog }
}

const digits = (dialog: HTMLElement) => within(dialog).getAllByRole('textbox', { name: /Digit \d of 6/ })

describe('EmailVerifyOtp view', () => {
  it('has six labelled digit boxes; typing moves on; a complete code logs in and closes', async () => {
    const { kit, auth, dialog } = await atOtpStep()
    expect(within(dialog).getByText('Enter the code we sent to ada@example.com')).toBeTruthy()
    expect(digits(dialog)).toHaveLength(6)
    await expectAccessibleInBothThemes(kit, dialog)
    await userEvent.click(digits(dialog)[0] as HTMLElement)
    await userEvent.keyboard('12345')
    expect(document.activeElement).toBe(digits(dialog)[5])
    await userEvent.keyboard('6')
    await expect.poll(() => auth.calls.some((call) => call.method === 'connectOtp')).toBe(true)
    expect(auth.calls.find((call) => call.method === 'connectOtp')?.args).toEqual([{ otp: '123456' }])
    await expect.poll(() => kit.getState().account.status).toBe('connected')
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull()
    expect(kit.getState().account.user?.email).toBe('ada@example.com')
  })

  it('fills every box from a pasted code, and Backspace on an empty box goes back', async () => {
    const { auth, dialog } = await atOtpStep()
    auth.hold.connectOtp = new Promise(() => undefined)
    const boxes = digits(dialog)
    await userEvent.click(boxes[2] as HTMLElement)
    await userEvent.keyboard('{Backspace}')
    expect(document.activeElement).toBe(boxes[1])
    fireEvent.paste(boxes[0] as HTMLElement, { clipboardData: { getData: () => '98 76 54' } })
    await expect.poll(() => boxes.map((box) => (box as HTMLInputElement).value).join('')).toBe('987654')
    await expect.poll(() => within(dialog).queryByText('Verifying…')).not.toBeNull()
  })

  it('shows a wrong code as "<reason>. Try Again"', async () => {
    const { auth, dialog } = await atOtpStep()
    auth.fail.connectOtp = new Error('Invalid code')
    await userEvent.click(digits(dialog)[0] as HTMLElement)
    await userEvent.keyboard('000000')
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Invalid code. Try Again')
  })

  it('counts the 30 s resend cooldown down, then resends with a toast', async () => {
    const { kit, auth, dialog } = await atOtpStep()
    const resend = within(dialog).getByRole('button', { name: /Resend in (29|30)s/ })
    expect((resend as HTMLButtonElement).disabled).toBe(true)
    // The cooldown is over: the button says Resend Code and works.
    await act(async () => kit.storage.setLastEmailLoginTime(Date.now() - 31_000))
    await expect
      .poll(() => within(dialog).queryByRole('button', { name: 'Resend Code' }), { timeout: 3000 })
      .not.toBeNull()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resend Code' }))
    await expect.poll(() => within(dialog).getByRole('status').textContent).toBe('Code email resent')
    expect(auth.calls.filter((call) => call.method === 'connectEmail')).toHaveLength(2)
    expect(within(dialog).getByRole('button', { name: /Resend in (29|30)s/ })).toBeTruthy()
  })
})
