import { screen, within } from '@testing-library/react'
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

describe('ConnectingFarcaster view', () => {
  it('shows a fresh Farcaster URL as a QR code and a link, then logs in and closes', async () => {
    const kit = createTestKit()
    const auth = createFakeAuthConnector({ kit })
    const approval = deferred<void>()
    auth.hold.connectFarcaster = approval.promise
    kit.connectors.register(auth)
    renderWithKit(kit)
    await openModal(kit, 'ConnectSocials')
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Farcaster' }))
    const dialog = await screen.findByRole('dialog', { name: 'Farcaster' })
    expect(await within(dialog).findByRole('img', { name: 'QR code: Farcaster' })).toBeTruthy()
    expect(within(dialog).getByText('Scan this QR Code with your phone')).toBeTruthy()
    expect(
      within(dialog)
        .getByRole('link', { name: /Open Farcaster/ })
        .getAttribute('href'),
    ).toBe(auth.farcasterUrl)
    await expectAccessibleInBothThemes(kit, dialog)
    approval.resolve()
    await expect.poll(() => kit.getState().account.status).toBe('connected')
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull()
  })

  it('asks the frame for a new URL on every attempt (never a cached one)', async () => {
    const kit = createTestKit()
    const auth = createFakeAuthConnector({ kit })
    auth.fail.connectFarcaster = new Error('Expired')
    kit.connectors.register(auth)
    renderWithKit(kit)
    await openModal(kit, 'ConnectSocials')
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Farcaster' }))
    const dialog = await screen.findByRole('dialog', { name: 'Farcaster' })
    expect(await within(dialog).findByText('Expired')).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }))
    await expect.poll(() => auth.calls.filter((call) => call.method === 'getFarcasterUri').length).toBe(2)
  })
})
