import { describe, expect, it } from 'vitest'
import {
  checkCoreGenerated,
  checkCorePacks,
  checkCoreRegistered,
  generatedCoreFiles,
  loadCoreTextSources,
} from './checkCoreTexts.mjs'

const sources = await loadCoreTextSources()
/** The sources with one core pack changed by `edit` (on a copy). */
const withPack = (locale, edit) => {
  const pack = { ...sources.packs[locale] }
  edit(pack)
  return { ...sources, packs: { [locale]: pack } }
}

describe("core's texts in every language", () => {
  it('have a core pack for every language pack, each translating exactly core’s texts', () => {
    expect(sources.VISITOR_TEXTS).toContain('Please try again after {seconds} seconds')
    expect(sources.VISITOR_TEXTS).toContain('Transaction started')
    expect(Object.keys(sources.packs).sort()).toEqual([...sources.languagePacks].sort())
    expect(Object.keys(sources.packs)).toHaveLength(22)
    expect(checkCorePacks(sources)).toEqual([])
  })

  it('ship as generated files that match their sources, each registered in loadPack.ts', () => {
    expect(checkCoreGenerated(sources)).toEqual([])
    expect(checkCoreRegistered(sources)).toEqual([])
  })
})

describe('checkCorePacks', () => {
  it('fails on a text the modal shows by an error’s code that is not one of core’s texts', () => {
    expect(Object.keys(sources.REASON_TEXTS)).toContain('WrongCode')
    const REASON_TEXTS = { ...sources.REASON_TEXTS, WrongCode: 'Wrong code, try again' }
    expect(checkCorePacks({ ...sources, REASON_TEXTS })).toEqual([
      'errorCodes: WrongCode\'s text "Wrong code, try again" is not one of core\'s texts',
    ])
  })

  it('fails on a text with no translation', () => {
    expect(checkCorePacks(withPack('ja', (pack) => delete pack['Insufficient balance']))).toEqual([
      'core ja: "Insufficient balance" has no translation',
    ])
  })

  it('fails on a key that is not one of core’s texts (unused)', () => {
    expect(
      checkCorePacks(
        withPack('ar', (pack) => Object.assign(pack, { 'Insufficent balance': 'الرصيد غير كافٍ' })),
      ),
    ).toEqual(['core ar: "Insufficent balance" is not one of core\'s texts (unused)'])
  })

  it('fails on placeholders that differ from the text’s, and on plural forms', () => {
    const problems = checkCorePacks(
      withPack('de', (pack) => {
        pack['Please try again after {seconds} seconds'] = 'Bitte versuche es in {sekunden} s erneut'
        pack['Error registering name {name}'] = 'Fehler beim Registrieren des Namens'
        pack['Insufficient balance'] = 'Unzureichendes Guthaben: {balance}'
        pack['The request timed out after {ms} ms'] = '{ms, plural, one {# ms} other {# ms}}'
        pack['Invalid amount'] = ''
      }),
    )
    expect(problems).toEqual([
      'core de: "Please try again after {seconds} seconds" uses {sekunden} where core\'s text has {seconds}',
      'core de: "Error registering name {name}" uses no value where core\'s text has {name}',
      'core de: "The request timed out after {ms} ms" uses a plural or another ICU form; name the values only',
      'core de: "Insufficient balance" uses {balance} where core\'s text has no value',
      'core de: "Invalid amount" must be a text',
    ])
  })

  it('fails on a template that does not parse', () => {
    expect(
      checkCorePacks(withPack('fr', (pack) => (pack['Invalid amount'] = 'Montant {non valide'))),
    ).toEqual(['core fr: "Invalid amount" does not parse: Unmatched "{" in "Montant {non valide"'])
  })
})

describe('checkCoreGenerated and checkCoreRegistered', () => {
  it('fail on a generated file that differs from its pack', () => {
    const changed = withPack('es', (pack) => (pack['Invalid amount'] = 'Importe incorrecto'))
    expect(checkCoreGenerated(changed)).toEqual([
      'core: locales/es.core.generated.ts is out of date: run node scripts/checkCoreTexts.mjs --write',
    ])
  })

  it('generate the English texts once and each pack’s values in their order', () => {
    const files = Object.entries(generatedCoreFiles(sources))
    const keys = files.find(([file]) => file.endsWith('packs/core/keys.generated.ts'))?.[1] ?? ''
    expect(keys.indexOf("'Transaction started'")).toBeLessThan(keys.indexOf("'Insufficient balance'"))
    const japanese = files.find(([file]) => file.endsWith('locales/ja.core.generated.ts'))?.[1] ?? ''
    expect(japanese).toContain("'残高が不足しています'")
    expect(japanese).not.toContain('Insufficient balance')
  })

  it('fail on a language without a core pack, and on a core pack loadPack.ts does not import', () => {
    const { ar, ja } = sources.packs
    expect(
      checkCoreRegistered({ packs: { ja }, languagePacks: ['ar', 'ja'] }, "import('./ja.core.generated.js')"),
    ).toEqual(['core ar: no core pack (locales/packs/core/ar.ts)'])
    expect(
      checkCoreRegistered({ packs: { ar, ja }, languagePacks: [] }, "import('./ja.core.generated.js')"),
    ).toEqual(["core ar: no import('./ar.core.generated.js') in locales/loadPack.ts"])
  })
})
