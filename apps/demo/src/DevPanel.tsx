import type { ApprovalPolicy, TestWallet } from '@kit/test-wallet'
import { useEffect, useState } from 'react'
import type { DemoConfig } from './config.ts'

const POLICIES: { value: ApprovalPolicy; label: string }[] = [
  { value: 'approve', label: 'Approve everything' },
  { value: 'ask', label: 'Ask me' },
  { value: 'reject', label: 'Reject everything' },
]

/**
 * Development helpers: the Kit Test Wallet (announced through EIP-6963 and the wallet standard, loaded after
 * the first paint so the host app's own bundle stays light) and a link to the local mail catcher's inbox.
 */
export function DevPanel({ config }: { config: DemoConfig }) {
  const [wallet, setWallet] = useState<TestWallet>()
  const [policy, setPolicy] = useState<ApprovalPolicy>('approve')
  const [error, setError] = useState<string>()

  useEffect(() => {
    let undo: (() => void) | undefined
    let cancelled = false
    import('@kit/test-wallet')
      .then(({ createTestWallet }) => {
        if (cancelled) return
        const created = createTestWallet({
          evm: {
            chains: Object.entries(config.evm).map(([chainId, rpcUrl]) => ({
              chainId: Number(chainId),
              rpcUrl,
            })),
            // The spec's test chain first, like the app's default network.
            initialChainId: 80002,
            // `?walletCalls=off`: a wallet without EIP-5792's methods, for which Kit answers them.
            walletCalls: new URLSearchParams(window.location.search).get('walletCalls') !== 'off',
          },
          solana: { rpcUrl: config.solana.rpcUrl, wsUrl: config.solana.wsUrl },
          // Like a browser extension, the wallet remembers that this site is connected across reloads.
          consentStore: window.localStorage,
        })
        const unannounce = created.announce(window)
        const unmount = created.mountPrompt(document)
        undo = () => {
          unannounce()
          unmount()
        }
        setWallet(created)
      })
      .catch((cause: unknown) => setError(`The test wallet could not load: ${String(cause)}`))
    return () => {
      cancelled = true
      undo?.()
    }
  }, [config])

  return (
    <section className="demo-card demo-wide" aria-labelledby="dev-title">
      <h2 id="dev-title">Development</h2>
      <p className="demo-muted">
        The <strong>Kit Test Wallet</strong> is announced on this page with dev keys for the local chains.{' '}
        {wallet ? (
          <span data-testid="test-wallet-ready">Ready.</span>
        ) : error ? (
          <span role="alert">{error}</span>
        ) : (
          'Loading…'
        )}
      </p>
      <fieldset className="demo-theme" disabled={!wallet}>
        <legend>Test wallet approvals</legend>
        {POLICIES.map((option) => (
          <label key={option.value}>
            <input
              type="radio"
              name="policy"
              value={option.value}
              checked={policy === option.value}
              onChange={() => {
                wallet?.setPolicy(option.value)
                setPolicy(option.value)
              }}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      <p>
        E-mail codes land in the local mail catcher:{' '}
        <a href={`${config.mailUrl}/messages`} target="_blank" rel="noreferrer">
          open the inbox (JSON)
        </a>
        .
      </p>
      <p data-testid="siwe-mode">
        Sign-in with wallet (SIWE) against the server is {config.siwe ? 'on' : 'off'}:{' '}
        {config.siwe ? <a href="?">turn it off</a> : <a href="?siwe=1">open with ?siwe=1</a>}.
      </p>
    </section>
  )
}
