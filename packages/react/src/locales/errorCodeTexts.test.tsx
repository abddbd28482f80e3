// Errors the host shows by their stable code (issue 45): a refusal of the sign-in service that the secure frame
// passes on (FrameError.reason), the frame's own refusals, and @kit/walletconnect's errors, in the visitor's language.
import { FrameError } from '@kit/frame-bridge/errors'
import { waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import {
  createFakeAuthConnector,
  createTestKit,
  expectNoAxeViolations,
  openModal,
  renderWithKit,
} from '../../test/kit.js'
import { defaultMessages, resolveMessages } from '../messages.js'
import { errorText } from '../modal/ui.js'
import { loadPack } from './loadPack.js'

// A pack's first import() goes through the test runner's transform: slow on a busy machine.
const slow = { timeout: 5000 }

/** The server's words for an e-mail asked for too often, as the frame passes them on (English, with its reason). */
const mailLimited = () =>
  new FrameError(
    'CONNECT_EMAIL',
    'Too many e-mails requested from this address. Please try again after 42 seconds',
    { code: undefined, reason: 'MailRateLimited' },
  )

/** The e-mail form refused by the server through the frame, in the modal speaking `locale`: what the visitor reads. */
async function refusedEmail(locale: string, title: string) {
  const kit = createTestKit()
  const auth = createFakeAuthConnector()
  auth.fail.connectEmail = mailLimited()
  kit.connectors.register(auth)
  renderWithKit(kit, null, { locale })
  const dialog = await openModal(kit)
  await waitFor(() => expect(within(dialog).getByRole('heading', { level: 2 }).textContent).toBe(title), slow)
  await userEvent.type(within(dialog).getByRole('textbox'), 'ada@example.com{Enter}')
  return { dialog, refusal: (await within(dialog).findByRole('alert')).textContent }
}

describe("the server's refusal through the frame, by its reason", () => {
  it('Arabic: the e-mail form says it in Arabic, with the seconds, right to left, no axe violations', async () => {
    const { dialog, refusal } = await refusedEmail('ar', 'ربط المحفظة')
    expect(refusal).toBe('طُلبت رسائل بريد إلكتروني كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد 42 ث')
    await expectNoAxeViolations(dialog)
  })

  it('Japanese: in Japanese', async () => {
    const { refusal } = await refusedEmail('ja', 'ウォレットを接続')
    expect(refusal).toBe('メールのリクエストが多すぎます。42秒後にもう一度お試しください')
  })

  it("English: the server's own words, word for word", async () => {
    const { refusal } = await refusedEmail('en', 'Connect Wallet')
    expect(refusal).toBe('Too many e-mails requested from this address. Please try again after 42 seconds')
  })
})

describe('errorText by code', () => {
  const walletConnect = (name: string, message: string) => Object.assign(new Error(message), { name })

  it("the code's text in Arabic and German, the error's own words in English", async () => {
    const arabic = resolveMessages(await loadPack('ar'))
    const german = resolveMessages(await loadPack('de'))
    const english = resolveMessages(undefined)
    const wrong = new FrameError('CONNECT_OTP', 'Wrong code. 2 attempts left', { reason: 'WrongCode' })
    expect(errorText(wrong, arabic)).toBe('رمز خاطئ. المحاولات المتبقية: 2')
    expect(errorText(wrong, german)).toBe('Falscher Code. Verbleibende Versuche: 2')
    expect(errorText(wrong, english)).toBe('Wrong code. 2 attempts left')
    const expired = walletConnect(
      'ProposalExpiredError',
      'The connection request expired. Try again with a new QR code.',
    )
    expect(errorText(expired, arabic)).toBe('انتهت صلاحية طلب الاتصال. حاول مرة أخرى برمز QR جديد.')
    expect(errorText(expired, german)).toBe(
      'Die Verbindungsanfrage ist abgelaufen. Versuche es mit einem neuen QR-Code erneut.',
    )
    const relay = walletConnect('RelayRequestError', 'The WalletConnect relay refused wc_sessionRequest.')
    expect(errorText(relay, german)).toBe('Das WalletConnect-Relay hat die Anfrage abgelehnt.')
    expect(errorText(relay, english)).toBe('The WalletConnect relay refused wc_sessionRequest.')
  })

  it("the frame's own refusal through the bridge, by its words", async () => {
    const arabic = resolveMessages(await loadPack('ar'))
    const unreachable = new FrameError('CONNECT_EMAIL', 'Could not reach the sign-in service')
    expect(errorText(unreachable, arabic)).toBe('تعذّر الوصول إلى خدمة تسجيل الدخول')
    expect(errorText(unreachable, defaultMessages)).toBe('Could not reach the sign-in service')
  })

  it('an unknown reason falls back to the words, as before', async () => {
    const arabic = resolveMessages(await loadPack('ar'))
    const odd = new FrameError('CONNECT_EMAIL', 'Something new happened', { reason: 'SomethingNew' })
    expect(errorText(odd, arabic)).toBe('Something new happened')
  })
})
