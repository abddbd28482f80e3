// The secure window's prompt (Firefox, Safari) in the frame's language (issue 45): drawn in the language in force
// when a card asks for it, right to left where the language is, English word for word.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { secureWindowSurface } from '../cards/cardSurface.js'
import { createFrameLanguage } from './index.js'
import ar from './packs/secureWindow/ar.js'
import ja from './packs/secureWindow/ja.js'
import { loadSecureWindowTexts, secureWindowLanguage, secureWindowLocales } from './secureWindow.js'
import { frameLocales } from './frameLocales.js'

const URL_OF_WINDOW = 'https://frame.example/secure-window.html'

/** A pop-up whose page loads on the frame's origin at once. */
function loadedPopup() {
  const page = document.implementation.createHTMLDocument('Kit secure window')
  page.body.append(Object.assign(page.createElement('main'), { id: 'card-root' }))
  page.documentElement.dataset.secureWindow = 'ready'
  Object.defineProperty(page, 'readyState', { value: 'complete', configurable: true })
  const popup = {
    closed: false,
    location: { origin: 'https://frame.example' },
    document: page,
    close: () => {
      popup.closed = true
    },
    focus: () => {},
  }
  return popup as unknown as Window
}

function setup(options: { blocked?: boolean } = {}) {
  document.body.replaceChildren()
  const language = createFrameLanguage()
  const surface = secureWindowSurface({
    document,
    root: document.body,
    url: URL_OF_WINDOW,
    pollMs: 5,
    openWindow: () => (options.blocked ? null : loadedPopup()),
    language: secureWindowLanguage(language),
  })
  const prompt = () => document.querySelector<HTMLElement>('[data-recovery-card]')
  const waiting = () => document.querySelector<HTMLElement>('[data-secure-window-waiting]')
  const buttons = (root: HTMLElement | null) =>
    [...(root?.querySelectorAll('button') ?? [])].map((button) => button.textContent)
  const press = (name: string) => {
    const found = [...document.querySelectorAll('button')].find((button) => button.textContent === name)
    if (!found) throw new Error(`no button ${name}`)
    found.click()
  }
  return { language, surface, prompt, waiting, buttons, press }
}

afterEach(() => document.body.replaceChildren())

describe('the secure window’s prompt in the frame’s language', () => {
  it('has a pack for every language but English', () => {
    expect([...secureWindowLocales].sort()).toEqual(frameLocales.filter((tag) => tag !== 'en').sort())
  })

  it('English, word for word: the prompt, a blocked window, and the line while the card is in the window', async () => {
    const blocked = setup({ blocked: true })
    void blocked.surface.open(new AbortController().signal).catch(() => {})
    await vi.waitFor(() => expect(blocked.prompt()).not.toBeNull())
    const prompt = blocked.prompt()
    expect(prompt?.lang).toBe('en')
    expect(prompt?.dir).toBe('ltr')
    expect(prompt?.querySelector('h1')?.textContent).toBe('Continue in a secure window')
    expect(prompt?.querySelector('#recovery-intro')?.textContent).toBe(
      'This browser cannot tell whether the page covers or hides your wallet, so your wallet asks you in a window of its own, which no page can cover.',
    )
    expect(blocked.buttons(prompt)).toEqual(['Cancel', 'Open secure window'])
    blocked.press('Open secure window')
    await vi.waitFor(() =>
      expect(document.querySelector('[role="alert"]')?.textContent).toBe(
        'Your browser blocked the window. Allow pop-ups for this site, then try again.',
      ),
    )

    const { surface, waiting, buttons, press } = setup()
    const place = surface.open(new AbortController().signal)
    await vi.waitFor(() => press('Open secure window'))
    await place
    expect(waiting()?.lang).toBe('en')
    expect(waiting()?.querySelector('h1')?.textContent).toBe('Continue in the secure window')
    expect(waiting()?.querySelector('p')?.textContent).toBe(
      'Your wallet is asking you in a separate window. Finish there, or cancel here.',
    )
    expect(buttons(waiting())).toEqual(['Cancel', 'Show the window'])
    surface.close()
  })

  it('Arabic, right to left, then Japanese after the host switches (SYNC_LOCALE): each prompt in the language in force', async () => {
    const { language, surface, prompt, waiting, buttons, press } = setup()
    await language.use(['ar'])
    const first = surface.open(new AbortController().signal)
    await vi.waitFor(() => expect(prompt()).not.toBeNull())
    expect(prompt()?.lang).toBe('ar')
    expect(prompt()?.dir).toBe('rtl')
    expect(prompt()?.querySelector('h1')?.textContent).toBe('تابع في نافذة آمنة')
    expect(prompt()?.querySelector('#recovery-intro')?.textContent).toBe(ar.promptIntro)
    expect(buttons(prompt())).toEqual(['إلغاء', 'فتح النافذة الآمنة'])
    press(ar.open)
    await first
    expect(waiting()?.lang).toBe('ar')
    expect(waiting()?.dir).toBe('rtl')
    expect(waiting()?.querySelector('h1')?.textContent).toBe('تابع في النافذة الآمنة')
    expect(buttons(waiting())).toEqual([ar.cancel, 'إظهار النافذة'])
    surface.close()

    // The host switches to Japanese; the next prompt waits for it and speaks it, left to right.
    void language.use(['ja-JP'])
    const second = surface.open(new AbortController().signal)
    await vi.waitFor(() => expect(prompt()?.lang).toBe('ja'))
    expect(prompt()?.dir).toBe('ltr')
    expect(prompt()?.querySelector('h1')?.textContent).toBe('安全なウィンドウで続行')
    expect(prompt()?.querySelector('#recovery-intro')?.textContent).toBe(ja.promptIntro)
    expect(buttons(prompt())).toEqual(['キャンセル', '安全なウィンドウを開く'])
    press(ja.open)
    await second
    expect(waiting()?.querySelector('h1')?.textContent).toBe('安全なウィンドウで続行してください')
    expect(buttons(waiting())).toEqual(['キャンセル', 'ウィンドウを表示'])
    surface.close()
  })

  it('a blocked window says so in Arabic', async () => {
    const { language, surface, press } = setup({ blocked: true })
    await language.use(['ar'])
    void surface.open(new AbortController().signal).catch(() => {})
    await vi.waitFor(() => press(ar.open))
    await vi.waitFor(() =>
      expect(document.querySelector('[role="alert"]')?.textContent).toBe(
        'حظر متصفحك النافذة. اسمح بالنوافذ المنبثقة لهذا الموقع ثم حاول مرة أخرى.',
      ),
    )
  })

  it('English for English and a tag without a pack; each pack loads once', async () => {
    const english = await loadSecureWindowTexts('en')
    expect(english.promptTitle).toBe('Continue in a secure window')
    expect(await loadSecureWindowTexts('xx')).toBe(english)
    expect(await loadSecureWindowTexts('ja')).toBe(await loadSecureWindowTexts('ja'))
  })
})
