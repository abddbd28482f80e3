import { emailFieldMessage } from '@kit/frame-bridge'
import { act, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { createFakeAuthConnector, createTestKit, openModal, renderWithKit } from '../../test/kit.js'

const FRAME_ORIGIN = 'https://frame.kit.test'

async function setup(options: { hold?: boolean } = {}) {
  const kit = createTestKit()
  const auth = createFakeAuthConnector()
  let release: () => void = () => {}
  if (options.hold)
    auth.hold.connectPasskeyAutofill = new Promise<void>((resolve) => {
      release = resolve
    })
  kit.connectors.register(auth)
  const view = renderWithKit(kit)
  const dialog = await openModal(kit)
  const iframe = dialog.querySelector<HTMLIFrameElement>('iframe[data-kit-email-field]')
  if (!iframe) throw new Error('no field')
  const url = new URL(iframe.src)
  const field = url.searchParams.get('field') ?? ''
  /** A message as if posted by the field's page (by default from its own window and the frame's origin). */
  const post = (
    message: Parameters<typeof emailFieldMessage>[0],
    from: { origin?: string; source?: MessageEventSource | null } = {},
  ) =>
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: emailFieldMessage(message),
          origin: from.origin ?? FRAME_ORIGIN,
          source: from.source === undefined ? iframe.contentWindow : from.source,
        }),
      )
    })
  const autofillCalls = () =>
    auth.calls.filter((call) => call.method === 'connectPasskeyAutofill') as unknown as {
      args: [{ field: string; signal: AbortSignal }]
    }[]
  return { kit, auth, view, dialog, iframe, url, field, post, autofillCalls, release: () => release() }
}

describe("the Connect view's e-mail slot (passkey autofill)", () => {
  it("loads the frame's field hidden, on the frame's origin, with the modal's look and language", async () => {
    const { dialog, iframe, url, field } = await setup()
    expect(url.origin).toBe(FRAME_ORIGIN)
    expect(url.pathname).toBe('/email-field.html')
    expect(field).toMatch(/^[0-9a-f]{32}$/)
    expect(url.searchParams.get('parent')).toBe(location.origin)
    expect(url.searchParams.get('lang')).toBe('en')
    expect(url.searchParams.get('dir')).toBe('ltr')
    expect(url.searchParams.get('label')).toBe('Email')
    expect(JSON.parse(url.searchParams.get('theme') ?? '')).toBeTypeOf('object')
    expect(iframe.getAttribute('allow')).toBe('publickey-credentials-get')
    expect(iframe.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin')
    // Until the field says it offers passkeys, the host's own input shows.
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toBeTruthy()
    expect((iframe.parentElement as HTMLElement).style.display).toBe('none')
  })

  it('takes the field’s place once it offers passkeys, and a passkey picked there connects', async () => {
    const { kit, dialog, iframe, field, post, autofillCalls, release } = await setup({ hold: true })
    expect(autofillCalls()).toHaveLength(0)
    post({ type: 'READY', field, passkeys: true })
    expect(within(dialog).queryByRole('textbox', { name: 'Email' })).toBeNull()
    expect((iframe.parentElement as HTMLElement).style.display).toBe('')
    await vi.waitFor(() => expect(autofillCalls()).toHaveLength(1))
    expect(autofillCalls()[0]?.args[0].field).toBe(field)
    release()
    await vi.waitFor(() => expect(kit.getState().account.status).toBe('connected'))
  })

  it('ignores messages from another origin, another window or for another field', async () => {
    const { dialog, field, post, autofillCalls } = await setup({ hold: true })
    post({ type: 'READY', field, passkeys: true }, { origin: 'https://evil.example' })
    post({ type: 'READY', field, passkeys: true }, { source: window })
    post({ type: 'READY', field: 'another-field-0123456789', passkeys: true })
    post({ type: 'INPUT', field, email: 'ada@example.com', submit: true }, { origin: 'https://evil.example' })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toBeTruthy()
    expect(autofillCalls()).toHaveLength(0)
  })

  it('gives the place back to the host’s input when the field never says READY', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const { dialog } = await setup()
      expect(dialog.querySelector('form')?.getAttribute('data-email-field')).toBe('loading')
      await act(() => vi.advanceTimersByTimeAsync(5_000))
      expect(dialog.querySelector('form')?.getAttribute('data-email-field')).toBe('plain')
      expect(dialog.querySelector('iframe[data-kit-email-field]')).toBeNull()
      expect(within(dialog).getByRole('textbox', { name: 'Email' })).toBeTruthy()
    } finally {
      vi.useRealTimers()
    }
  })

  it('keeps the host’s own input where the field cannot offer passkeys', async () => {
    const { dialog, field, post, autofillCalls } = await setup()
    post({ type: 'READY', field, passkeys: false })
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toBeTruthy()
    expect(dialog.querySelector('iframe[data-kit-email-field]')).toBeNull()
    expect(autofillCalls()).toHaveLength(0)
  })

  it('sends the address typed in the field to the e-mail login', async () => {
    const { auth, field, post } = await setup({ hold: true })
    post({ type: 'READY', field, passkeys: true })
    post({ type: 'INPUT', field, email: 'ada@example.com', submit: false })
    post({ type: 'INPUT', field, email: ' ada@example.com ', submit: true })
    await vi.waitFor(() =>
      expect(auth.calls.filter((call) => call.method === 'connectEmail')).toEqual([
        { method: 'connectEmail', args: [{ email: 'ada@example.com' }] },
      ]),
    )
  })

  it('stops waiting when another way is picked, and when the view goes away', async () => {
    const { kit, dialog, field, post, autofillCalls } = await setup({ hold: true })
    post({ type: 'READY', field, passkeys: true })
    await vi.waitFor(() => expect(autofillCalls()).toHaveLength(1))
    const first = autofillCalls()[0]?.args[0].signal
    const auth = kit.connectors.getAuthConnector() as unknown as { hold: Record<string, Promise<unknown>> }
    auth.hold.connectPasskey = new Promise(() => {})
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue with a passkey' }))
    await vi.waitFor(() => expect(first?.aborted).toBe(true))
    act(() => kit.modal.close())
    await vi.waitFor(() => expect(autofillCalls().every((call) => call.args[0].signal.aborted)).toBe(true))
  })
})
