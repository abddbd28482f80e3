// @vitest-environment node
// The hostile host's visibility and redress cases in the engines without Intersection Observer v2: Firefox (over
// WebDriver BiDi) and WebKit (WebKitWebDriver, WebKitGTK's MiniBrowser), each as it ships, with its own storage
// partitioning. There a host can make the frame transparent or cover it and the frame cannot tell, so the frame
// holds no control that approves: a press on its prompt only opens a window of the frame's own origin, where the
// whole card is drawn. Real cross-origin frame (host 127.0.0.1, frame localhost), real server, real anvil, real mail;
// the user's presses are the engine's real mouse. Also the approval card's layout there (issue 45): a native send and
// typed data, in English and Arabic, in a secure window sized to Kit's 400 px slot (344 × 400); screenshots go to
// test-results/engines-<engine>-approval-<kind>-<locale>-344x400.png.
import {
  type Address,
  createPublicClient,
  getAddress,
  type Hex,
  http,
  parseEther,
  recoverMessageAddress,
  stringToHex,
} from 'viem'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { APPROVAL_ARM_DELAY_MS } from './ui/approvalUi.js'
import { POINTER_ENTRY_MS } from './approval/pointerEntry.js'
import { SECURE_WINDOW_PATH, secureWindowTexts } from './cards/cardSurface.js'
import arabicPrompt from './locales/packs/secureWindow/ar.js'
import { type Card, cardHere, type FrameAnswer, listenAsAttacker } from './testing/attacker.js'
import { appRoot, type BrowserStack, startBrowserStack } from './testing/browserStack.js'
import {
  type Engine,
  type EngineName,
  engineMissing,
  launchEngine,
  type Target,
  type WindowId,
} from './testing/engines.js'

const ENGINES: EngineName[] = ['firefox', 'webkit']

let stack: BrowserStack

beforeAll(async () => {
  if (ENGINES.every((name) => engineMissing(name))) return
  stack = await startBrowserStack()
}, 180_000)

afterAll(async () => {
  await stack?.stop()
}, 60_000)

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Polls `check` until it returns something other than undefined or false. */
async function until<T>(
  what: string,
  check: () => Promise<T | undefined | false>,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  let last: unknown
  for (;;) {
    try {
      const value = await check()
      if (value !== undefined && value !== false) return value
    } catch (error) {
      last = error
    }
    if (Date.now() > deadline)
      throw new Error(`test: ${what} did not happen within ${timeoutMs} ms${last ? `: ${String(last)}` : ''}`)
    await sleep(100)
  }
}

async function mailText(to: string, seen: number, pattern: RegExp): Promise<string> {
  return until(`a mail to ${to} matching ${pattern}`, async () => {
    const response = await fetch(`${stack.devnet.mailApiUrl}/messages?to=${encodeURIComponent(to)}`)
    const list = (await response.json()) as { text: string }[]
    return list.length > seen ? list[0]?.text.match(pattern)?.[1] : undefined
  })
}

const publicClient = () => createPublicClient({ transport: http(stack.devnet.evm[80002]?.rpcUrl) })

/** Runs in a document: the centre of the visible button named `name` (in that document's viewport), if any. */
async function buttonCentreHere(name: string): Promise<{ x: number; y: number } | undefined> {
  const button = [...document.querySelectorAll('button')].find(
    (candidate) => candidate.textContent?.trim() === name && candidate.getClientRects().length > 0,
  )
  if (!button) return undefined
  button.scrollIntoView({ block: 'center', behavior: 'instant' })
  // A timer, not a frame: a tab in the background draws no frames.
  await new Promise((resolve) => setTimeout(resolve, 50))
  const box = button.getBoundingClientRect()
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 }
}

/** Runs in a document: whether its button `name` is there and armed. */
function armedHere(name: string): boolean {
  const button = [...document.querySelectorAll('button')].find(
    (candidate) => candidate.textContent?.trim() === name,
  )
  return button !== undefined && !button.disabled
}

/** Runs in a document: its card's heading, or ''. */
function headingHere(): string {
  return document.querySelector('[role="dialog"] h1, [role="dialog"] h2, main h1')?.textContent?.trim() ?? ''
}

/** The approval card's layout as the engine draws it (runs in the card's document, sent as source). */
type CardLayout = {
  lang: string | null
  dir: string | null
  viewport: { width: number; height: number }
  /** Addresses whose last 6 characters are not on one line, or not all inside the box that shows them. */
  splitAddresses: string[]
  /** The "Max network fee" row's box, if the card has one. */
  maxFee: { top: number; bottom: number; left: number; right: number; label: string } | undefined
  /** Text under a scroller's overlay scrollbar (a scrollbar that takes no room, drawn over its inline end). */
  underScrollbar: string[]
  /** Whether the page itself scrolls (a card that leaves view would never arm). */
  pageScrolls: boolean
}

/** How far from a scroller's inline edge an overlay scrollbar reaches (WebKitGTK's and Firefox's are about 6–8 px). */
const OVERLAY_SCROLLBAR_PX = 6

function cardLayoutHere(overlayPx: number): CardLayout | undefined {
  const card = document.querySelector<HTMLElement>('[data-approval-card]')
  if (!card || card.getBoundingClientRect().height === 0) return undefined
  const dir = card.getAttribute('dir')
  /** The box that clips `node`'s text: the nearest ancestor that does not let it overflow. */
  const clipBox = (node: Node) => {
    for (let parent = node.parentElement; parent; parent = parent.parentElement)
      if (getComputedStyle(parent).overflowX !== 'visible') return parent.getBoundingClientRect()
    return new DOMRect(0, 0, innerWidth, innerHeight)
  }
  // Every text node with its place in the card's whole text, so an address spread over spans is found whole.
  const texts: { node: Text; start: number }[] = []
  let whole = ''
  const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    texts.push({ node: node as Text, start: whole.length })
    whole += node.textContent ?? ''
  }
  const glyph = (index: number) => {
    const entry = [...texts].reverse().find((text) => text.start <= index)
    if (!entry) return undefined
    const range = document.createRange()
    range.setStart(entry.node, index - entry.start)
    range.setEnd(entry.node, index - entry.start + 1)
    return { rect: range.getBoundingClientRect(), box: clipBox(entry.node) }
  }
  const splitAddresses: string[] = []
  for (const match of whole.matchAll(/0x[0-9a-fA-F]{40}/g)) {
    const end = (match.index ?? 0) + match[0].length
    const tail = [1, 2, 3, 4, 5, 6].map((back) => glyph(end - back))
    const tops = tail.map((one) => Math.round(one?.rect.top ?? -1))
    const inside = tail.every(
      (one) => one && one.rect.left >= one.box.left - 0.5 && one.rect.right <= one.box.right + 0.5,
    )
    if (new Set(tops).size > 1 || !inside) splitAddresses.push(match[0])
  }
  const fee = card.querySelector('[data-testid="approval-row-max-fee"]')
  const feeBox = fee?.getBoundingClientRect()
  const underScrollbar: string[] = []
  for (const scroller of card.querySelectorAll<HTMLElement>('*')) {
    const style = getComputedStyle(scroller)
    if (!/auto|scroll/.test(style.overflowY) || scroller.scrollHeight <= scroller.clientHeight + 1) continue
    const borders = Number.parseFloat(style.borderLeftWidth) + Number.parseFloat(style.borderRightWidth)
    // A classic scrollbar takes its room (clientWidth excludes it): nothing is under it.
    if (scroller.offsetWidth - borders - scroller.clientWidth > 0) continue
    const box = scroller.getBoundingClientRect()
    const walk = document.createTreeWalker(scroller, NodeFilter.SHOW_TEXT)
    for (let node = walk.nextNode(); node; node = walk.nextNode()) {
      if (!node.textContent?.trim()) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      for (const line of range.getClientRects()) {
        const covered = dir === 'rtl' ? line.left < box.left + overlayPx : line.right > box.right - overlayPx
        if (covered && line.width > 0) underScrollbar.push(node.textContent.trim().slice(0, 40))
      }
    }
  }
  return {
    lang: card.getAttribute('lang'),
    dir,
    viewport: { width: innerWidth, height: innerHeight },
    splitAddresses,
    maxFee: feeBox && {
      top: feeBox.top,
      bottom: feeBox.bottom,
      left: feeBox.left,
      right: feeBox.right,
      label: fee?.textContent?.trim() ?? '',
    },
    underScrollbar: [...new Set(underScrollbar)],
    pageScrolls: (document.scrollingElement?.scrollHeight ?? 0) > innerHeight + 1,
  }
}

describe.each(ENGINES)('in %s, where the browser cannot report the frame’s visibility', (name) => {
  const missing = engineMissing(name)
  let engine: Engine
  let host: WindowId
  let eoa: Address
  const email = `engines-${name}-${Date.now().toString(36)}@example.test`
  const inHost = (): Target => ({ window: host })
  const inFrame = (): Target => ({ window: host, frameOrigin: stack.frame.origin })

  beforeAll(async () => {
    if (missing) return
    engine = await launchEngine(name)
    host = engine.first
    await openHost()
  }, 120_000)

  afterAll(async () => {
    await engine?.close()
  }, 30_000)

  /** Saves what `window` shows as test-results/engines-<engine>-<label>.png. */
  async function shot(window: WindowId, label: string) {
    const folder = path.join(appRoot, 'test-results')
    mkdirSync(folder, { recursive: true })
    const image = await engine.screenshot(window).catch(() => undefined)
    if (image) writeFileSync(path.join(folder, `engines-${name}-${label}.png`), image)
  }

  /** What the user saw at the end of each case, in every window. */
  afterEach(async (context) => {
    if (!engine) return
    const slug = context.task.name
      .slice(0, 40)
      .replace(/[^a-z0-9]+/gi, '-')
      .replace(/-$/, '')
    for (const [index, entry] of (await engine.windows()).entries())
      await shot(entry.window, `${slug}-${index}`)
  })

  async function openHost() {
    await engine.navigate(host, stack.host.origin)
    await until('the host page', () =>
      engine.evaluate(inHost(), () => document.body.dataset.ready === 'true'),
    )
  }

  /** The centre of button `name` in the target, in its window's viewport (the frame's offset added). */
  async function centreOf(target: Target, button: string) {
    const inside = await until(`the button "${button}"`, () =>
      engine.evaluate(target, buttonCentreHere, button),
    )
    if (!target.frameOrigin) return inside
    const offset = await engine.evaluate(
      { window: target.window },
      (origin) => {
        const iframe = [...document.querySelectorAll('iframe')].find((candidate) =>
          candidate.src.startsWith(origin),
        )
        const box = iframe?.getBoundingClientRect()
        return box ? { x: box.left + iframe!.clientLeft, y: box.top + iframe!.clientTop } : undefined
      },
      target.frameOrigin,
    )
    if (!offset) throw new Error('test: the secure frame is not in the page')
    return { x: offset.x + inside.x, y: offset.y + inside.y }
  }

  /** The user moves onto button `name`, rests a moment (as the cards require), and presses it. */
  async function press(target: Target, button: string, options: { armed?: boolean } = {}) {
    const point = await centreOf(target, button)
    await engine.pointer(target.window, [
      { type: 'move', x: point.x - 20, y: point.y - 8 },
      { type: 'move', x: point.x, y: point.y, durationMs: 100 },
      { type: 'pause', ms: POINTER_ENTRY_MS + 100 },
    ])
    if (options.armed !== false)
      await until(`"${button}" to arm`, () => engine.evaluate(target, armedHere, button)).catch(
        async (error) => {
          const state = await engine.evaluate(target, () => {
            const card = document.querySelector('[role="dialog"]')
            const box = card?.getBoundingClientRect()
            return {
              focus: document.hasFocus(),
              visibility: document.visibilityState,
              card: box && [box.top, box.bottom, box.left, box.right],
              viewport: [innerWidth, innerHeight],
              armed: (card as HTMLElement | null)?.dataset.armed,
            }
          })
          throw new Error(`${(error as Error).message}; the card: ${JSON.stringify(state)}`)
        },
      )
    await engine.pointer(target.window, [{ type: 'down' }, { type: 'up' }])
  }

  const heading = (target: Target) => engine.evaluate(target, headingHere)
  const waitHeading = (target: Target, text: string, timeoutMs = 20_000) =>
    until(`"${text}" on screen`, async () => (await heading(target)) === text, timeoutMs)

  /** The secure window on the frame's origin, once one is open. */
  async function secureWindow(): Promise<WindowId> {
    const found = await until('the secure window', async () =>
      (await engine.windows()).find((entry) =>
        entry.url.startsWith(`${stack.frame.origin}${SECURE_WINDOW_PATH}`),
      ),
    )
    return found.window
  }

  async function secureWindowCount() {
    return (await engine.windows()).filter((entry) => entry.url.startsWith(stack.frame.origin)).length
  }

  const post = (type: string, payload: unknown) =>
    engine.evaluate(
      inHost(),
      (message) => {
        const attacker = (window as unknown as { __attacker?: { send(message: unknown): void } }).__attacker
        if (!attacker) throw new Error('attacker: not installed')
        const id = crypto.randomUUID()
        attacker.send({ ...message, id })
        return id
      },
      { type: `@w3m-app/${type}`, payload },
    )

  const answered = (id: string) =>
    engine.evaluate(
      inHost(),
      (key) =>
        (window as unknown as { __attacker?: { answers: Record<string, FrameAnswer> } }).__attacker?.answers[
          key
        ],
      id,
    )

  const answer = (id: string, timeoutMs = 30_000) =>
    until(`the frame's answer to ${id}`, () => answered(id), timeoutMs)

  const styleIframe = (styles: Record<string, string>) =>
    engine.evaluate(
      inHost(),
      (entries) => {
        const iframe = document.querySelector<HTMLIFrameElement>('iframe[data-kit-secure-frame]')
        if (!iframe) throw new Error('attacker: the secure frame is not mounted')
        for (const [key, value] of Object.entries(entries)) iframe.style.setProperty(key, value)
      },
      styles,
    )

  it.skipIf(missing)(
    'the user logs in by e-mail and protects the new wallet with a passphrase, in the frame',
    async () => {
      expect(
        await engine.evaluate(
          inHost(),
          (address) => window.hostApi.auth.connectEmail({ email: address }),
          email,
        ),
      ).toEqual({ action: 'VERIFY_DEVICE' })
      const link = await mailText(email, 0, /(https?:\/\/\S+\/auth\/device\/approve\?token=\S+)/)
      await engine.evaluate(inHost(), () => {
        window.hostApi.pending.device = window.hostApi.auth.connectDevice()
      })
      const approval = await engine.newTab()
      await engine.navigate(approval, link)
      await press({ window: approval }, 'Approve device')
      await until('the device approved', async () =>
        (await engine.evaluate({ window: approval }, () => document.body.textContent ?? '')).includes(
          'Device approved',
        ),
      )
      await engine.closeWindow(approval)
      await engine.evaluate(inHost(), () => window.hostApi.pending.device)
      const otp = await mailText(email, 1, /\b(\d{6})\b/)
      await engine.evaluate(
        inHost(),
        (code) => {
          window.hostApi.pending.otp = window.hostApi.auth
            .connectOtp({ otp: code })
            .then(() => window.hostApi.kit.connection.connect(window.hostApi.auth.id))
            .then(
              () => {
                ;(window as unknown as { loginDone: unknown }).loginDone = { ok: true }
              },
              (error: Error) => {
                ;(window as unknown as { loginDone: unknown }).loginDone = {
                  ok: false,
                  error: String(error),
                  details: (error as { details?: string }).details,
                }
              },
            )
        },
        otp,
      )
      // "Protect your wallet" stays in the frame: a passkey is given only to the document the user pressed in.
      await waitHeading(inFrame(), 'Protect your wallet', 30_000)
      await press(inFrame(), 'This is my account')
      await press(inFrame(), 'Use a password instead')
      await press(inFrame(), 'Use a generated passphrase')
      // The user reads the passphrase (it comes after its word list loads, moving the button below it).
      await until('the passphrase shown', () =>
        engine.evaluate(inFrame(), () => document.body.textContent?.includes('Your passphrase') === true),
      )
      await press(inFrame(), 'Protect with this password')
      const login = await until(
        'the login done',
        () => engine.evaluate(inHost(), () => (window as unknown as { loginDone?: unknown }).loginDone),
        60_000,
      ).catch(async (error) => {
        const card = await engine.evaluate(inFrame(), () => ({
          text: document.querySelector('[role="dialog"]')?.textContent,
          status: document.querySelector('[role="status"]')?.textContent,
          alert: document.querySelector('[role="alert"]')?.textContent,
          disabled: [...document.querySelectorAll('button')]
            .filter((b) => b.disabled)
            .map((b) => b.textContent),
        }))
        throw new Error(`${(error as Error).message}; the frame shows ${JSON.stringify(card)}`)
      })
      expect(login).toEqual({ ok: true })

      const state = await until(
        'the kit connected',
        async () => {
          const snapshot = await engine.evaluate(inHost(), () => window.hostApi.snapshot())
          return snapshot.status === 'connected' ? snapshot : undefined
        },
        30_000,
      )
      eoa = getAddress(state.address as string)
      await publicClient().request({
        method: 'anvil_setBalance' as never,
        params: [eoa, `0x${parseEther('10').toString(16)}`] as never,
      })
      await engine.evaluate(inHost(), listenAsAttacker, stack.frame.origin)
    },
    180_000,
  )

  it.skipIf(missing)('has no Intersection Observer v2, in the host page or in the frame', async () => {
    for (const target of [inHost(), inFrame()])
      expect(await engine.evaluate(target, () => 'isVisible' in IntersectionObserverEntry.prototype)).toBe(
        false,
      )
  })

  it.skipIf(missing)(
    'a transparent, covered frame holds no control that approves; the card is whole in the secure window, which the host cannot reach',
    async () => {
      // The host hides and covers the frame before the card comes (it knows when: APPROVAL_REQUESTED).
      await styleIframe({ opacity: '0.02' })
      await engine.evaluate(inHost(), () => {
        const decoy = document.createElement('div')
        decoy.id = 'decoy'
        decoy.textContent = 'Click to claim your prize!'
        Object.assign(decoy.style, {
          position: 'fixed',
          inset: '0',
          background: '#fff',
          zIndex: '2147483647',
          pointerEvents: 'none',
        })
        document.body.append(decoy)
      })
      const message = 'Claim your free prize'
      const id = await post('RPC_REQUEST', { method: 'personal_sign', params: [stringToHex(message), eoa] })
      await waitHeading(inFrame(), 'Continue in a secure window')
      // Every control the frame ever shows for this request, recorded inside the frame.
      await engine.evaluate(inFrame(), () => {
        const seen = new Set<string>()
        const record = () => {
          for (const button of document.querySelectorAll('button')) seen.add(button.textContent?.trim() ?? '')
        }
        record()
        new MutationObserver(record).observe(document.body, {
          subtree: true,
          childList: true,
          characterData: true,
        })
        ;(window as unknown as { controlsSeen: Set<string> }).controlsSeen = seen
      })
      // The user, deceived, presses where the prompt's button is: that only opens the window.
      await press(inFrame(), 'Open secure window', { armed: false })
      const popup = await secureWindow()
      const inWindow: Target = { window: popup }
      await waitHeading(inWindow, 'Signature request')
      expect(await answered(id)).toBeUndefined()
      const card = (await engine.evaluate(inWindow, cardHere)) as Card
      expect(card.text).toContain(message)
      await waitHeading(inFrame(), 'Continue in the secure window')
      await shot(host, 'covered-frame')
      await shot(popup, 'secure-window-card')

      // The host tries to load its own page into the secure window by the name it would guess: it cannot reach it.
      await engine.evaluate(inHost(), () => {
        window.open('about:blank#taken', 'kit-secure-window')
      })
      await sleep(500)
      expect((await engine.windows()).find((entry) => entry.window === popup)?.url).toContain(
        SECURE_WINDOW_PATH,
      )
      expect(await heading(inWindow)).toBe('Signature request')
      for (const entry of await engine.windows())
        if (entry.url.startsWith('about:blank') && entry.window !== host)
          await engine.closeWindow(entry.window)

      // In the window the card arms as any card does, and the user's own press there signs.
      const shown = Date.now()
      await press(inWindow, 'Sign')
      expect(Date.now() - shown).toBeGreaterThanOrEqual(APPROVAL_ARM_DELAY_MS - 10)
      const result = await answer(id)
      if (!result.ok) throw new Error(`the frame refused: ${result.message}`)
      expect(await recoverMessageAddress({ message, signature: result.result as Hex })).toBe(eoa)
      const seen = await engine.evaluate(inFrame(), () => [
        ...(window as unknown as { controlsSeen: Set<string> }).controlsSeen,
      ])
      expect(seen.filter((label) => /^(sign|send|approve|confirm)$/i.test(label))).toEqual([])
      await until('the secure window closed', async () => (await secureWindowCount()) === 0)
      await engine.evaluate(inHost(), () => document.getElementById('decoy')?.remove())
      await styleIframe({ opacity: '1' })
    },
  )

  it.skipIf(missing)(
    'a frame moved under the resting pointer, or pressed through, approves nothing: no window, no answer',
    async () => {
      const id = await post('RPC_REQUEST', {
        method: 'personal_sign',
        params: [stringToHex('Slid under you'), eoa],
      })
      await waitHeading(inFrame(), 'Continue in a secure window')
      // The pointer rests where the host will slide the prompt's Cancel: the host then slides the frame around it.
      const cancel = await centreOf(inFrame(), 'Cancel')
      await engine.pointer(host, [{ type: 'move', x: cancel.x, y: cancel.y }])
      await styleIframe({ left: '40%' })
      await sleep(APPROVAL_ARM_DELAY_MS + 200)
      expect(await answered(id)).toBeUndefined()
      expect(await secureWindowCount()).toBe(0)
      // A press meant for the page, wherever it lands on the frame, opens at most a window that says everything.
      await styleIframe({ left: '50%' })
      await press(inFrame(), 'Cancel', { armed: false })
      const refused = await answer(id)
      expect(refused.ok).toBe(false)
      expect(await secureWindowCount()).toBe(0)
    },
  )

  it.skipIf(missing)(
    'closing the secure window declines: nothing is signed and the host hears the refusal',
    async () => {
      const id = await post('RPC_REQUEST', {
        method: 'personal_sign',
        params: [stringToHex('Closed unsigned'), eoa],
      })
      await waitHeading(inFrame(), 'Continue in a secure window')
      await press(inFrame(), 'Open secure window', { armed: false })
      const popup = await secureWindow()
      await waitHeading({ window: popup }, 'Signature request')
      await engine.closeWindow(popup)
      const result = await answer(id)
      expect(result.ok).toBe(false)
      expect((result as { message: string }).message).toMatch(/reject/i)
    },
  )

  it.skipIf(missing)('a send approved in the secure window lands on anvil', async () => {
    const recipient = getAddress(
      `0x${[...crypto.getRandomValues(new Uint8Array(20))].map((b) => b.toString(16).padStart(2, '0')).join('')}`,
    )
    const id = await post('RPC_REQUEST', {
      method: 'eth_sendTransaction',
      params: [{ from: eoa, to: recipient, value: `0x${parseEther('1').toString(16)}` }],
    })
    await waitHeading(inFrame(), 'Continue in a secure window')
    await press(inFrame(), 'Open secure window', { armed: false })
    const popup = await secureWindow()
    await waitHeading({ window: popup }, 'Approve transaction')
    await press({ window: popup }, 'Send')
    const result = await answer(id)
    if (!result.ok) throw new Error(`the frame refused: ${result.message}`)
    await until(
      'the send on anvil',
      async () => (await publicClient().getBalance({ address: recipient })) === parseEther('1'),
      30_000,
    )
  })

  for (const locale of ['en', 'ar'] as const)
    it.skipIf(missing)(
      `the approval card in ${locale} at the frame’s 400 px slot (344 × 400): addresses’ ends whole, the max network fee whole, no scrollbar over text`,
      async () => {
        const synced = await post('SYNC_LOCALE', { locale })
        expect(await answer(synced)).toMatchObject({ ok: true })
        const recipient = getAddress(
          `0x${[...crypto.getRandomValues(new Uint8Array(20))].map((b) => b.toString(16).padStart(2, '0')).join('')}`,
        )
        const mail = {
          types: {
            EIP712Domain: [
              { name: 'name', type: 'string' },
              { name: 'version', type: 'string' },
              { name: 'chainId', type: 'uint256' },
              { name: 'verifyingContract', type: 'address' },
            ],
            Person: [
              { name: 'name', type: 'string' },
              { name: 'wallet', type: 'address' },
            ],
            Mail: [
              { name: 'from', type: 'Person' },
              { name: 'to', type: 'Person' },
              { name: 'contents', type: 'string' },
            ],
          },
          primaryType: 'Mail',
          domain: {
            name: 'Ether Mail',
            version: '1',
            chainId: 80002,
            verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
          },
          message: {
            from: { name: 'Cow', wallet: eoa },
            to: { name: 'Bob', wallet: recipient },
            contents: 'Hello, Bob! The lunch is on me.',
          },
        }
        const requests = {
          native: {
            method: 'eth_sendTransaction',
            params: [{ from: eoa, to: recipient, value: `0x${parseEther('0.25').toString(16)}` }],
          },
          typed: { method: 'eth_signTypedData_v4', params: [eoa, JSON.stringify(mail)] },
        }
        for (const [kind, request] of Object.entries(requests)) {
          const id = await post('RPC_REQUEST', request)
          // The prompt in the frame speaks the frame's language too.
          const prompt = locale === 'ar' ? arabicPrompt : secureWindowTexts
          await waitHeading(inFrame(), prompt.promptTitle)
          await press(inFrame(), prompt.open, { armed: false })
          const popup = await secureWindow()
          try {
            // The card as it is drawn in Kit's modal: the slot's 344 × 400 (a 360 px phone's dialog body).
            await engine.setViewport(popup, { width: 344, height: 400 })
            await until(`the ${kind} card in ${locale}`, async () => {
              const read = await engine.evaluate({ window: popup }, cardLayoutHere, OVERLAY_SCROLLBAR_PX)
              return read?.lang === locale && read.viewport.height === 400 ? read : undefined
            })
            await sleep(300)
            await shot(popup, `approval-${kind}-${locale}-344x400`)
            const layout = (await engine.evaluate(
              { window: popup },
              cardLayoutHere,
              OVERLAY_SCROLLBAR_PX,
            )) as CardLayout
            expect(layout.dir).toBe(locale === 'ar' ? 'rtl' : 'ltr')
            expect(layout.splitAddresses).toEqual([])
            expect(layout.underScrollbar).toEqual([])
            expect(layout.pageScrolls).toBe(false)
            if (kind === 'native') {
              // Pinned beside the buttons: whole inside the window, never cut at the fold.
              expect(layout.maxFee).toBeDefined()
              const fee = layout.maxFee as NonNullable<CardLayout['maxFee']>
              expect(fee.top).toBeGreaterThanOrEqual(0)
              expect(fee.bottom).toBeLessThanOrEqual(layout.viewport.height)
              expect(fee.left).toBeGreaterThanOrEqual(0)
              expect(fee.right).toBeLessThanOrEqual(layout.viewport.width)
            }
            if (kind === 'native' && locale === 'en') {
              // The reader can fail: an address broken anywhere leaves its last characters on a line of their own.
              await engine.evaluate(
                { window: popup },
                (address) => {
                  const broken = document.createElement('pre')
                  broken.id = 'broken-address'
                  Object.assign(broken.style, {
                    width: '13ch',
                    wordBreak: 'break-all',
                    whiteSpace: 'pre-wrap',
                  })
                  broken.textContent = address
                  document.querySelector('[data-approval-card]')?.append(broken)
                },
                recipient,
              )
              const control = (await engine.evaluate(
                { window: popup },
                cardLayoutHere,
                OVERLAY_SCROLLBAR_PX,
              )) as CardLayout
              expect(control.splitAddresses).toEqual([recipient])
            }
          } finally {
            // Closing the window declines: nothing is signed or sent.
            await engine.closeWindow(popup)
          }
          expect((await answer(id)).ok).toBe(false)
          await until('the secure window closed', async () => (await secureWindowCount()) === 0)
        }
        const back = await post('SYNC_LOCALE', { locale: 'en' })
        await answer(back)
      },
      120_000,
    )

  it.skipIf(missing)(
    'a reload keeps the user signed in, with the engine’s own storage partitioning',
    async () => {
      await engine.reload(host)
      await until('the host page', () =>
        engine.evaluate(inHost(), () => document.body.dataset.ready === 'true'),
      )
      const state = await until(
        'the session restored',
        async () => {
          const snapshot = await engine.evaluate(inHost(), () => window.hostApi.snapshot())
          return snapshot.status === 'connected' ? snapshot : undefined
        },
        30_000,
      )
      expect(getAddress(state.address as string)).toBe(eoa)
      expect(await heading(inFrame()).catch(() => '')).not.toBe('Open your wallet on this device')
    },
  )
})
