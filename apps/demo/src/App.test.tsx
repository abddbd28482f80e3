import { createKit } from '@kit/core'
import { KitProvider } from '@kit/react'
import { polygonAmoy } from '@kit/chains'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { App } from './App.tsx'
import { readDemoConfig } from './config.ts'
import { demoContentSecurityPolicy } from './csp.ts'
import { createDemoKit } from './kit.ts'

afterEach(cleanup)

function renderDemo() {
  const kit = createKit({ projectId: 'demo', networks: [polygonAmoy] })
  // No idle prefetch of the modal's code: these tests never open it, and a load still under way when the file ends
  // would land in the next file's environment (the files of a worker share their imports).
  render(
    <KitProvider kit={kit} prefetch={false}>
      <App config={readDemoConfig({ mailUrl: 'http://127.0.0.1:1' })} />
    </KitProvider>,
  )
  return kit
}

it('shows the account, the network and the kit buttons', () => {
  renderDemo()
  expect(screen.getByRole('heading', { name: 'Kit demo' })).toBeTruthy()
  expect(screen.getByTestId('account-status').textContent).toBe('disconnected')
  expect(screen.getByTestId('network-id').textContent).toBe('eip155:80002')
})

it('logs the kit events it receives', async () => {
  const kit = renderDemo()
  await act(async () => kit.modal.open())
  expect(screen.getByTestId('event-log').textContent).toContain('MODAL_OPEN')
})

it('lets keyboard users reach and scroll the event log, which is named by its heading', async () => {
  const kit = renderDemo()
  await act(async () => kit.modal.open())
  const log = screen.getByRole('list', { name: 'Events' })
  expect(log.tabIndex).toBe(0)
  expect(log).toBe(screen.getByTestId('event-log'))
})

it('switches the theme through the kit', async () => {
  const kit = renderDemo()
  await act(async () => screen.getByLabelText('Dark').click())
  expect(kit.getState().theme.mode).toBe('dark')
})

it('reads injected configuration over the defaults', () => {
  expect(readDemoConfig({ apiUrl: 'http://127.0.0.1:9' }).apiUrl).toBe('http://127.0.0.1:9')
  expect(readDemoConfig(undefined).relayUrl).toBe('ws://127.0.0.1:8555')
})

it("takes Kit's language from the page URL, else none (the browser's)", () => {
  expect(readDemoConfig(undefined, '?locale=ar').locale).toBe('ar')
  expect(readDemoConfig(undefined, '?siwe=1').locale).toBeUndefined()
})

it('signs a message through the connected wallet and shows the signature', async () => {
  const kit = createKit({ projectId: 'demo', networks: [polygonAmoy] })
  kit.connection.signMessage = async (message: string) => `0xsigned:${message}`
  kit.account.setStatus('connected')
  render(
    <KitProvider kit={kit} prefetch={false}>
      <App config={readDemoConfig({ mailUrl: 'http://127.0.0.1:1' })} />
    </KitProvider>,
  )
  await act(async () => screen.getByRole('button', { name: 'Sign a message' }).click())
  expect(screen.getByTestId('signature').textContent).toBe('0xsigned:Hello from the Kit demo')
})

it("lists the WalletConnect relay in the page's policy: the demo adds Kit's own WalletConnect client", async () => {
  const config = readDemoConfig(undefined)
  const kit = createDemoKit(config)
  const policy = demoContentSecurityPolicy(kit, config)
  expect(policy).toMatch(/connect-src [^;]*ws:\/\/127\.0\.0\.1:8555/)
  await kit.connectors.discover()
  expect(kit.getState().connectors.list.map((entry) => entry.id)).toEqual(
    expect.arrayContaining(['walletConnect', 'walletConnectSolana']),
  )
  kit.destroy()
})
