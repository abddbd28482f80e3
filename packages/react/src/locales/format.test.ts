import { describe, expect, it } from 'vitest'
import { compileTemplate, MessageSyntaxError, templateArguments } from './format.js'

describe('compileTemplate', () => {
  it('puts named values in their place, in the English argument order', () => {
    const message = compileTemplate('Dígito {index} de {total}', ['index', 'total'], 'es')
    expect(message(2, 6)).toBe('Dígito 2 de 6')
  })

  it("chooses the plural case by the locale's rules, exact matches first, with # as the formatted number", () => {
    const arabic = compileTemplate(
      '{n, plural, =0 {لا شيء} one {واحدة} two {اثنتان} few {# قليلة} many {# كثيرة} other {# أخرى}}',
      ['n'],
      'ar',
    )
    expect(arabic(0)).toBe('لا شيء')
    expect(arabic(1)).toBe('واحدة')
    expect(arabic(2)).toBe('اثنتان')
    // Digits as the platform's ICU writes Arabic numbers (Latin or Arabic-Indic, by its CLDR version).
    const number = new Intl.NumberFormat('ar').format
    expect(arabic(3)).toBe(`${number(3)} قليلة`)
    expect(arabic(11)).toBe(`${number(11)} كثيرة`)
    expect(arabic(100)).toBe(`${number(100)} أخرى`)
    const english = compileTemplate('{n, plural, one {# wallet} other {# wallets}}', ['n'], 'en')
    expect(english(1)).toBe('1 wallet')
    expect(english(1200)).toBe('1,200 wallets')
  })

  it('rejects what does not parse', () => {
    expect(() => compileTemplate('Open {wallet', ['wallet'], 'en')).toThrow(MessageSyntaxError)
    expect(() => compileTemplate('Open wallet}', [], 'en')).toThrow(MessageSyntaxError)
    expect(() => compileTemplate('{n, plural, one {x}}', ['n'], 'en')).toThrow(/other/)
    expect(() => compileTemplate('{n, select, a {x} other {y}}', ['n'], 'en')).toThrow(/select/)
  })
})

describe('templateArguments', () => {
  it('lists placeholders and plural selectors, nested ones too', () => {
    expect(templateArguments('{b} and {a, plural, one {{c}} other {#}}')).toEqual(['a', 'b', 'c'])
    expect(templateArguments('No values')).toEqual([])
  })
})
