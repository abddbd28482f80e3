import { describe, expect, it, vi } from 'vitest'
import { Approvals } from './approvals.js'
import { InvalidTestWalletOptionError, UserRejectedRequestError } from './errors.js'

const request = { ecosystem: 'evm', method: 'personal_sign', params: [], summary: 'Sign' } as const

describe('Approvals', () => {
  it('approve resolves at once and reject fails with 4001 "User rejected the request."', async () => {
    await expect(new Approvals('approve', 1000).request(request)).resolves.toBeUndefined()
    const error = await new Approvals('reject', 1000).request(request).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ code: 4001, message: 'User rejected the request.' })
  })

  it('ask parks the request until resolve() and announces it', async () => {
    const approvals = new Approvals('ask', 10_000)
    const seen = vi.fn()
    approvals.events.on('request', seen)
    const approved = approvals.request(request)
    const rejected = approvals.request({ ...request, method: 'eth_sendTransaction' })
    expect(approvals.pending.map((pending) => pending.method)).toEqual([
      'personal_sign',
      'eth_sendTransaction',
    ])
    expect(seen).toHaveBeenCalledTimes(2)
    const [first, second] = approvals.pending
    expect(approvals.resolve(first?.id ?? '', true)).toBe(true)
    expect(approvals.resolve(second?.id ?? '', false)).toBe(true)
    await expect(approved).resolves.toBeUndefined()
    await expect(rejected).rejects.toMatchObject({ code: 4001 })
    expect(approvals.pending).toEqual([])
    expect(approvals.resolve('unknown', true)).toBe(false)
  })

  it('switching the policy settles what waits that way', async () => {
    const approvals = new Approvals('ask', 10_000)
    const first = approvals.request(request)
    approvals.setPolicy('approve')
    await expect(first).resolves.toBeUndefined()
    approvals.setPolicy('ask')
    const second = approvals.request(request)
    approvals.setPolicy('reject')
    await expect(second).rejects.toMatchObject({ code: 4001 })
    expect(approvals.policy).toBe('reject')
  })

  it('a request nobody answers is rejected after askTimeoutMs, so nothing waits forever', async () => {
    vi.useFakeTimers()
    try {
      const approvals = new Approvals('ask', 500)
      const waiting = approvals.request(request).catch((error: unknown) => error)
      await vi.advanceTimersByTimeAsync(499)
      expect(approvals.pending).toHaveLength(1)
      await vi.advanceTimersByTimeAsync(1)
      expect(await waiting).toMatchObject({ code: 4001 })
      expect(approvals.pending).toHaveLength(0)
    } finally {
      vi.useRealTimers()
    }
  })

  it('rejectAll() rejects every waiting request', async () => {
    const approvals = new Approvals('ask', 10_000)
    const waiting = [approvals.request(request), approvals.request(request)]
    approvals.rejectAll()
    for (const result of await Promise.allSettled(waiting)) expect(result.status).toBe('rejected')
  })

  it('refuses an unknown policy', () => {
    expect(() => new Approvals('maybe' as never, 1)).toThrow(InvalidTestWalletOptionError)
    expect(() => new Approvals('ask', 1).setPolicy('always' as never)).toThrow(
      'Invalid test wallet option "policy".',
    )
  })
})
