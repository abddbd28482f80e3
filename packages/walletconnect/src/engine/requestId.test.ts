import { expect, it } from 'vitest'
import { createRequestId, REQUEST_ID_SPREAD } from './requestId.js'

const NOW_MS = 1_760_000_000_123

it('is a safe integer shaped like the reference ids: id / 1000 is a time in ms within a second of now', () => {
  const id = createRequestId(NOW_MS)
  expect(Number.isSafeInteger(id)).toBe(true)
  expect(Math.abs(id / 1000 - NOW_MS)).toBeLessThan(1000)
  // Still safe at the far end of the range the comment promises.
  expect(Number.isSafeInteger(createRequestId(Date.UTC(2255, 0, 1)))).toBe(true)
})

it('cannot be guessed from the clock or from the previous id: the low part spreads over a million values', () => {
  const ids = Array.from({ length: 2000 }, () => createRequestId(NOW_MS))
  const base = Math.floor(NOW_MS / 1000) * REQUEST_ID_SPREAD
  for (const id of ids) {
    expect(id).toBeGreaterThanOrEqual(base)
    expect(id).toBeLessThan(base + REQUEST_ID_SPREAD)
  }
  // A clock-based or counting id lands within a few thousand values of the clock; random ones fill the range.
  expect(Math.max(...ids) - Math.min(...ids)).toBeGreaterThan(REQUEST_ID_SPREAD * 0.9)
  expect(ids.filter((id, index) => index > 0 && Math.abs(id - (ids[index - 1] ?? 0)) <= 1)).toEqual([])
  expect(new Set(ids).size).toBeGreaterThan(1990)
})

it('skips an id still in use', () => {
  const taken = new Set<number>()
  for (let i = 0; i < 500; i++) taken.add(createRequestId(NOW_MS, (id) => taken.has(id)))
  expect(taken.size).toBe(500)
  // A candidate in use is redrawn; the first free one is returned.
  const offered: number[] = []
  const id = createRequestId(NOW_MS, (candidate) => {
    offered.push(candidate)
    return offered.length < 3
  })
  expect(offered).toHaveLength(3)
  expect(id).toBe(offered[2])
})
