import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../services/memoryStorage.js'
import { createTestKit } from '../test-utils.js'
import { ONRAMP_ORDERS_KEY, storedOnRampOrderIds, storeOnRampOrderId } from './orderIds.js'

const wallet = '0xAbCdEf0123456789abcdef0123456789ABCDEF01'

describe('the on-ramp orders this browser started', () => {
  it('keeps them per wallet, whatever the address case, the newest 50 only', () => {
    const storage = createMemoryStorage()
    const kit = createTestKit({ storage })
    for (let index = 1; index <= 52; index++) storeOnRampOrderId(kit, wallet, `order-${index}`)
    const ids = storedOnRampOrderIds(kit, wallet.toLowerCase())
    expect(ids).toHaveLength(50)
    expect(ids[0]).toBe('order-3')
    expect(ids.at(-1)).toBe('order-52')
    expect(storedOnRampOrderIds(kit, '0x2222222222222222222222222222222222222222')).toEqual([])
    expect(storage.getItem(ONRAMP_ORDERS_KEY + wallet.toLowerCase())).toContain('order-52')
  })

  it('reads a corrupt or foreign entry as none, and drops what is not an id', () => {
    const storage = createMemoryStorage()
    const kit = createTestKit({ storage })
    storage.setItem(ONRAMP_ORDERS_KEY + wallet.toLowerCase(), '{not json')
    expect(storedOnRampOrderIds(kit, wallet)).toEqual([])
    storage.setItem(
      ONRAMP_ORDERS_KEY + wallet.toLowerCase(),
      JSON.stringify(['a-1', 'x'.repeat(65), 'b c', 7]),
    )
    expect(storedOnRampOrderIds(kit, wallet)).toEqual(['a-1'])
  })
})
