import { describe, expect, it } from 'vitest'
import {
  checkEnglishUse,
  checkGenerated,
  checkPacks,
  checkRegistered,
  compactPack,
  loadLocaleSources,
  unusedEnglishKeys,
} from './checkLocales.mjs'

const sources = await loadLocaleSources()
/** The sources with one pack changed by `edit` (on a deep copy). */
const withPack = (locale, edit) => {
  const pack = structuredClone(sources.packs[locale])
  edit(pack)
  return { ...sources, packs: { [locale]: pack } }
}

describe('the language packs', () => {
  it('include ar and es, and have exactly the English keys and arguments', () => {
    expect(Object.keys(sources.packs)).toEqual(expect.arrayContaining(['ar', 'es']))
    expect(checkPacks(sources)).toEqual([])
  })

  it('ship as generated files that match their sources', () => {
    expect(checkGenerated(sources)).toEqual([])
  })

  it('leave no English key unused but the known ones', () => {
    expect(checkEnglishUse(unusedEnglishKeys(sources.defaultMessages))).toEqual([])
  })
})

describe('checkPacks', () => {
  it('fails on a missing key, at the top and in a record', () => {
    const problems = checkPacks(
      withPack('es', (pack) => {
        delete pack.connect
        delete pack.viewTitles.Account
      }),
    )
    expect(problems).toEqual(['es: connect is missing', 'es: viewTitles.Account is missing'])
  })

  it("fails on core's texts in a pack: they belong in its core pack", () => {
    expect(
      checkPacks(withPack('ja', (pack) => Object.assign(pack, { coreTexts: { 'Switch declined': '拒否' } }))),
    ).toEqual(['ja: coreTexts belongs in the core pack (locales/packs/core/ja.ts)'])
  })

  it('fails on a key English does not have (unused)', () => {
    expect(checkPacks(withPack('ar', (pack) => Object.assign(pack, { connectt: 'ربط' })))).toEqual([
      'ar: connectt is not an English key (unused)',
    ])
  })

  it('fails on placeholders that differ from the English arguments', () => {
    const problems = checkPacks(
      withPack('es', (pack) => {
        pack.continueInWallet = 'Continúa en {billetera}'
        pack.otpDigit = 'Dígito {index}'
        pack.allWallets = 'Todas las billeteras'
        pack.connect = 'Conectar {wallet}'
      }),
    )
    expect(problems.sort()).toEqual([
      'es: allWallets uses no value where English takes {more}',
      'es: connect takes no values but uses {wallet}',
      'es: continueInWallet uses {billetera} where English takes {wallet}',
      'es: otpDigit uses {index} where English takes {index}, {total}',
    ])
  })

  it('fails on a template that does not parse, or a plural without "other"', () => {
    const problems = checkPacks(
      withPack('es', (pack) => {
        pack.openWallet = 'Abrir {wallet'
        pack.resendIn = '{seconds, plural, one {# s}}'
      }),
    )
    expect(problems).toHaveLength(2)
    expect(problems[0]).toMatch(/^es: openWallet does not parse: Unmatched "\{"/)
    expect(problems[1]).toMatch(/^es: resendIn does not parse: A plural needs an "other" case/)
  })

  it('fails on a value of the wrong kind', () => {
    expect(checkPacks(withPack('ar', (pack) => Object.assign(pack, { socialNames: 'x' })))).toEqual([
      'ar: socialNames must be a record',
    ])
  })
})

describe('checkGenerated', () => {
  it('fails when a pack changed since its generated file was written', () => {
    expect(checkGenerated(withPack('ar', (pack) => Object.assign(pack, { connect: 'اربط' })))).toEqual([
      'ar: locales/ar.generated.ts is out of date: run node scripts/checkLocales.mjs --write',
    ])
  })

  it("lays a pack's values out in the English table's key order, records flattened", () => {
    const english = { a: 'A', b: { x: 'X', y: 'Y' }, c: () => 'C' }
    expect(compactPack(english, { c: 'c', b: { y: 'y', x: 'x' }, a: 'a' })).toEqual(['a', 'x', 'y', 'c'])
  })

  it("writes a string the same as English's empty (compile.ts takes English's)", () => {
    const english = { a: 'A', b: { x: 'X', y: 'Y' }, c: () => 'C' }
    expect(compactPack(english, { a: 'A', b: { x: 'x', y: 'Y' }, c: 'C' })).toEqual(['', 'x', '', 'C'])
  })
})

describe('checkRegistered', () => {
  it('passes for the shipped packs, and fails on a pack not among Kit’s languages or loadPack.ts, and on a language without a pack', () => {
    expect(checkRegistered(sources.packs, sources.kitLanguages)).toEqual([])
    const loadPack = "ar: () => import('./ar.generated.js')"
    expect(checkRegistered({ ar: {}, xx: {} }, ['en', 'ar', 'fa'], loadPack)).toEqual([
      'xx: not in kitLanguages (@kit/frame-bridge/locales)',
      "xx: no import('./xx.generated.js') in locales/loadPack.ts",
      'fa: in kitLanguages but has no pack (locales/packs/fa.ts)',
    ])
  })
})

describe('checkEnglishUse', () => {
  it('fails on a newly unused English key, and on a known one now used', () => {
    expect(checkEnglishUse(['copy', 'back'], ['copy', 'search'])).toEqual([
      'en: back is used nowhere in the UI',
      'en: search is used now: take it off KNOWN_UNUSED_ENGLISH_KEYS',
    ])
  })
})
