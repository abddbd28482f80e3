'use client'
import { useKitContext } from '../hooks/useKitContext.js'
import { useNetwork } from '../hooks/useNetwork.js'
import { cx } from '../internal/format.js'
import { NetworkIcon } from '../internal/NetworkIcon.js'
import { useThemeAttributes } from '../internal/useThemeAttributes.js'

/** Props of `<NetworkButton>`. */
export type NetworkButtonProps = {
  /** Replaces the network's name. */
  label?: string
  size?: 'sm' | 'md'
  disabled?: boolean
  className?: string
}

/** The active network (or "Unsupported network"); opens the modal at Networks. */
export function NetworkButton({ label, size = 'md', disabled = false, className }: NetworkButtonProps) {
  const { kit, buttonMessages: messages, locale, dir } = useKitContext('NetworkButton')
  const { network, unsupported } = useNetwork()
  const theme = useThemeAttributes()
  const name = unsupported ? messages.unsupportedNetwork : network.name
  return (
    <button
      type="button"
      className={cx('kit-trigger', 'kit-network-trigger', className)}
      data-size={size}
      {...theme}
      lang={locale}
      dir={dir}
      disabled={disabled}
      aria-label={messages.networkButtonLabel(label ?? name)}
      onClick={() => kit.modal.open({ view: 'Networks' })}
    >
      {!unsupported && <NetworkIcon name={network.name} icon={network.icon} />}
      <span className="kit-trigger-text">{label ?? name}</span>
    </button>
  )
}
