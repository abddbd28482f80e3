// The mouse press rule (L1): a press counts only once the pointer has moved into the card a moment before, and a
// card that arrived under a still pointer (the host moved the frame) is re-armed instead.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { POINTER_ENTRY_MS, watchPointerEntry } from './pointerEntry.js'

let card: HTMLElement
let button: HTMLButtonElement
let outside: HTMLElement

beforeEach(() => {
  vi.useFakeTimers()
  card = document.createElement('section')
  button = document.createElement('button')
  card.append(button)
  outside = document.createElement('p')
  document.body.replaceChildren(card, outside)
})
afterEach(() => {
  vi.useRealTimers()
  document.body.replaceChildren()
})

const pointer = (type: string, pointerType = 'mouse') =>
  new PointerEvent(type, { bubbles: true, cancelable: true, pointerType, detail: 1 })
/** A real mouse move onto `target`: the boundary event and the move, in one input event. */
const moveOnto = (target: Element) => {
  target.dispatchEvent(pointer('pointerover'))
  target.dispatchEvent(pointer('pointermove'))
}
/** Content moved under a still pointer: only the boundary event. */
const arriveUnder = (target: Element) => target.dispatchEvent(pointer('pointerover'))

function watch() {
  const movedUnder = vi.fn()
  const entry = watchPointerEntry({ document, target: card, onMovedUnder: movedUnder })
  return { entry, movedUnder }
}

describe('the pointer entry rule', () => {
  it('a mouse press counts only once the pointer moved into the card at least POINTER_ENTRY_MS before', async () => {
    const { entry, movedUnder } = watch()
    // Never entered.
    expect(entry.pressCounts(pointer('pointerdown'))).toBe(false)
    moveOnto(button)
    await vi.advanceTimersByTimeAsync(POINTER_ENTRY_MS - 1)
    expect(entry.pressCounts(pointer('pointerdown'))).toBe(false)
    // Moving on inside the card does not start the count again.
    button.dispatchEvent(pointer('pointermove'))
    await vi.advanceTimersByTimeAsync(1)
    expect(entry.pressCounts(pointer('pointerdown'))).toBe(true)
    expect(movedUnder).not.toHaveBeenCalled()
  })

  it('leaving the card (to the rest of the frame, or out of it) starts the count over', async () => {
    const { entry } = watch()
    moveOnto(button)
    await vi.advanceTimersByTimeAsync(POINTER_ENTRY_MS)
    moveOnto(outside)
    moveOnto(button)
    expect(entry.pressCounts(pointer('pointerdown'))).toBe(false)
    await vi.advanceTimersByTimeAsync(POINTER_ENTRY_MS)
    expect(entry.pressCounts(pointer('pointerdown'))).toBe(true)
    document.documentElement.dispatchEvent(pointer('pointerleave'))
    expect(entry.pressCounts(pointer('pointerdown'))).toBe(false)
  })

  it('content that arrives under a still pointer: onMovedUnder at once, and the pointer must move in again', async () => {
    const { entry, movedUnder } = watch()
    moveOnto(button)
    await vi.advanceTimersByTimeAsync(POINTER_ENTRY_MS * 2)
    // The host slides the frame: the button arrives under the pointer without a move.
    arriveUnder(button)
    await vi.advanceTimersByTimeAsync(0)
    expect(movedUnder).toHaveBeenCalledTimes(1)
    expect(entry.pressCounts(pointer('pointerdown'))).toBe(false)
    moveOnto(button)
    await vi.advanceTimersByTimeAsync(POINTER_ENTRY_MS)
    expect(entry.pressCounts(pointer('pointerdown'))).toBe(true)
    expect(movedUnder).toHaveBeenCalledTimes(1)
  })

  it('a press that follows the arrival before the next task does not count, and re-arms', async () => {
    const { entry, movedUnder } = watch()
    moveOnto(button)
    await vi.advanceTimersByTimeAsync(POINTER_ENTRY_MS * 2)
    arriveUnder(button)
    expect(entry.pressCounts(pointer('pointerdown'))).toBe(false)
    expect(movedUnder).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(0)
    expect(movedUnder).toHaveBeenCalledTimes(1)
  })

  it('touch and pen presses have no resting pointer: they count, and their boundary events re-arm nothing', async () => {
    const { entry, movedUnder } = watch()
    button.dispatchEvent(pointer('pointerover', 'touch'))
    await vi.advanceTimersByTimeAsync(0)
    expect(entry.pressCounts(pointer('pointerdown', 'touch'))).toBe(true)
    expect(entry.pressCounts(pointer('pointerdown', 'pen'))).toBe(true)
    expect(movedUnder).not.toHaveBeenCalled()
  })

  it('nothing counts once stopped, and no listener is left', async () => {
    const { entry, movedUnder } = watch()
    moveOnto(button)
    await vi.advanceTimersByTimeAsync(POINTER_ENTRY_MS)
    entry.stop()
    expect(entry.pressCounts(pointer('pointerdown'))).toBe(false)
    arriveUnder(button)
    await vi.advanceTimersByTimeAsync(0)
    expect(movedUnder).not.toHaveBeenCalled()
  })
})
