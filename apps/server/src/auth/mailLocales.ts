// The server's e-mails and device-approval page in each of its languages (`../locales/serverLocales.ts` lists them and
// picks one for a request): the frame sends the visitor's language with each request that makes the server write (the
// same tag its cards speak). No text of the request reaches a mail but what the templates put in (escaped in HTML).
// One file per language under mail/, each matching English key for key and placeholder for placeholder
// (mailLocales.test.ts fails on a missing one).
import type { ServerLocale } from '../locales/serverLocales.js'
import { arabic } from './mail/ar.js'
import { german } from './mail/de.js'
import { english, type MailMessages } from './mail/en.js'
import { spanish } from './mail/es.js'
import { persian } from './mail/fa.js'
import { french } from './mail/fr.js'
import { hebrew } from './mail/he.js'
import { hindi } from './mail/hi.js'
import { indonesian } from './mail/id.js'
import { italian } from './mail/it.js'
import { japanese } from './mail/ja.js'
import { korean } from './mail/ko.js'
import { dutch } from './mail/nl.js'
import { polish } from './mail/pl.js'
import { brazilianPortuguese } from './mail/pt-BR.js'
import { russian } from './mail/ru.js'
import { thai } from './mail/th.js'
import { turkish } from './mail/tr.js'
import { ukrainian } from './mail/uk.js'
import { urdu } from './mail/ur.js'
import { vietnamese } from './mail/vi.js'
import { simplifiedChinese } from './mail/zh-CN.js'
import { traditionalChinese } from './mail/zh-TW.js'

export type { MailMessages } from './mail/en.js'

const tables = {
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
} as const satisfies Record<ServerLocale, MailMessages>

/** The e-mails' and device-approval pages' messages in `locale`. */
export const mailMessages = (locale: ServerLocale): MailMessages => tables[locale]

/** Every language's mail messages, for the checks that each has all of English's. */
export const mailTables: Readonly<Record<ServerLocale, MailMessages>> = tables
