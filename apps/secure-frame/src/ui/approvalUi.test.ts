import { afterEach, describe, expect, it, vi } from 'vitest'
import { APPROVAL_ARM_DELAY_MS, createApprovalUi, rowsThatMatter } from './approvalUi.js'
import { ARMING_MIN_RATIO } from '../approval/arming.js'
import type { ApprovalChoice, ApprovalView } from '../approval/describe.js'
import { POINTER_ENTRY_MS } from '../approval/pointerEntry.js'
import { FakeObserver, report, transparent, useFakeObserver, visible } from '../testing/visibility.js'

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

/** What an observation says; `isVisible` is left out to play a browser without Intersection Observer v2. */
function setup() {
  document.body.replaceChildren()
  const ui = createApprovalUi(document, document.body)
  const button = (name: string) =>
    [...document.querySelectorAll('button')].find(
      (candidate) => candidate.textContent === name,
    ) as HTMLButtonElement
  return { ui, button }
}

/** A pointer press and click on `target`, as a mouse makes them. */
function press(target: HTMLElement) {
  target.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, detail: 1 }))
}
function release(target: HTMLElement) {
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }))
}

useFakeObserver()
afterEach(() => {
  Reflect.deleteProperty(document, 'visibilityState')
})

/** Cards are shown from a queue, a few microtasks after `ask`. */
async function shown() {
  for (let i = 0; i < 5; i++) await Promise.resolve()
}

/** The card is seen for the whole arm delay. */
async function seen() {
  await shown()
  report(visible)
  await vi.advanceTimersByTimeAsync(APPROVAL_ARM_DELAY_MS)
}

const title = () => document.getElementById('approval-title')?.textContent

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
    // Stable hooks for tests and hostile-host checks.
    expect(document.querySelector('[data-approval-action="approve"]')?.textContent).toBe('Sign')
    expect(document.querySelector('[data-approval-action="reject"]')?.textContent).toBe('Reject')
  })

  it('Reject answers false and removes the card', async () => {
    vi.useFakeTimers()
    const { ui, button } = setup()
    const answer = ui.ask(view, new AbortController().signal)
    await seen()
    button('Reject').click()
    await expect(answer).resolves.toBe(false)
    expect(document.querySelector('[role="dialog"]')).toBeNull()
  })

  it('Escape rejects, armed or not', async () => {
    const { ui } = setup()
    const answer = ui.ask(view, new AbortController().signal)
    await shown()
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    await expect(answer).resolves.toBe(false)
  })

  it('Approve answers true; the card stays with its status until finish(), and the next card waits for it', async () => {
    vi.useFakeTimers()
    const { ui, button } = setup()
    const signal = new AbortController().signal
    const first = ui.ask(view, signal)
    await seen()
    button('Sign').click()
    await expect(first).resolves.toBe(true)
    ui.setStatus(signal, 'Signing…')
    expect(document.querySelector('[role="status"]')?.textContent).toBe('Signing…')
    expect(button('Sign').disabled).toBe(true)
    const second = ui.ask({ ...view, title: 'Second' }, new AbortController().signal)
    await vi.advanceTimersByTimeAsync(10)
    expect(title()).toBe('Signature request')
    ui.finish(signal)
    await vi.advanceTimersByTimeAsync(0)
    expect(title()).toBe('Second')
    await seen()
    button('Reject').click()
    await expect(second).resolves.toBe(false)
  })

  it('an aborted request (the host gave up) removes its card and answers false, queued or shown', async () => {
    const { ui } = setup()
    const shownRequest = new AbortController()
    const queued = new AbortController()
    const first = ui.ask(view, shownRequest.signal)
    const second = ui.ask({ ...view, title: 'Queued' }, queued.signal)
    queued.abort()
    await expect(second).resolves.toBe(false)
    shownRequest.abort()
    await expect(first).resolves.toBe(false)
    expect(document.querySelector('[role="dialog"]')).toBeNull()
    expect(document.body.dataset.approval).toBeUndefined()
  })
})

describe('approval UI: each request owns its card', () => {
  it('finishing an older request never removes the newer card, and the newer one still settles', async () => {
    vi.useFakeTimers()
    const { ui, button } = setup()
    const older = new AbortController()
    const first = ui.ask(view, older.signal)
    await seen()
    button('Sign').click()
    await expect(first).resolves.toBe(true)
    const second = ui.ask({ ...view, title: 'Newer' }, new AbortController().signal)
    // The older request ends without finish() (its frame request was torn down): the queue moves on.
    older.abort()
    await vi.advanceTimersByTimeAsync(0)
    expect(title()).toBe('Newer')
    // The older operation's late finish() and status touch nothing on the newer card.
    ui.setStatus(older.signal, 'Sent')
    ui.finish(older.signal)
    await vi.advanceTimersByTimeAsync(0)
    expect(title()).toBe('Newer')
    expect(document.querySelector('[role="status"]')?.textContent).toBe('')
    await seen()
    button('Sign').click()
    await expect(second).resolves.toBe(true)
  })

  it('the queue never hangs: a finish() that comes before the queue waits for it still releases the next card', async () => {
    vi.useFakeTimers()
    const { ui, button } = setup()
    const signal = new AbortController().signal
    const first = ui.ask(view, signal)
    const second = ui.ask({ ...view, title: 'Next' }, new AbortController().signal)
    await seen()
    button('Sign').click()
    ui.finish(signal)
    await expect(first).resolves.toBe(true)
    await vi.advanceTimersByTimeAsync(0)
    expect(title()).toBe('Next')
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    await expect(second).resolves.toBe(false)
    expect(document.querySelector('[role="dialog"]')).toBeNull()
  })
})

describe('approval UI: the buttons arm only while the card is seen', () => {
  it('asks Intersection Observer v2 to track visibility, on the whole card', async () => {
    const { ui } = setup()
    void ui.ask(view, new AbortController().signal)
    await shown()
    const observer = FakeObserver.instances[0]
    expect(observer?.init.trackVisibility).toBe(true)
    expect(observer?.init.delay).toBeGreaterThanOrEqual(100)
    expect(observer?.init.threshold).toContain(ARMING_MIN_RATIO)
    expect(observer?.targets).toEqual([document.querySelector('[role="dialog"]')])
  })

  it('waits for the full delay from the first visible moment, not from render', async () => {
    vi.useFakeTimers()
    const { ui, button } = setup()
    void ui.ask(view, new AbortController().signal)
    await shown()
    await vi.advanceTimersByTimeAsync(5_000) // Rendered long ago, never seen.
    expect(button('Sign').disabled).toBe(true)
    report(visible)
    await vi.advanceTimersByTimeAsync(APPROVAL_ARM_DELAY_MS - 1)
    expect(button('Sign').disabled).toBe(true)
    expect(button('Reject').disabled).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(button('Sign').disabled).toBe(false)
    expect(button('Reject').disabled).toBe(false)
    expect(document.querySelector('[role="dialog"]')?.getAttribute('data-armed')).toBe('true')
  })

  it('a host that keeps the frame transparent (opacity, overlay) never arms it', async () => {
    vi.useFakeTimers()
    const { ui, button } = setup()
    const answer = ui.ask(view, new AbortController().signal)
    await shown()
    for (let i = 0; i < 50; i++) {
      report(transparent)
      await vi.advanceTimersByTimeAsync(100)
    }
    expect(button('Sign').disabled).toBe(true)
    press(button('Sign'))
    release(button('Sign'))
    button('Sign').click()
    let settled = false
    void answer.then(() => {
      settled = true
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(false)
  })

  it('disarms the moment visibility drops, and counts the delay again from the next visible moment', async () => {
    vi.useFakeTimers()
    const { ui, button } = setup()
    void ui.ask(view, new AbortController().signal)
    await seen()
    expect(button('Sign').disabled).toBe(false)
    report(transparent)
    expect(button('Sign').disabled).toBe(true)
    expect(button('Reject').disabled).toBe(true)
    report(visible)
    await vi.advanceTimersByTimeAsync(APPROVAL_ARM_DELAY_MS - 1)
    expect(button('Sign').disabled).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(button('Sign').disabled).toBe(false)
    // Partly outside the frame's viewport counts as not seen too.
    report({ ...visible, intersectionRatio: 0.5 })
    expect(button('Sign').disabled).toBe(true)
    // A visibility flicker within the delay starts the count over.
    report(visible)
    await vi.advanceTimersByTimeAsync(300)
    report(transparent)
    report(visible)
    await vi.advanceTimersByTimeAsync(300)
    expect(button('Sign').disabled).toBe(true)
    await vi.advanceTimersByTimeAsync(100)
    expect(button('Sign').disabled).toBe(false)
  })

  it('a pointer press that began before arming does not approve; a press after arming does', async () => {
    vi.useFakeTimers()
    const { ui, button } = setup()
    const answer = ui.ask(view, new AbortController().signal)
    await shown()
    report(visible)
    await vi.advanceTimersByTimeAsync(APPROVAL_ARM_DELAY_MS / 2)
    press(button('Sign'))
    await vi.advanceTimersByTimeAsync(APPROVAL_ARM_DELAY_MS)
    expect(button('Sign').disabled).toBe(false)
    release(button('Sign'))
    let settled = false
    void answer.then(() => {
      settled = true
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(false)
    press(button('Sign'))
    release(button('Sign'))
    await expect(answer).resolves.toBe(true)
  })

  it('a press made while armed does not count after a drop in visibility', async () => {
    vi.useFakeTimers()
    const { ui, button } = setup()
    const answer = ui.ask(view, new AbortController().signal)
    await seen()
    press(button('Sign'))
    report(transparent)
    report(visible)
    await vi.advanceTimersByTimeAsync(APPROVAL_ARM_DELAY_MS)
    release(button('Sign'))
    let settled = false
    void answer.then(() => {
      settled = true
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(false)
  })

  it('without Intersection Observer v2 (no isVisible): in view, page visible, and the pointer or focus in the frame', async () => {
    vi.useFakeTimers()
    const focus = vi.spyOn(document, 'hasFocus').mockReturnValue(false)
    const { ui, button } = setup()
    void ui.ask(view, new AbortController().signal)
    await shown()
    report({ isIntersecting: true, intersectionRatio: 1 })
    await vi.advanceTimersByTimeAsync(2_000)
    expect(button('Sign').disabled).toBe(true) // The frame has no focus, and no pointer came by.
    document.dispatchEvent(new MouseEvent('pointermove', { bubbles: true }))
    await vi.advanceTimersByTimeAsync(APPROVAL_ARM_DELAY_MS)
    expect(button('Sign').disabled).toBe(false)
    document.documentElement.dispatchEvent(new MouseEvent('pointerleave'))
    expect(button('Sign').disabled).toBe(true)
    document.dispatchEvent(new MouseEvent('pointermove', { bubbles: true }))
    await vi.advanceTimersByTimeAsync(APPROVAL_ARM_DELAY_MS)
    expect(button('Sign').disabled).toBe(false)
    // The tab goes to the background.
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' })
    document.dispatchEvent(new Event('visibilitychange'))
    expect(button('Sign').disabled).toBe(true)
    Reflect.deleteProperty(document, 'visibilityState')
    document.dispatchEvent(new Event('visibilitychange'))
    // The frame's window gets the focus (the host focuses the iframe for the approval) without the pointer.
    document.documentElement.dispatchEvent(new MouseEvent('pointerleave'))
    focus.mockReturnValue(true)
    window.dispatchEvent(new FocusEvent('focus'))
    await vi.advanceTimersByTimeAsync(APPROVAL_ARM_DELAY_MS)
    expect(button('Sign').disabled).toBe(false)
    focus.mockReturnValue(false)
    window.dispatchEvent(new FocusEvent('blur'))
    expect(button('Sign').disabled).toBe(true)
    focus.mockRestore()
  })

  it('stops watching once answered', async () => {
    vi.useFakeTimers()
    const { ui, button } = setup()
    const answer = ui.ask(view, new AbortController().signal)
    await seen()
    button('Reject').click()
    await expect(answer).resolves.toBe(false)
    expect(FakeObserver.instances[0]?.disconnected).toBe(true)
  })
})

describe('approval UI: a move under the pointer, and keys (L1)', () => {
  const mouse = (type: string) =>
    new PointerEvent(type, { bubbles: true, cancelable: true, pointerType: 'mouse', detail: 1 })
  const mouseClick = (target: HTMLElement) => {
    target.dispatchEvent(mouse('pointerdown'))
    target.dispatchEvent(mouse('click'))
  }
  async function settled(answer: Promise<boolean>) {
    let done = false
    void answer.then(() => {
      done = true
    })
    await vi.advanceTimersByTimeAsync(0)
    return done
  }

  it('the armed card slid under a resting pointer disarms, and Approve needs the pointer to move in again', async () => {
    vi.useFakeTimers()
    const { ui, button } = setup()
    const answer = ui.ask(view, new AbortController().signal)
    await shown()
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]') as HTMLElement
    // The user reads the card with the pointer on it, long enough for everything to arm.
    dialog.dispatchEvent(mouse('pointerover'))
    dialog.dispatchEvent(mouse('pointermove'))
    report(visible)
    await vi.advanceTimersByTimeAsync(APPROVAL_ARM_DELAY_MS)
    expect(dialog.dataset.armed).toBe('true')
    // The host moves the iframe so that Sign lies under the still pointer, and the user presses.
    button('Sign').dispatchEvent(mouse('pointerover'))
    mouseClick(button('Sign'))
    expect(await settled(answer)).toBe(false)
    expect(dialog.dataset.armed).toBe('false')
    expect(button('Sign').disabled).toBe(true)
    await vi.advanceTimersByTimeAsync(APPROVAL_ARM_DELAY_MS)
    expect(button('Sign').disabled).toBe(false)
    // A move there, then a press a moment later, is the user's.
    button('Sign').dispatchEvent(mouse('pointermove'))
    mouseClick(button('Sign'))
    expect(await settled(answer)).toBe(false)
    await vi.advanceTimersByTimeAsync(POINTER_ENTRY_MS)
    mouseClick(button('Sign'))
    await expect(answer).resolves.toBe(true)
  })

  it('Enter on Approve counts only the arm delay after the focus moved there', async () => {
    vi.useFakeTimers()
    const { ui, button } = setup()
    const answer = ui.ask(view, new AbortController().signal)
    await seen()
    button('Sign').focus()
    button('Sign').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
    button('Sign').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 0 }))
    expect(await settled(answer)).toBe(false)
    button('Sign').dispatchEvent(new KeyboardEvent('keyup', { key: 'Enter', bubbles: true }))
    await vi.advanceTimersByTimeAsync(APPROVAL_ARM_DELAY_MS)
    button('Sign').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
    button('Sign').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 0 }))
    await expect(answer).resolves.toBe(true)
  })
})

describe('approval UI: a choice on the card (which fee to pay)', () => {
  const choiceView: ApprovalView & { choice: ApprovalChoice } = {
    title: 'Approve transaction',
    intro: 'https://shop.example asks you to send a transaction.',
    rows: [],
    approveLabel: 'Send',
    warning: 'The app asks for a network fee far above today’s.',
    choice: {
      id: 'fee',
      label: 'Network fee to pay',
      selected: 'market',
      options: [
        { value: 'market', label: 'Today’s market fee', detail: 'Max 0.00042 POL' },
        { value: 'app', label: 'The app’s fee', detail: '<b>Max 9 POL</b>' },
        { value: 'broke', label: 'Another fee', detail: 'more than your account holds', disabled: true },
      ],
    },
  }
  const radio = (value: string) =>
    document.querySelector<HTMLInputElement>(
      `[data-testid="approval-choice-fee-${value}"]`,
    ) as HTMLInputElement

  it('shows each option as text, the default selected; Approve answers it', async () => {
    vi.useFakeTimers()
    const { ui, button } = setup()
    const answer = ui.askChoice(choiceView, new AbortController().signal)
    await seen()
    const fieldset = document.querySelector('[data-testid="approval-choice-fee"]')
    expect(fieldset?.querySelector('legend')?.textContent).toBe('Network fee to pay')
    expect(fieldset?.textContent).toContain('<b>Max 9 POL</b>')
    expect(fieldset?.querySelector('b')).toBeNull()
    expect(radio('market').checked).toBe(true)
    expect(radio('app').checked).toBe(false)
    expect(radio('broke').disabled).toBe(true)
    // The choice stays in view with the buttons, outside the scrolling details.
    expect(fieldset?.closest('.approval-body')).toBeNull()
    button('Send').click()
    await expect(answer).resolves.toBe('market')
    expect(radio('app').disabled).toBe(true)
  })

  it('a pick made while armed re-arms the card: Approve waits the delay again, then answers the pick', async () => {
    vi.useFakeTimers()
    const { ui, button } = setup()
    const answer = ui.askChoice(choiceView, new AbortController().signal)
    await seen()
    expect(button('Send').disabled).toBe(false)
    radio('app').click()
    expect(radio('app').checked).toBe(true)
    expect(button('Send').disabled).toBe(true)
    await vi.advanceTimersByTimeAsync(APPROVAL_ARM_DELAY_MS - 1)
    expect(button('Send').disabled).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    button('Send').click()
    await expect(answer).resolves.toBe('app')
  })

  it('a change while the card is not armed (unseen, or covered) is undone', async () => {
    vi.useFakeTimers()
    const { ui, button } = setup()
    const answer = ui.askChoice(choiceView, new AbortController().signal)
    await shown()
    report(transparent)
    radio('app').click()
    expect(radio('app').checked).toBe(false)
    expect(radio('market').checked).toBe(true)
    report(visible)
    await vi.advanceTimersByTimeAsync(APPROVAL_ARM_DELAY_MS)
    button('Send').click()
    await expect(answer).resolves.toBe('market')
  })

  it('Reject and an abort answer undefined; nothing is picked', async () => {
    vi.useFakeTimers()
    const { ui, button } = setup()
    const rejected = ui.askChoice(choiceView, new AbortController().signal)
    await seen()
    button('Reject').click()
    await expect(rejected).resolves.toBeUndefined()
    const host = new AbortController()
    const aborted = ui.askChoice(choiceView, host.signal)
    await shown()
    host.abort()
    await expect(aborted).resolves.toBeUndefined()
  })
})

describe('approval UI in another language', () => {
  it('speaks the language in force when the card is drawn, right to left for Arabic', async () => {
    document.body.replaceChildren()
    const { createFrameLanguage } = await import('../locales/index.js')
    const language = createFrameLanguage()
    await language.use(['ar'])
    const ui = createApprovalUi(document, document.body, undefined, language.current)
    void ui.ask(view, new AbortController().signal)
    await shown()
    const card = document.querySelector<HTMLElement>('[data-approval-card]')
    expect(card?.getAttribute('dir')).toBe('rtl')
    expect(card?.getAttribute('lang')).toBe('ar')
    expect(document.querySelector('[data-approval-action="reject"]')?.textContent).toBe('رفض')
    expect(document.querySelector('.approval-body')?.getAttribute('aria-label')).toBe('تفاصيل الطلب')
  })
})

describe('approval UI at a small height', () => {
  const address = '0x1111111111111111111111111111111111112345'
  const send: ApprovalView = {
    title: 'Approve transaction',
    intro: 'https://shop.example asks you to send a transaction.',
    rows: [
      { id: 'to', label: 'To', value: address, code: true },
      { id: 'amount', label: 'Amount', value: '1 POL' },
      { id: 'max-fee', label: 'Max network fee', value: '0.0001 POL' },
    ],
    approveLabel: 'Send',
  }

  it('keeps the max network fee out of the scrolling details, and an address’s last characters on one line', async () => {
    const { ui } = setup()
    void ui.ask(send, new AbortController().signal)
    await shown()
    const fee = document.querySelector('[data-testid="approval-row-max-fee"]')
    expect(fee?.closest('.approval-body')).toBeNull()
    expect(fee?.closest('.approval-pinned')).not.toBeNull()
    const to = document.querySelector('[data-testid="approval-row-to"] pre')
    expect(to?.textContent).toBe(address)
    expect(to?.querySelector('.approval-keep')?.textContent).toBe('11112345')
    expect(to?.querySelector('.approval-address')?.getAttribute('dir')).toBe('ltr')
  })

  it('arms only once the rows that matter have been in view: below the fold, it says to scroll and waits for it', async () => {
    vi.useFakeTimers()
    // Layout jsdom does not do: the details show 0–100 px; the amount sits at 150–170 until scrolled.
    let scrolled = 0
    const rect = (top: number, bottom: number) => ({ top, bottom }) as DOMRect
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      if (this.classList.contains('approval-body')) return rect(0, 100)
      const testId = this.dataset.testid ?? ''
      if (testId.startsWith('approval-row-amount')) return rect(150 - scrolled, 170 - scrolled)
      return rect(10, 30)
    })
    try {
      const { ui, button } = setup()
      const answer = ui.ask(send, new AbortController().signal)
      await seen()
      await vi.advanceTimersByTimeAsync(APPROVAL_ARM_DELAY_MS * 3)
      expect(button('Send').disabled).toBe(true)
      expect(button('Reject').disabled).toBe(true)
      // A visible line says what to do, and it is the disabled buttons' description (their reason).
      const hint = document.getElementById('approval-hint') as HTMLElement
      expect(hint.hidden).toBe(false)
      expect(hint.textContent).toBe(
        'Scroll to read the whole request: the buttons work once you have seen it.',
      )
      expect(button('Send').getAttribute('aria-describedby')).toBe('approval-hint')
      expect(button('Reject').getAttribute('aria-describedby')).toBe('approval-hint')
      scrolled = 100
      document.querySelector('.approval-body')?.dispatchEvent(new Event('scroll'))
      report(visible)
      await vi.advanceTimersByTimeAsync(APPROVAL_ARM_DELAY_MS - 1)
      // The arm delay counts from the moment the last row came into view.
      expect(button('Send').disabled).toBe(true)
      await vi.advanceTimersByTimeAsync(1)
      expect(button('Send').disabled).toBe(false)
      expect(button('Reject').disabled).toBe(false)
      expect(hint.hidden).toBe(true)
      expect(button('Send').hasAttribute('aria-describedby')).toBe(false)
      button('Reject').click()
      await expect(answer).resolves.toBe(false)
    } finally {
      vi.restoreAllMocks()
    }
  })

  it('a row that matters seen while the card was hidden does not count: it waits for the card in sight', async () => {
    vi.useFakeTimers()
    let scrolled = 0
    const rect = (top: number, bottom: number) => ({ top, bottom }) as DOMRect
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      if (this.classList.contains('approval-body')) return rect(0, 100)
      const testId = this.dataset.testid ?? ''
      if (testId.startsWith('approval-row-amount')) return rect(150 - scrolled, 170 - scrolled)
      return rect(10, 30)
    })
    try {
      const { ui, button } = setup()
      void ui.ask(send, new AbortController().signal)
      await shown()
      report(transparent)
      scrolled = 100
      document.querySelector('.approval-body')?.dispatchEvent(new Event('scroll'))
      scrolled = 0
      document.querySelector('.approval-body')?.dispatchEvent(new Event('scroll'))
      report(visible)
      await vi.advanceTimersByTimeAsync(APPROVAL_ARM_DELAY_MS * 3)
      expect(button('Send').disabled).toBe(true)
      expect(document.getElementById('approval-hint')?.hidden).toBe(false)
    } finally {
      vi.restoreAllMocks()
    }
  })

  it('Escape rejects a card still waiting for its scroll', async () => {
    vi.useFakeTimers()
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return (this.dataset.testid ?? '').startsWith('approval-row-amount')
        ? ({ top: 150, bottom: 170 } as DOMRect)
        : ({ top: 0, bottom: 100 } as DOMRect)
    })
    try {
      const { ui } = setup()
      const answer = ui.ask(send, new AbortController().signal)
      await seen()
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
      await expect(answer).resolves.toBe(false)
    } finally {
      vi.restoreAllMocks()
    }
  })
})

describe('approval UI where every row that matters fits', () => {
  it('arms once seen for the arm delay, without a scroll and without the hint', async () => {
    vi.useFakeTimers()
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('approval-body')
        ? ({ top: 0, bottom: 300 } as DOMRect)
        : ({ top: 150, bottom: 170 } as DOMRect)
    })
    try {
      const { ui, button } = setup()
      void ui.ask(
        {
          title: 'Approve transaction',
          intro: 'x',
          rows: [{ id: 'amount', label: 'Amount', value: '1 POL' }],
          approveLabel: 'Send',
        },
        new AbortController().signal,
      )
      await seen()
      expect(button('Send').disabled).toBe(false)
      expect(document.getElementById('approval-hint')?.hidden).toBe(true)
    } finally {
      vi.restoreAllMocks()
    }
  })

  it('a frame page that requires no rows (mustSee) arms as before, a row below the fold or not', async () => {
    vi.useFakeTimers()
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return (this.dataset.testid ?? '').startsWith('approval-row-amount')
        ? ({ top: 150, bottom: 170 } as DOMRect)
        : ({ top: 0, bottom: 100 } as DOMRect)
    })
    try {
      document.body.replaceChildren()
      const ui = createApprovalUi(document, document.body, undefined, undefined, () => false)
      void ui.ask(
        {
          title: 'Approve transaction',
          intro: 'x',
          rows: [{ id: 'amount', label: 'Amount', value: '1 POL' }],
          approveLabel: 'Send',
        },
        new AbortController().signal,
      )
      await seen()
      expect([...document.querySelectorAll('button')].find((b) => b.textContent === 'Reject')?.disabled).toBe(
        false,
      )
    } finally {
      vi.restoreAllMocks()
    }
  })

  it('a row another one already covers (matters: false) does not hold the card back; a sentence takes the whole width', async () => {
    vi.useFakeTimers()
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      if (this.classList.contains('approval-body')) return { top: 0, bottom: 100 } as DOMRect
      return (this.dataset.testid ?? '').startsWith('approval-row-to')
        ? ({ top: 150, bottom: 170 } as DOMRect)
        : ({ top: 10, bottom: 30 } as DOMRect)
    })
    try {
      const { ui, button } = setup()
      void ui.ask(
        {
          title: 'Approve transaction',
          intro: 'x',
          rows: [
            { id: 'explain', label: 'Token transfer', value: '12.5 kUSD to 0xbeef', code: true },
            { id: 'to', label: 'To', value: '0xtoken', code: true, matters: false },
          ],
          approveLabel: 'Send',
        },
        new AbortController().signal,
      )
      await seen()
      expect(button('Send').disabled).toBe(false)
      expect(
        document.querySelector('[data-testid="approval-row-explain"]')?.classList.contains('approval-wide'),
      ).toBe(true)
      expect(
        document.querySelector('[data-testid="approval-row-to"]')?.classList.contains('approval-wide'),
      ).toBe(false)
    } finally {
      vi.restoreAllMocks()
    }
  })

  it('rowsThatMatter: what moves, to whom, what is approved, a sign-in warning; not who signs or the network', () => {
    for (const id of ['to', 'amount', 'data', 'explain', 'call-2', 'warning', 'sign-in-warning'])
      expect(rowsThatMatter(id)).toBe(true)
    for (const id of ['from', 'network', 'account-type', 'app', undefined])
      expect(rowsThatMatter(id)).toBe(false)
  })
})
