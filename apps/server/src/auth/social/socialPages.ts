// The HTML pages a visitor may see from the server during a social login, in each of the server's languages (one
// file per language under pages/, matched and checked as the e-mails are: `../../locales/serverLocales.ts`).
import { loginProviderName } from '@kit/chains'
import { escapeHtml } from '../../http/page.js'
import { formatText, type ServerLocale } from '../../locales/serverLocales.js'
import { arabic } from './pages/ar.js'
import { german } from './pages/de.js'
import { english, type SocialPageMessages } from './pages/en.js'
import { spanish } from './pages/es.js'
import { persian } from './pages/fa.js'
import { french } from './pages/fr.js'
import { hebrew } from './pages/he.js'
import { hindi } from './pages/hi.js'
import { indonesian } from './pages/id.js'
import { italian } from './pages/it.js'
import { japanese } from './pages/ja.js'
import { korean } from './pages/ko.js'
import { dutch } from './pages/nl.js'
import { polish } from './pages/pl.js'
import { brazilianPortuguese } from './pages/pt-BR.js'
import { russian } from './pages/ru.js'
import { thai } from './pages/th.js'
import { turkish } from './pages/tr.js'
import { ukrainian } from './pages/uk.js'
import { urdu } from './pages/ur.js'
import { vietnamese } from './pages/vi.js'
import { simplifiedChinese } from './pages/zh-CN.js'
import { traditionalChinese } from './pages/zh-TW.js'

/** Every language's social-login pages, for the checks that each has all of English's. */
export const socialPageTables: Readonly<Record<ServerLocale, SocialPageMessages>> = {
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

/** A page: its title and its body (HTML), for `sendPage`. */
export type SocialPage = { title: string; body: string }

/** Why the server would not start a redirect login. */
export type NotStartedReason =
  | { reason: 'notFromFrame' | 'incomplete' | 'returnNotAllowed' }
  | { reason: 'notConfigured'; provider: string }

/** The page for a redirect login the server would not start: why, and to go back and try again. */
export function notStartedPage(locale: ServerLocale, why: NotStartedReason): SocialPage {
  const t = socialPageTables[locale]
  const reason =
    why.reason === 'notConfigured'
      ? formatText(t.notConfigured, { provider: loginProviderName(why.provider) })
      : t[why.reason]
  return {
    title: t.notStartedTitle,
    body: `<h1>${escapeHtml(t.notStartedHeading)}</h1><p>${escapeHtml(reason)}</p><p class="note">${escapeHtml(t.tryAgain)}</p>`,
  }
}

/** The page that sends the tab on to the provider's `uri` (the answer's Refresh header does; the link is for a browser that does not). */
export function leavingPage(locale: ServerLocale, uri: string): SocialPage {
  const t = socialPageTables[locale]
  return {
    title: t.leavingTitle,
    body: `<h1>${escapeHtml(t.leavingHeading)}</h1><p><a href="${escapeHtml(uri)}">${escapeHtml(t.leavingLink)}</a></p>`,
  }
}

/** The page for a redirect login's answer in a browser that did not start it. */
export function refusedPage(locale: ServerLocale): SocialPage {
  const t = socialPageTables[locale]
  return {
    title: t.refusedTitle,
    body: `<h1>${escapeHtml(t.refusedHeading)}</h1><p>${escapeHtml(t.refusedBody)}</p>`,
  }
}

/** The page for a provider's answer to a login that is unknown, used already or too old. */
export function expiredPage(locale: ServerLocale): SocialPage {
  const t = socialPageTables[locale]
  return {
    title: t.expiredTitle,
    body: `<h1>${escapeHtml(t.expiredHeading)}</h1><p>${escapeHtml(t.expiredBody)}</p>`,
  }
}

/**
 * The page that posts a provider's form answer to `action` once more, from the server's own site: `fields` (names and
 * values the provider sent, escaped here) as hidden inputs, and one button.
 */
export function relayPage(
  locale: ServerLocale,
  action: string,
  fields: readonly (readonly [string, string])[],
): SocialPage {
  const t = socialPageTables[locale]
  const inputs = fields
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('')
  return {
    title: t.relayTitle,
    body: `<h1>${escapeHtml(t.relayTitle)}</h1><p>${escapeHtml(t.relayBody)}</p><form method="post" action="${escapeHtml(action)}">${inputs}<button type="submit">${escapeHtml(t.relayButton)}</button></form>`,
  }
}
