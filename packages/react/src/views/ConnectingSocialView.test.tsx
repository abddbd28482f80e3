import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { KitValidationError } from '@kit/core/errors'
import { createFakeConnector } from '@kit/core/testing'
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
  it('calls the connector inside the click (it opens the pop-up there), waits for it, then logs in and closes', async () => {
    const kit = createTestKit()
    const auth = createFakeAuthConnector({ kit })
    const login = deferred<void>()
    auth.hold.connectSocial = login.promise
    kit.connectors.register(auth)
    renderWithKit(kit)
    await openModal(kit)
    fireEvent.click(screen.getByRole('button', { name: 'GitHub' }))
    // Synchronously, in the click: pop-up blockers let the connector's window.open through.
    expect(auth.calls.find((call) => call.method === 'connectSocial')?.args).toEqual(['github'])
    const dialog = await screen.findByRole('dialog', { name: 'GitHub' })
    expect(await within(dialog).findByText('Connect in the provider window')).toBeTruthy()
    await expectAccessibleInBothThemes(kit, dialog)
    login.resolve()
    await expect.poll(() => kit.getState().account.status).toBe('connected')
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull()
  })

  it('when the connector redirects the page instead, the view keeps waiting and nothing connects', async () => {
    const kit = createTestKit()
    const auth = createFakeAuthConnector({ kit })
    auth.connectSocial = async () => ({ mode: 'redirect' })
    kit.connectors.register(auth)
    renderWithKit(kit)
    await openModal(kit)
    await userEvent.click(screen.getByRole('button', { name: 'GitHub' }))
    const dialog = await screen.findByRole('dialog', { name: 'GitHub' })
    expect(await within(dialog).findByText('Connect in the provider window')).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(kit.getState().account.status).toBe('disconnected')
    expect(within(dialog).queryByRole('button', { name: 'Try again' })).toBeNull()
  })

  it('projects a resume that core runs after a redirect: waiting, then the reason from core with a retry', async () => {
    const kit = createTestKit()
    const auth = createFakeAuthConnector({ kit })
    kit.connectors.register(auth)
    renderWithKit(kit)
    // What core does when the page comes back from the provider.
    act(() => {
      kit.modal.open({ view: 'ConnectingSocial' })
      kit.router.reset('ConnectingSocial', { socialProvider: 'google' })
    })
    const dialog = await screen.findByRole('dialog', { name: 'Google' })
    expect(await within(dialog).findByText('Connect in the provider window')).toBeTruthy()
    // The resume fails: core's connection.error says why (here through a failing connection, as a resume can).
    kit.connectors.register(
      createFakeConnector({ id: 'failing', connectError: new KitValidationError('Resume refused') }),
    )
    await act(async () => {
      await kit.connection.connect('failing').catch(() => undefined)
    })
    expect(await within(dialog).findByText('Resume refused')).toBeTruthy()
    expect(within(dialog).getByText('Connection failed')).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeTruthy()
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
