import { createFakeConnector } from '@kit/core/testing'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import {
  createFakeAuthConnector,
  createTestKit,
  expectAccessibleInBothThemes,
  openModal,
  renderWithKit,
  waitForView,
} from '../../test/kit.js'
import { BRAND_MARKS } from './brandIcons.generated.js'
import { BrandIcon } from './icons.js'

/** The mark drawn in the button named `name`: its path, or the letter shown instead. */
function markOf(button: HTMLElement) {
  const box = button.querySelector('.kit-icon-fallback')
  return {
    path: box?.querySelector('path')?.getAttribute('d'),
    fill: box?.querySelector('svg')?.getAttribute('fill'),
    letter: box?.querySelector('svg') ? undefined : box?.textContent,
  }
}

describe('brand marks', () => {
  it("draws a brand's mark (in its colour where it shows on both themes), and a letter for a brand Kit lacks", () => {
    const { container } = render(
      <>
        <BrandIcon brand="google" name="Google" />
        <BrandIcon brand="x" name="X" />
        <BrandIcon brand="acme" name="acme" />
      </>,
    )
    const [google, x, acme] = [...container.querySelectorAll<HTMLElement>('.kit-icon-fallback')]
    expect(google?.querySelector('path')?.getAttribute('d')).toBe(BRAND_MARKS.google?.path)
    expect(google?.querySelector('svg')?.getAttribute('fill')).toBe('#4285F4')
    expect(x?.querySelector('svg')?.getAttribute('fill')).toBe('currentColor')
    expect(acme?.querySelector('svg')).toBeNull()
    expect(acme?.textContent).toBe('A')
    for (const box of [google, x, acme]) expect(box?.getAttribute('aria-hidden')).toBe('true')
  })

  it('the Connect view shows every social login, Farcaster and the pairing row with its real mark', async () => {
    const kit = createTestKit()
    kit.connectors.register(
      createFakeConnector({ id: 'walletConnect', type: 'walletConnect', name: 'WalletConnect' }),
    )
    kit.connectors.register(createFakeAuthConnector())
    renderWithKit(kit)
    const dialog = await openModal(kit)
    const google = within(dialog).getByRole('button', { name: 'Continue with Google' })
    expect(markOf(google).path).toBe(BRAND_MARKS.google?.path)
    for (const [name, brand] of [
      ['GitHub', 'github'],
      ['Apple', 'apple'],
      ['Facebook', 'facebook'],
    ] as const)
      expect(markOf(within(dialog).getByRole('button', { name })).path).toBe(BRAND_MARKS[brand]?.path)
    expect(markOf(within(dialog).getByRole('button', { name: /WalletConnect/ })).path).toBe(
      BRAND_MARKS.walletconnect?.path,
    )
    await expectAccessibleInBothThemes(kit, dialog)
    await userEvent.click(within(dialog).getByRole('button', { name: 'More' }))
    await screen.findByRole('dialog', { name: 'All socials' })
    await waitForView()
    for (const [name, brand] of [
      ['Discord', 'discord'],
      ['X', 'x'],
      ['Farcaster', 'farcaster'],
    ] as const)
      expect(markOf(screen.getByRole('button', { name: `Continue with ${name}` })).path).toBe(
        BRAND_MARKS[brand]?.path,
      )
  })
})
