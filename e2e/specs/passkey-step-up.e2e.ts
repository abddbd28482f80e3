// A passkey account proves it is here with its passkey before what changes who controls it. It has no e-mail to get
// a code at, so "Confirm it's you" offers its login passkey alone; the assertion runs in the secure frame with the
// server's step-up options, and the real Kit server verifies it (signature, origin, RP ID, user verification, the
// counter) before the wallet's card goes on. A reload makes the session one the frame has no fresh proof of (a
// restored session counts as old), which is what a visitor coming back days later has. And one passkey, one relying
// party: the passkey an e-mail account makes on the protect card is registered by the server as a login too, so it
// later signs in with "Continue with a passkey" and opens the same wallet.
import { afterAll, describe, expect, it } from 'vitest'
import { openAccount, secureFrameStill, shownAddress, uniqueEmail } from '../src/accountFixtures.ts'
import { pressInFrame } from '../src/browser.ts'
import { checkScreen, dialog, expectStatus, loginByEmail, waitForText } from '../src/demo.ts'
import { closePartitionedBrowser, credentialsOf, openPartitionedDemo, passkeyCard } from '../src/passkeys.ts'

afterAll(async () => {
  await closePartitionedBrowser()
})

describe('a passkey account’s step-up', () => {
  it('after a reload, adding a way to open the wallet asks its passkey first, checked by the server', async () => {
    const session = await openPartitionedDemo()
    const { page } = session
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(page).getByRole('button', { name: 'Continue with a passkey' }).click()
    const card = await passkeyCard(session)
    await pressInFrame(card.getByRole('button', { name: 'Create a passkey' }))
    await expectStatus(page, 'connected', 60_000)
    await dialog(page).waitFor({ state: 'detached' })

    // Back later: the session is restored, its proof no longer fresh.
    await page.reload()
    await page.getByTestId('test-wallet-ready').waitFor({ timeout: 30_000 })
    await expectStatus(page, 'connected')
    const [before] = await credentialsOf(session.passkeys)

    await openAccount(session)
    await dialog(page).getByRole('button', { name: 'Settings' }).click()
    await dialog(page).getByRole('button', { name: 'Add a passkey' }).click()
    const frame = page.frameLocator('iframe[title="Secure wallet"]')
    await frame.getByRole('heading', { name: 'Confirm it’s you' }).waitFor({ timeout: 30_000 })
    await frame.getByText('Use your passkey to continue.').waitFor()
    // No password form: a password proves nothing to the server.
    expect(await frame.getByLabel('Recovery password').count()).toBe(0)
    await page.bringToFront()
    await secureFrameStill(session)
    await checkScreen(session, 'passkey-step-up')
    await pressInFrame(frame.getByRole('button', { name: 'Use your passkey' }))

    // The server took the assertion: the wallet's own card follows.
    await frame.getByRole('heading', { name: 'Add a way to open your wallet' }).waitFor({ timeout: 30_000 })
    const [after] = await credentialsOf(session.passkeys)
    expect((after?.signCount ?? 0) - (before?.signCount ?? 0)).toBe(1)
    await pressInFrame(frame.getByRole('button', { name: 'Use your passkey' }))
    await frame.getByText('Now choose the new way to open your wallet on a new device.').waitFor()
    await pressInFrame(frame.getByRole('button', { name: 'Use a password instead' }))
    await frame.getByLabel('Recovery password').fill('juniper-lantern-orbit-42-quietly')
    await frame.getByLabel('Repeat the password').fill('juniper-lantern-orbit-42-quietly')
    await pressInFrame(frame.getByRole('button', { name: 'Protect with this password' }))
    await waitForText(page.getByRole('status').filter({ hasText: 'added' }), 'Recovery password added')
  })

  it('an e-mail account’s passkey, made on the protect card, signs in too: one passkey, one relying party', async () => {
    const session = await openPartitionedDemo()
    const { page } = session
    // The e-mail login ends on "Protect your wallet", answered with a new passkey (the server registers it too).
    await loginByEmail(session, uniqueEmail('passkey-login'), false)
    await expectStatus(page, 'connected', 60_000)
    const address = await shownAddress(session)
    const [made] = await credentialsOf(session.passkeys)
    expect(made?.rpId).toBe('localhost')

    await openAccount(session)
    await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
    await expectStatus(page, 'disconnected')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(page).getByRole('button', { name: 'Continue with a passkey' }).click()
    const card = await passkeyCard(session)
    await pressInFrame(card.getByRole('button', { name: 'Use my passkey' }))
    // The same passkey signs in and, through its PRF, opens the same wallet.
    await expectStatus(page, 'connected', 60_000)
    expect(await shownAddress(session)).toBe(address)
  })
})
