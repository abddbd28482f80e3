'use client'
import { tasks, connectWallet } from '@kit/core/actions'
import { useSyncExternalStore } from 'react'
import { useKitState } from '../hooks/useKitState.js'
import { LinkIcon } from '../modal/icons.js'
import { Qr } from '../modal/Qr.js'
import { walletPairingLink } from '@kit/core/utils'
import {
  Button,
  ConnectorIcon,
  CopyButton,
  errorText,
  Spinner,
  Status,
  useModalContext,
  View,
} from '../modal/ui.js'
import { useTask } from '../hooks/useTask.js'

const noSubscribe = () => () => undefined

/** Phones and tablets open the wallet app by link; desktops scan the QR code. */
function useIsTouchDevice(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches,
    () => false,
  )
}

/** WalletConnect: the pairing QR code, copy link, a deep link on mobile; declined → retry. */
export default function ConnectingWalletConnectView() {
  const { kit, messages } = useModalContext()
  const connectorId = useKitState((state) => state.router.data?.connectorId ?? '')
  const task = useTask(tasks.connect(connectorId))
  const touch = useIsTouchDevice()
  const uri = useKitState((state) => state.connection.wcUri)
  // The catalogue wallet chosen in the wallet list, if any: named above the QR; a phone opens it by its own link.
  const chosenId = useKitState((state) => state.walletList.chosen)
  const chosen = chosenId ? kit.walletList.getListing(chosenId) : undefined
  const appLink = (uri && chosen && walletPairingLink(chosen, uri)) || uri
  const retry = () => void connectWallet(kit, { connectorId, navigate: false })

  if (task.status === 'error')
    return (
      <View>
        <Status
          tone="error"
          title={messages.connectionDeclined}
          description={errorText(task.error, messages)}
        />
        <Button variant="primary" onClick={retry}>
          {messages.tryAgain}
        </Button>
      </View>
    )
  return (
    <View>
      {chosen && (
        <p className="kit-prose kit-center" data-chosen-wallet={chosen.id}>
          <ConnectorIcon name={chosen.name} icon={chosen.icon} /> {chosen.name}
        </p>
      )}
      {uri ? (
        <Qr value={uri} label={messages.qrCodeOf(messages.viewTitles.ConnectingWalletConnect)} />
      ) : (
        <div className="kit-qr-placeholder">
          <Spinner size="lg" label={messages.waitingForQr} />
        </div>
      )}
      <p className="kit-prose kit-center">{uri ? messages.scanWithWallet : messages.waitingForQr}</p>
      {uri && touch && (
        <a className="kit-button" data-variant="primary" href={appLink}>
          <LinkIcon />
          {chosen ? messages.openWallet(chosen.name) : messages.openWalletApp}
        </a>
      )}
      {uri && (
        <CopyButton
          variant="button"
          text={uri}
          label={messages.copyLink}
          copiedMessage={messages.linkCopied}
        />
      )}
    </View>
  )
}
