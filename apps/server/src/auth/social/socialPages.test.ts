import { describe, expect, it } from 'vitest'
import { catalogueProblems, serverLocales } from '../../locales/serverLocales.js'
import { english } from './pages/en.js'
import {
  expiredPage,
  leavingPage,
  notStartedPage,
  refusedPage,
  relayPage,
  type SocialPage,
  socialPageTables,
} from './socialPages.js'

const keys = Object.keys(english) as (keyof typeof english)[]

/** Every page, in `locale`, with values an attacker may choose where the page shows any. */
const everyPage = (locale: (typeof serverLocales)[number]): SocialPage[] => [
  notStartedPage(locale, { reason: 'notFromFrame' }),
  notStartedPage(locale, { reason: 'incomplete' }),
  notStartedPage(locale, { reason: 'returnNotAllowed' }),
  notStartedPage(locale, { reason: 'notConfigured', provider: 'github' }),
  leavingPage(locale, 'https://idp.test/authorize?a=1&b="><script>x</script>'),
  refusedPage(locale),
  expiredPage(locale),
  relayPage(locale, '/auth/social/callback', [
    ['state', 'abc'],
    ['user', '{"name":"<img src=x onerror=alert(1)>"}'],
  ]),
]

describe('the social-login pages’ languages', () => {
  it('every language has every message of English, with the same placeholders, none left in English', () => {
    expect(catalogueProblems(english, socialPageTables, keys)).toEqual([])
  })

  it('the check fails on a missing message, another placeholder, or a message left in English', () => {
    const { relayButton: _, ...withoutButton } = socialPageTables.ar
    expect(
      catalogueProblems(
        english,
        {
          ...socialPageTables,
          ar: withoutButton,
          ja: {
            ...socialPageTables.ja,
            notConfigured: 'このサーバーでは {name} でのログインが設定されていません。',
          },
          de: { ...socialPageTables.de, refusedHeading: english.refusedHeading },
        },
        keys,
      ),
    ).toEqual([
      'ar.relayButton: missing',
      'de.refusedHeading: left in English',
      'ja.notConfigured: placeholders differ from English',
    ])
  })
})

describe('every social-login page in every language', () => {
  it.each(serverLocales)('%s: filled in, escaped, and in the language', (locale) => {
    const t = socialPageTables[locale]
    const pages = everyPage(locale)
    for (const { title, body } of pages) {
      expect(title.trim()).not.toBe('')
      expect(`${title}${body}`).not.toMatch(/\{\w+\}/)
      expect(body).not.toContain('<script>')
      expect(body).not.toContain('<img')
    }
    const [notFromFrame, , , notConfigured, leaving, refused, expired, relay] = pages as [
      SocialPage,
      SocialPage,
      SocialPage,
      SocialPage,
      SocialPage,
      SocialPage,
      SocialPage,
      SocialPage,
    ]
    expect(notFromFrame.title).toBe(t.notStartedTitle)
    expect(notConfigured.body).toContain('GitHub')
    expect(leaving.body).toContain('href="https://idp.test/authorize?a=1&#38;b=&#34;&#62;&#60;script&#62;x')
    expect(refused.title).toBe(t.refusedTitle)
    expect(expired.title).toBe(t.expiredTitle)
    expect(relay.body).toContain(`<button type="submit">${t.relayButton}</button>`)
    expect(relay.body).toContain('name="user" value="{&#34;name&#34;:&#34;&#60;img')
  })

  it('Arabic and Japanese say what a visitor should read', () => {
    expect(refusedPage('ar').body).toBe(
      '<h1>لم يبدأ تسجيل الدخول هذا في هذا المتصفح</h1><p>حفاظًا على أمانك، لا يمكن إكماله هنا. ارجع إلى التطبيق وسجّل الدخول من هناك.</p>',
    )
    expect(notStartedPage('ja', { reason: 'notConfigured', provider: 'x' }).body).toBe(
      '<h1>このログインを開始できませんでした</h1><p>このサーバーでは X でのログインが設定されていません。</p><p class="note">アプリに戻って、もう一度お試しください。</p>',
    )
  })
})
