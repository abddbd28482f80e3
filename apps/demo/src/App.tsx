import {
  AccountButton,
  ConnectButton,
  NetworkButton,
  useAccount,
  useKitEvents,
  useModal,
  useNetwork,
  useTheme,
  version,
} from '@kit/react'
import type { KitEvent } from '@kit/core'
import { useState } from 'react'
import type { DemoConfig } from './config.ts'
import { DevPanel } from './DevPanel.tsx'
import { SignMessage } from './SignMessage.tsx'

const MAX_EVENTS = 20

/** The demo host app: Kit's buttons, what the hooks report, shortcuts into the modal, and an event log. */
export function App({ config }: { config: DemoConfig }) {
  const account = useAccount()
  const { network, unsupported } = useNetwork()
  const theme = useTheme()
  const modal = useModal()
  const [events, setEvents] = useState<KitEvent[]>([])
  useKitEvents((event) => setEvents((previous) => [event, ...previous].slice(0, MAX_EVENTS)))

  return (
    <div className="demo" data-theme={theme.mode}>
      <header className="demo-header">
        <div>
          <h1>Kit demo</h1>
          <p className="demo-tagline">
            Kit {version}: an open, self-hostable wallet-connect and account kit.
          </p>
        </div>
        <nav className="demo-buttons" aria-label="Wallet">
          <NetworkButton />
          {account.isConnected ? <AccountButton /> : <ConnectButton />}
        </nav>
      </header>

      <main className="demo-grid">
        <section className="demo-card" aria-labelledby="account-title">
          <h2 id="account-title">Account</h2>
          <dl className="demo-facts">
            <dt>Status</dt>
            <dd data-testid="account-status">{account.status}</dd>
            <dt>Address</dt>
            <dd data-testid="account-address" className="demo-mono">
              {account.address ?? '—'}
            </dd>
            <dt>Name</dt>
            <dd data-testid="account-name">{account.profileName ?? '—'}</dd>
            <dt>Balance</dt>
            <dd data-testid="account-balance">
              {account.balance !== undefined ? `${account.balance} ${account.balanceSymbol ?? ''}` : '—'}
            </dd>
            <dt>Account type</dt>
            <dd data-testid="account-type">{account.preferredAccountType ?? '—'}</dd>
          </dl>
        </section>

        <section className="demo-card" aria-labelledby="network-title">
          <h2 id="network-title">Network</h2>
          <dl className="demo-facts">
            <dt>Active</dt>
            <dd data-testid="network-name">{network.name}</dd>
            <dt>CAIP-2 id</dt>
            <dd data-testid="network-id" className="demo-mono">
              {network.caipNetworkId}
            </dd>
            <dt>Supported</dt>
            <dd data-testid="network-supported">{unsupported ? 'no: switch network' : 'yes'}</dd>
          </dl>
        </section>

        <section className="demo-card" aria-labelledby="shortcuts-title">
          <h2 id="shortcuts-title">Open a view</h2>
          <div className="demo-actions">
            <button type="button" onClick={() => modal.open({ view: 'Networks' })}>
              Networks
            </button>
            <button type="button" onClick={() => modal.open({ view: 'OnRampProviders' })}>
              Buy crypto
            </button>
            <button
              type="button"
              disabled={!account.isConnected}
              onClick={() => modal.open({ view: 'WalletSend' })}
            >
              Send
            </button>
            <button
              type="button"
              disabled={!account.isConnected}
              onClick={() => modal.open({ view: 'RegisterAccountName' })}
            >
              Register a name
            </button>
          </div>
          <SignMessage />
          <fieldset className="demo-theme">
            <legend>Theme</legend>
            {(['light', 'dark'] as const).map((mode) => (
              <label key={mode}>
                <input
                  type="radio"
                  name="theme"
                  value={mode}
                  checked={theme.mode === mode}
                  onChange={() => theme.setMode(mode)}
                />
                {mode === 'light' ? 'Light' : 'Dark'}
              </label>
            ))}
          </fieldset>
        </section>

        <section className="demo-card demo-wide" aria-labelledby="events-title">
          <h2 id="events-title">Events</h2>
          {events.length === 0 ? (
            <p className="demo-muted">No events yet: open the modal.</p>
          ) : (
            // The log scrolls, so it takes focus: keyboard users can scroll it too (WCAG 2.1.1).
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
            <ol className="demo-events" data-testid="event-log" tabIndex={0} aria-labelledby="events-title">
              {events.map((event) => (
                <li key={`${event.timestamp}-${event.event}`}>
                  <time dateTime={new Date(event.timestamp).toISOString()}>
                    {new Date(event.timestamp).toLocaleTimeString()}
                  </time>{' '}
                  <strong>{event.event}</strong> <code>{JSON.stringify(event.properties)}</code>
                </li>
              ))}
            </ol>
          )}
        </section>

        <DevPanel config={config} />
      </main>
    </div>
  )
}
