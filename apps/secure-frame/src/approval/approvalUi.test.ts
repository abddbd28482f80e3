import { afterEach, describe, expect, it, vi } from 'vitest'
import { APPROVAL_ARM_DELAY_MS, createApprovalUi } from './approvalUi.js'
import type { ApprovalView } from './describe.js'

const view: ApprovalView = {
  title: 'Signature request',
  intro: 'https://shop.example asks you to sign this message.',
  rows: [
    { label: 'Message', value: '<img src=x onerror=alert(1)>' },
    { label: 'Account', value: '0xabc', code: true },
  ],
  approveLabel: 'Sign',
  warning: 'Sign only messages you understand.',
}

function setup() {
  document.body.replaceChildren()
  const ui = createApprovalUi(document, document.body)
  const button = (name: string) =>
    [...document.querySelectorAll('button')].find(
      (candidate) => candidate.textContent === name,
    ) as HTMLButtonElement
  return { ui, button }
}

afterEach(() => {
  vi.useRealTimers()
})

/** Cards are shown from a queue, a few microtasks after `ask`. */
async function shown() {
  for (let i = 0; i < 5; i++) await Promise.resolve()
}

describe('approval UI', () => {
  it('shows who asks and what, as text only: nothing the app sends is parsed as HTML', async () => {
    const { ui } = setup()
    void ui.ask(view, new AbortController().signal)
    await shown()
    const dialog = document.querySelector('[role="dialog"]')
    expect(dialog?.getAttribute('aria-modal')).toBe('true')
    expect(document.getElementById('approval-title')?.textContent).toBe('Signature request')
    expect(dialog?.getAttribute('aria-labelledby')).toBe('approval-title')
    expect(dialog?.textContent).toContain('<img src=x onerror=alert(1)>')
    expect(document.querySelector('img')).toBeNull()
    expect(document.querySelector('[role="note"]')?.textContent).toBe('Sign only messages you understand.')
    // Focus starts on the heading, so a screen reader reads the request first.
    expect(document.activeElement?.id).toBe('approval-title')
  })

  it('arms the buttons only after a short delay (a click meant for the page cannot approve)', async () => {
    vi.useFakeTimers()
    const { ui, button } = setup()
    void ui.ask(view, new AbortController().signal)
    await shown()
    expect(button('Sign').disabled).toBe(true)
    expect(button('Reject').disabled).toBe(true)
    vi.advanceTimersByTime(APPROVAL_ARM_DELAY_MS)
    expect(button('Sign').disabled).toBe(false)
    expect(button('Reject').disabled).toBe(false)
  })

  it('Reject answers false and removes the card', async () => {
    vi.useFakeTimers()
    const { ui, button } = setup()
    const answer = ui.ask(view, new AbortController().signal)
    await shown()
    vi.advanceTimersByTime(APPROVAL_ARM_DELAY_MS)
    button('Reject').click()
    await expect(answer).resolves.toBe(false)
    expect(document.querySelector('[role="dialog"]')).toBeNull()
  })

  it('Escape rejects', async () => {
    const { ui } = setup()
    const answer = ui.ask(view, new AbortController().signal)
    await shown()
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    await expect(answer).resolves.toBe(false)
  })

  it('Approve answers true; the card stays with its status until finish(), and the next card waits for it', async () => {
    vi.useFakeTimers()
    const { ui, button } = setup()
    const first = ui.ask(view, new AbortController().signal)
    await shown()
    vi.advanceTimersByTime(APPROVAL_ARM_DELAY_MS)
    button('Sign').click()
    await expect(first).resolves.toBe(true)
    ui.setStatus('Signing…')
    expect(document.querySelector('[role="status"]')?.textContent).toBe('Signing…')
    expect(button('Sign').disabled).toBe(true)
    let secondShown = false
    const second = ui.ask({ ...view, title: 'Second' }, new AbortController().signal)
    await vi.advanceTimersByTimeAsync(10)
    secondShown = document.getElementById('approval-title')?.textContent === 'Second'
    expect(secondShown).toBe(false)
    ui.finish()
    await vi.advanceTimersByTimeAsync(0)
    expect(document.getElementById('approval-title')?.textContent).toBe('Second')
    await vi.advanceTimersByTimeAsync(APPROVAL_ARM_DELAY_MS)
    button('Reject').click()
    await expect(second).resolves.toBe(false)
  })

  it('an aborted request (the host gave up) removes its card and answers false, queued or shown', async () => {
    const { ui } = setup()
    const shown = new AbortController()
    const queued = new AbortController()
    const first = ui.ask(view, shown.signal)
    const second = ui.ask({ ...view, title: 'Queued' }, queued.signal)
    queued.abort()
    await expect(second).resolves.toBe(false)
    shown.abort()
    await expect(first).resolves.toBe(false)
    expect(document.querySelector('[role="dialog"]')).toBeNull()
    expect(document.body.dataset.approval).toBeUndefined()
  })
})
