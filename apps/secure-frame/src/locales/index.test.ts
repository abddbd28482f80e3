import { describe, expect, it } from 'vitest'
import { en, type FrameMessageKey } from './en.js'
import { messageVariables } from './format.js'
import { createFrameLanguage, createFrameTexts, frameLocales, resolveFrameLocale } from './index.js'
import ar from './packs/ar.js'
import es from './packs/es.js'
import fa from './packs/fa.js'
import he from './packs/he.js'
import ja from './packs/ja.js'

describe('the frame’s language', () => {
  it('takes a language it ships (exact, else by language), and English for anything else', () => {
    expect(resolveFrameLocale(['ar'])).toBe('ar')
    expect(resolveFrameLocale(['es-MX'])).toBe('es')
    expect(resolveFrameLocale(['JA-jp'])).toBe('ja')
    expect(resolveFrameLocale(['xx', 'es'])).toBe('es')
    for (const hostile of ['', 'zz', 'en-US<script>', 'a'.repeat(5000), 'zh-HK', '__proto__', 'constructor'])
      expect(resolveFrameLocale([hostile])).toBe('en')
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

  it('ships every language fully translated, each message with the variables of English', () => {
    const keys = Object.keys(en).sort()
    for (const [locale, pack] of Object.entries({ ar, es, fa, he, ja })) {
      expect(Object.keys(pack).sort(), locale).toEqual(keys)
      for (const key of keys as FrameMessageKey[])
        expect(messageVariables(pack[key]), `${locale}.${key}`).toEqual(messageVariables(en[key]))
    }
    expect(frameLocales).toEqual(['en', 'ar', 'es', 'fa', 'he', 'ja'])
  })
})
