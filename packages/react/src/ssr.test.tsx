// @vitest-environment node
// Server rendering: a page with the provider and the three buttons renders in Node, where `window` and
// `document` do not exist, so any access to them at import or render would throw.
import { createKit, createMemoryStorage } from '@kit/core'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { testNetworks } from '../test/networks.js'
import {
  AccountButton,
  ConnectButton,
  KitProvider,
  NetworkButton,
  useAccount,
  useModal,
} from './exports/index.js'

function Page() {
  const { isConnected } = useAccount()
  const { isOpen } = useModal()
  return (
    <main data-connected={isConnected} data-open={isOpen}>
      <ConnectButton />
      <AccountButton />
      <NetworkButton />
    </main>
  )
}

describe('server rendering', () => {
  it('renders the provider and the three buttons without touching window', () => {
    expect(typeof window).toBe('undefined')
    expect(typeof document).toBe('undefined')
    const kit = createKit({
      projectId: 'ssr',
      networks: testNetworks,
      storage: createMemoryStorage(),
      logLevel: 'silent',
    })
    const html = renderToString(
      <KitProvider kit={kit}>
        <Page />
      </KitProvider>,
    )
    expect(html).toContain('Connect Wallet')
    expect(html).toContain('Polygon Amoy')
    expect(html).toContain('data-connected="false"')
    // The modal is never rendered on the server, even when the kit says it is open.
    kit.modal.open()
    expect(renderToString(<KitProvider kit={kit}>{null}</KitProvider>)).not.toContain('role="dialog"')
    kit.destroy()
  })
})
