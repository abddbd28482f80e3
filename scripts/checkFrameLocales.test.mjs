import { describe, expect, it } from 'vitest'
import { checkFramePacks, loadFrameLocaleSources, unusedFrameKeys } from './checkFrameLocales.mjs'

const sources = await loadFrameLocaleSources()
/** The sources with one pack changed by `edit` (on a copy). */
const withPack = (locale, edit) => {
  const pack = { ...sources.packs[locale] }
  edit(pack)
  return { ...sources, packs: { ...sources.packs, [locale]: pack } }
}

describe('the secure frame’s language packs', () => {
  it('include ar, es and ja, with exactly the English keys and variables, and every English key is used', () => {
    expect(Object.keys(sources.packs)).toEqual(expect.arrayContaining(['ar', 'es', 'ja']))
    expect(Object.keys(sources.cardPacks).sort()).toEqual(Object.keys(sources.packs).sort())
    expect(checkFramePacks(sources)).toEqual([])
    expect(
      unusedFrameKeys(sources.en, undefined, { ...sources.recoveryTexts, ...sources.accountTexts }),
    ).toEqual([])
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
    expect(checkFramePacks({ ...sources, frameLocales: ['en', 'ar', 'es'] })).toEqual([
      'frameLocales lists ar, en, es but the packs are ar, en, es, fa, he, ja',
      'frameLocales lists ar, en, es but the card packs are ar, en, es, fa, he, ja',
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
