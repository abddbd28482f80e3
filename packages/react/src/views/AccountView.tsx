'use client'
import type { WatchedAssetEntry } from '@kit/core'
import {
  disconnectWallet,
  loadWatchedAssets,
  openOnRamp,
  removeWatchedAsset,
  selectAccountOffers,
  selectActiveNetwork,
  selectWatchedAssets,
  tasks,
} from '@kit/core/actions'
import { useEffect, useState } from 'react'
import { useKitState } from '../hooks/useKitState.js'
import { Avatar } from '../internal/Avatar.js'
import { truncateAddress } from '../internal/format.js'
import { formatAmount } from '../locales/formatAmount.js'
import {
  ArrowDownLeftIcon,
  ArrowUpRightIcon,
  ChevronRightIcon,
  CloseIcon,
  ExternalIcon,
  GearIcon,
  MailIcon,
  PlusIcon,
  PowerIcon,
} from '../modal/icons.js'
import { Button, CopyButton, IconBox, Row, useModalContext, View } from '../modal/ui.js'
import { useTask } from '../hooks/useTask.js'
import { Purchases } from './Purchases.js'

/** The modal's disconnect (core clears every cached login key, then closes) and whether it is running. */
export function useModalDisconnect() {
  const { kit } = useModalContext()
  const task = useTask(tasks.disconnect)
  return { disconnect: () => void disconnectWallet(kit), pending: task.status === 'pending' }
}

/** A watched token's logo, or its first letter when there is none or it does not load (a CSP, a dead link). */
function TokenIcon({ asset }: { asset: WatchedAssetEntry }) {
  const [failed, setFailed] = useState(false)
  if (asset.image && !failed)
    return (
      <img
        className="kit-wallet-icon"
        src={asset.image}
        alt=""
        decoding="async"
        loading="lazy"
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
      />
    )
  return (
    <span className="kit-icon-fallback" aria-hidden="true">
      {asset.symbol.slice(0, 1).toUpperCase()}
    </span>
  )
}

/** The tokens the account watches on this chain (`wallet_watchAsset`), each with its balance and a remove button. */
function WatchedTokens() {
  const { kit, messages, locale } = useModalContext()
  const address = useKitState((state) => state.account.address)
  const active = useKitState((state) => state.network.active)
  const assets = useKitState(selectWatchedAssets)
  // biome-ignore lint/correctness/useExhaustiveDependencies: another account or chain has its own list.
  useEffect(() => void loadWatchedAssets(kit), [kit, address, active])
  if (!assets.length) return null
  return (
    <ul className="kit-list" aria-label={messages.watchedTokens}>
      {assets.map((asset) => (
        <li key={asset.address}>
          <div className="kit-row">
            <TokenIcon asset={asset} />
            <span className="kit-row-text">
              <span className="kit-row-label" title={asset.address}>
                {asset.symbol}
              </span>
              {asset.balance !== undefined && (
                <span className="kit-row-description">
                  {formatAmount(locale, asset.balance)} {asset.symbol}
                </span>
              )}
            </span>
            <button
              type="button"
              className="kit-icon-button"
              aria-label={messages.removeToken(asset.symbol)}
              onClick={() => removeWatchedAsset(kit, { address: asset.address })}
            >
              <CloseIcon />
            </button>
          </div>
        </li>
      ))}
    </ul>
  )
}

/** Account: who is connected, the balance, and what they can do next. */
export default function AccountView() {
  const { kit, messages, locale } = useModalContext()
  const account = useKitState((state) => state.account)
  const reachable = useKitState((state) => state.connection.walletReachable)
  const network = useKitState(selectActiveNetwork)
  const offers = useKitState(selectAccountOffers)
  const { disconnect, pending } = useModalDisconnect()

  if (!account.address)
    return (
      <View>
        <p className="kit-prose kit-center">{messages.notConnected}</p>
        <Button variant="primary" onClick={() => kit.router.reset('Connect')}>
          {messages.connect}
        </Button>
      </View>
    )

  const name = account.profileName ?? truncateAddress(account.address)
  const explorer = network?.blockExplorers?.default.url
  const { email } = offers
  return (
    <View>
      <div className="kit-hero">
        <Avatar address={account.address} image={account.profileImage} size="lg" />
        <div className="kit-inline">
          <p className="kit-hero-title" title={account.address}>
            {name}
          </p>
          <CopyButton
            text={account.address}
            label={messages.copyAddress}
            copiedMessage={messages.addressCopied}
          />
        </div>
        {account.balance !== undefined && (
          <p className="kit-hero-subtitle">
            {formatAmount(locale, account.balance)} {account.balanceSymbol}
          </p>
        )}
        {!reachable && (
          <p className="kit-hint kit-center" role="status">
            {messages.reconnectingToWallet}
          </p>
        )}
      </div>
      <ul className="kit-grid">
        {offers.buy && (
          <li>
            <button type="button" className="kit-tile" onClick={() => openOnRamp(kit)}>
              <PlusIcon />
              {messages.buy}
            </button>
          </li>
        )}
        {offers.send && (
          <li>
            <button type="button" className="kit-tile" onClick={() => kit.router.push('WalletSend')}>
              <ArrowUpRightIcon />
              {messages.send}
            </button>
          </li>
        )}
        <li>
          <button type="button" className="kit-tile" onClick={() => kit.router.push('WalletReceive')}>
            <ArrowDownLeftIcon />
            {messages.receive}
          </button>
        </li>
      </ul>
      <WatchedTokens />
      {offers.buy && <Purchases />}
      <ul className="kit-list">
        {email && (
          <li>
            <Row
              icon={
                <IconBox>
                  <MailIcon />
                </IconBox>
              }
              label={messages.emailRow}
              description={email}
              trailing={<ChevronRightIcon />}
              onClick={() => kit.router.push('UpdateEmailWallet', { email })}
            />
          </li>
        )}
        <li>
          <Row
            icon={
              <IconBox>
                <GearIcon />
              </IconBox>
            }
            label={messages.settings}
            trailing={<ChevronRightIcon />}
            onClick={() => kit.router.push('AccountSettings')}
          />
        </li>
        {explorer && (
          <li>
            <a
              className="kit-row"
              href={`${explorer.replace(/\/+$/, '')}/address/${account.address}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              <IconBox>
                <ExternalIcon />
              </IconBox>
              <span className="kit-row-text">
                <span className="kit-row-label">{messages.viewOnExplorer}</span>
              </span>
              <span className="kit-sr-only">{messages.openInNewTab}</span>
            </a>
          </li>
        )}
        <li>
          <Row
            icon={
              <IconBox>
                <PowerIcon />
              </IconBox>
            }
            label={pending ? messages.disconnecting : messages.disconnect}
            disabled={pending}
            onClick={disconnect}
          />
        </li>
      </ul>
    </View>
  )
}
