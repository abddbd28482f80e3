import { AccountButton, useAccount as useKitAccount, useNetwork as useKitNetwork, useTheme } from '@kit/react'
import { useState } from 'react'
import { erc20Abi, isAddress, parseUnits } from 'viem'
import {
  useAccount,
  useCallsStatus,
  useCapabilities,
  useConnectors,
  useConnect,
  useDisconnect,
  useReadContract,
  useSendCalls,
  useSwitchChain,
  useWaitForTransactionReceipt,
  useWriteContract,
} from 'wagmi'
import type { DemoConfig } from '../config.ts'
import { DevPanel } from '../DevPanel.tsx'

/** The local devnet chain the switch button moves to. */
const KIT_DEVNET_ID = 31337

/** A wagmi error's one-line message (viem's errors carry a short one). */
const errorText = (error: Error) => (error as { shortMessage?: string }).shortMessage ?? error.message

/**
 * A wagmi app on Kit: wagmi's own hooks connect (Kit's modal opens), report the account, switch the chain and
 * send an ERC-20 transfer of the devnet's Kit USD; Kit's own account status is shown beside wagmi's.
 */
export function WagmiApp({ config }: { config: DemoConfig }) {
  const theme = useTheme()
  const account = useAccount()
  const kitAccount = useKitAccount()
  const kitNetwork = useKitNetwork()
  const [kitConnector] = useConnectors()
  const connect = useConnect()
  const disconnect = useDisconnect()
  const switchChain = useSwitchChain()
  const write = useWriteContract()
  const [recipient, setRecipient] = useState('')
  const [atomic, setAtomic] = useState(false)

  const kitUsd = account.chainId !== undefined ? config.kitUsd[account.chainId] : undefined
  const decimals = useReadContract({
    address: kitUsd,
    abi: erc20Abi,
    functionName: 'decimals',
    chainId: account.chainId,
    query: { enabled: kitUsd !== undefined },
  })
  // The receipt is read on the chain the transfer was sent on, whatever the account has switched to since.
  const receipt = useWaitForTransactionReceipt({ hash: write.data, chainId: write.variables?.chainId })
  // EIP-5792: what the wallet (or Kit for it) can do on this chain, a batch of two calls, and its status until final.
  // The account type is part of the key: an EIP-7702 upgrade keeps the address but changes what the account can do.
  const capabilities = useCapabilities({
    chainId: account.chainId,
    scopeKey: kitAccount.preferredAccountType,
    query: { enabled: account.isConnected },
  })
  // Asked for one chain, the answer is that chain's capabilities.
  const atomicStatus = (capabilities.data as { atomic?: { status: string } } | undefined)?.atomic?.status
  const sendCalls = useSendCalls()
  const callsStatus = useCallsStatus({
    id: sendCalls.data?.id ?? '',
    query: {
      enabled: sendCalls.data !== undefined,
      refetchInterval: (query) => (query.state.data?.status === 'pending' || !query.state.data ? 500 : false),
    },
  })

  const canSend =
    account.isConnected &&
    kitUsd !== undefined &&
    decimals.data !== undefined &&
    isAddress(recipient) &&
    !write.isPending

  function send() {
    if (!kitUsd || decimals.data === undefined || !isAddress(recipient)) return
    write.mutate({
      address: kitUsd,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient, parseUnits('1', decimals.data)],
      chainId: account.chainId,
    })
  }

  /** Two native transfers to the recipient (1 000 and 2 000 wei), as one batch. */
  function sendTwoCalls() {
    if (!isAddress(recipient)) return
    sendCalls.mutate({
      calls: [
        { to: recipient, value: 1_000n },
        { to: recipient, value: 2_000n },
      ],
      chainId: account.chainId,
      // Required atomicity: the wallet sends the two as one or refuses (EIP-5792 5760).
      forceAtomic: atomic,
    })
  }

  return (
    <div className="demo" data-theme={theme.mode}>
      <header className="demo-header">
        <div>
          <h1>Kit in a wagmi app</h1>
          <p className="demo-tagline">
            wagmi’s hooks over <code>kitConnector(kit)</code>: Kit’s modal and connection, wagmi’s API.
          </p>
        </div>
        <nav className="demo-actions" aria-label="Wallet">
          {/* Kit's own account view (account type, settings) beside wagmi's controls. */}
          {kitAccount.isConnected && <AccountButton />}
          {account.isConnected ? (
            <button type="button" onClick={() => disconnect.mutate()}>
              Disconnect with wagmi
            </button>
          ) : (
            <button
              type="button"
              disabled={!kitConnector || connect.isPending}
              onClick={() => kitConnector && connect.mutate({ connector: kitConnector })}
            >
              Connect with wagmi
            </button>
          )}
        </nav>
      </header>

      <main className="demo-grid">
        <section className="demo-card" aria-labelledby="wagmi-account-title">
          <h2 id="wagmi-account-title">useAccount</h2>
          <dl className="demo-facts">
            <dt>Status</dt>
            <dd data-testid="wagmi-status">{account.status}</dd>
            <dt>Address</dt>
            <dd data-testid="wagmi-address" className="demo-mono">
              {account.address ?? '—'}
            </dd>
            <dt>Chain</dt>
            <dd data-testid="wagmi-chain-id">{account.chainId ?? '—'}</dd>
            <dt>Chain name</dt>
            <dd data-testid="wagmi-chain-name">{account.chain?.name ?? '—'}</dd>
            <dt>Connector</dt>
            <dd data-testid="wagmi-connector">{account.connector?.name ?? '—'}</dd>
            <dt>Kit’s status</dt>
            <dd data-testid="account-status">{kitAccount.status}</dd>
            <dt>Kit’s address</dt>
            <dd data-testid="account-address" className="demo-mono">
              {kitAccount.address ?? '—'}
            </dd>
            <dt>Kit’s account type</dt>
            <dd data-testid="account-type">{kitAccount.preferredAccountType ?? '—'}</dd>
            <dt>Kit’s network</dt>
            <dd data-testid="network-id" className="demo-mono">
              {kitNetwork.network.caipNetworkId}
            </dd>
          </dl>
          {connect.error && <p role="alert">Connect failed: {errorText(connect.error)}</p>}
        </section>

        <section className="demo-card" aria-labelledby="wagmi-chain-title">
          <h2 id="wagmi-chain-title">useSwitchChain</h2>
          <div className="demo-actions">
            <button
              type="button"
              disabled={!account.isConnected || account.chainId === KIT_DEVNET_ID || switchChain.isPending}
              onClick={() => switchChain.mutate({ chainId: KIT_DEVNET_ID })}
            >
              Switch to Kit Devnet
            </button>
          </div>
          {switchChain.error && <p role="alert">Switch failed: {errorText(switchChain.error)}</p>}
        </section>

        <section className="demo-card" aria-labelledby="wagmi-write-title">
          <h2 id="wagmi-write-title">useWriteContract</h2>
          <p>
            <label>
              Recipient{' '}
              <input
                className="demo-mono"
                value={recipient}
                onChange={(event) => setRecipient(event.target.value.trim())}
                placeholder="0x…"
                spellCheck={false}
              />
            </label>
          </p>
          <div className="demo-actions">
            <button type="button" disabled={!canSend} onClick={send}>
              {write.isPending ? 'Confirm in the wallet…' : 'Send 1 Kit USD with wagmi'}
            </button>
          </div>
          <dl className="demo-facts">
            <dt>Transaction</dt>
            <dd data-testid="wagmi-tx-hash" className="demo-mono">
              {write.data ?? '—'}
            </dd>
            <dt>Receipt</dt>
            <dd data-testid="wagmi-receipt-status">
              {receipt.data?.status ?? (write.data ? 'pending' : '—')}
            </dd>
          </dl>
          {decimals.error && <p role="alert">Reading Kit USD failed: {errorText(decimals.error)}</p>}
          {write.error && <p role="alert">Send failed: {errorText(write.error)}</p>}
          {receipt.error && <p role="alert">Receipt failed: {errorText(receipt.error)}</p>}
        </section>

        <section className="demo-card" aria-labelledby="wagmi-calls-title">
          <h2 id="wagmi-calls-title">useSendCalls</h2>
          <p className="demo-muted">
            Two transfers (1 000 and 2 000 wei) to the recipient above, as one batch.
          </p>
          <p>
            <label>
              <input type="checkbox" checked={atomic} onChange={(event) => setAtomic(event.target.checked)} />{' '}
              Atomic (all or none)
            </label>
          </p>
          <div className="demo-actions">
            <button
              type="button"
              disabled={!account.isConnected || !isAddress(recipient) || sendCalls.isPending}
              onClick={sendTwoCalls}
            >
              {sendCalls.isPending ? 'Confirm in the wallet…' : 'Send two calls with wagmi'}
            </button>
          </div>
          <dl className="demo-facts">
            <dt>Atomic batches</dt>
            <dd data-testid="wagmi-atomic">{atomicStatus ?? '—'}</dd>
            <dt>Batch</dt>
            <dd data-testid="wagmi-calls-id" className="demo-mono">
              {sendCalls.data?.id ?? '—'}
            </dd>
            <dt>Status</dt>
            <dd data-testid="wagmi-calls-status">
              {callsStatus.data?.status ?? (sendCalls.data ? 'pending' : '—')}
            </dd>
            <dt>Executed atomically</dt>
            <dd data-testid="wagmi-calls-atomic">
              {callsStatus.data ? String(callsStatus.data.atomic) : '—'}
            </dd>
            <dt>Receipts</dt>
            <dd data-testid="wagmi-calls-receipts">{callsStatus.data?.receipts?.length ?? '—'}</dd>
          </dl>
          {capabilities.error && <p role="alert">Capabilities failed: {errorText(capabilities.error)}</p>}
          {sendCalls.error && <p role="alert">Send calls failed: {errorText(sendCalls.error)}</p>}
          {callsStatus.error && <p role="alert">Calls status failed: {errorText(callsStatus.error)}</p>}
        </section>

        <DevPanel config={config} />
      </main>
    </div>
  )
}
