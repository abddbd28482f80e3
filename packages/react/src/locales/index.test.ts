import { describe, expect, it } from 'vitest'
import { defaultMessages } from '../messages.js'
import {
  loadLocaleMessages,
  localeDirection,
  mergeMessages,
  resolveLocale,
  supportedLocales,
} from './index.js'
import { pseudoText } from './pseudo.js'

describe('resolveLocale', () => {
  it("takes the host's locale, else the browser's first supported one, else English", () => {
    expect(resolveLocale('ar', ['es'])).toBe('ar')
    expect(resolveLocale(undefined, ['sv', 'es', 'ar'])).toBe('es')
    expect(resolveLocale(undefined, ['sv', 'da'])).toBe('en')
    expect(resolveLocale(undefined, [])).toBe('en')
    // A locale Kit does not ship falls through to the browser's.
    expect(resolveLocale('sv', ['ar'])).toBe('ar')
  })

  it('matches tags case-insensitively, else by language alone; never the pseudo-locale', () => {
    expect(resolveLocale('AR', [])).toBe('ar')
    expect(resolveLocale('es-MX', [])).toBe('es')
    expect(resolveLocale('ar-EG', [])).toBe('ar')
    expect(resolveLocale('en-GB', [])).toBe('en')
    expect(resolveLocale('en-xa', [])).toBe('en-XA')
    expect(resolveLocale('pt-PT', [])).toBe('pt-BR')
  })

  it('gives Chinese the pack of its script, never the other', () => {
    expect(['zh', 'zh-CN', 'zh-SG', 'zh-Hans', 'zh-Hans-HK'].map((tag) => resolveLocale(tag))).toEqual(
      Array(5).fill('zh-CN'),
    )
    expect(['zh-TW', 'zh-HK', 'zh-MO', 'zh-Hant', 'zh-Hant-CN'].map((tag) => resolveLocale(tag))).toEqual(
      Array(5).fill('zh-TW'),
    )
    expect(resolveLocale('zh-Latn', ['ja'])).toBe('ja')
  })
})

describe('localeDirection', () => {
  it('is rtl for Arabic, Persian, Hebrew and Urdu, with or without a region', () => {
    expect(['ar', 'fa-IR', 'he', 'ur-PK', 'es', 'en-XA'].map(localeDirection)).toEqual([
      'rtl',
      'rtl',
      'rtl',
      'rtl',
      'ltr',
      'ltr',
    ])
  })
})

describe('loadLocaleMessages', () => {
  it('loads every shipped pack, complete, with functions where English has them', async () => {
    expect(await loadLocaleMessages('en')).toBeUndefined()
    for (const locale of supportedLocales.filter((tag) => tag !== 'en')) {
      const messages = await loadLocaleMessages(locale)
      expect(Object.keys(messages ?? {}).sort()).toEqual(Object.keys(defaultMessages).sort())
      for (const [key, value] of Object.entries(defaultMessages))
        expect(typeof (messages as Record<string, unknown>)[key], `${locale}.${key}`).toBe(typeof value)
    }
    const arabic = await loadLocaleMessages('ar')
    expect(arabic?.continueInWallet?.('MetaMask')).toBe('تابع في MetaMask')
    expect(arabic?.allWallets?.(2)).toBe('كل المحافظ (محفظتان أخريان)')
    // A value the same as English's travels empty in the generated pack and comes back as English's.
    const japanese = await loadLocaleMessages('ja')
    expect(japanese?.socialNames?.google).toBe('Google')
    expect(japanese?.viewTitles?.ConnectingWalletConnect).toBe('WalletConnect')
    expect(japanese?.evm).toBe('EVM')
    const spanish = await loadLocaleMessages('es')
    expect(spanish?.allWallets?.(0)).toBe('Todas las carteras')
    expect(spanish?.allWallets?.(12)).toBe('Todas las carteras (12 más)')
  })

  it('generates the pseudo-locale from English, leaving the values passed in untouched', async () => {
    const pseudo = await loadLocaleMessages('en-XA')
    expect(pseudo?.connect).toBe(pseudoText(defaultMessages.connect))
    // Brand names stay (a view draws a brand's first letter as its icon).
    expect(pseudo?.socialNames).toEqual(defaultMessages.socialNames)
    const code = pseudo?.enterCode?.('alice@example.com') ?? ''
    expect(code).toContain('alice@example.com')
    expect(code).toMatch(/^\[Éñtér/)
    expect(code.length).toBeGreaterThanOrEqual(defaultMessages.enterCode('alice@example.com').length * 1.3)
  })
})

describe('mergeMessages', () => {
  it("lays the host's strings over the pack's, records key by key", () => {
    const merged = mergeMessages(
      { connect: 'Conectar', viewTitles: { Account: 'Cuenta', Connect: 'Conectar' } as never },
      { connect: 'Entrar', viewTitles: { Account: 'Mi cuenta' } },
    )
    expect(merged?.connect).toBe('Entrar')
    expect(merged?.viewTitles).toEqual({ Account: 'Mi cuenta', Connect: 'Conectar' })
    expect(mergeMessages(undefined, { connect: 'x' })).toEqual({ connect: 'x' })
  })
})
