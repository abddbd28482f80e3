'use client'
import type { KitSnapshot, RouterView } from '@kit/core'
import { requestClose, selectActiveNetwork } from '@kit/core/actions'
import { useKitState } from '../hooks/useKitState.js'
import { NetworkIcon } from '../internal/NetworkIcon.js'
import type { KitMessages } from '../messages.js'
import { ChevronDownIcon, ChevronLeftIcon, CloseIcon, HelpIcon } from './icons.js'
import { useModalContext } from './ui.js'
import { useTooltipTrigger } from './useTooltipTrigger.js'

/** Views the user must not leave by going back: the step settles itself (or is cancelled explicitly). */
const NO_BACK: ReadonlySet<RouterView> = new Set([
  'ConnectingSiwe',
  'ApproveTransaction',
  'RegisterAccountNameSuccess',
])

/**
 * The title of the current view; some name what they are about (the wallet, the provider, the network, what the
 * secure frame asks for).
 */
function titleOf(state: KitSnapshot, messages: KitMessages): string {
  const { view, data } = state.router
  if ((view === 'ConnectingExternal' || view === 'ConnectingWalletConnect') && data?.connectorId) {
    const connector = state.connectors.list.find((candidate) => candidate.id === data.connectorId)
    if (connector) return connector.name
  }
  if (view === 'ConnectingSocial' && data?.socialProvider) return messages.socialNames[data.socialProvider]
  if (view === 'ApproveTransaction' && data?.approvalPurpose === 'wallet') return messages.walletInFrameTitle
  if (view === 'SwitchNetwork' && data?.caipNetworkId) {
    const network = state.network.networks.find((candidate) => candidate.caipNetworkId === data.caipNetworkId)
    if (network) return network.name
  }
  return messages.viewTitles[view]
}

/** Back (or the network, or help, on the first view), the view's title as the dialog's name, and close. */
export function Header({ titleId }: { titleId: string }) {
  const { kit, messages } = useModalContext()
  const title = useKitState((state) => titleOf(state, messages))
  const view = useKitState((state) => state.router.view)
  const depth = useKitState((state) => state.router.history.length)
  const network = useKitState(selectActiveNetwork)
  const siweGuard = view === 'ConnectingSiwe' && kit.options.features.siwe
  // Icon-only buttons name themselves in the tooltip on hover and focus.
  const helpTooltip = useTooltipTrigger(messages.whatIsAWallet)
  const backTooltip = useTooltipTrigger(messages.back)
  const closeTooltip = useTooltipTrigger(messages.close)

  let start = <span aria-hidden="true" />
  if (view === 'Account' && depth === 1 && network)
    start = (
      <button
        type="button"
        className="kit-pill-button"
        aria-label={`${messages.switchNetwork}: ${network.name}`}
        onClick={() => kit.router.push('Networks')}
      >
        <NetworkIcon name={network.name} icon={network.icon} />
        {/* dir="auto": a Latin network name in a right-to-left modal is cut at its own end, not its start. */}
        <span className="kit-row-label" dir="auto">
          {network.name}
        </span>
        <ChevronDownIcon />
      </button>
    )
  else if (view === 'Connect' && depth === 1)
    start = (
      <button
        type="button"
        className="kit-icon-button"
        aria-label={messages.whatIsAWallet}
        {...helpTooltip}
        onClick={() => kit.router.push('WhatIsAWallet')}
      >
        <HelpIcon />
      </button>
    )
  else if (!NO_BACK.has(view))
    // On a one-entry history, back closes the modal.
    start = (
      <button
        type="button"
        className="kit-icon-button"
        aria-label={messages.back}
        {...backTooltip}
        onClick={() => kit.router.goBackOrClose()}
      >
        <ChevronLeftIcon />
      </button>
    )

  const titleHidden = view === 'Account' && depth === 1
  return (
    <div className="kit-header" data-title-hidden={titleHidden || undefined}>
      {start}
      {/* On Account the network selector takes the title's place; the title still names the dialog. */}
      <h2 id={titleId} className={titleHidden ? 'kit-sr-only' : 'kit-title'}>
        {title}
      </h2>
      {siweGuard ? (
        <span aria-hidden="true" />
      ) : (
        <button
          type="button"
          className="kit-icon-button"
          aria-label={messages.close}
          {...closeTooltip}
          onClick={() => requestClose(kit)}
        >
          <CloseIcon />
        </button>
      )}
    </div>
  )
}
