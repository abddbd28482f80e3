// @vitest-environment node
// The secure frame in Chromium, on its own origin, driven by a host page on another origin, against a real Kit
// server and a real devnet: every login, approvals inside the frame, smart accounts, and the refusals.
import { base58 } from '@scure/base'
import { mkdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { BrowserContext, Frame, Page } from 'playwright-core'
import {
  type Address,
  createPublicClient,
  getAddress,
  type Hex,
  http,
  parseEther,
  recoverMessageAddress,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../../../scripts/chromium.mjs'
import { type BrowserProfile, openBrowserProfile } from './testing/browserProfile.js'
import { appRoot, type BrowserStack, startBrowserStack } from './testing/browserStack.js'
import type { HostApi } from './testing/hostPage.js'
import { pressLikeAPerson } from './testing/press.js'
import {
  addPasskeyProvider,
  iframeStill,
  type PasskeyProvider,
  protectWithPasskey,
} from './testing/walletProtection.js'
import { smartAccountAddress } from './wallet/smartAccountFacts.js'
import { privateKeyToAddress } from 'viem/accounts'

declare global {
  interface Window {
    hostApi: HostApi
  }
}

const screenshots = path.join(appRoot, 'test-results')
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const run = Date.now().toString(36)
const email = `ada-${run}@example.test`
const newEmail = `ada.new-${run}@example.test`

let stack: BrowserStack
let profile: BrowserProfile | undefined
let context: BrowserContext
let page: Page
let passkeys: PasskeyProvider
let eoa: Address
const consoleErrors: string[] = []

type Mail = { to: string[]; subject: string; text: string; date: string }

async function mails(to: string): Promise<Mail[]> {
  const response = await fetch(`${stack.devnet.mailApiUrl}/messages?to=${encodeURIComponent(to)}`)
  return (await response.json()) as Mail[]
}

/** Waits for a mail to `to` that was not there before (`seen` = how many there were) and matches `pattern`. */
async function nextMail(to: string, seen: number, pattern: RegExp): Promise<string> {
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    const list = await mails(to)
    if (list.length > seen) {
      const match = list[0]?.text.match(pattern)
      if (match?.[1]) return match[1]
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`test: no mail to ${to} matching ${pattern}`)
}

const codePattern = /\b(\d{6})\b/

const publicClient = (chainId: 80002 | 31337) =>
  createPublicClient({ transport: http(stack.devnet.evm[chainId]?.rpcUrl) })

async function setBalance(address: Address, ether: string) {
  await publicClient(80002).request({
    method: 'anvil_setBalance' as never,
    params: [address, `0x${parseEther(ether).toString(16)}`] as never,
  })
}

const snapshot = () => page.evaluate(() => window.hostApi.snapshot())

/** The secure frame's document inside the host page. */
async function secureFrame(): Promise<Frame> {
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    const frame = page.frames().find((candidate) => candidate.url().startsWith(stack.frame.origin))
    if (frame) return frame
    await page.waitForTimeout(50)
  }
  throw new Error('test: the secure frame is not in the page')
}

/** A heading of the frame's cards. */
const heading = (frame: Frame, name: string) => frame.getByRole('heading', { name })

/** Waits for the approval card, checks what it says, screenshots it, and presses `button`. */
async function approveInFrame(
  expected: { title: string; texts: string[]; button: string },
  shot?: string,
): Promise<void> {
  const frame = await secureFrame()
  const heading = frame.getByRole('heading', { name: expected.title })
  await heading.waitFor({ state: 'visible', timeout: 15_000 })
  const dialog = frame.getByRole('dialog')
  for (const text of expected.texts)
    await expect(dialog.getByText(text, { exact: false }).first().isVisible()).resolves.toBe(true)
  // The iframe is shown over the host's approval slot.
  const box = await page.locator('iframe[data-kit-secure-frame]').boundingBox()
  expect(box?.width).toBeGreaterThan(300)
  expect(box?.height).toBeGreaterThan(400)
  const button = frame.getByRole('button', { name: expected.button, exact: true })
  await button.waitFor({ state: 'visible' })
  await frame.waitForFunction(() => !document.querySelector('.approval-actions button[disabled]'))
  if (shot) await page.screenshot({ path: path.join(screenshots, `${shot}.png`) })
  // As a person: the pointer rests on the card a moment before the press (L1).
  await pressLikeAPerson(button)
}

beforeAll(async () => {
  mkdirSync(screenshots, { recursive: true })
  stack = await startBrowserStack()
  // Third-party storage allowed, as Chrome does by default (see the incognito test for the blocked case).
  profile = await openBrowserProfile('frame')
  ;({ context, page, passkeys } = profile)
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
    if (process.env.KIT_DEBUG) console.log('[host console]', message.type(), message.text())
  })
  page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message}`))
  await page.goto(stack.host.origin)
  await page.waitForSelector('body[data-ready="true"]', { timeout: 15_000 }).catch((error: Error) => {
    throw new Error(`${error.message}\n${consoleErrors.join('\n')}`)
  })
}, 180_000)

afterAll(async () => {
  await profile?.close()
  await stack?.stop()
}, 60_000)

describe.sequential('secure frame in Chromium, host and frame on two origins', () => {
  it('serves the frame with frame-ancestors set to the project’s allowed origins only', async () => {
    const response = await fetch(`${stack.frame.url}?projectId=frame-test&chainId=eip155%3A80002`)
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain(`frame-ancestors ${stack.host.origin}`)
    expect(csp).not.toContain(stack.stranger.origin)
    const unknown = await fetch(`${stack.frame.url}?projectId=nobody`)
    expect(unknown.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  })

  it('logs in by e-mail: device approval link, then the code, both read from the SMTP catcher', async () => {
    const action = await page.evaluate(
      (address) => window.hostApi.auth.connectEmail({ email: address }),
      email,
    )
    expect(action).toEqual({ action: 'VERIFY_DEVICE' })
    const link = await nextMail(email, 0, /(https?:\/\/\S+\/auth\/device\/approve\?token=\S+)/)
    await page.evaluate(() => {
      window.hostApi.pending.device = window.hostApi.auth.connectDevice()
    })
    // The owner approves the device from the mail, in another tab.
    const approvePage = await context.newPage()
    await approvePage.goto(link)
    await approvePage.getByRole('button', { name: 'Approve device' }).click()
    await approvePage.getByRole('heading', { name: 'Device approved' }).waitFor()
    await approvePage.close()
    await page.evaluate(() => window.hostApi.pending.device)
    const otp = await nextMail(email, 1, codePattern)
    await page.evaluate((code) => {
      window.hostApi.pending.otp = window.hostApi.auth
        .connectOtp({ otp: code })
        .then(() => window.hostApi.kit.connection.connect(window.hostApi.auth.id))
    }, otp)
    // A new account: the frame makes the wallet and the user protects it with a passkey, on the frame's own card,
    // shown over the host's approval slot.
    await protectWithPasskey(page, stack.frame.origin, {
      beforeClick: () => page.screenshot({ path: path.join(screenshots, 'protect-wallet.png') }),
    })
    await page.evaluate(() => window.hostApi.pending.otp)
    expect(await passkeys.credentialCount()).toBe(1)
    const state = await snapshot()
    expect(state.status).toBe('connected')
    expect(state.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(state.caipAddress).toBe(`eip155:80002:${state.address}`)
    expect(state.user).toMatchObject({ email, preferredAccountType: 'eoa', smartAccountDeployed: false })
    eoa = getAddress(state.address as string)
    // The session token stays in the frame's origin: nothing in the host's storage looks like one.
    const hostStorage = await page.evaluate(() => JSON.stringify({ ...localStorage }))
    expect(hostStorage).toContain(email)
    expect(hostStorage).not.toMatch(/kit-frame\/session/)
  })

  it('adds a recovery password after confirming with the passkey, and shows the key only inside the frame', {
    timeout: 120_000,
  }, async () => {
    await page.evaluate(() => {
      window.hostApi.pending.add = window.hostApi.auth.addRecoveryMethod()
    })
    const frame = await secureFrame()
    await frame.getByRole('heading', { name: 'Add a way to open your wallet' }).waitFor({ timeout: 15_000 })
    await iframeStill(page, stack.frame.origin)
    await frame.getByRole('button', { name: 'Use your passkey' }).click()
    await frame.getByText('Now choose the new way to open your wallet').waitFor({ timeout: 15_000 })
    await frame.getByRole('button', { name: 'Use a password instead' }).click()
    await frame.getByLabel('Recovery password').fill('a long recovery password')
    await frame.getByLabel('Repeat the password').fill('a long recovery password')
    const workerScripts: string[] = []
    const onRequest = (request: { url(): string }) => {
      if (/argon2\.worker/.test(request.url())) workerScripts.push(request.url())
    }
    page.on('request', onRequest)
    await frame.getByRole('button', { name: 'Protect with this password' }).click()
    // Sealing with the password runs Argon2id (64 MiB, 3 passes) in the frame: a few seconds.
    await heading(frame, 'Add a way to open your wallet')
      .waitFor({ state: 'detached', timeout: 45_000 })
      .catch(async (error: Error) => {
        const text = await frame
          .getByRole('dialog')
          .textContent({ timeout: 1_000 })
          .catch(() => '')
        throw new Error(`the card stayed: "${text}": ${error.message}`)
      })
    await expect(page.evaluate(() => window.hostApi.pending.add)).resolves.toEqual({ kind: 'password' })
    page.off('request', onRequest)
    // Argon2id ran in a worker of the frame's origin, so the card kept painting.
    expect(workerScripts).toHaveLength(1)
    expect(new URL(workerScripts[0] ?? '').origin).toBe(stack.frame.origin)

    const posted: string[] = []
    await page.exposeFunction('recordPost', (text: string) => posted.push(text))
    await page.evaluate(() => {
      window.addEventListener('message', (event) => {
        ;(window as unknown as { recordPost(text: string): void }).recordPost(JSON.stringify(event.data))
      })
      window.hostApi.pending.export = window.hostApi.auth.exportKey()
    })
    const exportHeading = heading(frame, 'Export your key')
    await exportHeading.waitFor({ timeout: 15_000 })
    await iframeStill(page, stack.frame.origin)
    await pressLikeAPerson(frame.getByRole('button', { name: 'Show my key' }))
    const shown = await frame.locator('pre[data-secret]').allTextContents()
    await page.screenshot({ path: path.join(screenshots, 'export-key.png') })
    expect(shown[0]).toMatch(/^0x[0-9a-f]{64}$/)
    expect(privateKeyToAddress(shown[0] as Hex)).toBe(eoa)
    expect(base58.decode(shown[1] ?? '')).toHaveLength(64)
    await frame.getByRole('button', { name: 'Done' }).click()
    await expect(page.evaluate(() => window.hostApi.pending.export)).resolves.toBeUndefined()
    await exportHeading.waitFor({ state: 'detached' })
    // The host page saw none of it: not in its messages, not in its document.
    expect(posted.join('\n')).not.toContain((shown[0] ?? 'missing').slice(2))
    expect(posted.join('\n')).not.toContain(shown[1] ?? 'missing')
    expect(await page.content()).not.toContain((shown[0] ?? 'missing').slice(2))
  })

  it('signs a message after approval inside the frame; viem verifies the signature', async () => {
    await page.evaluate(() => {
      window.hostApi.pending.sign = window.hostApi.kit.connection.signMessage('Hello from the shop')
    })
    await approveInFrame(
      {
        title: 'Signature request',
        texts: ['Hello from the shop', stack.host.origin, 'Frame Test Shop'],
        button: 'Sign',
      },
      'approval-personal-sign',
    )
    const signature = (await page.evaluate(() => window.hostApi.pending.sign)) as Hex
    await expect(
      publicClient(80002).verifyMessage({ address: eoa, message: 'Hello from the shop', signature }),
    ).resolves.toBe(true)
    const state = await snapshot()
    expect(state.modalOpen).toBe(false)
  })

  it('the approval card is accessible: focus starts in it, Tab reaches every control, Escape rejects, axe finds nothing', async () => {
    await page.evaluate(() => {
      window.hostApi.pending.keyboard = window.hostApi.kit.connection.signMessage('Keyboard check').then(
        () => 'signed',
        (error: { shortMessage?: string; message: string }) => error.shortMessage ?? error.message,
      )
    })
    const frame = await secureFrame()
    await frame.getByRole('heading', { name: 'Signature request' }).waitFor()
    await frame.waitForFunction(() => !document.querySelector('.approval-actions button[disabled]'))
    // The host moved focus into the frame, and the frame onto the card's heading.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME')
    expect(await frame.evaluate(() => document.activeElement?.id)).toBe('approval-title')
    const reached: string[] = []
    for (let i = 0; i < 6 && !reached.includes('Sign'); i++) {
      await page.keyboard.press('Tab')
      reached.push(await frame.evaluate(() => document.activeElement?.textContent?.trim().slice(0, 20) ?? ''))
    }
    expect(reached).toContain('Reject')
    expect(reached).toContain('Sign')
    // axe-core goes in through the debugger (frame.evaluate), past the frame's CSP, which forbids inline scripts.
    await frame.evaluate(axeSource)
    const violations = await frame.evaluate(async () => {
      // biome-ignore lint/suspicious/noExplicitAny: axe is injected at run time
      const result = await (window as any).axe.run(document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      })
      // biome-ignore lint/suspicious/noExplicitAny: axe result objects
      return result.violations.map((violation: any) => `${violation.id}: ${violation.help}`)
    })
    expect(violations).toEqual([])
    await page.keyboard.press('Escape')
    await expect(page.evaluate(() => window.hostApi.pending.keyboard)).resolves.toBe(
      'User rejected the request',
    )
    expect((await snapshot()).modalOpen).toBe(false)
  })

  it('sends a native amount after approval inside the frame; it lands on anvil', async () => {
    await setBalance(eoa, '10')
    const recipient = '0x000000000000000000000000000000000000bEEF'
    const before = await publicClient(80002).getBalance({ address: recipient })
    await page.evaluate(
      ({ from, to }) => {
        window.hostApi.pending.send = window.hostApi.auth.getProvider().then((provider) =>
          (provider as { request(args: unknown): Promise<unknown> }).request({
            method: 'eth_sendTransaction',
            params: [{ from, to, value: '0xde0b6b3a7640000' }],
          }),
        )
      },
      { from: eoa, to: recipient },
    )
    await approveInFrame(
      { title: 'Approve transaction', texts: ['1 POL', recipient, 'Polygon Amoy'], button: 'Send' },
      'approval-native-send',
    )
    const hash = (await page.evaluate(() => window.hostApi.pending.send)) as Hex
    const receipt = await publicClient(80002).waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(getAddress(receipt.from)).toBe(eoa)
    expect((await publicClient(80002).getBalance({ address: recipient })) - before).toBe(parseEther('1'))
  })

  it('the card stays disarmed while the host keeps the frame nearly transparent; an approved send survives the modal closing', async () => {
    await setBalance(eoa, '10')
    const recipient = '0x000000000000000000000000000000000000C105'
    const before = await publicClient(80002).getBalance({ address: recipient })
    // The host page, scripted as an attacker, hides the frame before the card appears.
    await page.evaluate(() => {
      const iframe = document.querySelector('iframe[data-kit-secure-frame]') as HTMLIFrameElement
      iframe.style.opacity = '0.01'
    })
    await page.evaluate(
      ({ from, to }) => {
        // Closes the modal the moment the frame reports the approval, while the transaction is on its way.
        const stop = window.hostApi.auth.frame?.on('APPROVED', () => {
          stop?.()
          window.hostApi.kit.modal.close()
        })
        window.hostApi.pending.closedAfterApproval = window.hostApi.auth
          .getProvider()
          .then((provider) =>
            (provider as { request(args: unknown): Promise<unknown> }).request({
              method: 'eth_sendTransaction',
              params: [{ from, to, value: '0x6f05b59d3b20000' }],
            }),
          )
          .catch(
            (error: { shortMessage?: string; message: string }) =>
              `error: ${error.shortMessage ?? error.message}`,
          )
      },
      { from: eoa, to: recipient },
    )
    const frame = await secureFrame()
    await frame.getByRole('heading', { name: 'Approve transaction' }).waitFor({ timeout: 15_000 })
    const approve = frame.locator('[data-approval-action="approve"]')
    await page.waitForTimeout(1_500) // Well past the arm delay: only visibility can arm it.
    expect(await approve.isDisabled()).toBe(true)
    expect(await frame.locator('[data-approval-card]').getAttribute('data-armed')).toBe('false')
    // Shown for real: the card arms after the delay, and the user approves.
    await page.evaluate(() => {
      const iframe = document.querySelector('iframe[data-kit-secure-frame]') as HTMLIFrameElement
      iframe.style.opacity = ''
    })
    await frame.waitForFunction(
      () => document.querySelector('[data-approval-card]')?.getAttribute('data-armed') === 'true',
      undefined,
      { timeout: 5_000 },
    )
    await pressLikeAPerson(frame.getByRole('button', { name: 'Send', exact: true }))
    const hash = (await page.evaluate(() => window.hostApi.pending.closedAfterApproval)) as Hex
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect((await snapshot()).modalOpen).toBe(false)
    const receipt = await publicClient(80002).waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect((await publicClient(80002).getBalance({ address: recipient })) - before).toBe(parseEther('0.5'))
    await frame.waitForFunction(() => !document.querySelector('[data-approval-card]'))
  })

  it('signs typed data (EIP-712) and sends a batch of calls, each after approval inside the frame', async () => {
    const typedData = {
      domain: { name: 'Frame Test Shop', version: '1', chainId: 80002 },
      types: {
        Order: [
          { name: 'item', type: 'string' },
          { name: 'quantity', type: 'uint256' },
        ],
      },
      primaryType: 'Order',
      message: { item: 'Coffee', quantity: 2 },
    } as const
    await page.evaluate(
      ({ from, data }) => {
        window.hostApi.pending.typed = window.hostApi.auth.getProvider().then((provider) =>
          (provider as { request(args: unknown): Promise<unknown> }).request({
            method: 'eth_signTypedData_v4',
            params: [from, JSON.stringify(data)],
          }),
        )
      },
      { from: eoa, data: typedData },
    )
    // The host's theme reaches the frame: this card is dark.
    await page.evaluate(() => window.hostApi.kit.theme.setMode('dark'))
    await approveInFrame(
      {
        title: 'Signature request',
        texts: ['Frame Test Shop, version 1, chain 80002', 'Order', 'Coffee'],
        button: 'Sign',
      },
      'approval-typed-data-dark',
    )
    expect(await (await secureFrame()).evaluate(() => document.documentElement.dataset.theme)).toBe('dark')
    await page.evaluate(() => window.hostApi.kit.theme.setMode('light'))
    const typedSignature = (await page.evaluate(() => window.hostApi.pending.typed)) as Hex
    await expect(
      publicClient(80002).verifyTypedData({ address: eoa, ...typedData, signature: typedSignature }),
    ).resolves.toBe(true)

    const first = '0x000000000000000000000000000000000000f001'
    const second = '0x000000000000000000000000000000000000f002'
    await page.evaluate(
      ({ from, to }) => {
        window.hostApi.pending.calls = window.hostApi.auth.getProvider().then((provider) =>
          (provider as { request(args: unknown): Promise<unknown> }).request({
            method: 'wallet_sendCalls',
            params: [
              {
                version: '2.0.0',
                from,
                chainId: '0x13882',
                calls: to.map((address) => ({ to: address, value: '0x2386f26fc10000' })),
              },
            ],
          }),
        )
      },
      { from: eoa, to: [first, second] },
    )
    await approveInFrame(
      { title: 'Approve 2 calls', texts: [first, second], button: 'Send' },
      'approval-send-calls',
    )
    const { id } = (await page.evaluate(() => window.hostApi.pending.calls)) as { id: string }
    // The batch is sent when the id comes back; its receipts follow (100: pending, 200: confirmed), as an app
    // polling for them sees.
    const callsStatus = async () =>
      (await page.evaluate(
        (batch) =>
          window.hostApi.auth.getProvider().then((provider) =>
            (provider as { request(args: unknown): Promise<unknown> }).request({
              method: 'wallet_getCallsStatus',
              params: [batch],
            }),
          ),
        id,
      )) as { status: number; receipts: unknown[] }
    await expect.poll(async () => (await callsStatus()).status, { timeout: 15_000 }).toBe(200)
    const status = await callsStatus()
    expect(status.receipts).toHaveLength(2)
    expect(await publicClient(80002).getBalance({ address: first })).toBe(parseEther('0.01'))
    expect(await publicClient(80002).getBalance({ address: second })).toBe(parseEther('0.01'))
  })

  it('upgrades to the smart account in place (EIP-7702, same address), sends sponsored ("Paid by"), signs, and back', async () => {
    const chosen = await page.evaluate(() =>
      window.hostApi.kit.account.selectPreferredAccountType('smartAccount'),
    )
    expect(chosen).toBe('smartAccount')
    let state = await snapshot()
    expect(getAddress(state.address as string)).toBe(eoa)
    expect(smartAccountAddress(eoa, '7702')).toBe(eoa)
    expect(state.preferredAccountType).toBe('smartAccount')
    expect(await publicClient(80002).getCode({ address: eoa })).toBeUndefined()

    const before = await publicClient(80002).getBalance({ address: eoa })
    const recipient = '0x000000000000000000000000000000000000cafE'
    await page.evaluate(
      ({ from, to }) => {
        window.hostApi.pending.smartSend = window.hostApi.auth.getProvider().then((provider) =>
          (provider as { request(args: unknown): Promise<unknown> }).request({
            method: 'eth_sendTransaction',
            params: [{ from, to, value: '0x6f05b59d3b20000' }],
          }),
        )
      },
      { from: eoa, to: recipient },
    )
    await approveInFrame(
      {
        title: 'Approve transaction',
        texts: ['0.5 POL', recipient, 'Paid by Frame test', 'upgrades your account to a smart account'],
        button: 'Send',
      },
      'approval-smart-account-send',
    )
    const hash = (await page.evaluate(() => window.hostApi.pending.smartSend)) as Hex
    const receipt = await publicClient(80002).waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    // The bundler's transaction carries the EIP-7702 upgrade; the app's paymaster paid its fee.
    expect(receipt.type).toBe('eip7702')
    expect(await publicClient(80002).getBalance({ address: recipient })).toBe(parseEther('0.5'))
    expect(await publicClient(80002).getBalance({ address: eoa })).toBe(before - parseEther('0.5'))
    expect(await publicClient(80002).getCode({ address: eoa })).toMatch(/^0xef0100/)
    await expect
      .poll(
        async () =>
          ((await snapshot()).user as { smartAccountDeployed?: boolean } | undefined)?.smartAccountDeployed,
        { timeout: 15_000 },
      )
      .toBe(true)

    await page.evaluate(() => {
      window.hostApi.pending.smartSign = window.hostApi.kit.connection.signMessage(
        'Signed by my smart account',
      )
    })
    await approveInFrame({ title: 'Signature request', texts: ['Smart account'], button: 'Sign' })
    const signature = (await page.evaluate(() => window.hostApi.pending.smartSign)) as Hex
    // The upgraded account is the EOA: its signature recovers to the account's own address.
    await expect(recoverMessageAddress({ message: 'Signed by my smart account', signature })).resolves.toBe(
      eoa,
    )

    await expect(
      page.evaluate(() => window.hostApi.kit.account.selectPreferredAccountType('eoa')),
    ).resolves.toBe('eoa')
    state = await snapshot()
    expect(getAddress(state.address as string)).toBe(eoa)
    // Back in eoa, the same EOA sends an ordinary transaction (the delegation stays).
    const second = '0x000000000000000000000000000000000000bEEF'
    await page.evaluate(
      ({ from, to }) => {
        window.hostApi.pending.eoaSend = window.hostApi.auth.getProvider().then((provider) =>
          (provider as { request(args: unknown): Promise<unknown> }).request({
            method: 'eth_sendTransaction',
            params: [{ from, to, value: '0x2386f26fc10000' }],
          }),
        )
      },
      { from: eoa, to: second },
    )
    await approveInFrame({ title: 'Approve transaction', texts: ['Max network fee'], button: 'Send' })
    const eoaHash = (await page.evaluate(() => window.hostApi.pending.eoaSend)) as Hex
    const eoaReceipt = await publicClient(80002).waitForTransactionReceipt({ hash: eoaHash })
    expect(eoaReceipt.status).toBe('success')
    expect(getAddress(eoaReceipt.from)).toBe(eoa)
    expect(eoaReceipt.type).toBe('eip1559')
  })

  it('on Solana: signs a message and signs and sends a transfer that lands on the local validator', async () => {
    const { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction } = await import(
      '@solana/web3.js'
    )
    const { ed25519 } = await import('@noble/curves/ed25519')
    await page.evaluate(async () => {
      const solana = window.hostApi.kit.network.findNetwork('solana:localnet')
      if (!solana) throw new Error('no solana network')
      await window.hostApi.auth.switchNetwork?.(solana)
    })
    const state = await snapshot()
    expect(state.caipAddress).toMatch(/^solana:localnet:[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    const owner = new PublicKey(state.address as string)

    const message = base58.encode(new TextEncoder().encode('Sign in to Frame Test Shop'))
    await page.evaluate(
      ({ text, pubkey }) => {
        window.hostApi.pending.solMessage = window.hostApi.auth.getProvider().then((provider) =>
          (provider as { request(args: unknown): Promise<unknown> }).request({
            method: 'solana_signMessage',
            params: { message: text, pubkey },
          }),
        )
      },
      { text: message, pubkey: owner.toBase58() },
    )
    await approveInFrame({
      title: 'Signature request',
      texts: ['Sign in to Frame Test Shop', 'Solana Localnet'],
      button: 'Sign',
    })
    const { signature } = (await page.evaluate(() => window.hostApi.pending.solMessage)) as {
      signature: string
    }
    expect(ed25519.verify(base58.decode(signature), base58.decode(message), owner.toBytes())).toBe(true)

    const connection = new Connection(stack.devnet.solana.rpcUrl, {
      wsEndpoint: stack.devnet.solana.wsUrl,
      commitment: 'confirmed',
    })
    await connection.requestAirdrop(owner, 2 * LAMPORTS_PER_SOL)
    const recipient = Keypair.generate().publicKey
    const { blockhash } = await connection.getLatestBlockhash()
    const transfer = new Transaction({ feePayer: owner, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({ fromPubkey: owner, toPubkey: recipient, lamports: LAMPORTS_PER_SOL / 10 }),
    )
    const unsigned = base58.encode(
      transfer.serialize({ requireAllSignatures: false, verifySignatures: false }),
    )
    await page.evaluate((transaction) => {
      window.hostApi.pending.solSend = window.hostApi.auth.getProvider().then((provider) =>
        (provider as { request(args: unknown): Promise<unknown> }).request({
          method: 'solana_signAndSendTransaction',
          params: { transaction },
        }),
      )
    }, unsigned)
    await approveInFrame(
      {
        title: 'Approve transaction',
        texts: ['send it to Solana Localnet', `0.1 SOL to ${recipient.toBase58()}`],
        button: 'Send',
      },
      'approval-solana-send',
    )
    const sent = (await page.evaluate(() => window.hostApi.pending.solSend)) as { signature: string }
    expect(sent.signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    let balance = 0
    for (let i = 0; i < 50 && balance === 0; i++) {
      balance = await connection.getBalance(recipient)
      if (balance === 0) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(balance).toBe(LAMPORTS_PER_SOL / 10)

    // Back to the EVM test chain for the rest of the run.
    await page.evaluate(async () => {
      const amoy = window.hostApi.kit.network.findNetwork('eip155:80002')
      if (amoy) await window.hostApi.auth.switchNetwork?.(amoy)
    })
    expect(getAddress((await snapshot()).address as string)).toBe(eoa)
  })

  it('ignores forged frame events posted by a script in the host page; closing the modal aborts the approval', async () => {
    await page.evaluate(() => {
      window.hostApi.pending.forged = window.hostApi.kit.connection.signMessage('Never signed').then(
        () => 'signed',
        (error: { shortMessage?: string; message: string }) => error.shortMessage ?? error.message,
      )
    })
    await (await secureFrame()).getByRole('heading', { name: 'Signature request' }).waitFor()
    await page.evaluate(() => {
      const forged = [
        { type: '@w3m-frame/USER_CHANGED', payload: { user: null } },
        { type: '@w3m-frame/SIGN_OUT_SUCCESS', id: crypto.randomUUID() },
        { type: '@w3m-frame/RPC_REQUEST_SUCCESS', id: crypto.randomUUID(), payload: `0x${'ab'.repeat(65)}` },
        {
          type: '@w3m-frame/GET_USER_SUCCESS',
          id: crypto.randomUUID(),
          payload: { address: '0x000000000000000000000000000000000000dEaD', chainId: 1 },
        },
      ]
      for (const message of forged) window.postMessage(message, '*')
    })
    await page.waitForTimeout(300)
    let state = await snapshot()
    expect(state.status).toBe('connected')
    expect(getAddress(state.address as string)).toBe(eoa)
    expect(state.view).toBe('ApproveTransaction')
    await page.evaluate(() => window.hostApi.kit.modal.close())
    await expect(page.evaluate(() => window.hostApi.pending.forged)).resolves.toBe('Request was aborted')
    // The frame dropped the card: nothing waits for the user any more.
    const frame = await secureFrame()
    await frame.waitForFunction(() => !document.querySelector('.approval'))
    state = await snapshot()
    expect(state.status).toBe('connected')
  })

  it('updates the e-mail on the frame’s card (the current address’s code typed there), then the new address’s code', async () => {
    // The host's own primary code is refused: the code that proves the user is typed in the frame only (N1).
    await expect(
      page.evaluate(() => window.hostApi.auth.updateEmailPrimaryOtp({ otp: '123456' })),
    ).rejects.toThrow('Enter the code for your current e-mail in the secure frame')
    const seenOld = (await mails(email)).length
    await page.evaluate((address) => {
      window.hostApi.pending.update = window.hostApi.auth.updateEmail({ email: address })
    }, newEmail)
    const frame = await secureFrame()
    const card = heading(frame, 'Change your e-mail')
    await card.waitFor({ timeout: 15_000 })
    await iframeStill(page, stack.frame.origin)
    const dialog = frame.getByRole('dialog')
    await expect(dialog.getByText(email, { exact: true }).isVisible()).resolves.toBe(true)
    await expect(dialog.getByText(newEmail, { exact: true }).isVisible()).resolves.toBe(true)
    // Nothing is sent before the user continues on the card.
    expect((await mails(email)).length).toBe(seenOld)
    const proceed = frame.getByRole('button', { name: 'Continue', exact: true })
    await frame.waitForFunction(() => {
      const button = [...document.querySelectorAll('button')].find((each) => each.textContent === 'Continue')
      return button !== undefined && !button.disabled
    })
    await pressLikeAPerson(proceed)
    const primary = await nextMail(email, seenOld, codePattern)
    await frame.getByLabel('Code').fill(primary)
    // The code form came under the resting pointer, which re-arms the card: the pointer moves onto Verify (L1).
    await pressLikeAPerson(frame.getByRole('button', { name: 'Verify', exact: true }))
    await card.waitFor({ state: 'detached', timeout: 15_000 })
    await expect(page.evaluate(() => window.hostApi.pending.update)).resolves.toEqual({
      action: 'VERIFY_SECONDARY_OTP',
    })
    const secondary = await nextMail(newEmail, 0, codePattern)
    const result = await page.evaluate(
      (otp) => window.hostApi.auth.updateEmailSecondaryOtp({ otp }),
      secondary,
    )
    expect(result).toEqual({ newEmail })
    const state = await snapshot()
    expect(state.user).toMatchObject({ email: newEmail })
    expect(await page.evaluate(() => window.hostApi.auth.getEmail())).toBe(newEmail)
  })

  it('signs out: disconnected, login cache cleared, and the frame has no session any more', async () => {
    await page.evaluate(() => window.hostApi.kit.connection.disconnect())
    const state = await snapshot()
    expect(state.status).toBe('disconnected')
    const keys = await page.evaluate(() => Object.keys(localStorage))
    for (const key of [
      '@kit/email',
      '@kit/email_login_used',
      '@kit/last_used_chain',
      '@kit/connected_connector',
    ])
      expect(keys).not.toContain(key)
    await expect(page.evaluate(() => window.hostApi.auth.isConnected())).resolves.toBe(false)
  })

  it('logs in with a social account in a pop-up, through the provider stand-in that speaks GitHub', async () => {
    const popupOpened = page.waitForEvent('popup')
    await page.getByRole('button', { name: 'Continue with GitHub' }).click()
    const popup = await popupOpened
    // GitHub's consent page, as the devnet's stand-in serves it at github.com's real authorize path.
    await popup.getByRole('heading', { name: 'Sign in with GitHub (local stand-in)' }).waitFor()
    expect(new URL(popup.url()).pathname).toBe('/github.com/login/oauth/authorize')
    await popup.getByRole('textbox', { name: 'Name' }).fill('octocat')
    await popup.getByRole('textbox', { name: 'E-mail' }).fill('octocat@example.test')
    await popup.getByRole('button', { name: 'Authorize' }).click()
    await protectWithPasskey(page, stack.frame.origin)
    await page.evaluate(() => window.hostApi.pending.social)
    const state = await snapshot()
    expect(state.status).toBe('connected')
    expect(state.user).toMatchObject({ userName: 'octocat' })
    expect(await page.evaluate(() => localStorage.getItem('@kit/connected_social'))).toBe('github')
    await page.evaluate(() => window.hostApi.kit.connection.disconnect())
  })

  it('logs in with Farcaster through the relay, signed with the custody key', async () => {
    const { url } = await page.evaluate(() => window.hostApi.auth.getFarcasterUri())
    await page.evaluate(() => {
      window.hostApi.pending.farcaster = window.hostApi.auth
        .connectFarcaster()
        .then(() => window.hostApi.kit.connection.connect(window.hostApi.auth.id))
    })
    // The devnet's Farcaster app signs the Sign-In-With-Farcaster message with the fid's custody key.
    const approve = await context.newPage()
    await approve.goto(url)
    await approve.getByRole('button', { name: 'Sign in as @kitcaster (fid 4242)' }).click()
    await approve.getByRole('heading', { name: 'Signed in as @kitcaster' }).waitFor()
    await approve.close()
    await protectWithPasskey(page, stack.frame.origin)
    await page.evaluate(() => window.hostApi.pending.farcaster)
    const state = await snapshot()
    expect(state.status).toBe('connected')
    expect(state.user).toMatchObject({ userName: 'kitcaster' })
    expect(await page.evaluate(() => localStorage.getItem('@kit/connected_social'))).toBe('farcaster')
  })

  it('restores the session after a reload (the connection check on load); after sign-out a reload loads no frame', async () => {
    // A reload rebuilds the keys from this device's share and the server's (released to this session, bound to the
    // frame's key) in one round trip; the keys themselves are never stored or downloaded.
    const authCalls: string[] = []
    const onRequest = (request: { url(): string }) => {
      const { pathname } = new URL(request.url())
      if (pathname.startsWith('/v1/auth/')) authCalls.push(pathname)
    }
    page.on('request', onRequest)
    await page.reload()
    await page.waitForSelector('body[data-ready="true"]')
    await page
      .waitForFunction(() => window.hostApi.snapshot().status === 'connected', undefined, { timeout: 20_000 })
      .catch(async (error: Error) => {
        throw new Error(`${error.message}\n${JSON.stringify(await snapshot())}\n${consoleErrors.join('\n')}`)
      })
    page.off('request', onRequest)
    expect((await snapshot()).user).toMatchObject({ userName: 'kitcaster' })
    // One round trip: the user, the wallet and the server's share in one answer.
    expect(authCalls).toEqual(['/v1/auth/wallet/open'])
    // What the frame keeps: its share of each wallet, sealed under a non-extractable AES-GCM key, and the
    // non-extractable key its sessions are bound to; no key material in localStorage.
    const frame = await secureFrame()
    const stored = () =>
      frame.evaluate(async () => {
        const all = (database: string, store: string) =>
          new Promise<unknown[]>((resolve, reject) => {
            const open = indexedDB.open(database)
            open.onerror = () => reject(open.error)
            open.onsuccess = () => {
              if (!open.result.objectStoreNames.contains(store)) {
                open.result.close()
                return resolve([])
              }
              const read = open.result.transaction(store).objectStore(store).getAll()
              read.onerror = () => reject(read.error)
              read.onsuccess = () => {
                open.result.close()
                resolve(read.result)
              }
            }
          })
        const shares = (await all('kit-frame-device-shares', 'shares')) as { key: CryptoKey }[]
        const proofKeys = (await all('kit-frame-proof-key', 'keys')) as { privateKey: CryptoKey }[]
        return {
          shares: shares.map((record) => [record.key.algorithm.name, record.key.extractable]),
          proofKeys: proofKeys.map((record) => [
            record.privateKey.algorithm.name,
            record.privateKey.extractable,
          ]),
        }
      })
    // Three accounts signed in here so far (e-mail, GitHub, Farcaster): one share each.
    expect(await stored()).toEqual({
      shares: [
        ['AES-GCM', false],
        ['AES-GCM', false],
        ['AES-GCM', false],
      ],
      proofKeys: [['ECDSA', false]],
    })
    expect(await frame.evaluate(() => JSON.stringify({ ...localStorage }))).not.toMatch(
      /privateKey|secretKey|share/i,
    )
    await page.evaluate(() => window.hostApi.kit.connection.disconnect())
    // Sign-out forgets the session's key; the device keeps its shares for the next login here.
    await expect.poll(async () => (await stored()).proofKeys, { timeout: 10_000 }).toEqual([])
    await page.reload()
    await page.waitForSelector('body[data-ready="true"]')
    await page.waitForTimeout(500)
    expect((await snapshot()).status).toBe('disconnected')
    // Nothing persisted, nothing asked: the secure frame is not even loaded.
    expect(await page.locator('iframe[data-kit-secure-frame]').count()).toBe(0)
  })

  it('refuses to run for a page on an origin the project does not allow', async () => {
    const stranger = await context.newPage()
    await stranger.goto(stack.stranger.origin)
    await stranger.waitForSelector('body[data-ready="true"]')
    const outcome = await stranger.evaluate(() =>
      window.hostApi.auth.connectEmail({ email: 'mallory@example.test' }).then(
        () => 'answered',
        (error: { shortMessage?: string; message: string }) => error.shortMessage ?? error.message,
      ),
    )
    expect(outcome).toBe('Unable to load email login dependency')
    expect((await mails('mallory@example.test')).length).toBe(0)
    await stranger.close()
  })

  it('fails at once, naming the directive, on a page whose Content-Security-Policy blocks the frame', async () => {
    const strict = await context.newPage()
    await strict.goto(stack.cspBlocked.origin)
    await strict.waitForSelector('body[data-ready="true"]')
    const started = Date.now()
    const outcome = await strict.evaluate(() =>
      window.hostApi.auth.connectEmail({ email: 'csp@example.test' }).then(
        () => ({ shortMessage: 'answered', details: '' }),
        (error: { shortMessage?: string; details?: string }) => ({
          shortMessage: error.shortMessage,
          details: error.details,
        }),
      ),
    )
    // The frame's READY timeout on this page is 30 s: the answer comes from the browser's report, not the timer.
    expect(Date.now() - started).toBeLessThan(10_000)
    expect(outcome).toEqual({
      shortMessage: 'Unable to load email login dependency',
      details: `This page's Content-Security-Policy (frame-src) blocks the secure frame: allow ${stack.frame.origin} in frame-src.`,
    })
    await strict.close()
  })

  it('where third-party storage is blocked (incognito) the session lasts for the page only; a reload ends it cleanly', async () => {
    const incognitoBrowser = await launchChromium()
    try {
      const incognito = await incognitoBrowser.newContext()
      const other = await incognito.newPage()
      await addPasskeyProvider(incognito, other)
      await other.goto(stack.host.origin)
      await other.waitForSelector('body[data-ready="true"]')
      const { url } = await other.evaluate(() => window.hostApi.auth.getFarcasterUri())
      await other.evaluate(() => {
        window.hostApi.pending.farcaster = window.hostApi.auth
          .connectFarcaster()
          .then(() => window.hostApi.kit.connection.connect(window.hostApi.auth.id))
      })
      const approve = await incognito.newPage()
      await approve.goto(url)
      await approve.getByRole('button', { name: 'Sign in as @kitfriend (fid 4243)' }).click()
      await approve.getByRole('heading', { name: 'Signed in as @kitfriend' }).waitFor()
      // The frame cannot keep its share here; the wallet is protected all the same.
      await protectWithPasskey(other, stack.frame.origin)
      await other.evaluate(() => window.hostApi.pending.farcaster)
      expect((await other.evaluate(() => window.hostApi.snapshot())).status).toBe('connected')
      await other.reload()
      await other.waitForSelector('body[data-ready="true"]')
      // The frame kept the token in memory: the connection check finds no session and clears the login cache.
      await other.waitForFunction(
        () =>
          window.hostApi.snapshot().status === 'disconnected' &&
          !localStorage.getItem('@kit/connected_connector'),
        undefined,
        { timeout: 20_000 },
      )
    } finally {
      await incognitoBrowser.close()
    }
  })

  it('left no errors in the host page console beyond the refused embedding', () => {
    expect(consoleErrors.filter((line) => !/frame-ancestors|Refused to frame/.test(line))).toEqual([])
  })
})
