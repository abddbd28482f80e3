import { describe, expect, it } from 'vitest'
import {
  catalogueProblems,
  formatHtml,
  formatMinutes,
  formatText,
  isRightToLeft,
  localeFromAcceptLanguage,
  pageLocale,
  resolveLocale,
  serverLocales,
} from './serverLocales.js'

const hostileTags = [
  '',
  'tlh',
  'x',
  '<script>',
  '"><img src=x onerror=alert(1)>',
  'ar-'.padEnd(40, 'x'),
  'zh-!!',
  '__proto__',
  'constructor',
]

describe('the server’s languages', () => {
  it('are the 23 of Kit’s modal', () => {
    expect([...serverLocales].sort()).toEqual(
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

  it('are written right to left for Arabic, Persian, Hebrew and Urdu only', () => {
    expect(serverLocales.filter(isRightToLeft).sort()).toEqual(['ar', 'fa', 'he', 'ur'])
  })
})

describe('resolveLocale', () => {
  it('matches a tag exactly (any case), else by its language', () => {
    expect(resolveLocale('pt-br')).toBe('pt-BR')
    expect(resolveLocale('pt-PT')).toBe('pt-BR')
    expect(resolveLocale('es-MX')).toBe('es')
    expect(resolveLocale('fa-IR')).toBe('fa')
    expect(resolveLocale('uk')).toBe('uk')
  })

  it('chooses Chinese by script, as Kit’s modal does', () => {
    expect(['zh-TW', 'zh-HK', 'zh-MO', 'zh-Hant', 'zh-Hant-CN'].map(resolveLocale)).toEqual(
      Array(5).fill('zh-TW'),
    )
    expect(['zh', 'zh-CN', 'zh-SG', 'zh-Hans', 'zh-Hans-TW'].map(resolveLocale)).toEqual(
      Array(5).fill('zh-CN'),
    )
  })

  it('answers English for a language it lacks, for nothing, and for a hostile or malformed value', () => {
    for (const tag of [undefined, ...hostileTags]) expect(resolveLocale(tag), String(tag)).toBe('en')
  })
})

describe('localeFromAcceptLanguage and pageLocale', () => {
  it('take the browser’s most wanted language the server has', () => {
    expect(localeFromAcceptLanguage('ar-EG,ar;q=0.9,en;q=0.8')).toBe('ar')
    expect(localeFromAcceptLanguage('tlh, de;q=0.5, fr;q=0.7')).toBe('fr')
    expect(localeFromAcceptLanguage('en;q=0, ja')).toBe('ja')
    expect(localeFromAcceptLanguage('zh-HK')).toBe('zh-TW')
    expect(localeFromAcceptLanguage('*')).toBeUndefined()
    expect(localeFromAcceptLanguage('tlh, x-klingon;q=0.2')).toBeUndefined()
    expect(localeFromAcceptLanguage(undefined)).toBeUndefined()
    expect(localeFromAcceptLanguage('<script>alert(1)</script>;q=1')).toBeUndefined()
  })

  it('prefer the language the frame sent, then Accept-Language, then English', () => {
    expect(pageLocale('ja', 'he-IL')).toBe('he')
    expect(pageLocale('ja', null, 'ko')).toBe('ko')
    expect(pageLocale('ja', 'tlh')).toBe('ja')
    expect(pageLocale(undefined, '"><b>')).toBe('en')
    for (const tag of hostileTags) expect(pageLocale(tag, tag)).toBe('en')
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

describe('catalogueProblems', () => {
  const english = { hello: 'Hello {name}', bye: 'Bye' }
  const full = Object.fromEntries(
    serverLocales.map((locale) => [locale, { hello: 'Hola {name}', bye: 'Adiós' }]),
  )

  it('finds nothing wrong with a complete set', () => {
    expect(catalogueProblems(english, { ...full, en: english }, ['bye'])).toEqual([])
  })

  it('names a missing language, a missing, empty or extra key, other placeholders and English left over', () => {
    const { es: _, ...withoutSpanish } = full
    expect(
      catalogueProblems(
        english,
        {
          ...withoutSpanish,
          en: english,
          ar: { hello: 'مرحبا {name}' },
          ja: { hello: 'こんにちは {user}', bye: ' ' },
          de: { hello: 'Hallo {name}', bye: 'Bye', extra: 'x' },
        },
        ['bye'],
      ),
    ).toEqual([
      'ar.bye: missing',
      'de.extra: not a key of English',
      'de.bye: left in English',
      'es: no table',
      'ja.hello: placeholders differ from English',
      'ja.bye: missing',
    ])
  })
})
