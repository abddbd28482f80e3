// The Send view says every field's problem at once, each under its field: a bad receiver and too large an amount
// both, in the visitor's language (English here; German in SendView.test.tsx), the refused send in the spec's words at
// the top. Screenshot: test-results/send-field-problems.png.
import { afterAll, describe, expect, it } from 'vitest'
import { openAccount } from '../src/accountFixtures.ts'
import { checkScreen, closeBrowser, dialog, openConnectedDemo } from '../src/demo.ts'

describe('Send: every field’s problem at once', () => {
  afterAll(closeBrowser)

  it('a bad address and too large an amount: both said, each under its field, and no preview', async () => {
    const session = await openConnectedDemo()
    const { page } = session
    await openAccount(session)
    await dialog(page).getByRole('button', { name: 'Send', exact: true }).click()
    await dialog(page).getByRole('heading', { name: 'Send' }).waitFor()
    const amount = dialog(page).getByRole('textbox', { name: 'Amount' })
    const receiver = dialog(page).getByRole('textbox', { name: 'To' })
    await amount.fill('20000')
    await receiver.fill('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb9226')
    await dialog(page).getByRole('button', { name: 'Preview send' }).click()
    await dialog(page).getByText('Enter a valid receiver address').waitFor()
    await checkScreen(session, 'send-field-problems')
    // Each input names its own problem (aria-describedby) and is marked invalid.
    const description = (input: typeof amount) =>
      input.evaluate((element) =>
        (element.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => (element.getRootNode() as Document | ShadowRoot).getElementById(id)?.textContent)
          .join(' | '),
      )
    expect(await description(amount)).toMatch(/^Amount exceeds your balance of [\d,.]+ POL$/)
    expect(await description(receiver)).toBe('Enter a valid receiver address')
    expect(await amount.getAttribute('aria-invalid')).toBe('true')
    expect(await receiver.getAttribute('aria-invalid')).toBe('true')
    expect(await dialog(page).getByText('Insufficient balance').isVisible()).toBe(true)
    expect(await dialog(page).getByRole('heading', { name: 'Review send' }).count()).toBe(0)
  })
})
