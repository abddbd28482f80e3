import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createTestKit, openModal, renderWithKit } from '../../test/kit.js'

describe('WhatIsAWallet / WhatIsANetwork views', () => {
  it('explains, and "Get started" goes back', async () => {
    const kit = createTestKit()
    renderWithKit(kit)
    await openModal(kit)
    await userEvent.click(screen.getByRole('button', { name: 'What is a wallet?' }))
    const dialog = await screen.findByRole('dialog', { name: 'What is a wallet?' })
    expect(await within(dialog).findByText(/A wallet holds your accounts/)).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get started' }))
    expect(await screen.findByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
  })

  it('explains networks', async () => {
    const kit = createTestKit()
    renderWithKit(kit)
    const dialog = await openModal(kit, 'WhatIsANetwork')
    expect(within(dialog).getByText(/A network is a blockchain/)).toBeTruthy()
  })
})
