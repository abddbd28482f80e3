import { describe, expect, it } from 'vitest'
import { catalogueProblems, formatMinutes, isRightToLeft, serverLocales } from '../locales/serverLocales.js'
import { english } from './mail/en.js'
import { mailMessages, mailTables } from './mailLocales.js'
import { deviceApprovalMail, otpMail } from './mailTemplates.js'

describe('the mail languages', () => {
  it('every language has every message of English, each with the same placeholders, none left in English', () => {
    // Words a reader must not meet in English (labels like "App" or "Browser" may be the same word).
    const translated = [
      'codeSubject',
      'approvalSubject',
      'approvalLead',
      'notYou',
      'pageApprovedBody',
    ] as const
    expect(catalogueProblems(english, mailTables, translated)).toEqual([])
    // The check can fail: a language without a key, or with a placeholder of its own.
    const { notYou: _, ...withoutKey } = mailMessages('ar')
    expect(
      catalogueProblems(english, { ...mailTables, ar: withoutKey, ja: { ...mailTables.ja, app: '{x}' } }),
    ).toEqual(['ar.notYou: missing', 'ja.app: placeholders differ from English'])
  })
})

describe('every mail in every language', () => {
  it.each(serverLocales)(
    '%s: the code and approval mails carry the values, the HTML its language',
    (locale) => {
      const email = 'a+<x>@example.test'
      for (const purpose of ['login', 'update', 'step-up'] as const) {
        const mail = otpMail(email, '123456', purpose, 10, locale)
        expect(mail.subject).toContain('123456')
        expect(mail.text).toContain('123456')
        expect(mail.text).toContain(formatMinutes(locale, 10))
        expect(mail.text).not.toMatch(/\{\w+\}/)
        expect(mail.html).not.toMatch(/\{\w+\}/)
      }
      const approval = deviceApprovalMail(email, 'https://kit.test/a?token=t&x=1', 15, { ip: '::1' }, locale)
      expect(approval.text).toContain(email)
      expect(approval.text).toContain('\nhttps://kit.test/a?token=t&x=1\n')
      expect(approval.text).not.toMatch(/\{\w+\}/)
      expect(approval.html).toContain('a+&#60;x&#62;@example.test')
      expect(approval.html).not.toContain('<x>')
      expect(approval.html).toContain('<a href="https://kit.test/a?token=t&#38;x=1">')
      if (locale !== 'en')
        expect(
          approval.html.startsWith(`<div lang="${locale}" dir="${isRightToLeft(locale) ? 'rtl' : 'ltr'}">`),
        ).toBe(true)
    },
  )
})
