import { RpcMethodNotAllowedError } from '@kit/core/errors'
import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { connectFake, createSiweTestKit, createTestKit, openModal, renderWithKit } from '../../test/kit.js'
import { ConnectButton } from '../exports/index.js'

const dialogGone = () => expect.poll(() => screen.queryByRole('dialog')).toBeNull()

describe('the modal', () => {
  it('is a labelled, modal dialog in a portal on document.body', async () => {
    const kit = createTestKit()
    const { container } = renderWithKit(kit, <ConnectButton />)
    expect(document.querySelector('.kit-root')).toBeNull()
    const dialog = await openModal(kit)
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    const title = within(dialog).getByRole('heading', { level: 2 })
    expect(dialog.getAttribute('aria-labelledby')).toBe(title.id)
    expect(container.contains(dialog)).toBe(false)
    expect(dialog.closest('.kit-root')?.parentElement).toBe(document.body)
  })

  it('opens at Connect when disconnected, at Account when connected, at the requested view otherwise', async () => {
    const kit = createTestKit()
    renderWithKit(kit)
    expect((await openModal(kit)).getAttribute('data-view')).toBe('Connect')
    await act(async () => kit.modal.close())
    await connectFake(kit)
    expect((await openModal(kit)).getAttribute('data-view')).toBe('Account')
    await act(async () => kit.modal.close())
    expect((await openModal(kit, 'Networks')).getAttribute('data-view')).toBe('Networks')
    expect(screen.getByRole('dialog', { name: 'Choose Network' })).toBeTruthy()
  })

  it('back closes the modal when the history has one entry', async () => {
    const kit = createTestKit()
    renderWithKit(kit)
    await openModal(kit, 'Networks')
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    await dialogGone()
    expect(kit.getState().modal.open).toBe(false)
  })

  it('back returns to the previous view when there is one', async () => {
    const kit = createTestKit()
    renderWithKit(kit)
    await openModal(kit)
    await userEvent.click(screen.getByRole('button', { name: 'What is a wallet?' }))
    expect(await screen.findByRole('dialog', { name: 'What is a wallet?' }, { timeout: 5000 })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(await screen.findByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
  })

  it('Escape, the overlay and the close button close it', async () => {
    const kit = createTestKit()
    renderWithKit(kit)
    await openModal(kit)
    await userEvent.keyboard('{Escape}')
    await dialogGone()

    const dialog = await openModal(kit)
    fireEvent.click(dialog.parentElement as HTMLElement)
    await dialogGone()

    const again = await openModal(kit)
    // A click inside the dialog is not an overlay click.
    fireEvent.click(again)
    expect(screen.getByRole('dialog')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    await dialogGone()
  })

  it('shakes for 500 ms instead of closing on ConnectingSiwe while signing in is pending', async () => {
    const kit = createSiweTestKit()
    renderWithKit(kit)
    const dialog = await openModal(kit, 'ConnectingSiwe')
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull()
    const started = Date.now()
    await userEvent.keyboard('{Escape}')
    expect(screen.getByRole('dialog')).toBeTruthy()
    await expect.poll(() => dialog.hasAttribute('data-shake')).toBe(true)
    await expect.poll(() => dialog.hasAttribute('data-shake'), { timeout: 2000 }).toBe(false)
    expect(Date.now() - started).toBeGreaterThanOrEqual(450)
    fireEvent.click(dialog.parentElement as HTMLElement)
    expect(kit.getState().modal.shake).toBe(true)
    expect(kit.getState().modal.open).toBe(true)
  })

  it('shakes on ApproveTransaction with sign-in enabled, and closes there without it', async () => {
    const withSiwe = createSiweTestKit()
    const first = renderWithKit(withSiwe)
    await openModal(withSiwe, 'ApproveTransaction')
    await userEvent.keyboard('{Escape}')
    expect(withSiwe.getState().modal).toMatchObject({ open: true, shake: true })
    first.unmount()

    const plain = createTestKit()
    renderWithKit(plain)
    await openModal(plain, 'ApproveTransaction')
    await userEvent.keyboard('{Escape}')
    await dialogGone()
  })

  it('keeps focus inside while open and gives it back to the opener on close', async () => {
    const kit = createTestKit()
    renderWithKit(kit, <ConnectButton />)
    const opener = screen.getByRole('button', { name: 'Connect Wallet' })
    await userEvent.click(opener)
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 })
    await expect.poll(() => dialog.contains(document.activeElement)).toBe(true)
    const controls = within(dialog).getAllByRole('button')
    for (let step = 0; step < controls.length + 3; step++) {
      await userEvent.tab()
      expect(dialog.contains(document.activeElement)).toBe(true)
    }
    await userEvent.tab({ shift: true })
    expect(dialog.contains(document.activeElement)).toBe(true)
    await userEvent.keyboard('{Escape}')
    await dialogGone()
    expect(document.activeElement).toBe(opener)
  })

  it('locks page scrolling while open and restores it after', async () => {
    const kit = createTestKit()
    document.body.style.overflow = 'scroll'
    renderWithKit(kit)
    await openModal(kit)
    expect(document.body.style.overflow).toBe('hidden')
    await act(async () => kit.modal.close())
    await dialogGone()
    expect(document.body.style.overflow).toBe('scroll')
    document.body.style.overflow = ''
  })

  it('announces toasts in an aria-live region and hides them after a while', async () => {
    const kit = createTestKit()
    renderWithKit(kit)
    const dialog = await openModal(kit)
    const region = within(dialog).getByRole('status')
    expect(region.getAttribute('aria-live')).toBe('polite')
    await act(async () => kit.toast.showSuccess('Transaction started'))
    expect(region.textContent).toBe('Transaction started')
    await expect.poll(() => region.textContent, { timeout: 5000 }).toBe('')
  })

  it("shows 'Action not allowed' for a refused RPC method", async () => {
    const kit = createTestKit()
    renderWithKit(kit)
    const dialog = await openModal(kit)
    await act(async () => kit.toast.showError(new RpcMethodNotAllowedError('eth_unknownMethod')))
    expect(within(dialog).getByRole('status').textContent).toBe('Action not allowed')
  })

  it('follows the theme: data-kit-theme on the root, host variables inline', async () => {
    const kit = createTestKit({ themeVariables: { '--kit-accent': '#ff0066', '--kit-z-index': 5000 } })
    renderWithKit(kit)
    const dialog = await openModal(kit)
    const root = dialog.closest('.kit-root') as HTMLElement
    expect(root.getAttribute('data-kit-theme')).toBe('light')
    expect(root.style.getPropertyValue('--kit-accent')).toBe('#ff0066')
    expect(root.style.getPropertyValue('--kit-z-index')).toBe('5000')
    await act(async () => kit.theme.setMode('dark'))
    expect(root.getAttribute('data-kit-theme')).toBe('dark')
  })

  it('injects the stylesheet once, with the nonce, and not at all when told not to', async () => {
    for (const style of document.head.querySelectorAll('style[data-kit-styles]')) style.remove()
    const kit = createTestKit()
    const first = renderWithKit(kit, <ConnectButton />, { nonce: 'abc123' })
    renderWithKit(createTestKit(), <ConnectButton />)
    await openModal(kit)
    const styles = document.head.querySelectorAll<HTMLStyleElement>('style[data-kit-styles]')
    expect(styles).toHaveLength(1)
    expect(styles[0]?.nonce).toBe('abc123')
    expect(styles[0]?.textContent).toContain('.kit-trigger')
    expect(styles[0]?.textContent).toContain('.kit-card')
    first.unmount()
    for (const style of document.head.querySelectorAll('style[data-kit-styles]')) style.remove()
    renderWithKit(createTestKit(), <ConnectButton />, { injectStyles: false })
    expect(document.head.querySelector('style[data-kit-styles]')).toBeNull()
  })
})
