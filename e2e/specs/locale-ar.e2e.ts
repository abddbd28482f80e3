// The main journey in another language, as a visitor whose browser asks for it meets it (the demo's `?locale=`):
// in Arabic, right to left, connect with the Kit Test Wallet, the account view, the network switch and a send that
// lands on anvil; in Japanese and in the pseudo-locale (about 40 % longer, accented), the same views up to the
// send's preview. Every view is screenshotted (e2e/test-results/locale-<locale>-<view>.png) and checked with axe.
import type { Page } from 'playwright-core'
import { type Address, createPublicClient, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, describe, expect, inject, it } from 'vitest'
import {
  checkScreen,
  closeBrowser,
  type DemoSession,
  dialog,
  expectStatus,
  openCaseDemo,
  waitForText,
} from '../src/demo.ts'

afterAll(async () => {
  await closeBrowser()
})

/** What the journey clicks and waits for, in one language (the pack's words, quoted from packs/<locale>.ts). */
type Words = {
  dir: 'ltr' | 'rtl'
  connect: string | RegExp
  account: string | RegExp
  disconnect: string | RegExp
  switchNetwork: RegExp
  chooseNetwork: string | RegExp
  send: string | RegExp
  amount: string | RegExp
  receiver: string | RegExp
  preview: string | RegExp
  reviewSend: string | RegExp
}

const WORDS: Record<'ar' | 'ja' | 'en-XA', Words> = {
  ar: {
    dir: 'rtl',
    connect: 'ربط المحفظة',
    account: 'الحساب',
    disconnect: 'قطع الاتصال',
    switchNetwork: /^تبديل الشبكة: /,
    chooseNetwork: 'اختيار الشبكة',
    send: 'إرسال',
    amount: 'المبلغ',
    receiver: 'إلى',
    preview: 'معاينة الإرسال',
    reviewSend: 'مراجعة الإرسال',
  },
  ja: {
    dir: 'ltr',
    connect: 'ウォレットを接続',
    account: 'アカウント',
    disconnect: '接続を解除',
    switchNetwork: /^ネットワークを切り替え: /,
    chooseNetwork: 'ネットワークを選択',
    send: '送る',
    amount: '金額',
    receiver: '送金先',
    preview: '送金内容を確認',
    reviewSend: '送金内容の確認',
  },
  // The pseudo-locale's words are English's, accented, bracketed and padded with tildes.
  'en-XA': {
    dir: 'ltr',
    connect: /^\[Çóññéçt Wállét~+\]$/,
    account: /^\[Åççóúñt~+\]$/,
    disconnect: /^\[Díšçóññéçt~+\]$/,
    switchNetwork: /^\[Šwítçh ñétwórk~+\]: /,
    chooseNetwork: /^\[Çhóóšé Ñétwórk~+\]$/,
    send: /^\[Šéñd~+\]$/,
    amount: /^\[Åmóúñt~+\]/,
    receiver: /^\[Tó~+\]/,
    preview: /^\[Prévíéw šéñd~+\]$/,
    reviewSend: /^\[Révíéw šéñd~+\]$/,
  },
}

const exact = (name: string | RegExp) => (typeof name === 'string' ? { name, exact: true } : { name })

/** The modal's root element carries the locale's `lang` and `dir`. */
async function expectModalLanguage(page: Page, locale: string, dir: 'ltr' | 'rtl') {
  const root = dialog(page).locator('xpath=ancestor::*[contains(@class, "kit-root")][1]')
  expect(await root.getAttribute('lang')).toBe(locale)
  expect(await root.getAttribute('dir')).toBe(dir)
}

/**
 * Connect, Account, Networks (switching to Kit Devnet, back to Account), Send filled and its preview, each
 * screenshotted as `locale-<locale>-<view>`. Leaves the preview open.
 */
async function journeyToPreview(session: DemoSession, locale: keyof typeof WORDS, receiver: Address) {
  const { page } = session
  const words = WORDS[locale]
  const shot = (view: string) => checkScreen(session, `locale-${locale}-${view}`)

  await page.getByRole('button', exact(words.connect)).click()
  await dialog(page).getByRole('heading', exact(words.connect)).waitFor()
  await dialog(page)
    .getByRole('button', { name: /Kit Test Wallet EVM/ })
    .waitFor()
  await expectModalLanguage(page, locale, words.dir)
  await shot('connect')
  await dialog(page)
    .getByRole('button', { name: /Kit Test Wallet EVM/ })
    .click()
  await expectStatus(page, 'connected')
  await dialog(page).waitFor({ state: 'detached' })
  await waitForText(page.getByTestId('account-balance'), /POL$/)

  await page.getByRole('button', { name: /0x[0-9a-fA-F]{4}/ }).click()
  await dialog(page).getByRole('heading', exact(words.account)).waitFor()
  await dialog(page).getByRole('button', exact(words.disconnect)).waitFor()
  await dialog(page).getByText(/POL$/).first().waitFor()
  await shot('account')

  await dialog(page).getByRole('button', { name: words.switchNetwork }).click()
  await dialog(page).getByRole('heading', exact(words.chooseNetwork)).waitFor()
  await dialog(page)
    .getByRole('button', { name: /Kit Devnet/ })
    .waitFor()
  await shot('networks')
  await dialog(page)
    .getByRole('button', { name: /Kit Devnet/ })
    .click()
  await dialog(page).getByRole('heading', exact(words.account)).waitFor()
  await waitForText(page.getByTestId('network-id'), 'eip155:31337')
  await dialog(page).getByText(/ETH$/).first().waitFor()

  await dialog(page).getByRole('button', exact(words.send)).click()
  await dialog(page).getByRole('heading', exact(words.send)).waitFor()
  await dialog(page).getByRole('textbox', exact(words.amount)).fill('0.25')
  await dialog(page).getByRole('textbox', exact(words.receiver)).fill(receiver)
  await shot('send')
  await dialog(page).getByRole('button', exact(words.preview)).click()
  await dialog(page).getByRole('heading', exact(words.reviewSend)).waitFor()
  // The amount in the locale's digits, as Intl writes them in this browser.
  const amount = await page.evaluate((tag) => new Intl.NumberFormat(tag).format(0.25), locale)
  await dialog(page).getByText(`${amount} ETH`).first().waitFor()
  await dialog(page)
    .getByText(/≈ .* ETH/)
    .waitFor()
  await shot('send-preview')
}

describe('the main journey in another language', () => {
  it('connects, shows the account, switches the network and sends in Arabic, right to left; the ETH lands on anvil', async () => {
    const chain = inject('stack').evm[31337]
    if (!chain) throw new Error('The stack has no EVM chain 31337')
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const receiver = privateKeyToAddress(generatePrivateKey())
    const session = await openCaseDemo('?locale=ar')
    await journeyToPreview(session, 'ar', receiver)

    const { page } = session
    await dialog(page).getByRole('button', exact(WORDS.ar.send)).click()
    await dialog(page).getByRole('heading', exact(WORDS.ar.account)).waitFor()
    const deadline = Date.now() + 20_000
    while ((await client.getBalance({ address: receiver })) !== parseEther('0.25') && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200))
    expect(await client.getBalance({ address: receiver })).toBe(parseEther('0.25'))
  })

  it.each(['ja', 'en-XA'] as const)('shows Connect, Account, Networks and Send in %s', async (locale) => {
    const session = await openCaseDemo(`?locale=${locale}`)
    await journeyToPreview(session, locale, privateKeyToAddress(generatePrivateKey()))
  })
})
