import { describe, expect, it } from 'vitest'
import {
  readShareHeader,
  SHARE_HEADER_BYTES,
  SHARE_MAX_SECRET_BYTES,
  SHARE_ROLE_CODES,
} from './shareHeader.js'

const share = (role: number, shamirBytes = 33, version = 1) => {
  const bytes = new Uint8Array(SHARE_HEADER_BYTES + shamirBytes)
  bytes[0] = version
  bytes[1] = role
  bytes.set(
    Uint8Array.from({ length: 16 }, (_, index) => index),
    2,
  )
  return bytes
}

describe('readShareHeader', () => {
  it('reads the role and the 16-byte split id of each holder', () => {
    for (const [role, code] of Object.entries(SHARE_ROLE_CODES)) {
      const reading = readShareHeader(share(code))
      expect(reading).toEqual({
        ok: true,
        role,
        splitId: Uint8Array.from({ length: 16 }, (_, index) => index),
      })
    }
  })

  it('checks the version before anything else, then the length bounds, then the role', () => {
    expect(readShareHeader(new Uint8Array())).toEqual({ ok: false, problem: 'empty' })
    expect(readShareHeader(Uint8Array.of(2))).toEqual({ ok: false, problem: 'version', version: 2 })
    expect(readShareHeader(share(9, 1))).toEqual({ ok: false, problem: 'tooShort' })
    expect(readShareHeader(share(1, 2)).ok).toBe(true)
    expect(readShareHeader(share(1, SHARE_MAX_SECRET_BYTES + 1)).ok).toBe(true)
    expect(readShareHeader(share(1, SHARE_MAX_SECRET_BYTES + 2))).toEqual({ ok: false, problem: 'tooLong' })
    expect(readShareHeader(share(0))).toEqual({ ok: false, problem: 'role' })
    expect(readShareHeader(share(4))).toEqual({ ok: false, problem: 'role' })
  })
})
