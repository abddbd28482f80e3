'use client'
import { cancelSignIn, signInWithWallet, tasks } from '@kit/core/actions'
import { useKitState } from '../hooks/useKitState.js'
import { Avatar } from '../internal/Avatar.js'
import { ShieldIcon } from '../modal/icons.js'
import { Button, errorText, Status, useModalContext, View } from '../modal/ui.js'
import { useTask } from '../hooks/useTask.js'

/** Sign-in with wallet: sign the message, or cancel (which disconnects). Escape and the overlay shake here. */
export default function ConnectingSiweView() {
  const { kit, messages } = useModalContext()
  const address = useKitState((state) => state.account.address)
  const task = useTask(tasks.siwe)
  const app = kit.options.metadata.name || 'Dapp'
  const sign = () => void signInWithWallet(kit)
  const cancel = () => void cancelSignIn(kit)
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
        <Button onClick={cancel}>{messages.cancel}</Button>
        <Button variant="primary" loading={task.status === 'pending'} onClick={sign}>
          {task.status === 'pending' ? messages.signing : messages.sign}
        </Button>
      </div>
    </View>
  )
}
