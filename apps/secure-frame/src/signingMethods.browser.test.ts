// @vitest-environment node
// The signing methods of issue 41 as a dapp calls them through getProvider(kit): personal_sign with web3.js's third
// (password) argument, legacy typed data (eth_signTypedData, v1) and eth_signTypedData_v3, each approved on the real
// frame's card and checked by recovering the account; personal_ecRecover, answered without a card; and
// Sign-In with Ethereum messages (EIP-4361), for the page's own domain and for another one. Real cross-origin frame
// in Chromium, real Kit server, anvil.
import type { BrowserContext, Frame, Locator, Page } from 'playwright-core'
import {
  type Address,
  type Hex,
  keccak256,
  recoverAddress,
  recoverMessageAddress,
  recoverTypedDataAddress,
  stringToHex,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BrowserProfile, openBrowserProfile } from './testing/browserProfile.js'
import { type BrowserStack, startBrowserStack } from './testing/browserStack.js'
import { loginByEmail } from './testing/emailLogin.js'
import { pressLikeAPerson } from './testing/press.js'
import { iframeStill } from './testing/walletProtection.js'

const email = `signing-${Date.now().toString(36)}@example.test`

let stack: BrowserStack
let profile: BrowserProfile | undefined
let context: BrowserContext
let page: Page
let eoa: Address

/** The dapp calls `method` through getProvider(kit) without awaiting; the answer (or its error) lands in `pending[name]`. */
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

const answer = (name: string) => page.evaluate((key) => window.hostApi.pending[key], name)

function secureFrame(): Frame {
  const frame = page.frames().find((candidate) => candidate.url().startsWith(stack.frame.origin))
  if (!frame) throw new Error('test: the secure frame is not in the page')
  return frame
}

/** The card, once it is shown with `title`; it stays open. */
async function cardTitled(title: string): Promise<Locator> {
  await secureFrame().getByRole('heading', { name: title }).waitFor({ state: 'visible', timeout: 20_000 })
  return secureFrame().locator('[data-approval-card]')
}

/** Presses one of the card's buttons as a person does, once it is armed; the card goes. */
async function press(label: string): Promise<void> {
  const frame = secureFrame()
  await iframeStill(page, stack.frame.origin)
  // Where rows that matter are below the fold the card says to scroll (a typed-data card's data): a person scrolls the
  // details, and the card arms.
  const armed = frame.locator('[data-approval-card][data-armed="true"]')
  await armed.or(frame.locator('#approval-hint:visible')).first().waitFor({ timeout: 15_000 })
  if (await frame.locator('#approval-hint').isVisible()) {
    await frame.locator('.approval-body').hover()
    await page.mouse.wheel(0, 1_000)
  }
  await armed.waitFor({ timeout: 15_000 })
  const button = frame.getByRole('button', { name: label, exact: true })
  await pressLikeAPerson(button)
  await button.waitFor({ state: 'detached', timeout: 30_000 })
}

/** The answer the dapp got, as a signature. */
async function signature(name: string): Promise<Hex> {
  const result = await answer(name)
  if (typeof result !== 'string') throw new Error(`test: ${name} failed: ${JSON.stringify(result)}`)
  expect(result).toMatch(/^0x[0-9a-f]{130}$/)
  return result as Hex
}

beforeAll(async () => {
  stack = await startBrowserStack()
  profile = await openBrowserProfile('signing-methods')
  ;({ context, page } = profile)
  await page.goto(stack.host.origin)
  await page.waitForSelector('body[data-ready="true"]', { timeout: 15_000 })
  eoa = await loginByEmail(stack, context, page, email)
}, 180_000)

afterAll(async () => {
  await profile?.close()
  await stack?.stop()
}, 60_000)

describe.sequential('signing methods through getProvider(kit), against the real frame', () => {
  it('personal_sign with a third (password) argument: the card shows the message, the signature recovers to the account', async () => {
    await request('personal', 'personal_sign', [stringToHex('Hello from web3.js'), eoa, 'ignored password'])
    const card = await cardTitled('Signature request')
    expect(await card.getByTestId('approval-row-message').textContent()).toBe('Hello from web3.js')
    await press('Sign')
    const signed = await signature('personal')
    expect(await recoverMessageAddress({ message: 'Hello from web3.js', signature: signed })).toBe(eoa)
  })

  it('personal_ecRecover answers the signer in lower case (as eth_accounts), without a card; a broken signature is -32602', async () => {
    const signed = await signature('personal')
    await request('recover', 'personal_ecRecover', [stringToHex('Hello from web3.js'), signed])
    expect(await answer('recover')).toBe(eoa.toLowerCase())
    // The same text, as text.
    await request('recoverText', 'personal_ecRecover', ['Hello from web3.js', signed])
    expect(await answer('recoverText')).toBe(eoa.toLowerCase())
    expect(await secureFrame().locator('[data-approval-card]').count()).toBe(0)
    await request('broken', 'personal_ecRecover', ['Hello', `0x${'00'.repeat(64)}1b`])
    expect(await answer('broken')).toMatchObject({ code: -32602 })
  })

  it('eth_signTypedData (v1): the fields on the card, signed raw over eth-sig-util’s typedSignatureHash', async () => {
    // MetaMask's test dapp's v1 data, fields first and the address last.
    const fields = [
      { type: 'string', name: 'Message', value: 'Hi, Alice!' },
      { type: 'uint32', name: 'A number', value: '1337' },
    ]
    await request('v1', 'eth_signTypedData', [fields, eoa])
    const card = await cardTitled('Signature request')
    expect(await card.getByTestId('approval-row-field-1-label').textContent()).toBe('Message (string)')
    expect(await card.getByTestId('approval-row-field-1').textContent()).toBe('Hi, Alice!')
    expect(await card.getByTestId('approval-row-field-2').textContent()).toBe('1337')
    expect(await card.locator('.approval-warning').textContent()).toContain('Typed signatures')
    await press('Sign')
    // typedSignatureHash, worked out here on its own: keccak(keccak(packed "type name"s) ‖ keccak(packed values)).
    const schema = keccak256(stringToHex('string Messageuint32 A number'))
    const values = keccak256(`${stringToHex('Hi, Alice!')}${(1337).toString(16).padStart(8, '0')}`)
    const hash = keccak256(`${schema}${values.slice(2)}`)
    expect(await recoverAddress({ hash, signature: await signature('v1') })).toBe(eoa)
  })

  it('eth_signTypedData_v3: the card says v3; the signature recovers to the account; arrays are refused with -32602', async () => {
    // The typed data names the active network (80002, the host page's default), as the frame requires.
    const chainId = Number(
      (await page.evaluate(() => window.hostApi.kit.getState().network.active)).split(':')[1],
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
        chainId,
        verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
      },
      message: {
        from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
        to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
        contents: 'Hello, Bob!',
      },
    } as const
    await request('v3', 'eth_signTypedData_v3', [eoa, JSON.stringify(mail)])
    const card = await cardTitled('Signature request')
    expect(await card.locator('#approval-intro').textContent()).toContain('(typed data v3)')
    expect(await card.getByTestId('approval-row-format').textContent()).toContain('v3')
    await press('Sign')
    expect(await recoverTypedDataAddress({ ...mail, signature: await signature('v3') } as never)).toBe(eoa)
    const withArray = {
      ...mail,
      types: { ...mail.types, Mail: [...mail.types.Mail, { name: 'cc', type: 'Person[]' }] },
      message: { ...mail.message, cc: [] },
    }
    await request('v3Array', 'eth_signTypedData_v3', [eoa, JSON.stringify(withArray)])
    const refused = (await answer('v3Array')) as { failed: string; code: number }
    expect(refused.code).toBe(-32602)
    expect(refused.failed).toContain('eth_signTypedData_v3 has no arrays')
  })

  it('a sign-in (EIP-4361) for the page’s own domain is a sign-in card without the other-site warning', async () => {
    const host = new URL(stack.host.origin).host
    const message = [
      `${host} wants you to sign in with your Ethereum account:`,
      eoa,
      '',
      'Sign in to the shop.',
      '',
      `URI: ${stack.host.origin}`,
      'Version: 1',
      'Chain ID: 80002',
      'Nonce: 32891757',
      'Issued At: 2021-09-30T16:25:24.000Z',
    ].join('\n')
    await request('siwe', 'personal_sign', [stringToHex(message), eoa])
    const card = await cardTitled('Sign-in request')
    expect(await card.locator('#approval-intro').textContent()).toBe(
      `${stack.host.origin} asks you to sign in with your account.`,
    )
    expect(await card.getByTestId('approval-row-sign-in-site').textContent()).toBe(host)
    expect(await card.getByTestId('approval-row-sign-in-warning').count()).toBe(0)
    expect(await card.locator('.approval-warning').textContent()).not.toContain('request comes from')
    await press('Sign')
    expect(await recoverMessageAddress({ message, signature: await signature('siwe') })).toBe(eoa)
  })

  it('a sign-in for another domain warns first, naming both; the visitor rejects it (4001)', async () => {
    const message = [
      'metamask.badactor.io wants you to sign in with your Ethereum account:',
      eoa,
      '',
      'I accept the MetaMask Terms of Service: https://community.metamask.io/tos',
      '',
      'URI: https://metamask.badactor.io',
      'Version: 1',
      'Chain ID: 1',
      'Nonce: 32891757',
      'Issued At: 2021-09-30T16:25:24.000Z',
    ].join('\n')
    await request('foreign', 'personal_sign', [stringToHex(message), eoa])
    const card = await cardTitled('Sign-in for another site')
    const warning = `This message signs you in to metamask.badactor.io, but the request comes from ${stack.host.origin}.`
    expect(await card.locator('.approval-warning').textContent()).toContain(warning)
    expect(await card.getByTestId('approval-row-sign-in-warning').textContent()).toContain(warning)
    expect(await card.getByTestId('approval-row-message').textContent()).toBe(message)
    await press('Reject')
    expect(await answer('foreign')).toMatchObject({ code: 4001 })
  })
})
