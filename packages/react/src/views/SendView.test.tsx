import { createFakeSendExecutor } from '@kit/core/testing'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { startApiMock } from '../../test/api.js'
import {
  connectFake,
  createTestKit,
  expectAccessibleInBothThemes,
  openModal,
  renderWithKit,
  TEST_API,
  waitForView,
} from '../../test/kit.js'

const { server } = startApiMock()
const RECEIVER = '0x9A8f92a830A5cB89a3816e3D267CB7791c16b04D'

async function sendForm(options: { namespace?: 'eip155' | 'solana' } = {}) {
  const kit = createTestKit()
  const solana = options.namespace === 'solana'
  await connectFake(
    kit,
    solana
      ? { id: 'phantom', namespace: 'solana', address: 'So1anaWa11et1111111111111111111111111111111' }
      : {},
  )
  const executor = createFakeSendExecutor()
  kit.send.setExecutor(executor)
  await act(async () => kit.account.setBalance('5', solana ? 'SOL' : 'POL'))
  renderWithKit(kit)
  await openModal(kit)
  await userEvent.click(screen.getByRole('button', { name: 'Send' }))
  const dialog = await screen.findByRole('dialog', { name: 'Send' })
  await waitForView(dialog)
  return { kit, executor, dialog }
}

describe('Send (WalletSend, WalletSendPreview)', () => {
  it("checks the amount and the receiver with core's rule: each field's own problem under it, both at once", async () => {
    const { kit, dialog } = await sendForm()
    expect(await within(dialog).findByText('Balance: 5')).toBeTruthy()
    const alerts = () =>
      within(dialog)
        .queryAllByRole('alert')
        .map((alert) => alert.textContent)
    // Nothing is said before the visitor has done anything.
    expect(alerts()).toEqual([])
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview send' }))
    // The send's refusal in the spec's words, then each field's problem.
    expect(alerts()).toEqual([
      'Please enter a valid amount and receiver address',
      'Enter an amount greater than 0',
      'Enter a valid receiver address',
    ])
    expect(kit.getState().router.view).toBe('WalletSend')
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '7')
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'To' }), 'vitalik.eth')
    expect(alerts()).toEqual([
      'Insufficient balance',
      'Amount exceeds your balance of 5 POL',
      'vitalik.eth cannot be resolved. Enter an address.',
    ])
    await userEvent.click(within(dialog).getByRole('button', { name: 'Max' }))
    expect(kit.getState().send.sendTokenAmount).toBe('5')
    // The amount is fine now; the receiver's problem stays under the receiver.
    expect(alerts()).toEqual([
      'Please enter a valid amount and receiver address',
      'vitalik.eth cannot be resolved. Enter an address.',
    ])
    await expectAccessibleInBothThemes(kit, dialog)
  })

  it('a bad address and too large an amount: each problem under its own field (aria-describedby, aria-invalid)', async () => {
    const { dialog } = await sendForm()
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' })
    const receiver = within(dialog).getByRole('textbox', { name: 'To' })
    await userEvent.type(amount, '12.5')
    await userEvent.type(receiver, '0x9A8f92a830A5cB89a3816e3D267CB7791c')
    // Touched by leaving it: the amount says its problem before the form is sent, the receiver not yet.
    expect(amount.getAttribute('aria-invalid')).toBe('true')
    expect(receiver.getAttribute('aria-invalid')).toBeNull()
    await userEvent.tab()
    const describedBy = (input: HTMLElement) =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => dialog.ownerDocument.getElementById(id)?.textContent)
    expect(describedBy(amount)).toEqual(['Amount exceeds your balance of 5 POL'])
    expect(describedBy(receiver)).toEqual(['Enter a valid receiver address'])
    expect(receiver.getAttribute('aria-invalid')).toBe('true')
    await userEvent.clear(amount)
    await userEvent.type(amount, '1')
    expect(amount.getAttribute('aria-invalid')).toBeNull()
    expect(describedBy(receiver)).toEqual(['Enter a valid receiver address'])
  })

  it("speaks the visitor's language: the problems in German, the balance in German digits", async () => {
    const kit = createTestKit()
    await connectFake(kit)
    await act(async () => kit.account.setBalance('1234.5', 'POL'))
    renderWithKit(kit, null, { locale: 'de' })
    const dialog = await openModal(kit, 'WalletSend')
    const amount = await within(dialog).findByRole('textbox', { name: 'Betrag' }, { timeout: 5000 })
    await userEvent.type(amount, '2000')
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'An' }), 'abc')
    await userEvent.tab()
    expect(
      within(dialog)
        .queryAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual(['Betrag übersteigt dein Guthaben von 1.234,5 POL', 'Gib eine gültige Empfängeradresse ein'])
  })

  it("says 'Unsupported chain' while the wallet is on a network the app does not support", async () => {
    const { kit, executor, dialog } = await sendForm()
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '1')
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'To' }), RECEIVER)
    expect(within(dialog).queryByRole('alert')).toBeNull()
    await act(async () => kit.network.reportWalletNetwork('eip155:424242'))
    expect(within(dialog).getByRole('alert').textContent).toBe('Unsupported chain')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview send' }))
    expect(kit.getState().router.view).toBe('WalletSend')
    expect(executor.calls).toEqual([])
  })

  it('previews amount, receiver and network fee, then sends: toast and Account', async () => {
    const { kit, executor, dialog } = await sendForm()
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '1.5')
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'To' }), RECEIVER)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview send' }))
    expect(await screen.findByRole('dialog', { name: 'Review send' })).toBeTruthy()
    await waitForView(dialog)
    expect(within(dialog).getByText('1.5 POL')).toBeTruthy()
    expect(within(dialog).getByText('0x9A8f92…16b04D')).toBeTruthy()
    // 30 gwei × 21 000 gas.
    await expect.poll(() => dialog.querySelector('.kit-summary')?.textContent).toContain('≈ 0.00063 POL')
    await expectAccessibleInBothThemes(kit, dialog)
    const events: string[] = []
    kit.onEvent((event) => events.push(event.event))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }))
    await expect.poll(() => kit.getState().router.view).toBe('Account')
    expect(executor.calls[0]).toMatchObject({
      kind: 'native',
      args: { to: RECEIVER, value: 1500000000000000000n },
    })
    expect(within(dialog).getByRole('status').textContent).toBe('Transaction started')
    expect(events).toEqual(expect.arrayContaining(['SEND_INITIATED', 'SEND_SUCCESS']))
  })

  it("a failed send says 'Something went wrong' and returns to the form", async () => {
    const { kit, executor, dialog } = await sendForm()
    executor.fail = new Error('insufficient funds for gas')
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '1')
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'To' }), `${RECEIVER}{Enter}`)
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Send' }))
    await expect.poll(() => kit.getState().router.view).toBe('WalletSend')
    expect(within(dialog).getByRole('status').textContent).toBe('Something went wrong')
  })

  it('sends a token picked from the balances (ERC-20 amount by its decimals)', async () => {
    server.use(
      http.get(`${TEST_API}/v1/account/:address/balance`, () =>
        HttpResponse.json({
          balances: [
            {
              name: 'Kit USD',
              symbol: 'kUSD',
              chainId: 'eip155:80002',
              address: 'eip155:80002:0x5FbDB2315678afecb367f032d93F642f64180aa3',
              value: 40,
              price: 1,
              quantity: { decimals: '6', numeric: '40' },
              iconUrl: '',
            },
          ],
        }),
      ),
    )
    const { kit, executor, dialog } = await sendForm()
    await userEvent.click(within(dialog).getByRole('button', { name: /Select token/ }))
    expect(await screen.findByRole('dialog', { name: 'Select Token' })).toBeTruthy()
    const kusd = await within(dialog).findByRole('button', { name: /kUSD/ })
    await expectAccessibleInBothThemes(kit, dialog)
    await userEvent.click(kusd)
    expect(await screen.findByRole('dialog', { name: 'Send' })).toBeTruthy()
    await userEvent.type(await within(dialog).findByRole('textbox', { name: 'Amount' }), '2.5')
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'To' }), `${RECEIVER}{Enter}`)
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Send' }))
    await expect.poll(() => executor.calls.length).toBe(1)
    expect(executor.calls[0]).toMatchObject({
      kind: 'erc20',
      args: { tokenAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3', amount: 2500000n },
    })
  })

  it('on Solana: base58 receivers, the base fee, and a SOL send', async () => {
    const { kit, executor, dialog } = await sendForm({ namespace: 'solana' })
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '0.25')
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'To' }), `${RECEIVER}`)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview send' }))
    // An EVM address on Solana: the spec's Solana words for the refused send, and what the receiver needs.
    expect(
      within(dialog)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual(['Please enter a valid amount and receiver address', 'Enter a valid Solana address'])
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'To' }))
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'To' }),
      '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM{Enter}',
    )
    expect(await within(dialog).findByText('0.000005 SOL')).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }))
    await expect.poll(() => executor.calls[0]?.kind).toBe('solana')
    expect(executor.calls[0]?.args).toMatchObject({ amount: '0.25', value: 250000000n })
    await expect.poll(() => kit.getState().router.view).toBe('Account')
  })
})

describe('Receive (WalletReceive)', () => {
  it('shows the address as a QR code and text, with copy', async () => {
    const kit = createTestKit()
    await connectFake(kit)
    renderWithKit(kit)
    const dialog = await openModal(kit, 'WalletReceive')
    expect(within(dialog).getByText('Receive on Polygon Amoy')).toBeTruthy()
    expect(
      within(dialog).getByRole('img', { name: 'QR code: 0x1111111111111111111111111111111111111111' }),
    ).toBeTruthy()
    expect(within(dialog).getByText('0x1111111111111111111111111111111111111111')).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Copy address' })).toBeTruthy()
    await expectAccessibleInBothThemes(kit, dialog)
  })
})
