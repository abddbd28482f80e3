// The right-to-left pseudo-locale `ar-XB` (issue 45): the en-XA text laid out right to left, chosen only by its tag.
import { describe, expect, it } from 'vitest'
import { loadLocaleMessages, localeDirection, resolveLocale, supportedLocales } from './index.js'

describe('the pseudo-bidi locale ar-XB', () => {
  it('is chosen by its exact tag only, never for Arabic', () => {
    expect(supportedLocales).toContain('ar-XB')
    expect(resolveLocale('ar-xb', [])).toBe('ar-XB')
    expect(resolveLocale(undefined, ['ar-XB'])).toBe('ar-XB')
    expect(resolveLocale('ar-EG', [])).toBe('ar')
    expect(resolveLocale(undefined, ['ar-SA'])).toBe('ar')
  })

  it('is right to left, en-XA left to right', () => {
    expect(localeDirection('ar-XB')).toBe('rtl')
    expect(localeDirection('en-XA')).toBe('ltr')
  })

  it('speaks the en-XA text, no pack of its own', async () => {
    const [bidi, accented] = await Promise.all([loadLocaleMessages('ar-XB'), loadLocaleMessages('en-XA')])
    expect(bidi?.connect).toBe(accented?.connect)
    expect(bidi?.connect).toMatch(/^\[Çóññéçt Wáll/)
    expect(bidi?.enterCode?.('alice@example.com')).toBe(accented?.enterCode?.('alice@example.com'))
  })
})
