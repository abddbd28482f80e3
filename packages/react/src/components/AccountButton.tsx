'use client'
import { useKitContext } from '../hooks/useKitContext.js'
import { useKitState } from '../hooks/useKitState.js'
import { Avatar } from '../internal/Avatar.js'
import { cx, formatAmount, truncateAddress } from '../internal/format.js'
import { preloadModal } from '../internal/lazyModal.js'
import { useThemeAttributes } from '../internal/useThemeAttributes.js'

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
 * The connected account: avatar, name or truncated address, and the balance (unless `balance="hide"`).
 * Opens the modal at Account. Renders nothing while disconnected.
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
      className={cx('kit-trigger', className)}
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
          {formatAmount(account.balance, 3)} {account.balanceSymbol}
        </span>
      )}
      <span className="kit-trigger-part">
        <Avatar address={account.address} image={account.profileImage} />
        {name}
      </span>
    </button>
  )
}
