// The rule of every approving control (armCard): armed only once the card was seen for the arm delay, and an
// activation counts only if it began while armed: a press (L13), a mouse that moved into the card a moment before
// and was not slid under (L1), a key that comes a moment after the focus last moved and was pressed while armed (L1).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { report, transparent, useFakeObserver, visible } from '../testing/visibility.js'
import { armCard } from './armedCard.js'
import { APPROVAL_ARM_DELAY_MS } from './arming.js'
import { POINTER_ENTRY_MS } from './pointerEntry.js'

useFakeObserver()
afterEach(() => {
  document.body.replaceChildren()
})

function setup() {
  vi.useFakeTimers()
  const card = document.createElement('section')
  const heading = document.createElement('h1')
  heading.tabIndex = -1
  const button = document.createElement('button')
  card.append(heading, button)
  document.body.append(card)
  heading.focus()
  const action = vi.fn()
  const arming = armCard({ document, target: card })
  arming.guard(button, action)
  return { card, heading, button, action, arming }
}

/** The card is seen for the whole arm delay. */
async function seen() {
  report(visible)
  await vi.advanceTimersByTimeAsync(APPROVAL_ARM_DELAY_MS)
}

const mouse = (type: string, detail = 1) =>
  new PointerEvent(type, { bubbles: true, cancelable: true, pointerType: 'mouse', detail })

/** The mouse moves onto `target`: the boundary event and the move, as one input event. */
function moveOnto(target: Element) {
  target.dispatchEvent(mouse('pointerover'))
  target.dispatchEvent(mouse('pointermove'))
}
/** A mouse press and release on `target`; returns whether the click was let through. */
function click(target: Element): boolean {
  target.dispatchEvent(mouse('pointerdown'))
  return target.dispatchEvent(mouse('click'))
}
/** A keyboard activation of `target`: Enter's keydown, whose default is the click (detail 0, no pointer). */
function enter(target: Element, repeat = false) {
  target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, repeat }))
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 0 }))
}

describe('armCard: a mouse press', () => {
  it('counts only when the pointer moved into the card at least POINTER_ENTRY_MS before (L1)', async () => {
    const { button, action } = setup()
    await seen()
    expect(button.disabled).toBe(false)
    // Playwright's bare click: a move and a press at once.
    moveOnto(button)
    expect(click(button)).toBe(false)
    expect(action).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(POINTER_ENTRY_MS)
    click(button)
    expect(action).toHaveBeenCalledTimes(1)
  })

  it('an armed card slid under a still pointer disarms, arms again after the full delay, and the press does not count (L1)', async () => {
    const { card, button, action } = setup()
    // The user rests the pointer on the card long enough, then the host moves the frame so that the button
    // arrives under it: Intersection Observer reports nothing new.
    moveOnto(card)
    await seen()
    expect(button.disabled).toBe(false)
    button.dispatchEvent(mouse('pointerover'))
    await vi.advanceTimersByTimeAsync(0)
    expect(button.disabled).toBe(true)
    await vi.advanceTimersByTimeAsync(APPROVAL_ARM_DELAY_MS - 1)
    expect(button.disabled).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(button.disabled).toBe(false)
    // Armed again, but the pointer has not moved since the button arrived under it.
    click(button)
    expect(action).not.toHaveBeenCalled()
    button.dispatchEvent(mouse('pointermove'))
    await vi.advanceTimersByTimeAsync(POINTER_ENTRY_MS)
    click(button)
    expect(action).toHaveBeenCalledTimes(1)
  })

  it('a press that comes with the arrival (before the next task) does not count and disarms', async () => {
    const { card, button, action } = setup()
    moveOnto(card)
    await seen()
    button.dispatchEvent(mouse('pointerover'))
    click(button)
    expect(action).not.toHaveBeenCalled()
    expect(button.disabled).toBe(true)
  })

  it('a press begun before arming, or in an earlier arming, does not count (L13)', async () => {
    const { card, button, action } = setup()
    moveOnto(card)
    await vi.advanceTimersByTimeAsync(POINTER_ENTRY_MS)
    button.dispatchEvent(mouse('pointerdown'))
    await seen()
    button.dispatchEvent(mouse('click'))
    expect(action).not.toHaveBeenCalled()
    button.dispatchEvent(mouse('pointerdown'))
    report(transparent)
    await seen()
    button.dispatchEvent(mouse('click'))
    expect(action).not.toHaveBeenCalled()
  })
})

describe('armCard: a keyboard activation (L1)', () => {
  it('counts only the arm delay after the last focus change', async () => {
    const { button, action } = setup()
    await seen()
    // The focus moved to the button a moment ago (Tab, or the host focusing the frame as keys are pressed).
    button.focus()
    await vi.advanceTimersByTimeAsync(APPROVAL_ARM_DELAY_MS - 1)
    enter(button)
    expect(action).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    enter(button)
    expect(action).toHaveBeenCalledTimes(1)
    // The frame's window loses and regains the focus (the host refocuses the iframe): the count starts over.
    window.dispatchEvent(new FocusEvent('blur'))
    window.dispatchEvent(new FocusEvent('focus'))
    enter(button)
    expect(action).toHaveBeenCalledTimes(1)
  })

  it('the focus placed before the card began to be seen counts as steady once it arms', async () => {
    const { button, action } = setup()
    button.focus()
    await seen()
    enter(button)
    expect(action).toHaveBeenCalledTimes(1)
  })

  it('a key pressed before the card armed (held, repeating, or released after) does not count', async () => {
    const { button, action } = setup()
    button.focus()
    await vi.advanceTimersByTimeAsync(APPROVAL_ARM_DELAY_MS)
    // Space goes down while the card is not armed; it is released once armed (its click comes on release).
    button.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }))
    await seen()
    button.dispatchEvent(new KeyboardEvent('keyup', { key: ' ', bubbles: true }))
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 0 }))
    expect(action).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(0)
    // Enter held from before arming: its repeats do not count either.
    report(transparent)
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
    await seen()
    enter(button, true)
    expect(action).not.toHaveBeenCalled()
    // A fresh press while armed does.
    button.dispatchEvent(new KeyboardEvent('keyup', { key: 'Enter', bubbles: true }))
    await vi.advanceTimersByTimeAsync(0)
    enter(button)
    expect(action).toHaveBeenCalledTimes(1)
  })

  it('an activation without a key (assistive technology) needs the steady focus only', async () => {
    const { button, action } = setup()
    await seen()
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 0 }))
    expect(action).toHaveBeenCalledTimes(1)
  })

  it('nothing counts while the card is not armed, and a refused click’s default is prevented', async () => {
    const { button, action } = setup()
    button.disabled = false
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, detail: 0 })
    button.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(true)
    expect(action).not.toHaveBeenCalled()
  })
})
