import { expect, it } from 'vitest'
import { kitLanguages } from './exports/locales.js'

it('lists English first and the languages issue 45 asks for, each once, each a well-formed tag', () => {
  expect(kitLanguages[0]).toBe('en')
  const asked = ['ar', 'fa', 'he', 'ur', 'es', 'pt-BR', 'fr', 'de', 'it', 'ru', 'uk', 'tr', 'zh-CN', 'zh-TW']
  expect(kitLanguages).toEqual(
    expect.arrayContaining([...asked, 'ja', 'ko', 'hi', 'id', 'vi', 'th', 'pl', 'nl']),
  )
  expect(kitLanguages.length).toBeGreaterThanOrEqual(21)
  expect(new Set(kitLanguages).size).toBe(kitLanguages.length)
  for (const tag of kitLanguages) expect(Intl.getCanonicalLocales(tag), tag).toEqual([tag])
})
