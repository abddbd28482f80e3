// @vitest-environment node
// The sending rules of issue 41 as a host meets them through getProvider(kit): a contract deployment (no `to`), the
// dapp's own fee fields (legacy gasPrice, EIP-1559 caps within the market's bounds and far above them), the choice of
// fee on the frame's card, and the same choice in the secure window of a browser without visibility reports. Real
// cross-origin frame in Chromium, real Kit server, anvil.
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { BrowserContext, Frame, Locator, Page } from 'playwright-core'
import { type Address, createPublicClient, getAddress, type Hex, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BrowserProfile, openBrowserProfile } from './testing/browserProfile.js'
import { appRoot, type BrowserStack, startBrowserStack } from './testing/browserStack.js'
import { loginByEmail } from './testing/emailLogin.js'
import { pressLikeAPerson } from './testing/press.js'
import { iframeStill } from './testing/walletProtection.js'

const screenshots = path.join(appRoot, 'test-results')
const email = `sending-${Date.now().toString(36)}@example.test`
const GWEI = 10n ** 9n
const hex = (value: bigint) => `0x${value.toString(16)}`

/** Init code that stores and returns the 10-byte runtime `PUSH1 42 PUSH1 0 MSTORE PUSH1 32 PUSH1 0 RETURN`. */
const RUNTIME = '0x602a60005260206000f3'
const INIT_CODE = `0x600a600c600039600a6000f3${RUNTIME.slice(2)}` as Hex

let stack: BrowserStack
let profile: BrowserProfile | undefined
let context: BrowserContext
let page: Page
let eoa: Address

const anvil = () => createPublicClient({ transport: http(stack.devnet.evm[80002]?.rpcUrl) })

async function setBalance(address: Address, ether: string) {
  await anvil().request({
    method: 'anvil_setBalance' as never,
    params: [address, hex(parseEther(ether))] as never,
  })
}

/** Today's market caps as the frame works them out: 2 × the next base fee + the node's tip; the node's gas price. */
async function market(): Promise<{ maxFeePerGas: bigint; tip: bigint; gasPrice: bigint }> {
  const history = (await anvil().request({
    method: 'eth_feeHistory',
    params: ['0x1', 'latest', []],
  })) as { baseFeePerGas: Hex[] }
  const base = BigInt(history.baseFeePerGas.at(-1) as Hex)
  const tip = BigInt((await anvil().request({ method: 'eth_maxPriorityFeePerGas' as never })) as Hex)
  return { maxFeePerGas: 2n * base + tip, tip, gasPrice: await anvil().getGasPrice() }
}

/** The host sends `tx` through getProvider(kit) without awaiting; the answer lands in `pending[name]`. */
async function request(name: string, method: string, params: unknown[]): Promise<void> {
  await page.evaluate(
    ({ name, method, params }) => {
      window.hostApi.pending[name] = window.hostApi.auth.getProvider().then((provider) =>
        (provider as { request(args: unknown): Promise<unknown> })
          .request({ method, params })
          .catch((error: { message?: string; code?: number }) => ({
            failed: error.message ?? String(error),
            code: error.code,
          })),
      )
    },
    { name, method, params },
  )
}

/** A screenshot of the host page once the card is armed (its entry animation is over). */
async function shoot(name: string): Promise<void> {
  await secureFrame().locator('[data-approval-card][data-armed="true"]').waitFor({ timeout: 15_000 })
  await page.screenshot({ path: path.join(screenshots, `${name}.png`) })
}

const answer = (name: string) => page.evaluate((key) => window.hostApi.pending[key], name)

function secureFrame(): Frame {
  const frame = page.frames().find((candidate) => candidate.url().startsWith(stack.frame.origin))
  if (!frame) throw new Error('test: the secure frame is not in the page')
  return frame
}

/** The card's text, once it is shown with `title`; it stays open. */
async function cardIn(where: Frame | Page, title: string): Promise<Locator> {
  await where.getByRole('heading', { name: title }).waitFor({ state: 'visible', timeout: 20_000 })
  return where.locator('[data-approval-card]')
}

/** Presses the card's approve control as a person does, once it is armed. */
async function approve(where: Frame | Page, label: string): Promise<void> {
  if (where === secureFrame()) await iframeStill(page, stack.frame.origin)
  const button = where.getByRole('button', { name: label, exact: true })
  await where.locator('[data-approval-card][data-armed="true"]').waitFor({ timeout: 15_000 })
  await pressLikeAPerson(button)
  // The card goes once its operation ended; a secure window closes with it.
  await button.waitFor({ state: 'detached', timeout: 30_000 }).catch((error: unknown) => {
    if (!('isClosed' in where && where.isClosed())) throw error
  })
}

/** Picks a fee option on the card as a person does (the card re-arms after a pick). */
async function pick(where: Frame | Page, option: 'market' | 'app'): Promise<void> {
  const radio = where.getByTestId(`approval-choice-fee-${option}`)
  await where.locator('[data-approval-card][data-armed="true"]').waitFor({ timeout: 15_000 })
  await pressLikeAPerson(radio)
  expect(await radio.isChecked()).toBe(true)
}

const checked = (where: Frame | Page) =>
  where.locator('[data-testid^="approval-choice-fee-"]:checked').getAttribute('value')

async function mined(name: string) {
  const hash = (await answer(name)) as Hex
  if (typeof hash !== 'string') throw new Error(`test: the send failed: ${JSON.stringify(hash)}`)
  const receipt = await anvil().waitForTransactionReceipt({ hash, timeout: 30_000 })
  expect(receipt.status).toBe('success')
  return { receipt, transaction: await anvil().getTransaction({ hash }) }
}

beforeAll(async () => {
  mkdirSync(screenshots, { recursive: true })
  stack = await startBrowserStack()
  profile = await openBrowserProfile('sending-rules')
  ;({ context, page } = profile)
  await page.goto(stack.host.origin)
  await page.waitForSelector('body[data-ready="true"]', { timeout: 15_000 })
  eoa = await loginByEmail(stack, context, page, email)
  await setBalance(eoa, '10')
}, 180_000)

afterAll(async () => {
  await profile?.close()
  await stack?.stop()
}, 60_000)

describe.sequential('sending rules through getProvider(kit), against the real frame and anvil', () => {
  it('deploys a contract: the card says so with its code size, and the receipt names a contract with that code', async () => {
    await request('deploy', 'eth_sendTransaction', [{ from: eoa, data: INIT_CODE }])
    const card = await cardIn(secureFrame(), 'Deploy a contract')
    expect(await card.textContent()).toContain(`${stack.host.origin} asks you to deploy a contract.`)
    expect(await card.getByTestId('approval-row-code-size').textContent()).toBe('22 bytes')
    expect(await card.getByTestId('approval-row-amount').textContent()).toBe('0 POL (sent with it)')
    expect(await card.getByTestId('approval-row-max-fee').textContent()).toMatch(/^[0-9.]+ POL$/)
    expect(await card.getByTestId('approval-row-to').count()).toBe(0)
    await shoot('sending-rules-deploy')
    await approve(secureFrame(), 'Deploy')
    const { receipt, transaction } = await mined('deploy')
    expect(transaction.to).toBeNull()
    expect(getAddress(receipt.from)).toBe(eoa)
    const contract = receipt.contractAddress
    if (!contract) throw new Error('test: the receipt names no contract')
    expect(await anvil().getCode({ address: contract })).toBe(RUNTIME)
  })

  it('from the smart account, a deployment is refused plainly with -32602 before any card', async () => {
    await page.evaluate(() => window.hostApi.kit.account.selectPreferredAccountType('smartAccount'))
    try {
      await request('smartDeploy', 'eth_sendTransaction', [{ data: INIT_CODE }])
      const refused = (await answer('smartDeploy')) as { failed: string; code?: number }
      expect(refused.failed).toContain('smart account cannot deploy')
      expect(refused.code).toBe(-32602)
    } finally {
      await page.evaluate(() => window.hostApi.kit.account.selectPreferredAccountType('eoa'))
    }
  })

  it('a legacy gasPrice request lands as type 0 at that price', async () => {
    const { gasPrice: nodePrice } = await market()
    // Twice the node's price: the market's legacy price is the node's plus a fifth, so this is within bounds.
    const gasPrice = nodePrice * 2n
    await request('legacy', 'eth_sendTransaction', [
      { from: eoa, to: '0x000000000000000000000000000000000000bEEF', value: '0x1', gasPrice: hex(gasPrice) },
    ])
    const card = await cardIn(secureFrame(), 'Approve transaction')
    expect(await checked(secureFrame())).toBe('app')
    expect(await card.getByTestId('approval-row-tx-type').textContent()).toContain('Legacy')
    expect(await card.locator('.approval-warning').textContent()).not.toContain('far above')
    await approve(secureFrame(), 'Send')
    const { transaction } = await mined('legacy')
    expect(transaction.type).toBe('legacy')
    expect(transaction.gasPrice).toBe(gasPrice)
  })

  it('a 1559 request with the dapp’s fee within bounds is paid at the dapp’s fee', async () => {
    const { maxFeePerGas, tip } = await market()
    const dapp = { maxFeePerGas: maxFeePerGas * 2n, maxPriorityFeePerGas: tip + GWEI / 10n }
    await request('within', 'eth_sendTransaction', [
      {
        from: eoa,
        to: '0x000000000000000000000000000000000000bEEF',
        value: '0x1',
        maxFeePerGas: hex(dapp.maxFeePerGas),
        maxPriorityFeePerGas: hex(dapp.maxPriorityFeePerGas),
      },
    ])
    const card = await cardIn(secureFrame(), 'Approve transaction')
    // Both max fees are on the card, the dapp's selected.
    const fieldset = card.getByTestId('approval-choice-fee')
    expect(await fieldset.textContent()).toMatch(
      /Market fee.*max [0-9.]+ POL.*The app’s fee.*max [0-9.]+ POL/,
    )
    expect(await checked(secureFrame())).toBe('app')
    await approve(secureFrame(), 'Send')
    const { transaction } = await mined('within')
    expect(transaction.type).toBe('eip1559')
    expect(transaction.maxFeePerGas).toBe(dapp.maxFeePerGas)
    expect(transaction.maxPriorityFeePerGas).toBe(dapp.maxPriorityFeePerGas)
  })

  it('a fee far above the market: a plain warning; by default the market’s is paid, and picking the dapp’s pays the dapp’s', async () => {
    for (const picked of ['market', 'app'] as const) {
      const { maxFeePerGas, tip } = await market()
      const far = maxFeePerGas * 10n
      await request(`far-${picked}`, 'eth_sendTransaction', [
        {
          from: eoa,
          to: '0x000000000000000000000000000000000000bEEF',
          value: '0x1',
          maxFeePerGas: hex(far),
          maxPriorityFeePerGas: hex(tip),
        },
      ])
      const card = await cardIn(secureFrame(), 'Approve transaction')
      expect(await card.locator('.approval-warning').textContent()).toContain(
        'The app’s fee is far above the market’s',
      )
      expect(await checked(secureFrame())).toBe('market')
      if (picked === 'app') await pick(secureFrame(), 'app')
      else {
        await shoot('sending-rules-far-above')
        // In the host's 440 px slot the details keep some lines in view above the choice, and the buttons fit.
        const layout = await secureFrame().evaluate(() => {
          const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect()
          return {
            details: box('.approval-body')?.height ?? 0,
            choice: box('.approval-choice')?.height ?? 0,
            buttons: box('.approval-actions')?.bottom ?? Number.POSITIVE_INFINITY,
            height: window.innerHeight,
            // Nothing overflows: a card that scrolls out of view would never arm.
            content: document.scrollingElement?.scrollHeight ?? 0,
          }
        })
        expect(layout.details).toBeGreaterThan(50)
        expect(layout.choice).toBeGreaterThan(30)
        expect(layout.buttons).toBeLessThanOrEqual(layout.height)
        expect(layout.content).toBeLessThanOrEqual(layout.height)
      }
      await approve(secureFrame(), 'Send')
      const { transaction } = await mined(`far-${picked}`)
      expect(transaction.type).toBe('eip1559')
      expect(transaction.maxFeePerGas).toBe(picked === 'app' ? far : maxFeePerGas)
    }
  })

  it('in Kit’s 400 px slot a send with a fee choice arms with no scroll; in a shorter slot it says to scroll, and arms once scrolled', async () => {
    // The frame's size in Kit's modal: the approval slot is 400 px high and 344 px wide (a 380 px card's body).
    const slot = (width: string, height: string) =>
      page.evaluate(
        (size) => {
          const element = document.getElementById('approval-slot') as HTMLElement
          element.style.width = size.width
          element.style.height = size.height
        },
        { width, height },
      )
    const farAboveSend = async (name: string) => {
      const { maxFeePerGas, tip } = await market()
      await request(name, 'eth_sendTransaction', [
        {
          from: eoa,
          to: '0x000000000000000000000000000000000000bEEF',
          value: '0x1',
          maxFeePerGas: hex(maxFeePerGas * 10n),
          maxPriorityFeePerGas: hex(tip),
        },
      ])
      return cardIn(secureFrame(), 'Approve transaction')
    }
    const hint = () => secureFrame().locator('#approval-hint')
    try {
      await slot('344px', '400px')
      // The worst common send: a fee choice and a warning beside the buttons. To, Amount and Data are in view.
      const fits = await farAboveSend('slot-400')
      await fits.and(secureFrame().locator('[data-armed="true"]')).waitFor({ timeout: 15_000 })
      expect(await hint().isHidden()).toBe(true)
      const rows = await secureFrame().evaluate(() => {
        const details = document.querySelector('.approval-body')?.getBoundingClientRect()
        return ['to', 'amount', 'data'].map((id) => {
          const row = document.querySelector(`[data-testid="approval-row-${id}"]`)?.getBoundingClientRect()
          return Boolean(details && row && row.bottom <= details.bottom + 1)
        })
      })
      expect(rows).toEqual([true, true, true])
      await shoot('approval-rows-in-view-400')
      await approve(secureFrame(), 'Send')
      await mined('slot-400')

      await slot('344px', '300px')
      const short = await farAboveSend('slot-300')
      // Seen for several arm delays, the card still waits: the rows that matter are below the fold, and it says so.
      await hint().waitFor({ state: 'visible', timeout: 15_000 })
      await page.waitForTimeout(1_500)
      expect(await short.getAttribute('data-armed')).toBe('false')
      expect(await hint().textContent()).toBe(
        'Scroll to read the whole request: the buttons work once you have seen it.',
      )
      const send = secureFrame().getByRole('button', { name: 'Send', exact: true })
      expect(await send.isDisabled()).toBe(true)
      expect(await send.getAttribute('aria-describedby')).toBe('approval-hint')
      await page.screenshot({ path: path.join(screenshots, 'approval-rows-scroll-hint-300.png') })
      // What a person does: scroll the details. Then the card arms, and the hint is gone.
      await secureFrame().locator('.approval-body').hover()
      await page.mouse.wheel(0, 400)
      await short.and(secureFrame().locator('[data-armed="true"]')).waitFor({ timeout: 15_000 })
      expect(await hint().isHidden()).toBe(true)
      await shoot('approval-rows-scrolled-300')
      await approve(secureFrame(), 'Send')
      await mined('slot-300')
    } finally {
      await slot('', '')
    }
  })

  it('without visibility reports the card opens in the secure window, which shows and honours the choice', async () => {
    // As Firefox and Safari are: Intersection Observer without isVisible, in every document from now on.
    await context.addInitScript(() => {
      Reflect.deleteProperty(IntersectionObserverEntry.prototype, 'isVisible')
    })
    await page.reload()
    await page.waitForSelector('body[data-ready="true"]', { timeout: 15_000 })
    await expect
      .poll(() => page.evaluate(() => window.hostApi.snapshot().status), { timeout: 20_000 })
      .toBe('connected')
    const { maxFeePerGas, tip } = await market()
    const far = maxFeePerGas * 10n
    await request('window', 'eth_sendTransaction', [
      {
        from: eoa,
        to: '0x000000000000000000000000000000000000bEEF',
        value: '0x1',
        maxFeePerGas: hex(far),
        maxPriorityFeePerGas: hex(tip),
      },
    ])
    const frame = secureFrame()
    await frame.getByRole('heading', { name: 'Continue in a secure window' }).waitFor({ timeout: 20_000 })
    expect(await frame.locator('[data-testid="approval-choice-fee"]').count()).toBe(0)
    await iframeStill(page, stack.frame.origin)
    const opened = context.waitForEvent('page')
    await pressLikeAPerson(frame.getByRole('button', { name: 'Open secure window' }))
    const popup = await opened
    await popup.waitForLoadState()
    const card = await cardIn(popup, 'Approve transaction')
    expect(await card.locator('.approval-warning').textContent()).toContain('far above')
    expect(await checked(popup)).toBe('market')
    await popup.screenshot({ path: path.join(screenshots, 'sending-rules-secure-window.png') })
    // The window arms while the user is at it (the pointer in it); the pick re-arms it.
    await popup.mouse.move(20, 20)
    await popup.mouse.move(40, 60)
    await pick(popup, 'app')
    await approve(popup, 'Send')
    const { transaction } = await mined('window')
    expect(transaction.maxFeePerGas).toBe(far)
  })
})
