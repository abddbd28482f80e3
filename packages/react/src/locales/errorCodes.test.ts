import { FrameError } from '@kit/frame-bridge/errors'
import { describe, expect, it } from 'vitest'
import { ConnectorError } from '@kit/core/errors'
import { errorCodeText } from './errorCodes.js'
import coreTextKeys from './packs/core/keys.generated.js'
import { ERROR_NAME_TEXTS, REASON_TEXTS } from './errorCodes.js'

describe('errorCodeText', () => {
  it("gives the text of the sign-in service's reason the frame passed on, with its numbers", () => {
    const wrong = new FrameError('CONNECT_OTP', 'Wrong code. 2 attempts left', { reason: 'WrongCode' })
    expect(errorCodeText(wrong)).toBe('Wrong code. Attempts left: 2')
    const limited = new FrameError(
      'CONNECT_EMAIL',
      'Too many e-mails requested from this address. Please try again after 42 seconds',
      {
        reason: 'MailRateLimited',
      },
    )
    expect(errorCodeText(limited)).toBe('Too many e-mails requested. Please try again after 42 seconds')
    expect(
      errorCodeText(
        new FrameError('CONNECT_OTP', 'The code has expired; request a new code', { reason: 'CodeExpired' }),
      ),
    ).toBe('The code has expired; request a new code')
  })

  it('reads a reason through what wraps it, and a walletconnect error by its name only on the error itself', () => {
    const wrapped = new ConnectorError('Connection failed', {
      cause: new FrameError('CONNECT_OTP', 'Wrong code. 1 attempt left', { reason: 'WrongCode' }),
    })
    expect(errorCodeText(wrapped)).toBe('Wrong code. Attempts left: 1')
    const expired = Object.assign(
      new Error('The connection request expired. Try again with a new QR code.'),
      {
        name: 'ProposalExpiredError',
      },
    )
    expect(errorCodeText(expired)).toBe('The connection request expired. Try again with a new QR code.')
    const timeout = Object.assign(new Error('No answer in time: wc_sessionRequest.'), {
      name: 'RequestTimeoutError',
    })
    expect(errorCodeText(timeout)).toBe('The wallet or the WalletConnect relay did not answer in time.')
    expect(errorCodeText(new ConnectorError('Switch declined', { cause: timeout }))).toBeUndefined()
  })

  it('has nothing for an unknown reason, a missing number, or no code', () => {
    expect(errorCodeText(new FrameError('CONNECT_OTP', 'Odd', { reason: 'SomethingNew' }))).toBeUndefined()
    expect(
      errorCodeText(new FrameError('CONNECT_OTP', 'Wrong code', { reason: 'WrongCode' })),
    ).toBeUndefined()
    expect(errorCodeText(new FrameError('CONNECT_OTP', 'Wrong code'))).toBeUndefined()
    expect(errorCodeText('WrongCode')).toBeUndefined()
    expect(errorCodeText({ reason: 'toString' })).toBeUndefined()
  })

  it('gives only texts the core packs translate', () => {
    for (const text of [...Object.values(REASON_TEXTS), ...Object.values(ERROR_NAME_TEXTS)])
      expect(coreTextKeys).toContain(text)
  })
})
