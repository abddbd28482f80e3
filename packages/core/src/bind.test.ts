import { describe, expect, it } from 'vitest'
import { bindActions } from './bind.js'
import type { KitContext } from './context.js'
import { createTestKit } from './test-utils.js'

type Counter = {
  add(amount: number, label?: string): string
  read(): number
}

describe('bindActions', () => {
  it('calls each action with the kit context first, then the arguments, and returns its result', () => {
    const ctx = createTestKit()._internal
    const calls: unknown[][] = []
    let total = 0
    const counter = bindActions<Counter>(ctx, {
      add(context: KitContext, amount: number, label = 'step') {
        calls.push([context, amount, label])
        total += amount
        return `${label} ${total}`
      },
      read: () => total,
    })
    expect(counter.add(2)).toBe('step 2')
    expect(counter.add(3, 'more')).toBe('more 5')
    expect(counter.read()).toBe(5)
    expect(calls).toEqual([
      [ctx, 2, 'step'],
      [ctx, 3, 'more'],
    ])
    expect(Object.keys(counter)).toEqual(['add', 'read'])
  })

  it('binds the same action to each kit: two kits never share state through it', () => {
    const first = createTestKit()
    const second = createTestKit()
    first.router.push('Networks')
    expect(first.getState().router.view).toBe('Networks')
    expect(second.getState().router.view).toBe('Connect')
  })
})
