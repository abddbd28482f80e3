// The on-ramp sandbox's pages (development only) in each of the server's languages: the visitor's browser asks for one
// (`Accept-Language`; a `locale` query or form field first), matched as the e-mails' and the social-login pages' are
// (`../locales/serverLocales.ts`). One file per language under sandboxPages/, checked by sandboxPages.test.ts.
import type { ServerLocale } from '../locales/serverLocales.js'
import { arabic } from './sandboxPages/ar.js'
import { german } from './sandboxPages/de.js'
import { english, type SandboxPageMessages } from './sandboxPages/en.js'
import { spanish } from './sandboxPages/es.js'
import { persian } from './sandboxPages/fa.js'
import { french } from './sandboxPages/fr.js'
import { hebrew } from './sandboxPages/he.js'
import { hindi } from './sandboxPages/hi.js'
import { indonesian } from './sandboxPages/id.js'
import { italian } from './sandboxPages/it.js'
import { japanese } from './sandboxPages/ja.js'
import { korean } from './sandboxPages/ko.js'
import { dutch } from './sandboxPages/nl.js'
import { polish } from './sandboxPages/pl.js'
import { brazilianPortuguese } from './sandboxPages/pt-BR.js'
import { russian } from './sandboxPages/ru.js'
import { thai } from './sandboxPages/th.js'
import { turkish } from './sandboxPages/tr.js'
import { ukrainian } from './sandboxPages/uk.js'
import { urdu } from './sandboxPages/ur.js'
import { vietnamese } from './sandboxPages/vi.js'
import { simplifiedChinese } from './sandboxPages/zh-CN.js'
import { traditionalChinese } from './sandboxPages/zh-TW.js'

/** Every language's sandbox pages, for the checks that each has all of English's. */
export const sandboxPageTables: Readonly<Record<ServerLocale, SandboxPageMessages>> = {
  en: english,
  ar: arabic,
  de: german,
  es: spanish,
  fa: persian,
  fr: french,
  he: hebrew,
  hi: hindi,
  id: indonesian,
  it: italian,
  ja: japanese,
  ko: korean,
  nl: dutch,
  pl: polish,
  'pt-BR': brazilianPortuguese,
  ru: russian,
  th: thai,
  tr: turkish,
  uk: ukrainian,
  ur: urdu,
  vi: vietnamese,
  'zh-CN': simplifiedChinese,
  'zh-TW': traditionalChinese,
}

export type { SandboxPageMessages } from './sandboxPages/en.js'
