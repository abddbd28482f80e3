'use client'
import { useKitContext } from '../hooks/useKitContext.js'
import { useKitState } from '../hooks/useKitState.js'
import { cx } from '../internal/format.js'
import { preloadModal } from '../internal/lazyModal.js'
import { useThemeAttributes } from '../internal/useThemeAttributes.js'
import { AccountButton } from './AccountButton.js'

/** Props of `<ConnectButton>`. */
export type ConnectButtonProps = {
  /** Default: the messages table's "Connect Wallet". */
  label?: string
  /** Shown while connecting or restoring a session. Default "Connecting...". */
  loadingLabel?: string
  size?: 'sm' | 'md'
  disabled?: boolean
  className?: string
  /** When connected, show the account (default true) instead of the connect label. */
  showAccount?: boolean
}

/**
 * Opens the modal at Connect (or at Account when connected). When connected it shows the account like
 * `<AccountButton>`, unless `showAccount` is false.
 */
export function ConnectButton({
  label,
  loadingLabel,
  size = 'md',
  disabled = false,
  className,
  showAccount = true,
}: ConnectButtonProps) {
  const { kit, buttonMessages: messages, locale, dir } = useKitContext('ConnectButton')
  const status = useKitState((state) => state.account.status)
  const theme = useThemeAttributes()
  if (status === 'connected' && showAccount)
    return <AccountButton size={size} disabled={disabled} {...(className ? { className } : {})} />
  const busy = status === 'connecting' || status === 'reconnecting'
  const warm = () => preloadModal(kit)
  return (
    <button
      type="button"
      className={cx('kit-trigger', className)}
      data-variant="accent"
      data-size={size}
      {...theme}
      lang={locale}
      dir={dir}
      disabled={disabled}
      aria-busy={busy || undefined}
      onPointerEnter={warm}
      onFocus={warm}
      onClick={() => kit.modal.open()}
    >
      {busy && <span className="kit-spinner" aria-hidden="true" />}
      {busy ? (loadingLabel ?? messages.connecting) : (label ?? messages.connect)}
    </button>
  )
}
