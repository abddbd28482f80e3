import type { Kit } from '@kit/core'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import {
  connectFake,
  createSiweTestKit,
  deferred,
  expectAccessibleInBothThemes,
  openModal,
  renderWithKit,
} from '../../test/kit.js'

/** Puts a sign-in flow on the kit (core's own lands with issue 5); returns its spy. */
function stubSignIn(kit: Kit, signIn: () => Promise<unknown>) {
  const spy = vi.fn(signIn)
  Object.defineProperty(kit, 'siwe', { value: { signIn: spy }, configurable: true })
  return spy
}

describe('ConnectingSiwe view', () => {
  it('asks to sign with the app name, hides close, and closes once signed in', async () => {
    const kit = createSiweTestKit()
    await connectFake(kit)
    const signature = deferred<void>()
    const signIn = stubSignIn(kit, () => signature.promise)
    renderWithKit(kit)
    const dialog = await openModal(kit, 'ConnectingSiwe')
    expect(within(dialog).getByText('Test App needs to connect to your wallet')).toBeTruthy()
    expect(
      within(dialog).getByText(
        'Sign this message to prove you own this wallet and proceed. Canceling will disconnect you.',
      ),
    ).toBeTruthy()
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull()
    expect(within(dialog).queryByRole('button', { name: 'Back' })).toBeNull()
    await expectAccessibleInBothThemes(kit, dialog)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign' }))
    expect(signIn).toHaveBeenCalledTimes(1)
    expect(within(dialog).getByRole('button', { name: 'Signing...' })).toBeTruthy()
    signature.resolve()
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull()
  })

  it('shows why signing failed and stays', async () => {
    const kit = createSiweTestKit()
    await connectFake(kit)
    stubSignIn(kit, async () => Promise.reject(new Error('Signature declined')))
    renderWithKit(kit)
    const dialog = await openModal(kit, 'ConnectingSiwe')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Signature declined')
    expect(kit.getState().modal.open).toBe(true)
  })

  it('Cancel disconnects and closes', async () => {
    const kit = createSiweTestKit()
    await connectFake(kit)
    stubSignIn(kit, async () => undefined)
    renderWithKit(kit)
    const dialog = await openModal(kit, 'ConnectingSiwe')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await expect.poll(() => kit.getState().account.status).toBe('disconnected')
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull()
  })
})
