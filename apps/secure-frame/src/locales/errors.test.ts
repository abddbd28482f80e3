// A failed call in the card's language (issue 45): the sign-in service's refusals by their reason name, the frame's
// own errors by their class, from the lazy error packs; English keeps the error's own words.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { accountTexts, createAccountUi } from '../account/accountUi.js'
import { AuthServiceError, SignInAgainError } from '../errors.js'
import { PasskeyError, RecoveryRecordError } from '../keys/errors.js'
import { report, useFakeObserver, visible } from '../testing/visibility.js'
import { APPROVAL_ARM_DELAY_MS } from '../ui/approvalUi.js'
import { accountTexts as englishAccount } from './en.js'
import { errorLocales, loadErrorTexts, translatedError } from './errors.js'
import { frameLocales } from './frameLocales.js'

const wrongCode = () =>
  new AuthServiceError('Wrong code. 2 attempts left', { status: 400, reason: 'WrongCode' })
const limited = () =>
  new AuthServiceError('Too many e-mails requested from this address. Please try again after 42 seconds', {
    status: 429,
    reason: 'MailRateLimited',
    retryAfterSeconds: 42,
  })
const digits = (locale: string, value: number) =>
  new Intl.NumberFormat(locale, { useGrouping: false }).format(value)

describe('translatedError', () => {
  it('has a pack for every language but English', () => {
    expect([...errorLocales].sort()).toEqual(frameLocales.filter((tag) => tag !== 'en').sort())
  })

  it('Arabic and Japanese: the service’s refusals by reason, with their numbers, and the frame’s own errors', async () => {
    await loadErrorTexts('ar')
    await loadErrorTexts('ja')
    expect(translatedError(wrongCode(), 'ar')).toBe(`رمز خاطئ. المحاولات المتبقية: ${digits('ar', 2)}`)
    expect(translatedError(wrongCode(), 'ja')).toBe('コードが違います。残りの試行回数：2')
    expect(translatedError(limited(), 'ar')).toBe('محاولات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد 42 ث')
    expect(translatedError(limited(), 'ja')).toBe('試行回数が多すぎます。42秒後にもう一度お試しください')
    const unreachable = new AuthServiceError('Could not reach the sign-in service')
    expect(translatedError(unreachable, 'ar')).toBe('تعذّر الوصول إلى خدمة تسجيل الدخول. حاول مرة أخرى')
    expect(translatedError(new SignInAgainError('Sign in again to export your key'), 'ja')).toBe(
      '鍵をエクスポートするには、もう一度サインインしてください',
    )
    expect(translatedError(new RecoveryRecordError('The recovery record is malformed'), 'ar')).toBe(
      'لا يمكن قراءة طريقة فتح محفظتك هذه هنا. جرّب طريقة أخرى',
    )
    expect(translatedError(new PasskeyError('unavailable'), 'ja')).toBe('ここではパスキーを利用できません')
  })

  it('nothing in English, for a language not loaded, an unknown reason, or a count it cannot read', async () => {
    // Fresh modules: this project shares modules between its files, and another may have loaded every language.
    vi.resetModules()
    const { AuthServiceError: FreshAuthServiceError } = await import('../errors.js')
    const fresh = await import('./errors.js')
    const freshWrongCode = () =>
      new FreshAuthServiceError('Wrong code. 2 attempts left', { status: 400, reason: 'WrongCode' })
    await fresh.loadErrorTexts('ar')
    expect(fresh.translatedError(freshWrongCode(), 'ar')).toBeDefined()
    expect(fresh.translatedError(freshWrongCode(), 'en')).toBeUndefined()
    expect(fresh.translatedError(freshWrongCode(), 'ko')).toBeUndefined()
    expect(
      fresh.translatedError(
        new FreshAuthServiceError('New refusal', { status: 400, reason: 'SomethingNew' }),
        'ar',
      ),
    ).toBe(undefined)
    expect(
      fresh.translatedError(
        new FreshAuthServiceError('Wrong code', { status: 400, reason: 'WrongCode' }),
        'ar',
      ),
    ).toBe(undefined)
    expect(fresh.translatedError(new Error('plain'), 'ar')).toBeUndefined()
  })
})

describe('a card’s refusal in the card’s language', () => {
  useFakeObserver()
  afterEach(() => document.body.replaceChildren())

  async function refusedStepUp(locale: string) {
    vi.useFakeTimers()
    await loadErrorTexts(locale)
    const root = document.createElement('main')
    document.body.append(root)
    const ui = createAccountUi(document, root, () => ({ locale, dir: 'ltr', texts: englishAccount }))
    const verify = vi.fn(async () => {
      throw wrongCode()
    })
    void ui.confirmByEmail({
      send: async () => 'ada@example.com',
      verify,
      signal: new AbortController().signal,
    })
    await vi.advanceTimersByTimeAsync(APPROVAL_ARM_DELAY_MS * 2)
    report(visible)
    await vi.advanceTimersByTimeAsync(APPROVAL_ARM_DELAY_MS)
    const press = (text: string) =>
      [...root.querySelectorAll('button')].find((candidate) => candidate.textContent === text)?.click()
    press(accountTexts.sendCode)
    await vi.waitFor(() => expect(root.querySelector('#account-code')).not.toBeNull())
    await vi.advanceTimersByTimeAsync(APPROVAL_ARM_DELAY_MS)
    const input = root.querySelector<HTMLInputElement>('#account-code') as HTMLInputElement
    input.value = '111111'
    press(accountTexts.verify)
    await vi.waitFor(() => expect(root.querySelector('[role="alert"]')?.textContent).toBeTruthy())
    vi.useRealTimers()
    return root.querySelector('[role="alert"]')?.textContent
  }

  it('Arabic: a wrong code says so in Arabic (it used to be the service’s English)', async () => {
    expect(await refusedStepUp('ar')).toBe(`رمز خاطئ. المحاولات المتبقية: ${digits('ar', 2)}`)
  })

  it('Japanese: in Japanese', async () => {
    expect(await refusedStepUp('ja')).toBe('コードが違います。残りの試行回数：2')
  })

  it('English: the service’s own words', async () => {
    expect(await refusedStepUp('en')).toBe('Wrong code. 2 attempts left')
  })
})
