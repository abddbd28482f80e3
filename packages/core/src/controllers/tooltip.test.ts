import { describe, expect, it } from 'vitest'
import { createTestKit } from '../test-utils.js'

const rect = { width: 40, height: 20, top: 100, left: 50 }

describe('tooltip controller', () => {
  it('holds message, open flag, trigger rectangle and variant, default shade', () => {
    const kit = createTestKit()
    expect(kit.getState().tooltip).toEqual({
      message: '',
      open: false,
      triggerRect: { width: 0, height: 0, top: 0, left: 0 },
      variant: 'shade',
    })
    kit.tooltip.show({ message: 'Copy address', triggerRect: rect })
    expect(kit.getState().tooltip).toEqual({
      message: 'Copy address',
      open: true,
      triggerRect: rect,
      variant: 'shade',
    })
    kit.tooltip.show({ message: 'Copy', triggerRect: rect, variant: 'fill' })
    expect(kit.getState().tooltip.variant).toBe('fill')
  })

  it('hide clears the message and rectangle and keeps the variant', () => {
    const kit = createTestKit()
    kit.tooltip.show({ message: 'Copy', triggerRect: rect, variant: 'fill' })
    kit.tooltip.hide()
    expect(kit.getState().tooltip).toEqual({
      message: '',
      open: false,
      triggerRect: { width: 0, height: 0, top: 0, left: 0 },
      variant: 'fill',
    })
  })

  it('keeps its own copy of the rectangle', () => {
    const kit = createTestKit()
    const mutable = { ...rect }
    kit.tooltip.show({ message: 'Copy', triggerRect: mutable })
    mutable.top = 0
    expect(kit.getState().tooltip.triggerRect.top).toBe(100)
  })
})
