import { expect, it, vi } from 'vitest'
import { createPendingRequests } from './pendingRequests.js'

const waiting = (topic: string) => ({ topic, resolve: vi.fn(), reject: vi.fn() })

it('matches an answer to a request only on the topic the request was sent on', () => {
  const pending = createPendingRequests()
  const onA = waiting('topic-a')
  pending.add(7, onA)
  // Session B's wallet answers with A's id on its own topic: no match, A still waits.
  expect(pending.match('topic-b', 7)).toBeUndefined()
  expect(pending.has(7)).toBe(true)
  expect(pending.match('topic-a', 7)).toBe(onA)
  expect(pending.match('topic-a', 8)).toBeUndefined()
})

it('lists the requests of one topic, and forgets a deleted one', () => {
  const pending = createPendingRequests()
  const a1 = waiting('topic-a')
  const a2 = waiting('topic-a')
  const b1 = waiting('topic-b')
  pending.add(1, a1)
  pending.add(2, a2)
  pending.add(3, b1)
  expect(pending.onTopic('topic-a')).toEqual([a1, a2])
  expect(pending.all()).toHaveLength(3)
  pending.delete(1)
  expect(pending.has(1)).toBe(false)
  expect(pending.match('topic-a', 1)).toBeUndefined()
})
