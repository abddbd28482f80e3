'use client'
import { useKitContext } from '../hooks/useKitContext.js'
import { useKitState } from '../hooks/useKitState.js'
import { Avatar } from '../internal/Avatar.js'
import { cx, truncateAddress } from '../internal/format.js'
import { preloadModal } from '../internal/lazyModal.js'
import { useThemeAttributes } from '../internal/useThemeAttributes.js'
import { formatAmount } from '../locales/formatAmount.js'

/** Props of `<AccountButton>`. */
export type AccountButtonProps = {
  /** Show the balance next to the address (default 'show'). */
  balance?: 'show' | 'hide'
  size?: 'sm' | 'md'
  disabled?: boolean
  className?: string
  /** Characters kept at the start and end of the address (defaults 4 and 6). */
  charsStart?: number
  charsEnd?: number
}

/**
 * The connected account: avatar, name or truncated address, and the balance (unless `balance="hide"`) in the
 * visitor's digits. Opens the modal at Account. Renders nothing while disconnected. On a narrow page it shrinks
 * rather than overflow: the balance gives way first (hidden at a phone's width), then the name ends in an ellipsis.
 */
export function AccountButton({
  balance = 'show',
  size = 'md',
  disabled = false,
  className,
  charsStart = 4,
  charsEnd = 6,
}: AccountButtonProps) {
  const { kit, locale, dir } = useKitContext('AccountButton')
  const account = useKitState((state) => state.account)
  const theme = useThemeAttributes()
  if (account.status !== 'connected' || !account.address) return null
  const name = account.profileName ?? truncateAddress(account.address, charsStart, charsEnd)
  const showBalance = balance === 'show' && account.balance !== undefined
  return (
    <button
      type="button"
      className={cx('kit-trigger', 'kit-account-trigger', className)}
      data-size={size}
      {...theme}
      lang={locale}
      dir={dir}
      disabled={disabled}
      title={account.profileName ?? account.address}
      onPointerEnter={() => preloadModal(kit)}
      onClick={() => kit.modal.open()}
    >
      {showBalance && (
        <span className="kit-trigger-part kit-trigger-balance">
          {formatAmount(locale, account.balance, { maximumFractionDigits: 3 })} {account.balanceSymbol}
        </span>
      )}
      <span className="kit-trigger-part">
        <Avatar address={account.address} image={account.profileImage} />
        <span className="kit-trigger-text">{name}</span>
      </span>
    </button>
  )
}
