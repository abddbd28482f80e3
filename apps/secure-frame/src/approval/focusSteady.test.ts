// The focus watch behind the keyboard rule (L1): a key counts only once the focus has stayed put for a while.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { watchFocus } from './focusSteady.js'

afterEach(() => {
  vi.useRealTimers()
  document.body.replaceChildren()
})

describe('the focus watch', () => {
  it('counts every change (an element, or the frame’s window) and how long the focus has stayed since', async () => {
    vi.useFakeTimers()
    const first = document.createElement('button')
    const second = document.createElement('button')
    document.body.append(first, second)
    const focus = watchFocus({ document })
    // Its start counts as a change: a card takes the focus when shown.
    expect(focus.steadyFor(100)).toBe(false)
    await vi.advanceTimersByTimeAsync(100)
    expect(focus.steadyFor(100)).toBe(true)
    const before = focus.changes
    first.focus()
    expect(focus.changes).toBeGreaterThan(before)
    expect(focus.steadyFor(100)).toBe(false)
    await vi.advanceTimersByTimeAsync(100)
    expect(focus.steadyFor(100)).toBe(true)
    // The host focuses the iframe (or takes the focus away): the frame's window hears it.
    window.dispatchEvent(new FocusEvent('blur'))
    expect(focus.steadyFor(100)).toBe(false)
    await vi.advanceTimersByTimeAsync(100)
    window.dispatchEvent(new FocusEvent('focus'))
    expect(focus.steadyFor(100)).toBe(false)
    await vi.advanceTimersByTimeAsync(100)
    second.focus()
    expect(focus.steadyFor(1)).toBe(false)
    focus.stop()
    const stopped = focus.changes
    first.focus()
    expect(focus.changes).toBe(stopped)
  })
})
