import { describe, expect, it } from 'vitest'
import { encodeCompactU16, readCompactU16 } from './compactU16.js'

describe('compact-u16', () => {
  it('writes 7 bits a byte, low bits first, and reads back what it wrote', () => {
    expect([...encodeCompactU16(0)]).toEqual([0])
    expect([...encodeCompactU16(0x7f)]).toEqual([0x7f])
    expect([...encodeCompactU16(0x80)]).toEqual([0x80, 0x01])
    expect([...encodeCompactU16(0xffff)]).toEqual([0xff, 0xff, 0x03])
    for (const value of [0, 1, 127, 128, 300, 16_383, 16_384, 65_535])
      expect(readCompactU16(Uint8Array.of(9, ...encodeCompactU16(value)), 1)).toEqual({
        value,
        size: encodeCompactU16(value).length,
      })
  })

  it('names why a length cannot be read', () => {
    expect(readCompactU16(new Uint8Array(), 0)).toEqual({ problem: 'truncated' })
    expect(readCompactU16(Uint8Array.of(0x80), 0)).toEqual({ problem: 'truncated' })
    expect(readCompactU16(Uint8Array.of(0xff, 0xff, 0xff), 0)).toEqual({ problem: 'tooLong' })
    expect(readCompactU16(Uint8Array.of(0xff, 0xff, 0x07), 0)).toEqual({ problem: 'tooLarge' })
  })
})
