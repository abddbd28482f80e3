import { describe, expect, it } from 'vitest'
import { english } from './mail/en.js'
import {
  formatHtml,
  formatMinutes,
  formatText,
  isRightToLeft,
  mailLocales,
  mailMessages,
  placeholdersOf,
  resolveMailLocale,
} from './mailLocales.js'
import { deviceApprovalMail, otpMail } from './mailTemplates.js'

const keys = Object.keys(english) as (keyof typeof english)[]

describe('the mail languages', () => {
  it('are the 23 of Kit’s modal', () => {
    expect([...mailLocales].sort()).toEqual(
      [
        'en',
        'ar',
        'fa',
        'he',
        'ur',
        'es',
        'pt-BR',
        'fr',
        'de',
        'it',
        'ru',
        'uk',
        'tr',
        'zh-CN',
        'zh-TW',
        'ja',
        'ko',
        'hi',
        'id',
        'vi',
        'th',
        'pl',
        'nl',
      ].sort(),
    )
  })

  it.each(mailLocales.filter((locale) => locale !== 'en'))(
    '%s has every message of English, each with the same placeholders, none left in English',
    (locale) => {
      const messages = mailMessages(locale)
      expect(Object.keys(messages).sort()).toEqual([...keys].sort())
      for (const key of keys) {
        const message = messages[key]
        expect(typeof message, `${locale}.${key}`).toBe('string')
        expect(message.trim().length, `${locale}.${key}`).toBeGreaterThan(0)
        expect(placeholdersOf(message).sort(), `${locale}.${key}`).toEqual(
          placeholdersOf(english[key]).sort(),
        )
      }
      // Words a reader must not meet in English (labels like "App" or "Browser" may be the same word).
      for (const key of [
        'codeSubject',
        'approvalSubject',
        'approvalLead',
        'notYou',
        'pageApprovedBody',
      ] as const)
        expect(messages[key], `${locale}.${key}`).not.toBe(english[key])
    },
  )

  it('are written right to left for Arabic, Persian, Hebrew and Urdu only', () => {
    expect(mailLocales.filter(isRightToLeft).sort()).toEqual(['ar', 'fa', 'he', 'ur'])
  })
})

describe('resolveMailLocale', () => {
  it('matches a tag exactly (any case), else by its language', () => {
    expect(resolveMailLocale('pt-br')).toBe('pt-BR')
    expect(resolveMailLocale('pt-PT')).toBe('pt-BR')
    expect(resolveMailLocale('es-MX')).toBe('es')
    expect(resolveMailLocale('fa-IR')).toBe('fa')
    expect(resolveMailLocale('uk')).toBe('uk')
  })

  it('chooses Chinese by script, as Kit’s modal does', () => {
    expect(['zh-TW', 'zh-HK', 'zh-MO', 'zh-Hant', 'zh-Hant-CN'].map(resolveMailLocale)).toEqual(
      Array(5).fill('zh-TW'),
    )
    expect(['zh', 'zh-CN', 'zh-SG', 'zh-Hans', 'zh-Hans-TW'].map(resolveMailLocale)).toEqual(
      Array(5).fill('zh-CN'),
    )
  })

  it('answers English for a language it lacks, for nothing, and for a hostile or malformed value', () => {
    for (const tag of [
      undefined,
      '',
      'tlh',
      'x',
      '<script>',
      '"><img src=x onerror=alert(1)>',
      'ar-'.padEnd(40, 'x'),
      'zh-!!',
      '__proto__',
      'constructor',
    ])
      expect(resolveMailLocale(tag), String(tag)).toBe('en')
  })
})

describe('formatting', () => {
  it('writes durations with each language’s plural', () => {
    expect(formatMinutes('en', 1)).toBe('1 minute')
    expect(formatMinutes('en', 15)).toBe('15 minutes')
    expect(formatMinutes('ru', 2)).toBe('2 минуты')
    expect(formatMinutes('ru', 15)).toBe('15 минут')
    expect(formatMinutes('pl', 2)).toBe('2 minuty')
  })

  it('escapes the message and the values in HTML, but not markup the templates built', () => {
    expect(formatText('Hi {name}, {missing}', { name: '<b>' })).toBe('Hi <b>, {missing}')
    expect(formatHtml('<i>{a}</i> {b}', { a: '<b>', b: { html: '<a href="x">y</a>' } })).toBe(
      '&#60;i&#62;&#60;b&#62;&#60;/i&#62; <a href="x">y</a>',
    )
  })
})

describe('every mail in every language', () => {
  it.each(mailLocales)(
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
