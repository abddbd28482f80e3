import { describe, expect, it } from 'vitest'
import { kitLanguages } from '@kit/frame-bridge/locales'
import { accountTexts, en, type FrameCardMessages, type FrameMessages, recoveryTexts } from './en.js'
import { messageVariables } from './format.js'
import { createFrameLanguage, createFrameTexts, frameLocales, resolveFrameLocale } from './index.js'
import ar from './packs/ar.js'
import es from './packs/es.js'
import ru from './packs/ru.js'
import ur from './packs/ur.js'
import zhCN from './packs/zh-CN.js'

/** Every pack on disk by its locale (file name), the approval card's and the other cards'. */
const packFiles = import.meta.glob<FrameMessages>('./packs/*.ts', { eager: true, import: 'default' })
const cardFiles = import.meta.glob<FrameCardMessages>('./packs/cards/*.ts', {
  eager: true,
  import: 'default',
})
const byLocale = <T>(files: Record<string, T>) =>
  Object.fromEntries(Object.entries(files).map(([file, pack]) => [file.replace(/^.*\/|\.ts$/g, ''), pack]))
const approvalPacks = byLocale(packFiles)
const cardPacks = byLocale(cardFiles)

/** The variables of every message in `english`, and of the same keys in `pack`. */
function sameVariables(locale: string, english: Record<string, string>, pack: Record<string, string>) {
  expect(Object.keys(pack).sort(), locale).toEqual(Object.keys(english).sort())
  for (const key of Object.keys(english))
    expect(messageVariables(pack[key] ?? ''), `${locale}.${key}`).toEqual(
      messageVariables(english[key] ?? ''),
    )
}

describe('the frame’s language', () => {
  it('takes a language it ships (exact, else by language), and English for anything else', () => {
    expect(resolveFrameLocale(['ar'])).toBe('ar')
    expect(resolveFrameLocale(['es-MX'])).toBe('es')
    expect(resolveFrameLocale(['JA-jp'])).toBe('ja')
    expect(resolveFrameLocale(['xx', 'es'])).toBe('es')
    expect(resolveFrameLocale(['pt-PT'])).toBe('pt-BR')
    expect(resolveFrameLocale(['ur-PK'])).toBe('ur')
    for (const hostile of ['', 'zz', 'en-US<script>', 'a'.repeat(5000), 'zh-<b>', '__proto__', 'constructor'])
      expect(resolveFrameLocale([hostile])).toBe('en')
  })

  it('gives Chinese the pack of its script, as the modal does, never the other', () => {
    for (const tag of ['zh', 'zh-CN', 'zh-cn', 'zh-SG', 'zh-Hans', 'zh-Hans-HK'])
      expect(resolveFrameLocale([tag]), tag).toBe('zh-CN')
    for (const tag of ['zh-TW', 'zh-HK', 'zh-MO', 'zh-Hant', 'zh-Hant-CN'])
      expect(resolveFrameLocale([tag]), tag).toBe('zh-TW')
    // A script neither pack is written in goes on to the next tag, not to the other Chinese.
    expect(resolveFrameLocale(['zh-Latn', 'ja'])).toBe('ja')
    expect(resolveFrameLocale(['zh-Latn'])).toBe('en')
  })

  it('switches at run time once the pack is in; a later ask wins over one still loading', async () => {
    const language = createFrameLanguage()
    const heard: string[] = []
    language.onChange((texts) => heard.push(texts.locale))
    expect(language.current().t('reject')).toBe('Reject')
    const slow = language.use(['ar'])
    await language.use(['ja'])
    await slow
    expect(language.current().locale).toBe('ja')
    expect(language.current().t('reject')).toBe('拒否')
    await language.use(['ar-EG'])
    expect(language.current()).toMatchObject({ locale: 'ar', dir: 'rtl' })
    await language.use(['no-such-language'])
    expect(language.current()).toMatchObject({ locale: 'en', dir: 'ltr' })
    expect(heard).toEqual(['ja', 'ar', 'en'])
    // A card drawn while a language loads waits for it.
    void language.use(['es'])
    expect((await language.settled()).t('reject')).toBe('Rechazar')
  })

  it('formats variables and plurals, never reading a value as a message', () => {
    const english = createFrameTexts('en')
    expect(english.t('codeSizeValue', { size: 1 })).toBe('1 byte')
    expect(english.t('codeSizeValue', { size: 20 })).toBe('20 bytes')
    expect(english.t('asksSendCalls', { origin: 'https://a.example/#{x}', count: 1 })).toBe(
      'https://a.example/#{x} asks you to send a call.',
    )
    expect(english.t('asksSendCalls', { origin: 'https://a#b', count: 3 })).toBe(
      'https://a#b asks you to send 3 calls.',
    )
    const arabic = createFrameTexts('ar', ar)
    expect(arabic.t('codeSizeValue', { size: 2 })).toBe('بايتان')
  })

  it('writes amounts exactly, in the language’s digits and decimal sign', () => {
    const english = createFrameTexts('en')
    expect(english.amount('1234.000000000000000001', 'ETH')).toBe('1234.000000000000000001 ETH')
    expect(english.amount('0', 'POL')).toBe('0 POL')
    const arabic = createFrameTexts('ar', ar)
    const written = arabic.amount('0.000000000000000001', 'ETH')
    // Every digit is kept (18 fraction digits), whatever digits the locale writes.
    expect([...written.replace(' ETH', '')].length).toBe(20)
    expect(createFrameTexts('es', es).amount('1.5', 'ETH')).toBe('1,5 ETH')
  })

  it('ships Kit’s languages (the bridge’s list, the modal’s), each fully translated, each message with the variables of English', () => {
    expect(frameLocales).toBe(kitLanguages)
    const translated = frameLocales.filter((locale) => locale !== 'en')
    expect(Object.keys(approvalPacks).sort()).toEqual([...translated].sort())
    expect(Object.keys(cardPacks).sort()).toEqual([...translated].sort())
    for (const locale of translated) {
      sameVariables(locale, en, approvalPacks[locale] ?? {})
      sameVariables(`${locale} recovery`, recoveryTexts, cardPacks[locale]?.recovery ?? {})
      sameVariables(`${locale} account`, accountTexts, cardPacks[locale]?.account ?? {})
    }
  })

  it('loads every language it lists, right to left for Arabic, Persian, Hebrew and Urdu', async () => {
    const language = createFrameLanguage()
    for (const locale of frameLocales.filter((locale) => locale !== 'en')) {
      const texts = await language.use([locale])
      expect(texts.locale).toBe(locale)
      expect(texts.t('reject')).toBe(approvalPacks[locale]?.reject)
      expect(texts.recovery.protectTitle).toBe(cardPacks[locale]?.recovery.protectTitle)
      expect(texts.dir, locale).toBe(['ar', 'fa', 'he', 'ur'].includes(locale) ? 'rtl' : 'ltr')
    }
  })

  it('counts with each language’s plural forms', () => {
    const russian = createFrameTexts('ru', ru)
    expect(
      [1, 2, 5, 21].map((count) => russian.t('asksSendCalls', { origin: 'https://a.example', count })),
    ).toEqual([
      'https://a.example просит отправить вызов.',
      'https://a.example просит отправить 2 вызова.',
      'https://a.example просит отправить 5 вызовов.',
      'https://a.example просит отправить 21 вызов.',
    ])
    expect(createFrameTexts('zh-CN', zhCN).t('codeSizeValue', { size: 1 })).toBe('1 字节')
    const urdu = createFrameTexts('ur', ur)
    expect(urdu.dir).toBe('rtl')
    expect(urdu.t('codeSizeValue', { size: 2 })).toBe('2 بائٹس')
  })
})
