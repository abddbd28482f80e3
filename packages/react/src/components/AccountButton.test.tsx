import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { connectFake, createTestKit, expectNoAxeViolations, renderWithKit } from '../../test/kit.js'
import { AccountButton } from '../exports/index.js'

describe('AccountButton', () => {
  it('renders nothing while disconnected', () => {
    const { container } = renderWithKit(createTestKit(), <AccountButton />)
    expect(container.querySelector('button')).toBeNull()
  })

  it('shows the truncated address (4 and 6 characters) and the balance, and opens Account', async () => {
    const kit = createTestKit()
    await connectFake(kit)
    await act(async () => kit.account.setBalance('12.34567', 'POL'))
    renderWithKit(kit, <AccountButton />)
    const button = screen.getByRole('button')
    expect(button.textContent).toBe('12.345 POL0x1111…111111')
    expect(button.getAttribute('title')).toBe('0x1111111111111111111111111111111111111111')
    await expectNoAxeViolations(button.parentElement as HTMLElement)
    await userEvent.click(button)
    expect(await screen.findByRole('dialog', { name: 'Account' })).toBeTruthy()
  })

  it('hides the balance with balance="hide" and takes other truncation lengths', async () => {
    const kit = createTestKit()
    await connectFake(kit)
    await act(async () => kit.account.setBalance('1', 'POL'))
    renderWithKit(kit, <AccountButton balance="hide" charsStart={6} charsEnd={4} />)
    expect(screen.getByRole('button').textContent).toBe('0x111111…1111')
  })

  it('shows the profile name instead of the address', async () => {
    const kit = createTestKit()
    await connectFake(kit)
    await act(async () => kit.account.setProfileName('ada.kit.id'))
    renderWithKit(kit, <AccountButton balance="hide" />)
    expect(screen.getByRole('button').textContent).toBe('ada.kit.id')
  })
})
