// An e-mail login in Spanish, as a visitor whose page asks for it meets it (the demo's `?locale=es`): the modal
// speaks Spanish, the secure frame sends the language with the login, and the mails the devnet's real mail catcher
// receives (the device approval, then the code) are in Spanish, subject and body, as is the page the approval link
// opens; the code from the Spanish mail logs in, and the account view shows the address. The words are the packs':
// packages/react/src/locales/packs/es.ts, apps/secure-frame/src/locales/packs/cards/es.ts and
// apps/server/src/auth/mail/es.ts. Screenshots: e2e/test-results/locale-email-es-<view>.png.
import type { Frame, Page } from 'playwright-core'
import { afterAll, expect, it } from 'vitest'
import { uniqueEmail } from '../src/accountFixtures.ts'
import { pressInFrame } from '../src/browser.ts'
import {
  checkScreen,
  closeBrowser,
  dialog,
  emailInput,
  expectStatus,
  mailsTo,
  openCaseDemo,
  waitForMail,
} from '../src/demo.ts'
import { secureFrameStill } from '../src/walletProtection.ts'

afterAll(async () => {
  await closeBrowser()
})

/** The Spanish words the journey clicks and reads. */
const ES = {
  connect: 'Conectar cartera',
  email: 'Correo electrónico',
  continueWithEmail: 'Continuar con correo',
  registerDevice: 'Registrar dispositivo',
  codeGroup: 'Código de verificación',
  firstDigit: 'Dígito 1 de 6',
  secureWallet: 'Cartera segura',
  protectTitle: 'Protege tu cartera',
  confirmAccount: 'Es mi cuenta',
  createPasskey: 'Crear una llave de acceso',
  account: 'Cuenta',
  emailRow: 'Correo',
  // The server's mails and pages (apps/server/src/auth/mail/es.ts).
  approvalSubject: 'Aprueba este dispositivo para iniciar sesión en Kit',
  approvalLead: (email: string) =>
    `Alguien está iniciando sesión en Kit con ${email} desde un dispositivo nuevo.`,
  approvePageHeading: '¿Aprobar este dispositivo?',
  approveButton: 'Aprobar dispositivo',
  approvedHeading: 'Dispositivo aprobado',
  codeSubject: /^(\d{6}) es tu código de Kit$/,
  codeText:
    /^Tu código para iniciar sesión es (\d{6})\.\nCaduca en \d+ minutos\. Si no lo pediste, ignora este correo\.$/,
} as const

/** The frame of `page` that shows a heading `title` (the secure frame's card, in the page's language). */
async function frameShowing(page: Page, title: string, timeoutMs = 30_000): Promise<Frame> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    for (const candidate of page.frames())
      if (
        await candidate
          .getByRole('heading', { name: title })
          .isVisible()
          .catch(() => false)
      )
        return candidate
    if (Date.now() > deadline) throw new Error(`No frame showed "${title}"`)
    await page.waitForTimeout(100)
  }
}

it('logs in by e-mail in Spanish: the modal, both mails and the approval page in Spanish, the code from the mail logs in', async () => {
  const session = await openCaseDemo('?locale=es')
  const { page } = session
  const email = uniqueEmail('locale-es')

  await page.getByRole('button', { name: ES.connect, exact: true }).click()
  await dialog(page).getByRole('heading', { name: ES.connect, exact: true }).waitFor()
  const root = dialog(page).locator('xpath=ancestor::*[contains(@class, "kit-root")][1]')
  expect(await root.getAttribute('lang')).toBe('es')
  await (await emailInput(page, ES.email)).fill(email)
  const sinceMs = Date.now() - 1000
  await checkScreen(session, 'locale-email-es-connect')
  await dialog(page).getByRole('button', { name: ES.continueWithEmail }).click()

  // A new device: the approval mail, in Spanish.
  await dialog(page).getByRole('heading', { name: ES.registerDevice }).waitFor()
  await checkScreen(session, 'locale-email-es-register-device')
  // The first mail for this address, whatever its language: an English one fails below, not by a timeout.
  const approval = await waitForMail(email, /./, 20_000, sinceMs)
  expect(approval.subject).toBe(ES.approvalSubject)
  expect(approval.text).toContain(ES.approvalLead(email))
  expect(approval.text).toMatch(/\nNavegador: .+\nDirección IP: .+\n/)
  expect(approval.text).toMatch(
    /Si fuiste tú, abre este enlace para aprobar el dispositivo \(válido durante \d+ minutos\):/,
  )
  const link = approval.text.match(/https?:\/\/\S+/)?.[0] ?? ''
  expect(new URL(link).searchParams.get('locale')).toBe('es')

  // The page the link opens, in Spanish; its button approves.
  const approvalPage = await session.context.newPage()
  await approvalPage.goto(link)
  expect(await approvalPage.locator('html').getAttribute('lang')).toBe('es')
  await approvalPage.getByRole('heading', { name: ES.approvePageHeading }).waitFor()
  await approvalPage.getByRole('button', { name: ES.approveButton }).click()
  await approvalPage.getByRole('heading', { name: ES.approvedHeading }).waitFor({ timeout: 20_000 })
  await approvalPage.close()
  await page.bringToFront()

  // The code view in Spanish; the code mail in Spanish; its code logs in.
  await dialog(page).getByRole('group', { name: ES.codeGroup }).waitFor({ timeout: 40_000 })
  await checkScreen(session, 'locale-email-es-code')
  const codeMail = await waitForMail(email, ES.codeSubject, 20_000, sinceMs)
  const code = ES.codeSubject.exec(codeMail.subject)?.[1] ?? ''
  expect(codeMail.text.trim()).toMatch(ES.codeText)
  expect(ES.codeText.exec(codeMail.text.trim())?.[1]).toBe(code)
  // Two mails, no English one among them.
  expect((await mailsTo(email)).map((mail) => mail.subject).sort()).toEqual(
    [ES.approvalSubject, `${code} es tu código de Kit`].sort(),
  )
  await dialog(page).getByRole('textbox', { name: ES.firstDigit }).click()
  await page.keyboard.type(code)

  // A new wallet: the frame's card, in Spanish, protected with a passkey.
  const cardFrame = await frameShowing(page, ES.protectTitle)
  await dialog(page).getByRole('heading', { name: ES.secureWallet }).waitFor()
  await secureFrameStill(session)
  await checkScreen(session, 'locale-email-es-protect-wallet')
  await pressInFrame(cardFrame.getByRole('button', { name: ES.confirmAccount, exact: true }))
  await pressInFrame(cardFrame.getByRole('button', { name: ES.createPasskey, exact: true }))
  await expectStatus(page, 'connected', 60_000)

  // The account view, in Spanish, shows the address.
  const address = (await page.getByTestId('account-address').textContent()) ?? ''
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await page.getByRole('button', { name: /0x[0-9a-fA-F]{4}/ }).click()
  await dialog(page).getByRole('heading', { name: ES.account, exact: true }).waitFor()
  await dialog(page)
    .getByRole('button', { name: `${ES.emailRow} ${email}` })
    .waitFor()
  await checkScreen(session, 'locale-email-es-account')
})
