import { expect, it } from 'vitest'
import {
  admitRequestId,
  createReplayState,
  isStale,
  markApplied,
  parseReplayState,
  REPLAY_WINDOW,
} from './replayGuard.js'

it('refuses an id seen before on the topic, however many other messages came in between', () => {
  const state = createReplayState()
  expect(admitRequestId(state, 500)).toBe(true)
  for (let id = 1000; id < 1000 + REPLAY_WINDOW - 1; id++) expect(admitRequestId(state, id)).toBe(true)
  expect(admitRequestId(state, 500)).toBe(false)
  expect(admitRequestId(state, 1000)).toBe(false)
})

it('keeps memory bounded: past the window the oldest ids fold into a floor, and ids at or below it are refused', () => {
  const state = createReplayState()
  for (let id = 1; id <= REPLAY_WINDOW + 10; id++) admitRequestId(state, id)
  expect(state.ids).toHaveLength(REPLAY_WINDOW)
  expect(state.floor).toBe(10)
  expect(admitRequestId(state, 3)).toBe(false)
  expect(admitRequestId(state, 10)).toBe(false)
  expect(admitRequestId(state, REPLAY_WINDOW + 11)).toBe(true)
  // Out of order but above the floor: new, accepted.
  const gaps = createReplayState()
  admitRequestId(gaps, 30)
  expect(admitRequestId(gaps, 20)).toBe(true)
  expect(gaps.ids).toEqual([20, 30])
})

it('calls a state change stale when it is not newer than the newest one applied', () => {
  const state = createReplayState()
  expect(isStale(state, 5)).toBe(false)
  markApplied(state, 100)
  expect(isStale(state, 99)).toBe(true)
  expect(isStale(state, 100)).toBe(true)
  expect(isStale(state, 101)).toBe(false)
  markApplied(state, 50)
  expect(state.applied).toBe(100)
})

it('survives storage: a stored state reads back the same, a broken one reads as fresh, an oversized one is folded', () => {
  const state = createReplayState()
  for (const id of [7, 3, 9]) admitRequestId(state, id)
  markApplied(state, 9)
  const back = parseReplayState(JSON.parse(JSON.stringify(state)))
  expect(back).toEqual({ ids: [3, 7, 9], applied: 9 })
  expect(admitRequestId(back, 7)).toBe(false)
  expect(parseReplayState('garbage')).toEqual({ ids: [] })
  expect(parseReplayState({ ids: ['1', 2.5, 4], floor: 'x' })).toEqual({ ids: [4] })
  const big = parseReplayState({ ids: Array.from({ length: REPLAY_WINDOW + 5 }, (_, i) => i + 1) })
  expect(big.ids).toHaveLength(REPLAY_WINDOW)
  expect(big.floor).toBe(5)
})
