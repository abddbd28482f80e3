import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  createFakeAuthConnector,
  createTestKit,
  deferred,
  expectAccessibleInBothThemes,
  openModal,
  renderWithKit,
} from '../../test/kit.js'

afterEach(() => vi.restoreAllMocks())

describe('ConnectingSocial view', () => {
  it('opens the pop-up inside the click, waits for it, then logs in and closes', async () => {
    const popup = { closed: false, close: vi.fn() }
    const open = vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window)
    const kit = createTestKit()
    const auth = createFakeAuthConnector({ kit })
    const login = deferred<void>()
    auth.hold.connectSocial = login.promise
    kit.connectors.register(auth)
    renderWithKit(kit)
    await openModal(kit)
    await userEvent.click(screen.getByRole('button', { name: 'GitHub' }))
    // Synchronously, in the click: pop-up blockers let it through.
    expect(open).toHaveBeenCalledTimes(1)
    const dialog = await screen.findByRole('dialog', { name: 'GitHub' })
    expect(await within(dialog).findByText('Connect in the provider window')).toBeTruthy()
    expect(auth.calls.find((call) => call.method === 'connectSocial')?.args).toEqual(['github'])
    await expectAccessibleInBothThemes(kit, dialog)
    login.resolve()
    await expect.poll(() => kit.getState().account.status).toBe('connected')
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull()
    expect(popup.close).toHaveBeenCalled()
  })

  it('shows a failure with a retry, and Cancel goes back', async () => {
    vi.spyOn(window, 'open').mockImplementation(() => null)
    const kit = createTestKit()
    const auth = createFakeAuthConnector({ kit })
    auth.fail.connectSocial = new Error('Social login timed out')
    kit.connectors.register(auth)
    renderWithKit(kit)
    await openModal(kit)
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }))
    const dialog = await screen.findByRole('dialog', { name: 'Google' })
    expect(await within(dialog).findByText('Social login timed out')).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(await screen.findByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
  })
})
