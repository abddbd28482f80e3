import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import {
  createFakeAuthConnector,
  createTestKit,
  deferred,
  expectAccessibleInBothThemes,
  openModal,
  renderWithKit,
} from '../../test/kit.js'

describe('EmailVerifyDevice view', () => {
  it('waits for the device approval, then asks for the code', async () => {
    const kit = createTestKit()
    const auth = createFakeAuthConnector({ kit })
    auth.emailAction = 'VERIFY_DEVICE'
    const approval = deferred<void>()
    auth.hold.connectDevice = approval.promise
    kit.connectors.register(auth)
    renderWithKit(kit)
    await openModal(kit)
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Register Device' })
    expect(await within(dialog).findByText('Approve the login link we sent to ada@example.com')).toBeTruthy()
    await expectAccessibleInBothThemes(kit, dialog)
    await act(async () => approval.resolve())
    expect(await screen.findByRole('dialog', { name: 'Confirm Email' })).toBeTruthy()
    // Replaced, not pushed: back from the code goes to Connect.
    expect(kit.getState().router.history).toEqual(['Connect', 'EmailVerifyOtp'])
  })

  it('shows a failed approval with a retry', async () => {
    const kit = createTestKit()
    const auth = createFakeAuthConnector({ kit })
    auth.emailAction = 'VERIFY_DEVICE'
    auth.fail.connectDevice = new Error('Link expired')
    kit.connectors.register(auth)
    renderWithKit(kit)
    await openModal(kit)
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Register Device' })
    expect(await within(dialog).findByText('Link expired')).toBeTruthy()
    delete auth.fail.connectDevice
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('dialog', { name: 'Confirm Email' })).toBeTruthy()
  })
})
