// @vitest-environment node
// The host's language reaches the real secure frame through the bridge (issue 45): the kit's locale changes, core
// sends SYNC_LOCALE, and the frame's next approval card speaks that language (Arabic and Urdu right to left,
// Japanese, Chinese by script), with the amounts in its digits; a language the frame does not ship is English. Real
// cross-origin frame in Chromium, real Kit server, anvil, real mail. Screenshots go to e2e/test-results/
// (frame-locale-*.png).
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { BrowserContext, Frame, Page } from 'playwright-core'
import { type Address, createPublicClient, type Hex, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BrowserProfile, openBrowserProfile } from './testing/browserProfile.js'
import { appRoot, type BrowserStack, startBrowserStack } from './testing/browserStack.js'
import { loginByEmail } from './testing/emailLogin.js'
import { pressLikeAPerson } from './testing/press.js'

const screenshots = path.join(appRoot, '..', '..', 'e2e', 'test-results')
const email = `locale-${Date.now().toString(36)}@example.test`

let stack: BrowserStack
let profile: BrowserProfile | undefined
let context: BrowserContext
let page: Page
let eoa: Address

function secureFrame(): Frame {
  const frame = page.frames().find((candidate) => candidate.url().startsWith(stack.frame.origin))
  if (!frame) throw new Error('test: the secure frame is not in the page')
  return frame
}

/**
 * The host changes the kit's locale (what `setLocale(kit, …)` and KitProvider's `locale` do; core then sends
 * SYNC_LOCALE), and the test waits for the frame to have answered it once more (its pack in).
 */
async function hostLocale(locale: string): Promise<void> {
  await page.evaluate(async (tag) => {
    window.hostApi.kit._internal.state.locale = tag
    await window.hostApi.auth.syncLocale?.(tag)
  }, locale)
}

/** The host asks for `method` through getProvider(kit) without awaiting; the answer lands in `pending[name]`. */
async function request(name: string, method: string, params: unknown[]): Promise<void> {
  await page.evaluate(
    ({ name, method, params }) => {
      window.hostApi.pending[name] = window.hostApi.auth
        .getProvider()
        .then((provider) =>
          (provider as { request(args: unknown): Promise<unknown> })
            .request({ method, params })
            .catch((error: { message?: string }) => ({ failed: error.message ?? String(error) })),
        )
    },
    { name, method, params },
  )
}

/** The card once armed: its language, direction, title and rows as the user sees them. */
async function armedCard() {
  const card = secureFrame().locator('[data-approval-card][data-armed="true"]')
  await card.waitFor({ timeout: 20_000 })
  return {
    card,
    lang: await card.getAttribute('lang'),
    dir: await card.getAttribute('dir'),
    title: await card.locator('h1').textContent(),
    reject: await card.locator('[data-approval-action="reject"]').textContent(),
  }
}

/** Rejects the card on screen as a person does, and waits for the request's refusal. */
async function reject(name: string): Promise<void> {
  await pressLikeAPerson(secureFrame().locator('[data-approval-action="reject"]'))
  const answer = (await page.evaluate((key) => window.hostApi.pending[key], name)) as { failed?: string }
  expect(answer.failed).toBeDefined()
}

const shoot = (name: string) => page.screenshot({ path: path.join(screenshots, `${name}.png`) })

beforeAll(async () => {
  mkdirSync(screenshots, { recursive: true })
  // A busy machine (two cores, other suites) can take more than the default to start the bundlers.
  stack = await startBrowserStack({ readyTimeoutMs: 60_000 })
  profile = await openBrowserProfile('locale')
  ;({ context, page } = profile)
  await page.goto(stack.host.origin)
  await page.waitForSelector('body[data-ready="true"]', { timeout: 15_000 })
  eoa = await loginByEmail(stack, context, page, email)
  await createPublicClient({ transport: http(stack.devnet.evm[80002]?.rpcUrl) }).request({
    method: 'anvil_setBalance' as never,
    params: [eoa, `0x${parseEther('10').toString(16)}`] as never,
  })
}, 400_000)

afterAll(async () => {
  await profile?.close()
  await stack?.stop()
}, 60_000)

describe.sequential('the frame speaks the host’s language', () => {
  it('in Arabic, right to left: a signature and a send, with the max network fee in Arabic digits', async () => {
    await hostLocale('ar')
    await request('signAr', 'personal_sign', [`0x${Buffer.from('Hello').toString('hex')}` as Hex, eoa])
    const sign = await armedCard()
    expect(sign).toMatchObject({ lang: 'ar', dir: 'rtl', title: 'طلب توقيع', reject: 'رفض' })
    expect(await sign.card.textContent()).toContain(`يطلب منك ${stack.host.origin} توقيع هذه الرسالة.`)
    await shoot('frame-locale-ar-sign')
    await reject('signAr')

    await request('sendAr', 'eth_sendTransaction', [
      {
        from: eoa,
        to: '0x000000000000000000000000000000000000bEEF',
        value: `0x${parseEther('1.5').toString(16)}`,
      },
    ])
    const send = await armedCard()
    expect(send).toMatchObject({ lang: 'ar', dir: 'rtl', title: 'الموافقة على المعاملة' })
    expect(await send.card.getByTestId('approval-row-max-fee-label').textContent()).toBe('أقصى رسوم للشبكة')
    const amount = await send.card.getByTestId('approval-row-amount').textContent()
    // 1.5 in the language's digits and decimal sign (Arabic-Indic or Latin, as the engine's Intl writes Arabic).
    expect(amount).toMatch(/^(١٫٥|1[.,٫]5) POL$/)
    // The address stays left to right inside the right-to-left card.
    expect(
      await send.card
        .getByTestId('approval-row-to')
        .locator('pre')
        .evaluate((pre) => getComputedStyle(pre).direction),
    ).toBe('ltr')
    await shoot('frame-locale-ar-send')
    await reject('sendAr')
  })

  it('switches to Japanese at run time, and to English for a language the frame does not ship', async () => {
    await hostLocale('ja')
    await request('sendJa', 'eth_sendTransaction', [
      { from: eoa, to: '0x000000000000000000000000000000000000bEEF', value: '0x1' },
    ])
    const send = await armedCard()
    expect(send).toMatchObject({ lang: 'ja', dir: 'ltr', title: 'トランザクションを承認', reject: '拒否' })
    expect(await send.card.getByTestId('approval-row-max-fee-label').textContent()).toBe(
      '最大ネットワーク手数料',
    )
    await shoot('frame-locale-ja-send')
    await reject('sendJa')

    // Klingon is a well-formed tag the frame has no pack for: English, left to right.
    await hostLocale('tlh')
    await request('signTlh', 'personal_sign', [`0x${Buffer.from('Hello').toString('hex')}` as Hex, eoa])
    expect(await armedCard()).toMatchObject({
      lang: 'en',
      dir: 'ltr',
      title: 'Signature request',
      reject: 'Reject',
    })
    await reject('signTlh')
  })

  it('in Urdu, right to left, and in Chinese by script (Simplified, then Traditional for zh-HK)', async () => {
    await hostLocale('ur')
    await request('sendUr', 'eth_sendTransaction', [
      {
        from: eoa,
        to: '0x000000000000000000000000000000000000bEEF',
        value: `0x${parseEther('1.5').toString(16)}`,
      },
    ])
    const send = await armedCard()
    expect(send).toMatchObject({
      lang: 'ur',
      dir: 'rtl',
      title: 'ٹرانزیکشن منظور کریں',
      reject: 'مسترد کریں',
    })
    expect(await send.card.getByTestId('approval-row-max-fee-label').textContent()).toBe(
      'زیادہ سے زیادہ نیٹ ورک فیس',
    )
    expect(await send.card.textContent()).toContain(
      `${stack.host.origin} آپ سے ایک ٹرانزیکشن بھیجنے کو کہہ رہا ہے۔`,
    )
    // Urdu's digits as the engine's Intl writes them (Latin for ur), the address left to right inside the card.
    expect(await send.card.getByTestId('approval-row-amount').textContent()).toMatch(/^(1\.5|۱٫۵) POL$/)
    expect(
      await send.card
        .getByTestId('approval-row-to')
        .locator('pre')
        .evaluate((pre) => getComputedStyle(pre).direction),
    ).toBe('ltr')
    await shoot('frame-locale-ur-send')
    await reject('sendUr')

    await hostLocale('zh-CN')
    await request('sendZh', 'eth_sendTransaction', [
      {
        from: eoa,
        to: '0x000000000000000000000000000000000000bEEF',
        value: `0x${parseEther('1.5').toString(16)}`,
      },
    ])
    const chinese = await armedCard()
    expect(chinese).toMatchObject({ lang: 'zh-CN', dir: 'ltr', title: '批准交易', reject: '拒绝' })
    expect(await chinese.card.getByTestId('approval-row-max-fee-label').textContent()).toBe('最高网络费')
    expect(await chinese.card.getByTestId('approval-row-amount').textContent()).toBe('1.5 POL')
    // No text of the card is cut off at its side (whether the glyphs render, the screenshot shows).
    const overflowing = await chinese.card.evaluate((card) =>
      [...card.querySelectorAll<HTMLElement>('h1, p, dt, dd, button')]
        .filter((element) => element.scrollWidth > element.clientWidth + 1)
        .map((element) => element.textContent),
    )
    expect(overflowing).toEqual([])
    await shoot('frame-locale-zh-CN-send')
    await reject('sendZh')

    // Hong Kong writes Traditional Chinese: zh-TW's pack, never the Simplified one.
    await hostLocale('zh-HK')
    await request('signHk', 'personal_sign', [`0x${Buffer.from('Hello').toString('hex')}` as Hex, eoa])
    expect(await armedCard()).toMatchObject({ lang: 'zh-TW', title: '簽署要求', reject: '拒絕' })
    await reject('signHk')
  })

  it('at a small height the details scroll and the max network fee stays whole beside the buttons', async () => {
    await hostLocale('ar')
    // A short slot (a phone in landscape, a host's small dialog): the details scroll.
    await page.evaluate(() => {
      const slot = document.getElementById('approval-slot') as HTMLElement
      slot.style.height = '330px'
    })
    try {
      // Three calls: their rows cannot all be in view at once.
      await request('sendSmall', 'wallet_sendCalls', [
        {
          version: '2.0.0',
          from: eoa,
          chainId: '0x13882',
          calls: [
            '0x000000000000000000000000000000000000f001',
            '0x000000000000000000000000000000000000f002',
            '0x000000000000000000000000000000000000f003',
          ].map((to) => ({ to, value: '0x1' })),
        },
      ])
      const frame = secureFrame()
      const card = frame.locator('[data-approval-card]')
      await card.waitFor({ timeout: 20_000 })
      const body = frame.locator('.approval-body')
      const scrolls = await body.evaluate((element) => element.scrollHeight > element.clientHeight + 1)
      expect(scrolls).toBe(true)
      await shoot('frame-locale-ar-small-before-scroll')
      // The max network fee is whole inside the frame's viewport, beside the buttons.
      const fee = await frame.getByTestId('approval-row-max-fee').evaluate((element) => {
        const rect = element.getBoundingClientRect()
        return { top: rect.top, bottom: rect.bottom, height: window.innerHeight }
      })
      expect(fee.top).toBeGreaterThanOrEqual(0)
      expect(fee.bottom).toBeLessThanOrEqual(fee.height)
      // The details scroll inside the card; the card arms as usual (rows it must have shown are not required yet).
      await body.hover()
      await page.mouse.wheel(0, 400)
      await card.and(frame.locator('[data-armed="true"]')).waitFor({ timeout: 15_000 })
      await shoot('frame-locale-ar-small-scrolled')
      await reject('sendSmall')
    } finally {
      await page.evaluate(() => {
        const slot = document.getElementById('approval-slot') as HTMLElement
        slot.style.height = ''
      })
    }
  })
})
