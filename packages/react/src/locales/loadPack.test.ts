import { describe, expect, it, vi } from 'vitest'
import { LocalePackMismatchError } from './compile.js'
import { loadPack } from './loadPack.js'
import { expandCorePack } from './packs/core/expandCorePack.js'
import coreTextKeys from './packs/core/keys.generated.js'

// Korean's core pack, as a stale build would ship it: one value short of core's texts.
vi.mock('./ko.core.generated.js', () => ({ default: ['하나'] }))

describe('loadPack', () => {
  it("lays the language's core pack over coreTexts", async () => {
    const polish = await loadPack('pl')
    expect(polish.coreTexts['Insufficient balance']).toBe('Niewystarczające saldo')
    expect(polish.coreTexts['Please try again after {seconds} seconds']).toBe(
      'Spróbuj ponownie za {seconds} s',
    )
    expect(polish.connect).not.toBe('Connect Wallet')
  })

  it("keeps the language when its core pack does not fit core's texts (core's texts stay English)", async () => {
    const korean = await loadPack('ko')
    expect(korean.coreTexts['Insufficient balance']).toBeUndefined()
    expect(korean.coreTexts).toEqual({})
    expect(korean.connect).toBe('지갑 연결')
  })
})

describe('expandCorePack', () => {
  it("keys a pack's values by core's English texts, and refuses a pack of another length", () => {
    const values = coreTextKeys.map((text) => `«${text}»`)
    expect(expandCorePack(values, 'xx')['Transaction started']).toBe('«Transaction started»')
    expect(() => expandCorePack(values.slice(1), 'xx')).toThrow(LocalePackMismatchError)
  })
})
