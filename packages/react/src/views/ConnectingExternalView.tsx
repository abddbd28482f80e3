'use client'
import { tasks, connectWallet } from '@kit/core/actions'
import { useKitState } from '../hooks/useKitState.js'
import {
  Button,
  ConnectorIcon,
  errorText,
  NothingToShow,
  Status,
  useModalContext,
  View,
} from '../modal/ui.js'
import { useTask } from '../hooks/useTask.js'

/** Waiting for a browser wallet (injected or Solana) to approve; declined → the reason and a retry. */
export default function ConnectingExternalView() {
  const { kit, messages } = useModalContext()
  const connector = useKitState((state) =>
    state.connectors.list.find((candidate) => candidate.id === state.router.data?.connectorId),
  )
  const task = useTask(tasks.connect(connector?.id ?? ''))
  if (!connector) return <NothingToShow />
  const failed = task.status === 'error'
  return (
    <View>
      <Status
        picture={<ConnectorIcon name={connector.name} icon={connector.icon} />}
        busy={!failed}
        tone={failed ? 'error' : undefined}
        title={failed ? messages.connectionDeclined : messages.continueInWallet(connector.name)}
        description={failed ? errorText(task.error, messages) : messages.acceptInWallet}
      />
      {failed && (
        <Button
          variant="primary"
          onClick={() => void connectWallet(kit, { connectorId: connector.id, navigate: false })}
        >
          {messages.tryAgain}
        </Button>
      )}
    </View>
  )
}
