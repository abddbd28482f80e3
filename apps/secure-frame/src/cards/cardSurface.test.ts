import { afterEach, describe, expect, it, vi } from 'vitest'
import { APPROVAL_ARM_DELAY_MS, createApprovalUi } from '../ui/approvalUi.js'
import { UserRejectedError } from '../errors.js'
import {
  drawnOn,
  frameSurface,
  reportsVisibility,
  secureWindowSurface,
  secureWindowTexts as texts,
} from './cardSurface.js'

const FRAME_ORIGIN = 'https://frame.example'
const URL_OF_WINDOW = `${FRAME_ORIGIN}/secure-window.html`

/** A pop-up as the frame sees it: its page loads on `loadedOrigin` once `load()` is called. */
function fakePopup(loadedOrigin = FRAME_ORIGIN) {
  const page = document.implementation.createHTMLDocument('Kit secure window')
  const popup = {
    closed: false,
    focused: 0,
    location: { origin: 'null' },
    document: page,
    close() {
      popup.closed = true
    },
    focus() {
      popup.focused++
    },
    load() {
      popup.location.origin = loadedOrigin
      Object.defineProperty(page, 'readyState', { value: 'complete', configurable: true })
      page.body.append(Object.assign(page.createElement('main'), { id: 'card-root' }))
      page.documentElement.dataset.secureWindow = 'ready'
    },
  }
  return popup
}

function setup(options: { blocked?: boolean; loadedOrigin?: string } = {}) {
  document.body.replaceChildren()
  document.documentElement.removeAttribute('data-theme')
  const popups: ReturnType<typeof fakePopup>[] = []
  const surface = secureWindowSurface({
    document,
    root: document.body,
    url: URL_OF_WINDOW,
    pollMs: 10,
    readyTimeoutMs: 1_000,
    openWindow(url) {
      expect(url).toBe(URL_OF_WINDOW)
      if (options.blocked) return null
      const popup = fakePopup(options.loadedOrigin)
      popups.push(popup)
      return popup as unknown as Window
    },
  })
  const button = (name: string) =>
    [...document.querySelectorAll('button')].find((candidate) => candidate.textContent === name)
  return { surface, popups, button }
}

const tick = () => vi.advanceTimersByTimeAsync(20)

afterEach(() => {
  vi.useRealTimers()
})

describe('reportsVisibility', () => {
  it('is true only where IntersectionObserverEntry has isVisible (Intersection Observer v2)', () => {
    class WithV2 {
      get isVisible() {
        return true
      }
    }
    class V1Only {}
    expect(reportsVisibility({ IntersectionObserverEntry: WithV2 })).toBe(true)
    expect(reportsVisibility({ IntersectionObserverEntry: V1Only })).toBe(false)
    expect(reportsVisibility({})).toBe(false)
    expect(reportsVisibility(null)).toBe(false)
  })
})

describe('the secure window surface', () => {
  it('asks in the frame first; the card is drawn in the window of the frame’s origin, with the frame’s theme', async () => {
    vi.useFakeTimers()
    const { surface, popups, button } = setup()
    document.documentElement.dataset.theme = 'dark'
    document.documentElement.style.setProperty('--kit-accent', '#ff0000')
    const place = surface.open(new AbortController().signal)
    await tick()
    // Nothing opens without the user's press in the frame.
    expect(popups).toHaveLength(0)
    expect(document.getElementById('recovery-title')?.textContent).toBe(texts.promptTitle)
    button(texts.open)?.click()
    expect(popups).toHaveLength(1)
    expect(document.querySelector('[role="status"]')?.textContent).toBe(texts.opening)
    popups[0]?.load()
    await tick()
    const { document: page, root } = await place
    expect(page).toBe(popups[0]?.document)
    expect(root.id).toBe('card-root')
    expect(page.documentElement.dataset.theme).toBe('dark')
    expect(page.documentElement.style.getPropertyValue('--kit-accent')).toBe('#ff0000')
    // The frame says where the card is, and can bring the window forward.
    expect(document.getElementById('secure-window-title')?.textContent).toBe(texts.waitingTitle)
    button(texts.show)?.click()
    expect(popups[0]?.focused).toBeGreaterThan(1)
    surface.close()
    expect(popups[0]?.closed).toBe(true)
    expect(document.querySelector('[data-secure-window-waiting]')).toBeNull()
  })

  it('a blocked window says so in the frame and can be tried again', async () => {
    vi.useFakeTimers()
    const { surface, button } = setup({ blocked: true })
    void surface.open(new AbortController().signal).catch(() => {})
    await tick()
    button(texts.open)?.click()
    await tick()
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(texts.blocked)
    expect(button(texts.open)?.disabled).toBe(false)
  })

  it('a window that does not load the frame’s page is never used', async () => {
    vi.useFakeTimers()
    const { surface, popups, button } = setup({ loadedOrigin: 'https://evil.example' })
    const place = surface.open(new AbortController().signal)
    place.catch(() => {})
    await tick()
    button(texts.open)?.click()
    popups[0]?.load()
    await vi.advanceTimersByTimeAsync(1_100)
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(texts.notReady)
  })

  it('Cancel in the prompt declines; closing the window declines the card drawn there', async () => {
    vi.useFakeTimers()
    const { surface, popups, button } = setup()
    const declined = surface.open(new AbortController().signal)
    await tick()
    button(texts.cancel)?.click()
    await expect(declined).rejects.toBeInstanceOf(UserRejectedError)

    const place = surface.open(new AbortController().signal)
    await tick()
    button(texts.open)?.click()
    popups[0]?.load()
    await tick()
    const { closed } = await place
    expect(closed.aborted).toBe(false)
    popups[0]?.close()
    await tick()
    expect(closed.aborted).toBe(true)
    expect(closed.reason).toBeInstanceOf(UserRejectedError)
    expect(document.querySelector('[data-secure-window-waiting]')).toBeNull()
  })

  it('opens each window under a fresh random name, which no other page can guess to load something else in it', async () => {
    vi.useFakeTimers()
    document.body.replaceChildren()
    const names: string[] = []
    const open = vi.spyOn(window, 'open').mockImplementation((_url, name) => {
      names.push(String(name))
      return null
    })
    try {
      const surface = secureWindowSurface({ document, root: document.body, url: URL_OF_WINDOW, pollMs: 10 })
      void surface.open(new AbortController().signal).catch(() => {})
      await tick()
      const openButton = () =>
        [...document.querySelectorAll('button')].find((candidate) => candidate.textContent === texts.open)
      openButton()?.click()
      await tick()
      openButton()?.click()
      expect(names).toHaveLength(2)
      expect(names[0]).toMatch(/^kit-secure-window-[0-9a-f-]{36}$/)
      expect(names[1]).not.toBe(names[0])
    } finally {
      open.mockRestore()
    }
  })

  it('the window going to another page ends the card as declined, and is closed', async () => {
    vi.useFakeTimers()
    const { surface, popups, button } = setup()
    const place = surface.open(new AbortController().signal)
    await tick()
    button(texts.open)?.click()
    popups[0]?.load()
    await tick()
    const { closed } = await place
    // Another page now shows there (a cross-origin page throws on `document`).
    Object.defineProperty(popups[0], 'document', {
      get() {
        throw new DOMException('Blocked a frame from accessing a cross-origin frame', 'SecurityError')
      },
    })
    await tick()
    expect(closed.aborted).toBe(true)
    expect(closed.reason).toBeInstanceOf(UserRejectedError)
    expect(popups[0]?.closed).toBe(true)
  })

  it('the host giving up closes the window; one card at a time', async () => {
    vi.useFakeTimers()
    const { surface, popups, button } = setup()
    const host = new AbortController()
    const first = surface.open(host.signal)
    await tick()
    button(texts.open)?.click()
    popups[0]?.load()
    await tick()
    await first
    let secondShown = false
    const second = surface.open(new AbortController().signal).then((place) => {
      secondShown = true
      return place
    })
    await tick()
    // The second card waits: the frame still shows where the first one is.
    expect(secondShown).toBe(false)
    expect(document.querySelector('[data-secure-window-waiting]')).not.toBeNull()
    host.abort(new Error('gone'))
    await tick()
    expect(popups[0]?.closed).toBe(true)
    expect(document.getElementById('recovery-title')?.textContent).toBe(texts.promptTitle)
    button(texts.open)?.click()
    popups[1]?.load()
    await tick()
    expect((await second).document).toBe(popups[1]?.document)
  })

  it('an approval card goes to the window; closing the window rejects the request', async () => {
    vi.useFakeTimers()
    const { surface, popups, button } = setup()
    const ui = createApprovalUi(document, document.body, surface)
    const answer = ui.ask(
      {
        title: 'Send request',
        intro: 'https://shop.example asks you to send.',
        rows: [],
        approveLabel: 'Send',
      },
      new AbortController().signal,
    )
    await tick()
    // The frame holds no approval card, only the prompt.
    expect(document.querySelector('[data-approval-card]')).toBeNull()
    button(texts.open)?.click()
    popups[0]?.load()
    await tick()
    const page = popups[0]?.document as Document
    expect(page.querySelector('[data-approval-card] h1')?.textContent).toBe('Send request')
    popups[0]?.close()
    await tick()
    await expect(answer).resolves.toBe(false)
  })

  it('a card with a fee choice shows it in the window, and Approve there answers the option picked there', async () => {
    vi.useFakeTimers()
    const { surface, popups, button } = setup()
    const ui = createApprovalUi(document, document.body, surface)
    const answer = ui.askChoice(
      {
        title: 'Approve transaction',
        intro: 'https://shop.example asks you to send a transaction.',
        rows: [],
        approveLabel: 'Send',
        choice: {
          id: 'fee',
          label: 'Network fee to pay',
          selected: 'market',
          options: [
            { value: 'market', label: 'Today’s market fee', detail: 'Max 0.00042 POL' },
            { value: 'app', label: 'The app’s fee', detail: 'Max 0.0021 POL' },
          ],
        },
      },
      new AbortController().signal,
    )
    await tick()
    button(texts.open)?.click()
    popups[0]?.load()
    await tick()
    const page = popups[0]?.document as Document
    // Nothing of the choice is in the frame: only the prompt.
    expect(document.querySelector('[data-testid="approval-choice-fee"]')).toBeNull()
    const radio = (value: string) =>
      page.querySelector<HTMLInputElement>(`[data-testid="approval-choice-fee-${value}"]`) as HTMLInputElement
    expect(radio('market').checked).toBe(true)
    // The user is at the window (a visible page, the pointer in it) for the arm delay, picks the app's fee, and
    // waits again.
    Object.defineProperty(page, 'visibilityState', { configurable: true, value: 'visible' })
    page.dispatchEvent(new MouseEvent('pointermove', { bubbles: true }))
    await vi.advanceTimersByTimeAsync(APPROVAL_ARM_DELAY_MS)
    radio('app').click()
    expect(radio('app').checked).toBe(true)
    await vi.advanceTimersByTimeAsync(APPROVAL_ARM_DELAY_MS)
    const send = page.querySelector<HTMLButtonElement>(
      '[data-approval-action="approve"]',
    ) as HTMLButtonElement
    expect(send.disabled).toBe(false)
    send.click()
    await expect(answer).resolves.toBe('app')
  })

  it('drawnOn draws a card method in the window and closes it when the card settles', async () => {
    vi.useFakeTimers()
    const { surface, popups, button } = setup()
    const drawnIn: Document[] = []
    const create = (where: Document, root: HTMLElement) => ({
      async confirm(options: { signal: AbortSignal; word: string }) {
        drawnIn.push(where)
        root.textContent = options.word
        return options.word.toUpperCase()
      },
    })
    const ui = drawnOn(surface, create(document, document.body), create, ['confirm'])
    const result = ui.confirm({ signal: new AbortController().signal, word: 'yes' })
    await tick()
    button(texts.open)?.click()
    popups[0]?.load()
    await tick()
    await expect(result).resolves.toBe('YES')
    expect(drawnIn).toEqual([popups[0]?.document])
    expect(popups[0]?.closed).toBe(true)
  })
})

describe('the frame surface', () => {
  it('gives the frame’s own place at once, one card at a time', async () => {
    const surface = frameSurface(document, document.body)
    const first = await surface.open(new AbortController().signal)
    expect(first.root).toBe(document.body)
    let second = false
    const next = surface.open(new AbortController().signal).then(() => {
      second = true
    })
    await Promise.resolve()
    expect(second).toBe(false)
    surface.close()
    await next
    expect(second).toBe(true)
  })
})
