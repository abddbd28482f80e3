import { describe, expect, it, vi } from 'vitest'
import type { AuthApi, RecoveryKind, RecoveryRecords } from '../authApi.js'
import { AuthServiceError } from '../errors.js'
import { recordsOnDemand } from './recoveryRecords.js'

const answer = (kind: RecoveryKind): RecoveryRecords => ({
  evmAddress: '0x1',
  solanaAddress: 's',
  records: [
    { id: 'r0', kind, credentialId: kind === 'passkey' ? 'c' : null, sealed: '{}', splitId: 'split' },
  ],
})

function api(recoveryRecords: (token: string, kind: RecoveryKind) => Promise<RecoveryRecords>) {
  const spy = vi.fn(recoveryRecords)
  return { api: { recoveryRecords: spy } as unknown as AuthApi, spy }
}

describe('the recovery records of a card (N3)', () => {
  it('asks for each kind only when needed, and once: a mistyped password spends no second release', async () => {
    const { api: stub, spy } = api(async (_token, kind) => answer(kind))
    const records = recordsOnDemand(stub, 'token')
    expect(spy).not.toHaveBeenCalled()
    await expect(records.of('passkey')).resolves.toEqual(answer('passkey'))
    expect(spy.mock.calls).toEqual([['token', 'passkey', undefined]])
    await records.of('password')
    await records.of('password')
    await records.of('passkey')
    expect(spy.mock.calls.map(([, kind]) => kind)).toEqual(['passkey', 'password'])
  })

  it('asks again after a refusal, such as the password’s daily limit', async () => {
    const limited = new AuthServiceError('Try it again in 3 h', {
      status: 429,
      reason: 'PasswordReleaseRateLimited',
      retryAfterSeconds: 10_800,
    })
    const { api: stub, spy } = api(async () => {
      throw limited
    })
    const records = recordsOnDemand(stub, 'token')
    await expect(records.of('password')).rejects.toBe(limited)
    spy.mockImplementation(async (_token, kind) => answer(kind))
    await expect(records.of('password')).resolves.toEqual(answer('password'))
    expect(spy).toHaveBeenCalledTimes(2)
  })
})
