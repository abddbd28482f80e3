import { describe, expect, it } from 'vitest'
import { ApiError, ApiTimeoutError } from '../errors/api.js'
import { OnRampNotConfiguredError } from '../errors/onramp.js'
import { describeOnRampFailure } from './describeOnRampFailure.js'

describe('describeOnRampFailure', () => {
  it('tells no on-ramp, no such route and other failures apart, with the server’s words', () => {
    expect(describeOnRampFailure(new OnRampNotConfiguredError())).toEqual({
      kind: 'not-configured',
      reason: undefined,
    })
    expect(describeOnRampFailure(new ApiError('HTTP 404', { status: 404 }))).toEqual({
      kind: 'not-supported',
      reason: undefined,
    })
    expect(
      describeOnRampFailure(
        new ApiError('HTTP 400', {
          status: 400,
          reasons: [{ name: 'AmountOutOfRange', description: 'minimum is 30 USD' }],
        }),
      ),
    ).toEqual({ kind: 'failed', reason: 'minimum is 30 USD' })
    expect(describeOnRampFailure(new ApiTimeoutError(10, 'https://api.test'))).toEqual({
      kind: 'failed',
      reason: undefined,
    })
    expect(describeOnRampFailure(new Error('boom'))).toEqual({ kind: 'failed', reason: undefined })
    expect(describeOnRampFailure(undefined)).toEqual({ kind: 'failed', reason: undefined })
  })
})
