import { describe, expect, it } from 'vitest'
import { catalogueProblems } from '../locales/serverLocales.js'
import { sandboxPageTables } from './sandboxPages.js'
import { english } from './sandboxPages/en.js'

describe('the on-ramp sandbox pages’ languages', () => {
  it('every language has every message of English, with the same placeholders', () => {
    // Messages a reader must not meet in English (a label like "Network" may be the same word).
    const translated = ['notPossible', 'formInvalid', 'busy', 'complete', 'canClose', 'noteSol'] as const
    expect(catalogueProblems(english, sandboxPageTables, translated)).toEqual([])
  })

  it('the check fails on a missing message or another placeholder', () => {
    const { canClose: _, ...withoutClose } = sandboxPageTables.he
    expect(
      catalogueProblems(english, {
        ...sandboxPageTables,
        he: withoutClose,
        ko: { ...sandboxPageTables.ko, sent: '{amount} {currency}' },
      }),
    ).toEqual(['he.canClose: missing', 'ko.sent: placeholders differ from English'])
  })
})
