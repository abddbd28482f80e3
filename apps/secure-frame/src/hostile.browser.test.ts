// @vitest-environment node
// The hostile host: a page on an allowed origin, scripted as an attacker (an XSS, a compromised widget), talks to
// the secure frame straight through postMessage, past Kit's core and its checks. Real cross-origin frame in
// Chromium, real Kit server, real devnet. Each case asserts what the approval card shows and what lands on chain.
import { base58 } from '@scure/base'
import type { BrowserContext, Frame, Page, Route } from 'playwright-core'
import {
  type Address,
  createPublicClient,
  formatEther,
  getAddress,
  type Hash,
  type Hex,
  http,
  parseEther,
  recoverMessageAddress,
  recoverTypedDataAddress,
  stringToHex,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { APPROVAL_ARM_DELAY_MS } from './ui/approvalUi.js'
import { POINTER_ENTRY_MS } from './approval/pointerEntry.js'
import {
  type Attacker,
  buttonCentre,
  type Card,
  type FrameAnswer,
  installAttacker,
  isArmed,
  readCard,
  styleIframe,
  waitArmed,
  waitForCard,
} from './testing/attacker.js'
import { type BrowserProfile, openBrowserProfile } from './testing/browserProfile.js'
import { type BrowserStack, PROJECT_ID, startBrowserStack } from './testing/browserStack.js'
import type { HostApi } from './testing/hostPage.js'
import { pressLikeAPerson } from './testing/press.js'
import { loginByEmail } from './testing/emailLogin.js'
import { encodeErc7821Calls } from '@kit/accounts'
import { smartAccountAddress } from './wallet/smartAccountFacts.js'

declare global {
  interface Window {
    hostApi: HostApi
  }
}

const email = `mallory-target-${Date.now().toString(36)}@example.test`
/** Someone else's address: never one of the user's accounts. */
const STRANGER = '0x000000000000000000000000000000000000dEaD'
/** Control characters (other than whitespace) and bidi overrides or isolates, as code points. */
function misleadingCharacters(text: string): string[] {
  return [...text]
    .filter((char) => {
      const code = char.codePointAt(0) ?? 0
      if (code === 0x09 || code === 0x0a || code === 0x0d) return false
      return (
        code < 0x20 ||
        code === 0x7f ||
        (code >= 0x202a && code <= 0x202e) ||
        (code >= 0x2066 && code <= 0x2069)
      )
    })
    .map((char) => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`)
}

let stack: BrowserStack
let profile: BrowserProfile | undefined
let context: BrowserContext
let page: Page
let attacker: Attacker
let eoa: Address
let smart: Address

const publicClient = () => createPublicClient({ transport: http(stack.devnet.evm[80002]?.rpcUrl) })

async function setBalance(address: Address, ether: string) {
  await publicClient().request({
    method: 'anvil_setBalance' as never,
    params: [address, `0x${parseEther(ether).toString(16)}`] as never,
  })
}

/** A fresh recipient with no balance. */
const freshAddress = (): Address =>
  getAddress(
    `0x${[...crypto.getRandomValues(new Uint8Array(20))].map((b) => b.toString(16).padStart(2, '0')).join('')}`,
  )

const hex = (value: bigint) => `0x${value.toString(16)}`

async function secureFrame(): Promise<Frame> {
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    const frame = page.frames().find((candidate) => candidate.url().startsWith(stack.frame.origin))
    if (frame) return frame
    await page.waitForTimeout(50)
  }
  throw new Error('test: the secure frame is not in the page')
}

const describeCard = (card: Card | undefined) =>
  card ? `"${card.title}": ${card.text.replace(/\s+/g, ' ').slice(0, 600)}` : '(no card)'

/**
 * The request must be refused with a clear error before any card is shown. A card that shows anyway is dropped
 * (ABORT, never approved) and the test fails, naming what the card said.
 */
async function expectRefused(id: string): Promise<string> {
  const outcome = await attacker.outcome(id)
  if (outcome.kind === 'card') {
    const card = await readCard(await secureFrame()).catch(() => undefined)
    await attacker.post('ABORT', undefined, id)
    throw new Error(`expected a refusal, but the frame asked the user: ${describeCard(card)}`)
  }
  expect(outcome.answer.ok, `answered ${JSON.stringify(outcome.answer)}`).toBe(false)
  const message = (outcome.answer as { message: string }).message
  expect(message).not.toBe('An error occurred')
  expect(message.length).toBeGreaterThan(5)
  return message
}

/** The request must reach the card; returns what it shows. */
async function expectCard(id: string, title?: string): Promise<Card> {
  const outcome = await attacker.outcome(id)
  if (outcome.kind === 'answer')
    throw new Error(`expected an approval card, the frame answered ${JSON.stringify(outcome.answer)}`)
  return waitForCard(await secureFrame(), title)
}

/** Runs `check` on a card that is open for request `id`; when it fails, the card is dropped (ABORT) first. */
async function guard<T>(id: string, check: () => Promise<T>): Promise<T> {
  try {
    return await check()
  } catch (error) {
    if (!(await attacker.answered(id))) await attacker.post('ABORT', undefined, id).catch(() => undefined)
    throw error
  }
}

/** Presses `button` on the card once it is armed: a real click through the host page, the pointer resting first. */
async function press(button: string): Promise<void> {
  const frame = await secureFrame()
  await waitArmed(frame, button)
  await pressLikeAPerson(frame.getByRole('button', { name: button, exact: true }))
}

/** The rows of the card that name the account that signs or sends. */
const SIGNER_LABEL = /^(from|account|smart account|signer|signed by|signing account|sent by)\b/i
function signerText(card: Card): string {
  const rows = card.rows.filter((row) => SIGNER_LABEL.test(row.label))
  expect(rows.length, `no signer row on ${describeCard(card)}`).toBeGreaterThan(0)
  return rows.map((row) => `${row.label}: ${row.value}`).join('\n')
}

/**
 * The card's "Max network fee", in wei (the value may read "0.000042 POL" or "up to 0.000042 POL"); on a card where
 * the app set fee fields, the max fee of the option selected (the one Send pays).
 */
async function maxNetworkFee(card: Card): Promise<bigint> {
  const row = card.rows.find((candidate) => /max(imum)? network fee/i.test(candidate.label))
  const selected = row
    ? undefined
    : await (await secureFrame())
        .locator('[data-testid^="approval-choice-fee-"]:checked')
        .locator('xpath=..')
        .textContent({ timeout: 2_000 })
        .catch(() => undefined)
  const value = row?.value ?? selected
  if (!value) throw new Error(`no "Max network fee" row or fee choice on ${describeCard(card)}`)
  const amount = /([0-9][0-9,]*(?:\.[0-9]+)?)\s*POL/.exec(value)?.[1]
  if (!amount) throw new Error(`the max network fee does not read as an amount: ${value}`)
  return parseEther(amount.replace(/,/g, ''))
}

const okResult = (answer: FrameAnswer): unknown => {
  if (!answer.ok) throw new Error(`the frame refused: ${answer.message}`)
  return answer.result
}

const nonceOf = (address: Address) => publicClient().getTransactionCount({ address, blockTag: 'pending' })

async function selectAccount(type: 'eoa' | 'smartAccount') {
  await expect(
    page.evaluate((kind) => window.hostApi.kit.account.selectPreferredAccountType(kind), type),
  ).resolves.toBe(type)
}

/** Delays the frame's `eth_sendRawTransaction` calls, so an abort can arrive while a send is in flight. */
async function delayRawSends(ms: number): Promise<() => Promise<void>> {
  const rpcUrl = stack.devnet.evm[80002]?.rpcUrl ?? ''
  const matcher = (url: URL) => url.href.startsWith(rpcUrl)
  const handler = async (route: Route) => {
    const request = route.request()
    if (request.method() === 'POST' && (request.postData() ?? '').includes('eth_sendRawTransaction'))
      await new Promise((resolve) => setTimeout(resolve, ms))
    await route.continue().catch(() => undefined)
  }
  await context.route(matcher, handler)
  return () => context.unroute(matcher, handler)
}

beforeAll(async () => {
  stack = await startBrowserStack()
  profile = await openBrowserProfile('hostile')
  ;({ context, page } = profile)
  if (process.env.KIT_DEBUG)
    page.on('console', (message) => console.log('[host console]', message.type(), message.text()))
  await page.goto(stack.host.origin)
  await page.waitForSelector('body[data-ready="true"]', { timeout: 15_000 })
}, 180_000)

afterAll(async () => {
  await profile?.close()
  await stack?.stop()
}, 60_000)

describe.sequential('a hostile host page drives the secure frame through postMessage', () => {
  it('the user logs in by e-mail (one session for every case)', async () => {
    eoa = await loginByEmail(stack, context, page, email)
    // EIP-7702 on 80002: the smart account is the EOA itself, upgraded in place.
    smart = smartAccountAddress(eoa, '7702')
    expect(smart).toBe(eoa)
    await setBalance(eoa, '10')
    attacker = await installAttacker(page, stack.frame.origin)
  })

  it('wallet_sendCalls with a decimal, octal, binary or padded value is refused; nothing lands, never "Amount 0"', async () => {
    const recipient = freshAddress()
    const nonce = await nonceOf(eoa)
    const five = parseEther('5')
    const values = [
      five.toString(), // '5000000000000000000': BigInt reads it, isHex does not
      `0o${five.toString(8)}`,
      `0b${five.toString(2)}`,
      ` ${hex(five)}`,
      `${hex(five)}\n`,
      `0X${five.toString(16)}`,
    ]
    for (const value of values) {
      const id = await attacker.rpc('wallet_sendCalls', [
        { version: '2.0.0', from: eoa, chainId: '0x13882', calls: [{ to: recipient, value }] },
      ])
      await expectRefused(id)
    }
    // eth_sendTransaction the same way.
    await expectRefused(
      await attacker.rpc('eth_sendTransaction', [{ from: eoa, to: recipient, value: five.toString() }]),
    )
    // A batch whose second call is malformed is refused as a whole before anything is sent.
    await expectRefused(
      await attacker.rpc('wallet_sendCalls', [
        {
          version: '2.0.0',
          from: eoa,
          calls: [
            { to: recipient, value: '0x1' },
            { to: '0xnot-an-address\nAmount 0 POL', value: '0x1' },
          ],
        },
      ]),
    )
    expect(await publicClient().getBalance({ address: recipient })).toBe(0n)
    expect(await nonceOf(eoa)).toBe(nonce)
  })

  it('personal_sign with odd-length hex and typed data for another chain are refused', async () => {
    await expectRefused(await attacker.rpc('personal_sign', ['0x4142434', eoa]))
    const typedData = {
      domain: { name: 'Permit Me', version: '1', chainId: 1 },
      types: { Order: [{ name: 'item', type: 'string' }] },
      primaryType: 'Order',
      message: { item: 'everything' },
    }
    await expectRefused(await attacker.rpc('eth_signTypedData_v4', [eoa, JSON.stringify(typedData)]))
  })

  it('a bidi appName does not reorder or garble the verified origin on the card', async () => {
    const sync = (name: string) =>
      attacker.post('SYNC_DAPP_DATA', {
        metadata: { name, description: 'Browser test host', url: stack.host.origin, icons: [] },
        sdkVersion: 'hostile-test',
        projectId: PROJECT_ID,
      })
    const spoof = `Frame Test Shop\u202E\u2066 moc.kaP-lapyaP//:sptth \u2069`
    expect((await attacker.answer(await sync(spoof))).ok).toBe(true)
    try {
      const id = await attacker.rpc('personal_sign', [stringToHex('Log in to the shop'), eoa])
      await guard(id, async () => {
        const card = await expectCard(id, 'Signature request')
        expect(misleadingCharacters(card.rawText), describeCard(card)).toEqual([])
        expect(card.text).toContain(stack.host.origin)
        // The origin comes before anything the app claims about itself.
        expect(card.text.indexOf(stack.host.origin)).toBeLessThan(card.text.indexOf('Frame Test Shop'))
        await press('Reject')
      })
      expect(await attacker.answer(id)).toMatchObject({ ok: false })
    } finally {
      await attacker.answer(await sync('Frame Test Shop'))
    }
  })

  it('one address, the account in force: with EIP-7702 a `from` naming it is the active account; it signs and sends as such', async () => {
    await selectAccount('smartAccount')

    // Active: smart account; the host names the (shared) address: the smart account signs, as the EOA's key.
    let id = await attacker.rpc('personal_sign', [stringToHex('Signed by whom?'), eoa])
    await guard(id, async () => {
      const card = await expectCard(id, 'Signature request')
      expect(signerText(card)).toContain(eoa)
      expect(card.text).toContain('Smart account')
      await press('Sign')
    })
    const signature = okResult(await attacker.answer(id)) as Hex
    expect(await recoverMessageAddress({ message: 'Signed by whom?', signature })).toBe(eoa)

    // Active: smart account; the host sends from the address: one user operation, its fee paid by the project.
    const toEoa = freshAddress()
    const held = await publicClient().getBalance({ address: eoa })
    id = await attacker.rpc('eth_sendTransaction', [{ from: eoa, to: toEoa, value: hex(parseEther('0.25')) }])
    await guard(id, async () => {
      const card = await expectCard(id, 'Approve transaction')
      expect(signerText(card)).toContain(eoa)
      expect(card.text).toContain('Paid by')
      await press('Send')
    })
    const hash = okResult(await attacker.answer(id, 90_000)) as Hash
    const receipt = await publicClient().waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(await publicClient().getBalance({ address: toEoa })).toBe(parseEther('0.25'))
    expect(await publicClient().getBalance({ address: eoa })).toBe(held - parseEther('0.25'))

    // Typed data as the smart account: the EOA's key, recovering to the shared address.
    const typedData = {
      domain: { name: 'Frame Test Shop', version: '1', chainId: 80002 },
      types: { Order: [{ name: 'item', type: 'string' }] },
      primaryType: 'Order',
      message: { item: 'Coffee' },
    } as const
    id = await attacker.rpc('eth_signTypedData_v4', [smart, JSON.stringify(typedData)])
    await guard(id, async () => {
      const card = await expectCard(id, 'Signature request')
      expect(signerText(card)).toContain(smart)
      await press('Sign')
    })
    const typedSignature = okResult(await attacker.answer(id)) as Hex
    await expect(recoverTypedDataAddress({ ...typedData, signature: typedSignature })).resolves.toBe(eoa)
    await selectAccount('eoa')

    // Someone else's account: refused, whatever the method.
    const before = await nonceOf(eoa)
    await expectRefused(await attacker.rpc('personal_sign', [stringToHex('Hi'), STRANGER]))
    await expectRefused(await attacker.rpc('eth_signTypedData_v4', [STRANGER, JSON.stringify(typedData)]))
    await expectRefused(
      await attacker.rpc('eth_sendTransaction', [{ from: STRANGER, to: toEoa, value: '0x1' }]),
    )
    await expectRefused(
      await attacker.rpc('wallet_sendCalls', [{ version: '2.0.0', from: STRANGER, calls: [{ to: toEoa }] }]),
    )
    expect(await nonceOf(eoa)).toBe(before)
  })

  it('fee fields at the balance are offered but not selected, a huge gas and a host nonce are refused or ignored; the card’s max fee bounds what is paid', async () => {
    await selectAccount('eoa')
    await setBalance(eoa, '10')
    const gasPrice = await publicClient().getGasPrice()
    // Fee fields priced off the live balance (eth_getBalance is a safe method; the host can read it): nine tenths
    // of it would go to the block producer, so the account could still "afford" the send.
    const ninetyPercent = (live: bigint, gas: bigint) => hex(((live - 1n) * 9n) / 10n / gas)
    const attempts: { name: string; fields: (live: bigint, nonce: number) => Record<string, string> }[] = [
      // The control: no host fields, so the card is shown and its max fee is checked against the chain.
      { name: 'no fee fields', fields: () => ({}) },
      {
        name: 'fee caps at the balance',
        fields: (live) => ({
          gas: '0x5208',
          maxFeePerGas: ninetyPercent(live, 21_000n),
          maxPriorityFeePerGas: ninetyPercent(live, 21_000n),
        }),
      },
      {
        name: 'legacy gas price at the balance',
        fields: (live) => ({ gas: '0x5208', gasPrice: ninetyPercent(live, 21_000n) }),
      },
      // A block's worth of gas at the market price: affordable, and hundreds of times what a transfer needs.
      { name: 'a huge gas limit', fields: () => ({ gas: hex(30_000_000n) }) },
      // Within the frame's bounds, a host fee may be used: then the card's max fee must be the one signed.
      {
        name: 'a fee cap twice the gas price',
        fields: () => ({ maxFeePerGas: hex(gasPrice * 2n), maxPriorityFeePerGas: hex(gasPrice / 2n) }),
      },
      { name: 'a nonce far ahead', fields: (_live, nonce) => ({ nonce: hex(BigInt(nonce + 7)) }) },
      { name: 'a nonce already used', fields: () => ({ nonce: '0x0' }) },
    ]
    for (const { name, fields: hostFields } of attempts) {
      const recipient = freshAddress()
      const chainNonce = await nonceOf(eoa)
      const before = await publicClient().getBalance({ address: eoa })
      const fields = hostFields(before, chainNonce)
      const id = await attacker.rpc('eth_sendTransaction', [
        { from: eoa, to: recipient, value: '0x1', ...fields },
      ])
      const outcome = await attacker.outcome(id)
      if (process.env.KIT_DEBUG) console.log(`[fees] ${name}: ${JSON.stringify(outcome)}`)
      if (outcome.kind === 'answer') {
        expect(name, 'the frame must ask for a plain send').not.toBe('no fee fields')
        expect(outcome.answer.ok, `${name}: ${JSON.stringify(outcome.answer)}`).toBe(false)
        expect(await nonceOf(eoa)).toBe(chainNonce)
        continue
      }
      const shownMaxFee = await guard(id, async () => {
        const card = await waitForCard(await secureFrame(), 'Approve transaction')
        const fee = await maxNetworkFee(card)
        // Fee fields at the balance are shown beside the market's, flagged, and not what Send pays by default.
        if (name.endsWith('at the balance')) expect(card.text, name).toContain('far above')
        // A plain transfer on a quiet devnet costs a tiny fraction of the balance, whatever the host asked for.
        expect(fee, `${name}: ${describeCard(card)}`).toBeLessThan(parseEther('0.01'))
        await press('Send')
        return fee
      })
      const hash = okResult(await attacker.answer(id, 60_000)) as Hash
      const receipt = await publicClient().waitForTransactionReceipt({ hash, timeout: 15_000 })
      const transaction = await publicClient().getTransaction({ hash })
      expect(receipt.status).toBe('success')
      expect(transaction.nonce, `${name}: the nonce comes from the chain`).toBe(chainNonce)
      const cap = transaction.gas * (transaction.maxFeePerGas ?? transaction.gasPrice ?? 0n)
      const paid = receipt.gasUsed * receipt.effectiveGasPrice
      // What the card called the maximum is what the signed transaction could pay at most, and it paid no more.
      expect(
        cap,
        `${name}: cap ${formatEther(cap)} vs shown ${formatEther(shownMaxFee)}`,
      ).toBeLessThanOrEqual(shownMaxFee)
      expect(paid, name).toBeLessThanOrEqual(shownMaxFee)
      const after = await publicClient().getBalance({ address: eoa })
      expect(before - after).toBe(paid + 1n)
    }
  })

  it('opacity, covers and moves keep Approve disarmed; it arms only after the card has been visible for the full delay', async () => {
    await selectAccount('eoa')
    const frame = await secureFrame()
    // Hidden before the card even exists: the host knows when it comes (APPROVAL_REQUESTED).
    await styleIframe(page, { opacity: '0.01' })
    const id = await attacker.rpc('personal_sign', [stringToHex('Claim your free prize'), eoa])
    await guard(id, async () => {
      await expectCard(id, 'Signature request')
      // Record every arming inside the frame, so a brief one between two looks is seen too.
      await frame.evaluate(() => {
        const state = window as unknown as { armings: number }
        state.armings = 0
        const button = [...document.querySelectorAll('[role="dialog"] button')].find(
          (candidate) => candidate.textContent?.trim() === 'Sign',
        ) as HTMLButtonElement
        new MutationObserver(() => {
          if (!button.disabled && button.getAttribute('aria-disabled') !== 'true') state.armings++
        }).observe(button, { attributes: true })
      })
      const armings = () => frame.evaluate(() => (window as unknown as { armings: number }).armings)

      // 1. Nearly transparent: well past the arm delay, the buttons stay off and a real click does nothing.
      await page.waitForTimeout(APPROVAL_ARM_DELAY_MS * 3)
      expect(await isArmed(frame, 'Sign')).toBe(false)
      let target = await buttonCentre(frame, 'Sign')
      await page.mouse.click(target.x, target.y)
      await page.waitForTimeout(300)
      expect(await attacker.answered(id)).toBeUndefined()

      // 2. Flicker: visible for less than the delay at a time never arms. The page toggles by itself, so the
      // visible spells are timed in the browser, not by round trips from the test.
      await page.evaluate(async (visibleMs) => {
        const iframe = document.querySelector('iframe[data-kit-secure-frame]') as HTMLIFrameElement
        const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
        for (let i = 0; i < 4; i++) {
          iframe.style.opacity = '1'
          await wait(visibleMs)
          iframe.style.opacity = '0.01'
          await wait(150)
        }
      }, APPROVAL_ARM_DELAY_MS / 2)
      expect(await armings()).toBe(0)

      // 3. Fully visible: arms, and not before the full delay.
      let shown = Date.now()
      await styleIframe(page, { opacity: '1' })
      await waitArmed(frame, 'Sign')
      expect(Date.now() - shown).toBeGreaterThanOrEqual(APPROVAL_ARM_DELAY_MS - 10)

      // 4. A decoy drawn over the card (clicks pass through it to the frame): disarms at once; clicks do nothing.
      await page.evaluate(() => {
        const iframe = document.querySelector('iframe[data-kit-secure-frame]') as HTMLIFrameElement
        const rect = iframe.getBoundingClientRect()
        const decoy = document.createElement('div')
        decoy.id = 'decoy'
        decoy.textContent = 'Click twice to claim your prize!'
        Object.assign(decoy.style, {
          position: 'fixed',
          left: `${rect.left}px`,
          top: `${rect.top}px`,
          width: `${rect.width}px`,
          height: `${rect.height}px`,
          background: '#fff',
          zIndex: '2147483647',
          pointerEvents: 'none',
        })
        document.body.append(decoy)
      })
      await frame.waitForFunction(
        () =>
          [...document.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')].every(
            (b) => b.disabled,
          ),
        undefined,
        { timeout: 5_000 },
      )
      target = await buttonCentre(frame, 'Sign')
      await page.mouse.click(target.x, target.y)
      await page.waitForTimeout(300)
      expect(await attacker.answered(id)).toBeUndefined()
      shown = Date.now()
      await page.evaluate(() => document.getElementById('decoy')?.remove())
      await waitArmed(frame, 'Sign')
      expect(Date.now() - shown).toBeGreaterThanOrEqual(APPROVAL_ARM_DELAY_MS - 10)

      // 5. Moved partly off-screen: disarms.
      await styleIframe(page, { left: '-120px', transform: 'none' })
      await frame.waitForFunction(
        () =>
          [...document.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')].every(
            (b) => b.disabled,
          ),
        undefined,
        { timeout: 5_000 },
      )
      await styleIframe(page, { left: '50%', transform: 'translate(-50%, -50%)' })

      // 6. A press that began while disarmed does not approve when it is released after arming.
      await styleIframe(page, { opacity: '0.01' })
      await frame.waitForFunction(
        () =>
          [...document.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')].every(
            (b) => b.disabled,
          ),
        undefined,
        { timeout: 5_000 },
      )
      target = await buttonCentre(frame, 'Sign')
      await page.mouse.move(target.x, target.y)
      await page.mouse.down()
      await styleIframe(page, { opacity: '1' })
      await waitArmed(frame, 'Sign')
      await page.waitForTimeout(100)
      await page.mouse.up()
      await page.waitForTimeout(300)
      expect(await attacker.answered(id)).toBeUndefined()

      // 7. An honest click on the visible, armed card signs.
      await page.mouse.click(target.x, target.y)
      const signature = okResult(await attacker.answer(id)) as Hex
      expect(await recoverMessageAddress({ message: 'Claim your free prize', signature })).toBe(eoa)
    })
  })

  it('an armed card slid under the resting pointer: the press does not sign, the card arms again, and a press after a move does (L1)', async () => {
    await selectAccount('eoa')
    const frame = await secureFrame()
    const id = await attacker.rpc('personal_sign', [stringToHex('Slid under your pointer'), eoa])
    await guard(id, async () => {
      await expectCard(id, 'Signature request')
      await frame.evaluate(() => {
        const state = window as unknown as { disarms: number }
        state.disarms = 0
        const card = document.querySelector('[data-approval-card]') as HTMLElement
        new MutationObserver(() => {
          if (card.dataset.armed === 'false') state.disarms++
        }).observe(card, { attributes: true, attributeFilter: ['data-armed'] })
      })
      const disarms = () => frame.evaluate(() => (window as unknown as { disarms: number }).disarms)
      // The card sits fully in view; the user's pointer rests on Reject (reading, hesitating), long enough to arm.
      await styleIframe(page, { left: '420px', top: '40px', transform: 'none' })
      await waitArmed(frame, 'Sign')
      const reject = await buttonCentre(frame, 'Reject')
      const sign = await buttonCentre(frame, 'Sign')
      await page.mouse.move(reject.x, reject.y, { steps: 3 })
      await page.waitForTimeout(POINTER_ENTRY_MS + 100)
      expect(await isArmed(frame, 'Sign')).toBe(true)
      const before = await disarms()
      // The host slides the iframe so that Sign lies under the still pointer; the card stays in full view, so
      // Intersection Observer sees nothing.
      await styleIframe(page, { left: `${420 + Math.round(reject.x - sign.x)}px` })
      // Past Chromium's own window for dropping input to a frame that just moved, and past the arm delay.
      await page.waitForTimeout(800)
      await waitArmed(frame, 'Sign')
      await page.mouse.down()
      await page.mouse.up()
      await page.waitForTimeout(300)
      expect(await attacker.answered(id)).toBeUndefined()
      // Sign arriving under the pointer disarmed the card (when it arrived, or at the latest at the press).
      expect(await disarms()).toBeGreaterThan(before)
      // The user moves on Sign and presses a moment later: that press is theirs.
      await page.mouse.move(reject.x + 2, reject.y + 1, { steps: 2 })
      await page.waitForTimeout(POINTER_ENTRY_MS + 100)
      await waitArmed(frame, 'Sign')
      await page.mouse.down()
      await page.mouse.up()
      const signature = okResult(await attacker.answer(id)) as Hex
      expect(await recoverMessageAddress({ message: 'Slid under your pointer', signature })).toBe(eoa)
    })
  })

  it('the EOA calling ERC-7821 execute on itself (its upgraded smart account): the card shows the call that empties it (N7)', async () => {
    await selectAccount('eoa')
    const thief = freshAddress()
    const held = await publicClient().getBalance({ address: smart })
    expect(held).toBeGreaterThan(0n)
    // ERC-7821 execute on the EOA itself: once upgraded, the account runs a batch its own address sends it.
    const drain = encodeErc7821Calls([{ to: thief, value: held, data: '0x' }])
    const id = await attacker.rpc('eth_sendTransaction', [{ from: eoa, to: smart, data: drain }])
    await guard(id, async () => {
      const card = await expectCard(id, 'Approve transaction')
      const rows = new Map(card.rows.map((row) => [row.label, row.value]))
      expect(rows.get('To')).toBe(`${smart} (Your account)`)
      expect(rows.get('Smart account call 1')).toBe(
        `To ${thief}\nAmount ${formatEther(held)} POL\nData None (a plain transfer)`,
      )
      expect(card.text).not.toContain('0xe9ae5c53')
    })
    // The user does not approve; the host gives up (the frame answers nothing to an ABORT) and the card goes.
    await attacker.post('ABORT', undefined, id)
    await (await secureFrame()).waitForFunction(() => !document.querySelector('[data-approval-card]'))
    expect(await publicClient().getBalance({ address: thief })).toBe(0n)
    // A call into it that the card cannot spell out is refused before any card.
    const refused = await expectRefused(
      await attacker.rpc('eth_sendTransaction', [{ from: eoa, to: smart, data: '0x8da5cb5b' }]),
    )
    expect(refused).toContain('your smart account')
    expect(await publicClient().getBalance({ address: smart })).toBe(held)
  })

  it('SWITCH_NETWORK to a network the frame is not set up for is refused, and typed data for it still is (L11)', async () => {
    const switched = await attacker.post('SWITCH_NETWORK', { chainId: 1 })
    expect(await attacker.answer(switched)).toEqual({
      ok: false,
      message: 'The secure frame is not set up for network eip155:1',
    })
    const chain = await attacker.post('GET_CHAIN_ID')
    expect(okResult(await attacker.answer(chain))).toEqual({ chainId: 'eip155:80002' })
    const permit = {
      domain: {
        name: 'Permit2',
        chainId: 1,
        verifyingContract: '0x000000000022D473030F116dDEE9F6B43aC78BA3',
      },
      types: { Order: [{ name: 'item', type: 'string' }] },
      primaryType: 'Order',
      message: { item: 'everything' },
    }
    expect(
      await expectRefused(await attacker.rpc('eth_signTypedData_v4', [eoa, JSON.stringify(permit)])),
    ).toContain('another network')
  })

  it('abort after approval: ABORT or closing the modal never turns a sent transaction into "Request was aborted"; the next card still works', async () => {
    await selectAccount('eoa')
    const restore = await delayRawSends(1_500)
    try {
      // Raw: approve, then ABORT while the send is in flight; a signature request waits in the queue.
      const first = freshAddress()
      const sendId = await attacker.rpc('eth_sendTransaction', [
        { from: eoa, to: first, value: hex(parseEther('0.1')) },
      ])
      await guard(sendId, async () => {
        await expectCard(sendId, 'Approve transaction')
        await press('Send')
      })
      await attacker.post('ABORT', undefined, sendId)
      const queuedId = await attacker.rpc('personal_sign', [stringToHex('Next in line'), eoa])
      const answer = await attacker.answer(sendId, 30_000)
      if (answer.ok) {
        const receipt = await publicClient().waitForTransactionReceipt({ hash: answer.result as Hash })
        expect(receipt.status).toBe('success')
        expect(await publicClient().getBalance({ address: first })).toBe(parseEther('0.1'))
      } else {
        expect(answer.message).not.toBe('Request was aborted')
        expect(answer.message).toMatch(/may have been (signed or )?sent/i)
      }
      await waitForCard(await secureFrame(), 'Signature request')
      await press('Sign')
      const signature = okResult(await attacker.answer(queuedId)) as Hex
      expect(await recoverMessageAddress({ message: 'Next in line', signature })).toBe(eoa)

      // Through Kit's core: the user approves, then closes the modal while the send is in flight.
      const second = freshAddress()
      await page.evaluate(
        ({ from, to }) => {
          window.hostApi.pending.closed = window.hostApi.auth.getProvider().then((provider) =>
            (provider as { request(args: unknown): Promise<unknown> })
              .request({ method: 'eth_sendTransaction', params: [{ from, to, value: '0x16345785d8a0000' }] })
              .then(
                (hash) => ({ hash }),
                (error: { shortMessage?: string; message: string }) => ({
                  error: error.shortMessage ?? error.message,
                }),
              ),
          )
        },
        { from: eoa, to: second },
      )
      await waitForCard(await secureFrame(), 'Approve transaction')
      await press('Send')
      await page.evaluate(() => window.hostApi.kit.modal.close())
      const closed = (await page.evaluate(() => window.hostApi.pending.closed)) as {
        hash?: Hash
        error?: string
      }
      expect(closed.error).not.toBe('Request was aborted')
      if (closed.hash) {
        await publicClient().waitForTransactionReceipt({ hash: closed.hash })
        expect(await publicClient().getBalance({ address: second })).toBe(parseEther('0.1'))
      } else expect(closed.error).toMatch(/may have been (signed or )?sent/i)
    } finally {
      await restore()
    }
  })

  it('solana_signMessage with a serialized transaction (legacy and v0) is refused; no signature makes it land', async () => {
    const {
      Connection,
      Keypair,
      LAMPORTS_PER_SOL,
      PublicKey,
      SystemProgram,
      TransactionMessage,
      VersionedTransaction,
    } = await import('@solana/web3.js')
    await page.evaluate(async () => {
      const solana = window.hostApi.kit.network.findNetwork('solana:localnet')
      if (!solana) throw new Error('no solana network')
      await window.hostApi.auth.switchNetwork?.(solana)
    })
    try {
      const owner = new PublicKey((await page.evaluate(() => window.hostApi.snapshot())).address as string)
      const connection = new Connection(stack.devnet.solana.rpcUrl, {
        wsEndpoint: stack.devnet.solana.wsUrl,
        commitment: 'confirmed',
      })
      await connection.requestAirdrop(owner, 2 * LAMPORTS_PER_SOL)
      for (let i = 0; i < 50 && (await connection.getBalance(owner)) === 0; i++)
        await new Promise((resolve) => setTimeout(resolve, 100))
      for (const version of ['legacy', 'v0'] as const) {
        const thief = Keypair.generate().publicKey
        const { blockhash } = await connection.getLatestBlockhash()
        const compiled = new TransactionMessage({
          payerKey: owner,
          recentBlockhash: blockhash,
          instructions: [
            SystemProgram.transfer({ fromPubkey: owner, toPubkey: thief, lamports: LAMPORTS_PER_SOL }),
          ],
        })
        const message =
          version === 'legacy' ? compiled.compileToLegacyMessage() : compiled.compileToV0Message()
        const bytes = message.serialize()
        const id = await attacker.rpc('solana_signMessage', {
          message: base58.encode(bytes),
          pubkey: owner.toBase58(),
        })
        const outcome = await attacker.outcome(id)
        if (outcome.kind === 'answer') {
          expect(outcome.answer.ok, `${version}: ${JSON.stringify(outcome.answer)}`).toBe(false)
          continue
        }
        // Asked anyway (for example to sign an off-chain-wrapped message): never "sends no funds" for these bytes,
        // and the signature must not make the transaction valid.
        await guard(id, async () => {
          const card = await waitForCard(await secureFrame())
          expect.soft(card.text, `${version}: ${describeCard(card)}`).not.toMatch(/sends no funds/i)
          await press('Sign')
        })
        const { signature } = okResult(await attacker.answer(id)) as { signature: string }
        const transaction = new VersionedTransaction(message, [base58.decode(signature)])
        await connection.sendRawTransaction(transaction.serialize()).catch(() => undefined)
        await new Promise((resolve) => setTimeout(resolve, 1_500))
        expect(await connection.getBalance(thief), `${version}: the transfer landed`).toBe(0)
      }

      // Bytes that are not readable text: refused, or a card that does not promise "sends no funds".
      const blob = new Uint8Array([0xff, 0x00, 0x13, 0x37, 0xde, 0xad, 0xbe, 0xef, 0x00, 0x01])
      const id = await attacker.rpc('solana_signMessage', {
        message: base58.encode(blob),
        pubkey: owner.toBase58(),
      })
      const outcome = await attacker.outcome(id)
      if (outcome.kind === 'card') {
        await guard(id, async () => {
          const card = await waitForCard(await secureFrame())
          expect(card.text, describeCard(card)).not.toMatch(/sends no funds/i)
          await press('Reject')
        })
        expect(await attacker.answer(id)).toMatchObject({ ok: false })
      } else expect(outcome.answer.ok).toBe(false)
    } finally {
      await page.evaluate(async () => {
        const amoy = window.hostApi.kit.network.findNetwork('eip155:80002')
        if (amoy) await window.hostApi.auth.switchNetwork?.(amoy)
      })
    }
  })

  it('destroying the connector after approval: "may have been sent", never "Request was aborted"', async () => {
    await selectAccount('eoa')
    const restore = await delayRawSends(3_000)
    try {
      await page.evaluate(
        ({ from, to }) => {
          window.hostApi.pending.destroyed = window.hostApi.auth.getProvider().then((provider) =>
            (provider as { request(args: unknown): Promise<unknown> })
              .request({ method: 'eth_sendTransaction', params: [{ from, to, value: '0x1' }] })
              .then(
                (hash) => ({ hash }),
                (error: { shortMessage?: string; message: string }) => ({
                  error: error.shortMessage ?? error.message,
                }),
              ),
          )
        },
        { from: eoa, to: freshAddress() },
      )
      await waitForCard(await secureFrame(), 'Approve transaction')
      await press('Send')
      await page.evaluate(() => window.hostApi.auth.destroy())
      const result = (await page.evaluate(() => window.hostApi.pending.destroyed)) as {
        hash?: Hash
        error?: string
      }
      if (!result.hash) {
        expect(result.error).not.toBe('Request was aborted')
        expect(result.error).toMatch(/may have been (signed or )?sent/i)
      }
    } finally {
      await restore()
    }
  })
})
