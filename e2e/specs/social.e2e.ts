// Social logins as a visitor meets them: each of the six providers through its local stand-in, which speaks that
// provider's real endpoints, in a real pop-up and through the real secure frame; the full-page redirect when the
// browser blocks pop-ups, coming back to the same place; and Sign-In With Farcaster, with the Farcaster app played
// in Node: it reads the channel from the QR link and signs with the fid's custody key.
import { createSiweMessage } from 'viem/siwe'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, describe, expect, inject, it } from 'vitest'
import {
  checkScreen,
  closeBrowser,
  type DemoSession,
  dialog,
  completeWalletStep,
  expectStatus,
  openCaseDemo,
} from '../src/demo.ts'
import { pressInFrame } from '../src/browser.ts'
import { secureFrameLoaded } from '../src/walletProtection.ts'

// Each case opens its own session (fresh browser context), checked clean of axe violations, blocked sources and
// foreign hosts when it ends.

afterAll(async () => {
  await closeBrowser()
})

const PROVIDERS = [
  { id: 'google', name: 'Google', email: true },
  { id: 'github', name: 'GitHub', email: true },
  { id: 'apple', name: 'Apple', email: true },
  { id: 'facebook', name: 'Facebook', email: true },
  { id: 'x', name: 'X', email: false },
  { id: 'discord', name: 'Discord', email: true },
] as const

/** Opens Connect → More → All socials. */
async function openAllSocials(session: DemoSession) {
  const { page } = session
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page).getByRole('button', { name: 'More', exact: true }).click()
  await dialog(page).getByRole('heading', { name: 'All socials' }).waitFor()
}

/** The account view's address, read as a visitor sees it. */
async function shownAddress(session: DemoSession): Promise<string> {
  return (await session.page.getByTestId('account-address').textContent()) ?? ''
}

/** Opens the account view from the account button (it reads as the balance and truncated address). */
async function openAccount(session: DemoSession) {
  const { page } = session
  await page.getByRole('button', { name: /0x[0-9a-fA-F]{4}/ }).click()
  await dialog(page).getByRole('heading', { name: 'Account' }).waitFor()
}

async function disconnect(session: DemoSession) {
  const { page } = session
  await openAccount(session)
  await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
  await expectStatus(page, 'disconnected')
}

describe('social logins, one per provider, in a pop-up', () => {
  for (const provider of PROVIDERS) {
    it(`logs in with ${provider.name} through its stand-in`, async () => {
      const session = await openCaseDemo()
      const { page, context } = session
      await openAllSocials(session)
      const popupOpened = context.waitForEvent('page')
      await dialog(page)
        .getByRole('button', { name: `Continue with ${provider.name}` })
        .click()
      const popup = await popupOpened
      await dialog(page).getByText(`Continue with ${provider.name}`).waitFor()
      if (provider.id === 'google') await checkScreen(session, 'social-connecting')

      // The stand-in's consent page: the provider's real authorize endpoint, on the devnet.
      await popup.getByRole('heading', { name: `Sign in with ${provider.name} (local stand-in)` }).waitFor()
      expect(new URL(popup.url()).pathname).toContain(
        {
          google: '/accounts.google.com/o/oauth2/v2/auth',
          github: '/github.com/login/oauth/authorize',
          apple: '/appleid.apple.com/auth/authorize',
          facebook: '/www.facebook.com/',
          x: '/x.com/i/oauth2/authorize',
          discord: '/discord.com/oauth2/authorize',
        }[provider.id],
      )
      const login = `${provider.id}-${Date.now().toString(36)}`
      await popup.getByRole('textbox', { name: 'Name' }).fill(`Ada ${login}`)
      const email = popup.getByRole('textbox', { name: 'E-mail' })
      if (provider.email) await email.fill(`${login}@example.test`)
      else expect(await email.count()).toBe(0)
      await popup.getByRole('button', { name: 'Authorize' }).click()
      await popup.waitForEvent('close')

      // A new account: the frame makes its wallet, and the visitor protects it with a passkey.
      await completeWalletStep(session, provider.id === 'google' ? 'social-protect-wallet' : false)
      await expectStatus(page, 'connected')
      expect(await shownAddress(session)).toMatch(/^0x[0-9a-fA-F]{40}$/)
      if (provider.id === 'google') {
        await openAccount(session)
        await checkScreen(session, 'social-account')
        await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
        await expectStatus(page, 'disconnected')
      } else await disconnect(session)
    })
  }

  it('a cancelled consent leaves the visitor disconnected with a clear message', async () => {
    const session = await openCaseDemo()
    const { page, context } = session
    await openAllSocials(session)
    const popupOpened = context.waitForEvent('page')
    await dialog(page).getByRole('button', { name: 'Continue with Discord' }).click()
    const popup = await popupOpened
    await popup.getByRole('button', { name: 'Cancel' }).click()
    await dialog(page).getByRole('alert').waitFor()
    expect(await dialog(page).getByRole('alert').textContent()).toMatch(/did not complete|cancel/i)
    await dialog(page).getByRole('button', { name: 'Close' }).click()
    await expectStatus(page, 'disconnected')
  })
})

describe('social login without pop-ups', () => {
  it('goes to the provider in the same tab and comes back to the same place, logged in', async () => {
    const session = await openCaseDemo('?from=e2e#section')
    const { page } = session
    // What a pop-up blocker does: window.open gives nothing back.
    await session.context.addInitScript(() => {
      window.open = () => null
    })
    await page.reload()
    await page.getByTestId('test-wallet-ready').waitFor({ timeout: 30_000 })
    const before = new URL(page.url())
    await openAllSocials(session)
    await dialog(page).getByRole('button', { name: 'Continue with GitHub' }).click()
    // Only a click in the secure frame takes the tab away, so the login is bound to this browser (N2).
    // The frame mounts on this first use after the reload.
    const frame = await secureFrameLoaded(session)
    await frame.getByRole('heading', { name: 'Continue with GitHub' }).waitFor({ timeout: 30_000 })
    await checkScreen(session, 'social-redirect-frame-card')
    await pressInFrame(frame.getByRole('button', { name: 'Continue' }))
    await page.getByRole('heading', { name: 'Sign in with GitHub (local stand-in)' }).waitFor()
    await page
      .getByRole('textbox', { name: 'E-mail' })
      .fill(`redirect-${Date.now().toString(36)}@example.test`)
    await page.getByRole('button', { name: 'Authorize' }).click()

    await page.getByTestId('test-wallet-ready').waitFor({ timeout: 30_000 })
    await completeWalletStep(session)
    await expectStatus(page, 'connected')
    const after = new URL(page.url())
    expect(after.origin + after.pathname).toBe(before.origin + before.pathname)
    expect(after.search).toBe('?from=e2e')
    expect(after.hash).toBe('#section')
    expect(await shownAddress(session)).toMatch(/^0x[0-9a-fA-F]{40}$/)
    // The modal came back with the tab and shows the account it logged in to.
    await dialog(page).getByRole('heading', { name: 'Account' }).waitFor()
    await checkScreen(session, 'social-redirect-account')
    await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
    await expectStatus(page, 'disconnected')
  })
})

/**
 * Plays the Farcaster app: reads the sign-in request from the channel URL the QR code holds, signs the
 * Sign-In-With-Farcaster message (EIP-4361 with the fid resource) with `signer`, and hands it to the relay.
 */
async function signInWithFarcasterApp(
  channelUrl: string,
  signer: `0x${string}`,
  fid: number,
  username: string,
) {
  const request = new URL(channelUrl).searchParams
  const account = privateKeyToAccount(signer)
  const message = createSiweMessage({
    address: account.address,
    chainId: 10,
    domain: request.get('domain') ?? '',
    nonce: request.get('nonce') ?? '',
    uri: request.get('siweUri') ?? '',
    version: '1',
    statement: 'Farcaster Auth',
    issuedAt: new Date(),
    expirationTime: new Date(request.get('expirationTime') ?? Date.now() + 60_000),
    resources: [`farcaster://fid/${fid}`],
    // The request id names the app (L3); the server refuses a message without the one it issued.
    requestId: request.get('requestId') ?? undefined,
  })
  const { relayUrl, authKey } = inject('stack').farcaster
  const sent = await fetch(`${relayUrl}/v1/channel/authenticate`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${request.get('channelToken')}`,
      'content-type': 'application/json',
      'x-farcaster-auth-relay-key': authKey,
    },
    body: JSON.stringify({ message, signature: await account.signMessage({ message }), fid, username }),
  })
  expect(sent.status).toBe(201)
}

describe('Sign-In With Farcaster', () => {
  /** Opens the Farcaster QR view and returns the channel URL its link (and QR code) holds. */
  async function openFarcasterQr(session: DemoSession): Promise<string> {
    const { page } = session
    await openAllSocials(session)
    await dialog(page).getByRole('button', { name: 'Continue with Farcaster' }).click()
    await dialog(page).getByRole('heading', { name: 'Farcaster' }).waitFor()
    await dialog(page).getByRole('img', { name: 'QR code: Farcaster' }).waitFor()
    await dialog(page).getByText('Scan this QR Code with your phone').waitFor()
    const uri = await dialog(page)
      .getByRole('link', { name: /Open Farcaster/ })
      .getAttribute('href')
    if (!uri) throw new Error('The Farcaster view has no channel link')
    expect(new URL(uri).searchParams.get('channelToken')).toBeTruthy()
    return uri
  }

  it('refuses a signature from a key that is not the custody address of the fid', async () => {
    const session = await openCaseDemo()
    const { page } = session
    const channelUrl = await openFarcasterQr(session)
    const [kitcaster, kitfriend] = inject('stack').farcaster.accounts
    if (!kitcaster || !kitfriend) throw new Error('The devnet has no dev fids')
    // kitfriend's custody key claiming kitcaster's fid.
    await signInWithFarcasterApp(channelUrl, kitfriend.custody.privateKey, kitcaster.fid, kitcaster.username)
    const alert = dialog(page).getByRole('alert')
    await alert.waitFor({ timeout: 30_000 })
    expect(await alert.textContent()).toMatch(/Connection failed.*refused.*does not own fid/)
    await checkScreen(session, 'farcaster-refused')
    await dialog(page).getByRole('button', { name: 'Close' }).click()
    await expectStatus(page, 'disconnected')
  })

  it('logs in when the custody key of the fid signs', async () => {
    const session = await openCaseDemo()
    const { page } = session
    const channelUrl = await openFarcasterQr(session)
    await checkScreen(session, 'farcaster-qr')
    const [kitcaster] = inject('stack').farcaster.accounts
    if (!kitcaster) throw new Error('The devnet has no dev fids')
    await signInWithFarcasterApp(channelUrl, kitcaster.custody.privateKey, kitcaster.fid, kitcaster.username)
    await completeWalletStep(session)
    await expectStatus(page, 'connected')
    expect(await shownAddress(session)).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await openAccount(session)
    await dialog(page).getByRole('button', { name: 'Disconnect' }).waitFor()
    await checkScreen(session, 'farcaster-account')
    await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
    await expectStatus(page, 'disconnected')
  })
})
