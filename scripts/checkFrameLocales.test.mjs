import { describe, expect, it } from 'vitest'
import {
  checkFramePacks,
  loadFrameLocaleSources,
  unusedErrorKeys,
  unusedFrameKeys,
} from './checkFrameLocales.mjs'

const sources = await loadFrameLocaleSources()
/** The sources with one pack changed by `edit` (on a copy). */
const withPack = (locale, edit) => {
  const pack = { ...sources.packs[locale] }
  edit(pack)
  return { ...sources, packs: { ...sources.packs, [locale]: pack } }
}

describe('the secure frame’s language packs', () => {
  it('include every language Kit lists (the bridge’s list, the modal’s), with exactly the English keys and variables, and every English key is used', () => {
    // The frame's list is the bridge's, not a copy: a language added there fails here until the frame has its packs.
    expect(sources.frameLocales).toBe(sources.kitLanguages)
    expect(Object.keys(sources.packs).sort()).toEqual(
      sources.kitLanguages.filter((tag) => tag !== 'en').sort(),
    )
    expect(Object.keys(sources.cardPacks).sort()).toEqual(Object.keys(sources.packs).sort())
    expect(checkFramePacks(sources)).toEqual([])
    expect(
      unusedFrameKeys(sources.en, undefined, { ...sources.recoveryTexts, ...sources.accountTexts }),
    ).toEqual([])
  })

  it('include the error texts of every language, each key with English’s variables, each key shown by the frame', () => {
    expect(Object.keys(sources.errorPacks).sort()).toEqual(Object.keys(sources.packs).sort())
    expect(unusedErrorKeys(sources.errorTexts)).toEqual([])
    const ar = { ...sources.errorPacks.ar }
    delete ar.codeExpired
    ar.tooManyAttempts = 'محاولات كثيرة جدًا'
    ar.wrongCode = 'رمز خاطئ. المحاولات المتبقية: {count}'
    const uk = { ...sources.errorPacks.uk, codeLockedd: 'x' }
    expect(checkFramePacks({ ...sources, errorPacks: { ...sources.errorPacks, ar, uk } }).sort()).toEqual([
      'ar: errors.codeExpired is missing',
      'ar: errors.tooManyAttempts uses no variable where English takes {seconds}',
      'ar: errors.wrongCode does not count {count} with a plural, as English does',
      'uk: errors.codeLockedd is not an English key (unused)',
    ])
    const withoutFrench = { ...sources.errorPacks }
    delete withoutFrench.fr
    expect(checkFramePacks({ ...sources, errorPacks: withoutFrench })).toEqual([
      `frameLocales lists ${[...sources.frameLocales].sort().join(', ')} but the error packs are ${['en', ...Object.keys(withoutFrench)].sort().join(', ')}`,
    ])
  })

  it('include the secure window prompt’s words in every language, each key English’s, each key shown by the frame', () => {
    expect(Object.keys(sources.secureWindowPacks).sort()).toEqual(Object.keys(sources.packs).sort())
    expect(Object.keys(sources.secureWindowTexts)).toContain('promptTitle')
    expect(unusedFrameKeys({}, undefined, sources.secureWindowTexts)).toEqual([])
    const ar = { ...sources.secureWindowPacks.ar }
    delete ar.blocked
    const ja = { ...sources.secureWindowPacks.ja, opening: '{name} を開いています…', showw: 'x' }
    expect(
      checkFramePacks({
        ...sources,
        secureWindowPacks: { ...sources.secureWindowPacks, ar, ja },
      }).sort(),
    ).toEqual([
      'ar: secureWindow.blocked is missing',
      'ja: secureWindow.opening uses {name} where English takes no variable',
      'ja: secureWindow.showw is not an English key (unused)',
    ])
    const withoutHebrew = { ...sources.secureWindowPacks }
    delete withoutHebrew.he
    expect(checkFramePacks({ ...sources, secureWindowPacks: withoutHebrew })).toEqual([
      `frameLocales lists ${[...sources.frameLocales].sort().join(', ')} but the secure window packs are ${['en', ...Object.keys(withoutHebrew)].sort().join(', ')}`,
    ])
    expect(unusedFrameKeys({}, undefined, { ...sources.secureWindowTexts, neverDrawn: 'x' })).toEqual([
      'neverDrawn',
    ])
  })

  it('fail on a missing key and on a key English does not have', () => {
    const problems = checkFramePacks(
      withPack('es', (pack) => {
        delete pack.reject
        pack.rejectt = 'Rechazar'
      }),
    )
    expect(problems).toEqual(['es: reject is missing', 'es: rejectt is not an English key (unused)'])
  })

  it('fail on a missing key in any new language, the approval card’s or a card’s', () => {
    for (const locale of ['ur', 'zh-TW', 'pt-BR']) {
      expect(checkFramePacks(withPack(locale, (pack) => delete pack.maxNetworkFee))).toEqual([
        `${locale}: maxNetworkFee is missing`,
      ])
      const recovery = { ...sources.cardPacks[locale].recovery }
      delete recovery.exportIntro
      const cards = { ...sources.cardPacks, [locale]: { ...sources.cardPacks[locale], recovery } }
      expect(checkFramePacks({ ...sources, cardPacks: cards })).toEqual([
        `${locale}: recovery.exportIntro is missing`,
      ])
    }
  })

  it('fail on a plural English has that a pack writes plain, one without other, or a form the language lacks', () => {
    const problems = checkFramePacks(
      withPack('ru', (pack) => {
        pack.codeSizeValue = '{size} байт'
        pack.asksSendCalls = '{origin} просит вас отправить {count, plural, one {# вызов} few {# вызова}}.'
        pack.dataSmartAccount =
          'Ваш смарт-аккаунт выполнит {count, plural, two {# вызова} other {# вызова}} ({name})'
      }),
    )
    expect(problems.sort()).toEqual([
      "ru: asksSendCalls has no 'other' form for {count}",
      'ru: codeSizeValue does not count {size} with a plural, as English does',
      "ru: dataSmartAccount has a form 'two' for {count} that ru does not use",
    ])
    // Chinese has one form only: `=1` is how it words a single call.
    expect(
      checkFramePacks(
        withPack('zh-CN', (pack) => (pack.asksSendCalls = '{origin} {count, plural, one {#} other {#}}')),
      ),
    ).toEqual(["zh-CN: asksSendCalls has a form 'one' for {count} that zh-CN does not use"])
  })

  it('fail on variables that differ from English, and on a message that does not parse', () => {
    const problems = checkFramePacks(
      withPack('ar', (pack) => {
        pack.paidBy = 'يدفعها {payer}'
        pack.asksSignIn = 'يطلب منك تسجيل الدخول'
        pack.maxFee = 'بحد أقصى {amount'
      }),
    )
    expect(problems.sort()).toEqual([
      'ar: asksSignIn uses no variable where English takes {origin}',
      'ar: maxFee does not parse (unbalanced braces)',
      'ar: paidBy uses {payer} where English takes {sponsor}',
    ])
  })

  it('fail when the list of languages and the packs differ', () => {
    const shipped = ['en', ...Object.keys(sources.packs)].sort().join(', ')
    expect(checkFramePacks({ ...sources, frameLocales: ['en', 'ar', 'es'] })).toEqual([
      `frameLocales lists ar, en, es but the packs are ${shipped}`,
      `frameLocales lists ar, en, es but the card packs are ${shipped}`,
      `frameLocales lists ar, en, es but the error packs are ${shipped}`,
      `frameLocales lists ar, en, es but the secure window packs are ${shipped}`,
    ])
  })

  it('check the cards’ packs section by section', () => {
    const account = { ...sources.cardPacks.ja.account, codeSentTo: '{mail} にコードを送信しました。' }
    delete account.remove
    const problems = checkFramePacks({
      ...sources,
      cardPacks: { ...sources.cardPacks, ja: { ...sources.cardPacks.ja, account } },
    })
    expect(problems.sort()).toEqual([
      'ja: account.codeSentTo uses {mail} where English takes {email}',
      'ja: account.remove is missing',
    ])
  })

  it('find an English key the frame does not use', () => {
    expect(unusedFrameKeys({ ...sources.en, neverShown: 'Never shown' })).toEqual(['neverShown'])
  })
})
