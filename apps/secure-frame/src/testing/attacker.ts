// Test-only: a script on an allowed host page that talks to the secure frame directly, as an XSS or a compromised
// third-party widget would. It posts raw `@w3m-app/*` messages to the iframe (bypassing Kit's core and its
// validation) and records what the frame answers and announces. Also reads the approval card inside the frame.
import type { Frame, Page } from 'playwright-core'

/** What the frame answered to one request. */
export type FrameAnswer = { ok: true; result: unknown } | { ok: false; message: string }

/** A frame-initiated event (`@w3m-frame/<type>`), as the host page received it. */
export type FrameEvent = { type: string; payload: unknown }

/** The first thing that happened to a request: an answer, or an approval card shown for it. */
export type FrameOutcome = { kind: 'answer'; answer: FrameAnswer } | { kind: 'card' }

/** One row of the approval card (`<dt>` label, `<dd>` value). */
export type CardRow = { label: string; value: string }

/** The approval card as the user sees it. */
export type Card = {
  title: string
  /** Rendered text of the whole card (`innerText`). */
  text: string
  /** Raw text of the whole card (`textContent`), control and bidi characters included. */
  rawText: string
  rows: CardRow[]
  buttons: { name: string; armed: boolean }[]
}

type AttackerState = {
  answers: Record<string, FrameAnswer>
  events: FrameEvent[]
  send(message: unknown): void
}

declare global {
  interface Window {
    __attacker?: AttackerState
  }
}

/** The host page's channel to the frame, driven from the test. */
export type Attacker = {
  /** Posts `@w3m-app/RPC_REQUEST` with `{method, params}` as given; returns the request id. */
  rpc(method: string, params: unknown): Promise<string>
  /** Posts any `@w3m-app/<name>` message (`ABORT`, `SYNC_DAPP_DATA`…); returns its id. */
  post(name: string, payload?: unknown, id?: string): Promise<string>
  /** Waits for the frame's answer to `id`. */
  answer(id: string, timeoutMs?: number): Promise<FrameAnswer>
  /** Whether the frame answered `id` yet (without waiting). */
  answered(id: string): Promise<FrameAnswer | undefined>
  /** Waits for the first of: the answer to `id`, or an APPROVAL_REQUESTED event for `id`. */
  outcome(id: string, timeoutMs?: number): Promise<FrameOutcome>
  /** The events the frame sent about request `id` (payload `{id}`), in order, by type. */
  eventsFor(id: string): Promise<string[]>
}

/**
 * Runs in the host page (sent as source, so it stands alone): listens to the secure frame as an attacker's script
 * would, once per document. Only messages from the secure frame's window and origin are recorded.
 */
export function listenAsAttacker(origin: string): void {
  if (window.__attacker) return
  const iframe = () => document.querySelector<HTMLIFrameElement>('iframe[data-kit-secure-frame]')
  const state: AttackerState = {
    answers: {},
    events: [],
    send(message) {
      const target = iframe()?.contentWindow
      if (!target) throw new Error('attacker: the secure frame is not mounted')
      target.postMessage(message, origin)
    },
  }
  window.addEventListener('message', (event) => {
    if (event.origin !== origin || event.source !== iframe()?.contentWindow) return
    const data = event.data as { type?: unknown; id?: unknown; payload?: unknown } | null
    if (!data || typeof data.type !== 'string' || !data.type.startsWith('@w3m-frame/')) return
    const type = data.type.slice('@w3m-frame/'.length)
    const answer = /_(SUCCESS|ERROR)$/.exec(type)
    if (answer && typeof data.id === 'string') {
      const payload = data.payload as { message?: unknown } | undefined
      state.answers[data.id] =
        answer[1] === 'SUCCESS'
          ? { ok: true, result: data.payload }
          : { ok: false, message: String(payload?.message ?? 'An error occurred') }
      return
    }
    state.events.push({ type, payload: data.payload })
    // The attacker shows the card itself, centred as Kit's placement does without a slot: Kit's core shows the
    // frame only for requests it sent, and these it did not.
    const frame = iframe()
    if (type === 'APPROVAL_REQUESTED' && frame)
      Object.assign(frame.style, {
        display: 'block',
        position: 'fixed',
        left: '50%',
        top: '50%',
        width: '360px',
        height: '420px',
        transform: 'translate(-50%, -50%)',
        zIndex: '2147483000',
        border: '0',
      })
  })
  window.__attacker = state
}

/**
 * Installs the attacker's listener in the host page and returns the handles to drive it.
 */
export async function installAttacker(page: Page, frameOrigin: string): Promise<Attacker> {
  await page.evaluate(listenAsAttacker, frameOrigin)

  const post = async (name: string, payload?: unknown, id: string = crypto.randomUUID()) => {
    await page.evaluate(
      ({ message }) => {
        if (!window.__attacker) throw new Error('attacker: not installed')
        window.__attacker.send(message)
      },
      { message: { type: `@w3m-app/${name}`, id, ...(payload === undefined ? {} : { payload }) } },
    )
    return id
  }

  const answered = (id: string) =>
    page.evaluate((key) => window.__attacker?.answers[key] as FrameAnswer | undefined, id)

  return {
    post,
    rpc: (method, params) => post('RPC_REQUEST', { method, params }),
    answered,
    async answer(id, timeoutMs = 20_000) {
      const handle = await page
        .waitForFunction((key) => window.__attacker?.answers[key], id, { timeout: timeoutMs, polling: 50 })
        .catch((error: Error) => {
          throw new Error(`test: the frame did not answer request ${id} within ${timeoutMs} ms`, {
            cause: error,
          })
        })
      return (await handle.jsonValue()) as FrameAnswer
    },
    async outcome(id, timeoutMs = 20_000) {
      const handle = await page
        .waitForFunction(
          (key) => {
            const state = window.__attacker
            if (!state) return undefined
            const answer = state.answers[key]
            if (answer) return { kind: 'answer', answer }
            const asked = state.events.some(
              (event) =>
                event.type === 'APPROVAL_REQUESTED' && (event.payload as { id?: unknown })?.id === key,
            )
            return asked ? { kind: 'card' } : undefined
          },
          id,
          { timeout: timeoutMs, polling: 50 },
        )
        .catch((error: Error) => {
          throw new Error(`test: neither an answer nor a card for request ${id} within ${timeoutMs} ms`, {
            cause: error,
          })
        })
      return (await handle.jsonValue()) as FrameOutcome
    },
    eventsFor: (id) =>
      page.evaluate(
        (key) =>
          (window.__attacker?.events ?? [])
            .filter((event) => (event.payload as { id?: unknown } | undefined)?.id === key)
            .map((event) => event.type),
        id,
      ),
  }
}

/** Runs in the frame or its secure window (sent as source): the card shown there, or `undefined`. */
export function cardHere(): Card | undefined {
  const dialog = document.querySelector<HTMLElement>('[role="dialog"]')
  if (!dialog) return undefined
  const rows = [...dialog.querySelectorAll('dt')].map((dt) => ({
    label: dt.textContent?.trim() ?? '',
    value: dt.nextElementSibling?.textContent?.trim() ?? '',
  }))
  const buttons = [...dialog.querySelectorAll('button')].map((button) => ({
    name: button.textContent?.trim() ?? '',
    armed: !button.disabled && button.getAttribute('aria-disabled') !== 'true',
  }))
  return {
    title: dialog.querySelector('h1, h2')?.textContent?.trim() ?? '',
    // biome-ignore lint/performance/useDomNodeTextContent: the text as rendered, line breaks included
    text: dialog.innerText,
    rawText: dialog.textContent ?? '',
    rows,
    buttons,
  }
}

/** The approval card currently in the frame, or `undefined` when none is shown. */
export function readCard(frame: Frame): Promise<Card | undefined> {
  return frame.evaluate(cardHere)
}

/** Waits until the frame shows an approval card (optionally with `title`) and returns it. */
export async function waitForCard(frame: Frame, title?: string, timeoutMs = 15_000): Promise<Card> {
  await frame.waitForFunction(
    (expected) => {
      const heading = document.querySelector('[role="dialog"] h1, [role="dialog"] h2')
      return heading !== null && (expected === undefined || heading.textContent?.trim() === expected)
    },
    title,
    { timeout: timeoutMs, polling: 50 },
  )
  const card = await readCard(frame)
  if (!card) throw new Error('test: the approval card went away while it was read')
  return card
}

/** Whether the card's button `name` is armed (enabled) right now. */
export function isArmed(frame: Frame, name: string): Promise<boolean> {
  return frame.evaluate((label) => {
    const button = [...document.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')].find(
      (candidate) => candidate.textContent?.trim() === label,
    )
    return button !== undefined && !button.disabled && button.getAttribute('aria-disabled') !== 'true'
  }, name)
}

/** Waits until the card's button `name` is armed. */
export async function waitArmed(frame: Frame, name: string, timeoutMs = 10_000): Promise<void> {
  await frame.waitForFunction(
    (label) => {
      const button = [...document.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')].find(
        (candidate) => candidate.textContent?.trim() === label,
      )
      return button !== undefined && !button.disabled && button.getAttribute('aria-disabled') !== 'true'
    },
    name,
    { timeout: timeoutMs, polling: 20 },
  )
}

/** The centre of the card's button `name`, in the host page's viewport (where a real click lands). */
export async function buttonCentre(frame: Frame, name: string): Promise<{ x: number; y: number }> {
  const box = await frame.getByRole('button', { name, exact: true }).boundingBox()
  if (!box) throw new Error(`test: the ${name} button has no box`)
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

/** Sets inline styles on the host's secure-frame iframe (what a hostile host script controls). */
export function styleIframe(page: Page, styles: Record<string, string>): Promise<void> {
  return page.evaluate((entries) => {
    const iframe = document.querySelector<HTMLIFrameElement>('iframe[data-kit-secure-frame]')
    if (!iframe) throw new Error('attacker: the secure frame is not mounted')
    for (const [name, value] of Object.entries(entries)) iframe.style.setProperty(name, value)
  }, styles)
}
