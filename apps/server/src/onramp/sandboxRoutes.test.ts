import { Keypair } from '@solana/web3.js'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../testing/http.js'
import { startTestStack, type TestStack } from '../testing/stack.js'

let stack: TestStack
beforeAll(async () => {
  stack = await startTestStack()
}, 60_000)
afterAll(() => stack?.stop())

/** The hidden and default fields of the sandbox form, as a browser would submit them. */
function formFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const match of html.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g))
    fields[match[1] ?? ''] = (match[2] ?? '').replaceAll('&#38;', '&')
  for (const match of html.matchAll(/<select[^>]*name="([^"]+)"[^>]*><option value="([^"]*)"/g))
    fields[match[1] ?? ''] = match[2] ?? ''
  return fields
}

const page = (query: Record<string, string>) =>
  call(`${stack.server.url}/onramp?${new URLSearchParams(query)}`)
const submit = (fields: Record<string, string>) =>
  call(`${stack.server.url}/onramp/purchase`, { method: 'POST', body: new URLSearchParams(fields) })

async function balanceOf(address: string, chainId: string, symbol: string): Promise<string> {
  const { body } = await call(
    `${stack.server.url}/v1/account/${address}/balance?projectId=test&chainId=${chainId}`,
  )
  return body.balances.find((balance: { symbol: string }) => balance.symbol === symbol)?.quantity.numeric
}

describe('on-ramp sandbox page', () => {
  it('buys USDC: the test token really arrives in the wallet on the devnet', async () => {
    const wallet = privateKeyToAccount(generatePrivateKey()).address
    const form = await page({ publicKey: 'dev-key', destinationCurrencyCode: 'USDC', walletAddress: wallet })
    expect(form.status).toBe(200)
    expect(form.body).toContain('<label for="amount">Amount in USD</label>')
    expect(form.body).toContain('Complete purchase')
    const fields = formFields(form.body)
    expect(fields.network).toBe('polygon-amoy-80002')
    expect(await balanceOf(wallet, 'eip155:80002', 'kUSD')).toBe('0')

    const done = await submit({ ...fields, amount: '100' })
    expect(done.status).toBe(200)
    expect(done.body).toContain('Purchase complete')
    expect(done.body).toMatch(/data-tx="0x[0-9a-f]{64}"/)
    // 100 USD − 1.50 fee − 0.10 network fee = 98.4 at 1 USD per token.
    expect(await balanceOf(wallet, 'eip155:80002', 'kUSD')).toBe('98.4')

    const again = await submit({ ...fields, amount: '100' })
    expect(again.status).toBe(409)
    expect(await balanceOf(wallet, 'eip155:80002', 'kUSD')).toBe('98.4')
  })

  it('buys SOL on the local cluster', async () => {
    const wallet = Keypair.generate().publicKey.toBase58()
    const form = await page({ publicKey: 'dev-key', destinationCurrencyCode: 'SOL', walletAddress: wallet })
    const done = await submit({ ...formFields(form.body), amount: '150.00' })
    expect(done.body).toContain('Purchase complete')
    expect(await balanceOf(wallet, 'solana:localnet', 'SOL')).toBe('0.984333333')
  })

  it('refuses bad queries with a readable page', async () => {
    const wallet = privateKeyToAccount(generatePrivateKey()).address
    const badCode = await page({ publicKey: 'k', destinationCurrencyCode: 'DOGE', walletAddress: wallet })
    expect(badCode.status).toBe(400)
    expect(badCode.body).toContain('destinationCurrencyCode must be SOL or USDC.')
    const wrongKind = await page({ publicKey: 'k', destinationCurrencyCode: 'SOL', walletAddress: wallet })
    expect(wrongKind.body).toContain('walletAddress must be a Solana address to receive SOL.')
    expect((await page({ destinationCurrencyCode: 'USDC', walletAddress: wallet })).status).toBe(400)
  })

  it('speaks the browser’s language (Arabic, right to left) from the form to the purchase, never a hostile tag', async () => {
    const wallet = privateKeyToAccount(generatePrivateKey()).address
    const query = new URLSearchParams({
      publicKey: 'dev-key',
      destinationCurrencyCode: 'USDC',
      walletAddress: wallet,
    })
    const form = await call(`${stack.server.url}/onramp?${query}`, {
      headers: { 'accept-language': 'ar-SA,ar;q=0.9,en;q=0.5' },
    })
    expect(form.body).toContain('<html lang="ar" dir="rtl">')
    expect(form.body).toContain('<title>شراء USDC (بيئة اختبار)</title>')
    expect(form.body).toContain('<label for="amount">المبلغ بالدولار الأمريكي</label>')
    expect(form.body).toContain('<button type="submit">إتمام الشراء</button>')
    const fields = formFields(form.body)
    expect(fields.locale).toBe('ar')
    // The purchase's page speaks the form's language, whatever the post's Accept-Language.
    const done = await submit({ ...fields, amount: '20' })
    expect(done.body).toContain('<html lang="ar" dir="rtl">')
    expect(done.body).toContain('<h1>اكتمل الشراء</h1>')
    expect(done.body).toMatch(
      new RegExp(`<p role="status">أُرسل [0-9.]+ USDC إلى <code>${wallet}</code> على `),
    )
    // A language from the query (the browser asks for none): a refusal in Japanese.
    const refused = await page({
      locale: 'ja',
      publicKey: 'k',
      destinationCurrencyCode: 'DOGE',
      walletAddress: wallet,
    })
    expect(refused.status).toBe(400)
    expect(refused.body).toContain('<html lang="ja" dir="ltr">')
    expect(refused.body).toContain('<title>購入できません</title>')
    expect(refused.body).toContain('destinationCurrencyCode は SOL または USDC にしてください。')
    for (const locale of ['"><script>alert(1)</script>', 'ar" onload="x', 'x'.repeat(500)]) {
      const hostile = await page({
        locale,
        publicKey: 'k',
        destinationCurrencyCode: 'DOGE',
        walletAddress: wallet,
      })
      expect(hostile.body).toContain('<html lang="en" dir="ltr">')
      expect(hostile.body).not.toContain('<script>alert')
      expect(hostile.body).not.toContain('onload')
    }
  })

  it('refuses a forged form, a changed wallet and an amount outside the limits', async () => {
    const wallet = privateKeyToAccount(generatePrivateKey()).address
    const fields = formFields(
      (await page({ publicKey: 'k', destinationCurrencyCode: 'USDC', walletAddress: wallet })).body,
    )
    const forged = await submit({ ...fields, formToken: `${Date.now() + 60_000}.forged` })
    expect(forged.status).toBe(400)
    const redirected = await submit({
      ...fields,
      walletAddress: privateKeyToAccount(generatePrivateKey()).address,
    })
    expect(redirected.body).toContain('This form is not valid')
    const tooMuch = await submit({ ...fields, amount: '9000' })
    expect(tooMuch.status).toBe(400)
    expect(tooMuch.body).toContain('Amount must be between 10.00 and 7500.00 USD for card')
    expect(await balanceOf(wallet, 'eip155:80002', 'kUSD')).toBe('0')
  })
})
