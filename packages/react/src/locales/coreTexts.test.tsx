import { EmailCooldownError, InsufficientBalanceError } from '@kit/core/errors'
import { act, waitFor, within } from '@testing-library/react'
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
import { coreText, errorText } from '../modal/ui.js'
import { loadPack } from './loadPack.js'
import coreTextKeys from './packs/core/keys.generated.js'

// A pack's first import() goes through the test runner's transform: slow on a busy machine.
const slow = { timeout: 5000 }

/**
 * The e-mail form refused by core (the cooldown: a text core builds from a value) and two toasts (a success and an
 * error), in the modal speaking `locale`. Returns what the visitor reads.
 */
async function showCoreTexts(locale: string, title: string) {
  const kit = createTestKit()
  const auth = createFakeAuthConnector()
  auth.fail.connectEmail = new EmailCooldownError(12)
  kit.connectors.register(auth)
  renderWithKit(kit, null, { locale })
  const dialog = await openModal(kit)
  await waitFor(() => expect(within(dialog).getByRole('heading', { level: 2 }).textContent).toBe(title), slow)
  await userEvent.type(within(dialog).getByRole('textbox'), 'ada@example.com{Enter}')
  const refusal = (await within(dialog).findByRole('alert')).textContent
  const status = dialog.querySelector('.kit-toast-region[role="status"]') as HTMLElement
  await act(async () => kit.toast.showSuccess('Transaction started'))
  const success = status.textContent
  await act(async () => kit.toast.showError(new InsufficientBalanceError()))
  const failure = status.textContent
  return { dialog, refusal, success, failure }
}

describe("core's texts in the visitor's language", () => {
  it('Arabic: the refusal and the toasts in Arabic, right to left, with no axe violations', async () => {
    const { dialog, refusal, success, failure } = await showCoreTexts('ar', 'ربط المحفظة')
    expect(refusal).toBe('يُرجى المحاولة مرة أخرى بعد 12 ث')
    expect(success).toBe('بدأت المعاملة')
    expect(failure).toBe('الرصيد غير كافٍ')
    expect((dialog.closest('.kit-root') as HTMLElement).getAttribute('dir')).toBe('rtl')
    await expectNoAxeViolations(dialog)
  })

  it('Japanese: the refusal and the toasts in Japanese', async () => {
    const { refusal, success, failure } = await showCoreTexts('ja', 'ウォレットを接続')
    expect(refusal).toBe('12秒後にもう一度お試しください')
    expect(success).toBe('トランザクションを開始しました')
    expect(failure).toBe('残高が不足しています')
  })

  it("English: core's own words, word for word", async () => {
    const { refusal, success, failure } = await showCoreTexts('en', 'Connect Wallet')
    expect(refusal).toBe('Please try again after 12 seconds')
    expect(success).toBe('Transaction started')
    expect(failure).toBe('Insufficient balance')
  })
})

describe('coreText', () => {
  it('translates a text, a text built from a template (its values put in by name), and leaves others as they are', async () => {
    const german = resolveMessages(await loadPack('de'))
    expect(coreText('Switch declined', german)).toBe('Wechsel abgelehnt')
    expect(coreText('Error registering name ada.kit', german)).toBe(
      'Fehler beim Registrieren des Namens ada.kit',
    )
    expect(coreText('MoonPay could not quote', german)).toBe('MoonPay konnte kein Angebot machen')
    expect(coreText('The service answered with HTTP 502', german)).toBe('Der Dienst antwortete mit HTTP 502')
    expect(coreText('A text core does not have', german)).toBe('A text core does not have')
    expect(errorText(new InsufficientBalanceError(), german)).toBe('Unzureichendes Guthaben')
    // The core pack words a refused request as the UI does ('Action not allowed').
    expect(coreText('Requested RPC call is not allowed', german)).toBe('Aktion nicht erlaubt')
  })

  it("shows every one of core's texts in English word for word, but the spec's UI wording of a refused request", () => {
    const changed = coreTextKeys.filter((text) => coreText(text, defaultMessages) !== text)
    expect(changed).toEqual(['Requested RPC call is not allowed'])
  })

  it('keeps English as core says it, but for the spec’s UI wording of a refused request', () => {
    expect(coreText('Please try again after 3 seconds', defaultMessages)).toBe(
      'Please try again after 3 seconds',
    )
    expect(coreText('Requested RPC call is not allowed', defaultMessages)).toBe('Action not allowed')
  })

  it("lets a host's table override one of core's texts", () => {
    const messages = resolveMessages({
      coreTexts: { 'Please try again after {seconds} seconds': 'Wait {seconds}s' },
    })
    expect(coreText('Please try again after 9 seconds', messages)).toBe('Wait 9s')
  })
})
