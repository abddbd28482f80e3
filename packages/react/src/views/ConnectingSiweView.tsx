'use client'
import { useKitState } from '../hooks/useKitState.js'
import { Avatar } from '../internal/Avatar.js'
import { ShieldIcon } from '../modal/icons.js'
import { Button, errorText, Status, useModalContext, useTask, View } from '../modal/ui.js'

export const SIWE_TASK = 'siwe:sign-in'

/** Sign-in with wallet: sign the message, or cancel (which disconnects). Escape and the overlay shake here. */
export default function ConnectingSiweView() {
  const { kit, messages, tasks } = useModalContext()
  const address = useKitState((state) => state.account.address)
  const connected = useKitState((state) => state.account.status === 'connected')
  const task = useTask(SIWE_TASK)
  const app = kit.options.metadata.name || 'Dapp'
  const sign = () =>
    void tasks.run(SIWE_TASK, async ({ signal }) => {
      // Core closes the modal when it still shows this view.
      await kit.siwe.signIn()
      if (!signal.aborted && kit.getState().router.view === 'ConnectingSiwe') kit.modal.close()
    })
  const cancel = async () => {
    tasks.reset(SIWE_TASK)
    if (connected) {
      await kit.connection.disconnect()
      kit.modal.close()
    } else kit.router.push('Connect')
  }
  return (
    <View>
      <Status
        picture={address ? <Avatar address={address} /> : <ShieldIcon />}
        title={messages.siweTitle(app)}
        description={messages.siweBody}
      />
      {task.status === 'error' && (
        <p className="kit-error-text kit-center" role="alert">
          {errorText(task.error, messages)}
        </p>
      )}
      <div className="kit-button-row">
        <Button onClick={() => void cancel()}>{messages.cancel}</Button>
        <Button variant="primary" loading={task.status === 'pending'} onClick={sign}>
          {task.status === 'pending' ? messages.signing : messages.sign}
        </Button>
      </div>
    </View>
  )
}
