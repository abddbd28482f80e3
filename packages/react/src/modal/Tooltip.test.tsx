import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createTestKit, expectAccessibleInBothThemes, openModal, renderWithKit } from '../../test/kit.js'

const tooltip = () => screen.queryByRole('tooltip')

describe('the tooltip', () => {
  it("names an icon-only button on hover, above it, in core's tooltip state", async () => {
    const kit = createTestKit()
    renderWithKit(kit)
    const dialog = await openModal(kit)
    const close = within(dialog).getByRole('button', { name: 'Close' })
    expect(tooltip()).toBeNull()
    await userEvent.hover(close)
    expect(tooltip()?.textContent).toBe('Close')
    expect(kit.getState().tooltip).toMatchObject({ open: true, message: 'Close', variant: 'shade' })
    expect(tooltip()?.getAttribute('data-variant')).toBe('shade')
    await expectAccessibleInBothThemes(kit, dialog)
    await userEvent.unhover(close)
    expect(tooltip()).toBeNull()
    expect(kit.getState().tooltip.open).toBe(false)
  })

  it('opens on keyboard focus (not on focus a script moves) and closes on blur', async () => {
    const kit = createTestKit()
    renderWithKit(kit)
    const dialog = await openModal(kit)
    const help = within(dialog).getByRole('button', { name: 'What is a wallet?' })
    await act(async () => help.focus())
    expect(tooltip()).toBeNull()
    await act(async () => help.blur())
    // Tab from the dialog to its first button, as a keyboard user does.
    await userEvent.tab()
    expect(document.activeElement).toBe(help)
    expect(tooltip()?.textContent).toBe('What is a wallet?')
    await act(async () => help.blur())
    expect(tooltip()).toBeNull()
  })

  it('Escape hides the tooltip first; the next Escape closes the modal', async () => {
    const kit = createTestKit()
    renderWithKit(kit)
    const dialog = await openModal(kit)
    await userEvent.hover(within(dialog).getByRole('button', { name: 'Close' }))
    expect(tooltip()).not.toBeNull()
    await userEvent.keyboard('{Escape}')
    expect(tooltip()).toBeNull()
    expect(kit.getState().modal.open).toBe(true)
    await userEvent.keyboard('{Escape}')
    await expect.poll(() => kit.getState().modal.open).toBe(false)
  })

  it('a view change hides the tooltip', async () => {
    const kit = createTestKit()
    renderWithKit(kit)
    const dialog = await openModal(kit, 'Connect')
    await userEvent.hover(within(dialog).getByRole('button', { name: 'What is a wallet?' }))
    expect(tooltip()?.textContent).toBe('What is a wallet?')
    await userEvent.click(within(dialog).getByRole('button', { name: 'What is a wallet?' }))
    await expect.poll(() => kit.getState().router.view).toBe('WhatIsAWallet')
    expect(tooltip()).toBeNull()
  })
})
