import { act, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  createFakeAuthConnector,
  createSiweTestKit,
  createTestKit,
  expectAccessibleInBothThemes,
  openModal,
  renderWithKit,
} from '../../test/kit.js'

describe('ApproveTransaction view', () => {
  it("shows the secure frame's approval over its slot while open, and hides it on close", async () => {
    const kit = createTestKit()
    const auth = createFakeAuthConnector({ kit })
    kit.connectors.register(auth)
    renderWithKit(kit)
    const dialog = await openModal(kit, 'ApproveTransaction')
    expect(within(dialog).getByText('Approve the request in the secure window')).toBeTruthy()
    const slot = dialog.querySelector('[data-kit-approval-slot]')
    await expect
      .poll(() => auth.calls.filter((call) => call.method === 'attachApprovalFrame').at(-1)?.args[0])
      .toBe(slot)
    expect(within(dialog).queryByRole('button', { name: 'Back' })).toBeNull()
    await expectAccessibleInBothThemes(kit, dialog)
    await act(async () => kit.modal.close())
    await expect.poll(() => auth.calls.at(-1)?.method).toBe('detachApprovalFrame')
  })

  it('says the wallet is protected or opened there during a login, and names it in the title', async () => {
    const kit = createTestKit()
    renderWithKit(kit)
    const dialog = await openModal(kit, 'ApproveTransaction')
    expect(within(dialog).getByRole('heading', { name: 'Approve Transaction' })).toBeTruthy()
    await act(async () => kit.router.replace('ApproveTransaction', { approvalPurpose: 'wallet' }))
    expect(within(dialog).getByRole('heading', { name: 'Secure wallet' })).toBeTruthy()
    expect(within(dialog).getByText('Continue in the secure window')).toBeTruthy()
    expect(
      within(dialog).getByText(
        'Your wallet asks you something in the window below. Your keys never leave the secure window.',
      ),
    ).toBeTruthy()
    expect(within(dialog).queryByText('Approve the request in the secure window')).toBeNull()
    expect(dialog.querySelector('[data-kit-approval-slot]')).toBeTruthy()
    await expectAccessibleInBothThemes(kit, dialog)
  })

  it('shakes the frame slot for 500 ms where the modal shakes', async () => {
    const kit = createSiweTestKit()
    renderWithKit(kit)
    const dialog = await openModal(kit, 'ApproveTransaction')
    await act(async () => kit.modal.shake())
    expect(dialog.querySelector('[data-kit-approval-slot]')?.hasAttribute('data-shake')).toBe(true)
    await expect
      .poll(() => dialog.querySelector('[data-kit-approval-slot]')?.hasAttribute('data-shake'), {
        timeout: 2000,
      })
      .toBe(false)
  })
})
