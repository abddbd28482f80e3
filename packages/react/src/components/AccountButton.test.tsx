import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { connectFake, createTestKit, expectNoAxeViolations, renderWithKit } from '../../test/kit.js'
import { AccountButton } from '../exports/index.js'
import { kitStyles } from '../styles.generated.js'

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

  it("shows the balance in the visitor's digits (Intl), cut to 3 decimals, never rounded up", async () => {
    const kit = createTestKit()
    await connectFake(kit)
    await act(async () => kit.account.setBalance('1234.56789', 'POL'))
    const balance = () => screen.getByRole('button').querySelector('.kit-trigger-balance')?.textContent
    // The locale applies once its pack has loaded.
    const view = renderWithKit(kit, <AccountButton />, { locale: 'de' })
    await waitFor(() => expect(balance()).toBe('1.234,567 POL'), { timeout: 8000 })
    view.unmount()
    renderWithKit(kit, <AccountButton />, { locale: 'fa' })
    await waitFor(() => expect(balance()).toBe('۱٬۲۳۴٫۵۶۷ POL'), { timeout: 8000 })
  })

  it('can shrink on a 360 px page: the button is bounded by its container, the balance gives way first', async () => {
    const kit = createTestKit()
    await connectFake(kit)
    await act(async () => kit.account.setBalance('1', 'POL'))
    renderWithKit(kit, <AccountButton />)
    const button = screen.getByRole('button')
    // The name is a text box of its own, so it can end in an ellipsis (a bare text node in a flex box cannot).
    expect(button.querySelector('.kit-trigger-text')?.textContent).toBe('0x1111…111111')
    // The stylesheet as injected (minified): each rule's declarations.
    const declarations = (selector: string) =>
      kitStyles
        .split('}')
        .find((rule) => rule.startsWith(`${selector}{`) || rule.includes(`}${selector}{`)) ?? ''
    expect(declarations('.kit-trigger')).toContain('max-width:100%')
    expect(declarations('.kit-trigger')).toContain('min-width:0')
    expect(declarations('.kit-trigger-text')).toContain('text-overflow:ellipsis')
    // The balance is a column that may shrink to nothing; the shortened address is one that never shrinks (a cut
    // address would hide the characters people check).
    expect(button.classList.contains('kit-account-trigger')).toBe(true)
    expect(declarations('.kit-account-trigger')).toContain(
      'grid-template-columns:minmax(0,max-content) max-content',
    )
    expect(declarations('.kit-trigger-balance')).toMatch(/flex-shrink:100;.*text-overflow:ellipsis/)
    // At a phone's width the balance is not shown at all (the e2e spec measures the page at 360 px).
    expect(kitStyles).toContain('@media(max-width:380px){.kit-trigger-balance{display:none}}')
  })
})
