// The embedded wallet, as a visitor meets it: e-mail login through the secure frame (device link and code from the
// mail catcher), e-mail update (the old address's code typed on the frame's own card), eoa ↔ smart account with a
// send approved inside the frame, sign-out. Social and Farcaster logins are in social.e2e.ts.
import {
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  parseAbi,
  parseEther,
  parseUnits,
} from 'viem'
import { pressInFrame } from '../src/browser.ts'
import { afterAll, describe, expect, inject, it } from 'vitest'
import {
  openAccount,
  openEmailDemo,
  openRestoredDemo,
  secureFrame,
  secureFrameStill,
  sharedEmailLogin,
  shownAddress,
  uniqueEmail,
} from '../src/accountFixtures.ts'
import {
  checkScreen,
  closeBrowser,
  type DemoSession,
  dialog,
  enterCode,
  expectStatus,
  loginByEmail,
  mailsTo,
  openCaseDemo,
  waitForText,
} from '../src/demo.ts'
import { EMAIL_COOLDOWN_SECONDS } from '../src/stack.ts'
import { KIT_USD_EVM_ADDRESS } from '@kit/devnet'

// Each case opens its own session (fresh browser context), checked clean of axe violations, blocked sources and
// foreign hosts when it ends. The account switching cases share one login (`sharedEmailLogin`): they only read
// and fund it; the cases that change the account or end its session log in as an account of their own.

afterAll(async () => {
  await closeBrowser()
})

/** A client for the local 80002 anvil. */
function amoy() {
  const rpcUrl = inject('stack').evm[80002]?.rpcUrl
  if (!rpcUrl) throw new Error('The stack has no 80002 chain')
  return createPublicClient({ transport: http(rpcUrl) })
}

/** Gives `address` `pol` of the native currency on the local anvil (a faucet for the test). */
async function fund(address: string, pol: string) {
  await amoy().request({
    // biome-ignore lint/suspicious/noExplicitAny: an anvil-only method viem's public schema does not list
    method: 'anvil_setBalance' as any,
    params: [address as Hex, `0x${parseEther(pol).toString(16)}`] as never,
  })
}

/** Mints `amount` Kit USD to `to` on the local 80002 anvil, as the token's minter (impersonated). */
async function mintKitUsd(to: Hex, amount: string) {
  const client = amoy()
  const minter = await client.readContract({
    address: KIT_USD_EVM_ADDRESS,
    abi: parseAbi(['function minter() view returns (address)']),
    functionName: 'minter',
  })
  // anvil-only methods, which viem's public schema does not list
  const anvil = (method: string, params: unknown[]) =>
    client.request({ method: method as never, params: params as never })
  await anvil('anvil_impersonateAccount', [minter])
  await anvil('anvil_setBalance', [minter, `0x${parseEther('1').toString(16)}`])
  const hash = (await anvil('eth_sendTransaction', [
    {
      from: minter,
      to: KIT_USD_EVM_ADDRESS,
      data: encodeFunctionData({
        abi: parseAbi(['function mint(address to, uint256 value)']),
        functionName: 'mint',
        args: [to, parseUnits(amount, 6)],
      }),
    },
  ])) as Hex
  await client.waitForTransactionReceipt({ hash })
  await anvil('anvil_stopImpersonatingAccount', [minter])
}

/** Polls `read` until `accept` holds, or fails after `timeoutMs`. */
async function waitUntil<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  let value = await read()
  while (!accept(value)) {
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms (last: ${value})`)
    await new Promise((resolve) => setTimeout(resolve, 250))
    value = await read()
  }
  return value
}

/** Waits for a code mail to `to` newer than the `seen` mails it had, and returns its 6-digit code. */
async function nextCode(to: string, seen: number): Promise<string> {
  const mails = await waitUntil(
    () => mailsTo(to),
    (list) => list.length > seen,
  )
  const [newest] = mails
  const code = newest?.text.match(/\b\d{6}\b/)?.[0]
  if (!code || !/code/i.test(newest?.subject ?? '')) throw new Error(`No code mail to ${to}`)
  return code
}

/** An address that has never received anything on the devnet. */
function freshReceiver(): Hex {
  const bytes = crypto.getRandomValues(new Uint8Array(20))
  return `0x${Buffer.from(bytes).toString('hex')}`
}

/** Opens Account → Settings and presses the account-type switch named `label`; waits for the new type. */
async function switchAccountType(session: DemoSession, label: string, type: 'eoa' | 'smartAccount') {
  const { page } = session
  if (!(await dialog(page).isVisible())) await openAccount(session)
  await dialog(page).getByRole('button', { name: 'Settings' }).click()
  await dialog(page).getByRole('button', { name: label }).click()
  await waitForText(page.getByTestId('account-type'), type)
}

describe('e-mail account', () => {
  const accountLogin = sharedEmailLogin('auth')

  it('logs in by e-mail through the secure frame: device link, then the code', async () => {
    const session = await openCaseDemo()
    const { page } = session
    const email = uniqueEmail('auth-login')
    const login = await loginByEmail(session, email)
    // A new address on a new device: the modal showed Register Device and the e-mailed link approved it.
    expect(login.registeredDevice).toBe(true)
    expect(await shownAddress(session)).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await waitForText(page.getByTestId('account-type'), 'eoa')
    await openAccount(session)
    await dialog(page)
      .getByRole('button', { name: `Email ${email}` })
      .waitFor()
    await checkScreen(session, 'auth-email-account')
  })

  it('switches to the smart account in place and sends all it holds, the fee paid by the app, approved inside the secure frame', async () => {
    const session = await openRestoredDemo(await accountLogin())
    const { page } = session
    await waitForText(page.getByTestId('account-type'), 'eoa')
    const eoa = await shownAddress(session)
    await openAccount(session)
    await switchAccountType(session, 'Switch to your smart account Account type: EOA', 'smartAccount')
    // EIP-7702: the EOA itself becomes the smart account, so the address does not change.
    expect(await shownAddress(session)).toBe(eoa)
    await dialog(page).getByRole('button', { name: 'Settings' }).waitFor()
    await checkScreen(session, 'auth-smart-account')

    // The account holds exactly what it sends: only a send whose fee the app's paymaster pays can go through.
    await fund(eoa, '1')
    // A reload restores the session on the smart account and reads the funded balance.
    await page.reload()
    await expectStatus(page, 'connected')
    await waitForText(page.getByTestId('account-type'), 'smartAccount')
    expect(await shownAddress(session)).toBe(eoa)
    await waitForText(page.getByTestId('account-balance'), '1 POL')

    const receiver = freshReceiver()
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    await dialog(page).getByRole('heading', { name: 'Send' }).waitFor()
    await dialog(page).getByRole('textbox', { name: 'Amount' }).fill('1')
    await dialog(page).getByRole('textbox', { name: 'To' }).fill(receiver)
    await dialog(page).getByRole('button', { name: 'Preview send' }).click()
    await dialog(page).getByRole('heading', { name: 'Review send' }).waitFor()
    await dialog(page).getByText('1 POL', { exact: true }).waitFor()
    await checkScreen(session, 'auth-smart-send-preview')
    await dialog(page).getByRole('button', { name: 'Send', exact: true }).click()

    await dialog(page).getByRole('heading', { name: 'Approve Transaction' }).waitFor()
    const frame = page.frameLocator('iframe[title="Secure wallet"]')
    await frame.getByRole('heading', { name: 'Approve transaction' }).waitFor()
    // The card names the account that signs and who pays the network fee: the app.
    await waitForText(frame.getByTestId('approval-row-from'), eoa)
    await waitForText(frame.getByTestId('approval-row-account-type'), 'Smart account')
    await waitForText(frame.getByTestId('approval-row-fee-payer'), /^Paid by /)
    await checkScreen(session, 'auth-approve-in-frame')
    // Pressed once the card is armed and the frame still (Chromium drops a click on a frame that just moved).
    await secureFrameStill(session, 300)
    await frame.locator('[data-approval-card][data-armed="true"]').waitFor({ timeout: 10_000 })
    await pressInFrame(frame.getByRole('button', { name: 'Send' }))

    const received = await waitUntil(
      () => amoy().getBalance({ address: receiver }),
      (balance) => balance > 0n,
    )
    expect(received).toBe(parseEther('1'))
    // Nothing was taken for the fee.
    expect(await amoy().getBalance({ address: eoa as Hex })).toBe(0n)
    await waitForText(page.getByTestId('account-balance'), '0 POL')
  })

  it('sends Kit USD from the smart account with no native token at all, the fee paid by the app', async () => {
    const session = await openRestoredDemo(await accountLogin())
    const { page } = session
    await waitForText(page.getByTestId('account-type'), 'eoa')
    const address = (await shownAddress(session)) as Hex
    await switchAccountType(session, 'Switch to your smart account Account type: EOA', 'smartAccount')
    // No POL at all; 5 kUSD, minted by the token's minter (impersonated on anvil).
    await fund(address, '0')
    await mintKitUsd(address, '5')
    await page.reload()
    await expectStatus(page, 'connected')
    await waitForText(page.getByTestId('account-type'), 'smartAccount')
    await waitForText(page.getByTestId('account-balance'), '0 POL')

    const receiver = freshReceiver()
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    await dialog(page).getByRole('heading', { name: 'Send' }).waitFor()
    await dialog(page)
      .getByRole('button', { name: /Select token/ })
      .click()
    await dialog(page)
      .getByRole('button', { name: /^kUSD Kit USD/ })
      .click()
    await dialog(page).getByRole('textbox', { name: 'Amount' }).fill('2')
    await dialog(page).getByRole('textbox', { name: 'To' }).fill(receiver)
    await dialog(page).getByRole('button', { name: 'Preview send' }).click()
    await dialog(page).getByRole('heading', { name: 'Review send' }).waitFor()
    await dialog(page).getByText('2 kUSD').waitFor()
    await checkScreen(session, 'auth-sponsored-token-preview')
    await dialog(page).getByRole('button', { name: 'Send', exact: true }).click()

    const frame = page.frameLocator('iframe[title="Secure wallet"]')
    await frame.getByRole('heading', { name: 'Approve transaction' }).waitFor()
    await waitForText(frame.getByTestId('approval-row-fee-payer'), /^Paid by /)
    await checkScreen(session, 'auth-sponsored-token-approval')
    await secureFrameStill(session, 300)
    await frame.locator('[data-approval-card][data-armed="true"]').waitFor({ timeout: 10_000 })
    await pressInFrame(frame.getByRole('button', { name: 'Send' }))

    const kusd = (owner: Hex) =>
      amoy().readContract({
        address: KIT_USD_EVM_ADDRESS,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [owner],
      })
    expect(
      await waitUntil(
        () => kusd(receiver),
        (balance) => balance > 0n,
      ),
    ).toBe(parseUnits('2', 6))
    expect(await kusd(address)).toBe(parseUnits('3', 6))
    expect(await amoy().getBalance({ address })).toBe(0n)
  })

  it('switches back to the EOA, the same address, which sends ordinary transactions again', async () => {
    const session = await openRestoredDemo(await accountLogin())
    const { page } = session
    await waitForText(page.getByTestId('account-type'), 'eoa')
    const eoa = await shownAddress(session)
    await switchAccountType(session, 'Switch to your smart account Account type: EOA', 'smartAccount')
    expect(await shownAddress(session)).toBe(eoa)
    await fund(eoa, '5')
    await page.reload()
    await expectStatus(page, 'connected')
    await waitForText(page.getByTestId('account-type'), 'smartAccount')
    await waitForText(page.getByTestId('account-balance'), '5 POL')

    await switchAccountType(session, 'Switch to your EOA Account type: Smart account', 'eoa')
    expect(await shownAddress(session)).toBe(eoa)
    await waitForText(page.getByTestId('account-balance'), '5 POL')
    await dialog(page).getByRole('button', { name: 'Settings' }).waitFor()
    await checkScreen(session, 'auth-back-to-eoa')
  })

  it("updates the e-mail from the settings: the old address's code in the secure frame, then the new one's", async () => {
    // An account of its own: the case changes its e-mail.
    const { session, email } = await openEmailDemo('auth-old')
    const { page } = session
    const newEmail = uniqueEmail('auth-new')
    await openAccount(session)
    await dialog(page).getByRole('button', { name: 'Settings' }).click()
    await dialog(page).getByRole('heading', { name: 'Settings' }).waitFor()
    await dialog(page).getByRole('switch', { name: 'Dark mode' }).waitFor()
    await checkScreen(session, 'auth-settings')

    await dialog(page)
      .getByRole('button', { name: `Email ${email}` })
      .click()
    await dialog(page).getByRole('heading', { name: 'Edit Email' }).waitFor()
    await dialog(page).getByRole('textbox', { name: 'New email' }).fill(newEmail)
    await checkScreen(session, 'auth-edit-email')
    const seenOld = (await mailsTo(email)).length
    const seenNew = (await mailsTo(newEmail)).length
    await dialog(page).getByRole('button', { name: 'Save' }).click()

    // The change is confirmed on the frame's own card, with both addresses; the page shows the frame meanwhile.
    const frame = secureFrame(session)
    const card = frame.getByRole('heading', { name: 'Change your e-mail' })
    await card.waitFor({ timeout: 30_000 })
    await dialog(page).getByRole('heading', { name: 'Secure wallet' }).waitFor()
    expect(await frame.getByText(email, { exact: true }).count()).toBe(1)
    expect(await frame.getByText(newEmail, { exact: true }).count()).toBe(1)
    await checkScreen(session, 'auth-change-email-card')
    // One e-mail per address per cooldown (`EMAIL_COOLDOWN_SECONDS` in this suite): the login's code went to this
    // address moments ago, and Continue sends the next one.
    const [loginMail] = await mailsTo(email)
    await page.waitForTimeout(
      Math.max(0, Date.parse(loginMail?.date ?? '') + (EMAIL_COOLDOWN_SECONDS + 1) * 1000 - Date.now()),
    )
    await secureFrameStill(session)
    await pressInFrame(frame.getByRole('button', { name: 'Continue' }))
    // The code sent to the current address is typed in the frame, never on the page.
    const codeField = frame.getByLabel('Code', { exact: true })
    await codeField.waitFor({ timeout: 30_000 })
    await frame.getByText(`Enter the 6-digit code we sent to ${email}.`).waitFor()
    expect(await dialog(page).getByRole('group', { name: 'Verification code' }).count()).toBe(0)
    await checkScreen(session, 'auth-change-email-code')
    await codeField.fill(await nextCode(email, seenOld))
    await secureFrameStill(session)
    await pressInFrame(frame.getByRole('button', { name: 'Verify' }))
    await card.waitFor({ state: 'detached', timeout: 30_000 })

    await dialog(page).getByRole('heading', { name: 'Confirm New Email' }).waitFor()
    await dialog(page).getByText(`Enter the code we sent to ${newEmail}`).waitFor()
    await checkScreen(session, 'auth-confirm-new-email')
    await enterCode(page, await nextCode(newEmail, seenNew))

    await dialog(page).getByRole('heading', { name: 'Account' }).waitFor()
    await dialog(page)
      .getByRole('button', { name: `Email ${newEmail}` })
      .waitFor()
    await checkScreen(session, 'auth-email-updated')
  })

  it('signs out', async () => {
    // An account of its own: signing out ends the session on the server.
    const { session } = await openEmailDemo('auth-out')
    const { page } = session
    await openAccount(session)
    await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
    await expectStatus(page, 'disconnected')
    await waitForText(page.getByTestId('account-address'), '—')
    await checkScreen(session, 'auth-signed-out')
  })
})
