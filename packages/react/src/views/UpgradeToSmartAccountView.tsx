'use client'
import { selectAccountType, tasks } from '@kit/core/actions'
import { UserIcon } from '../modal/icons.js'
import { Button, errorText, Status, useModalContext, View } from '../modal/ui.js'
import { useTask } from '../hooks/useTask.js'

/** The smart-account offer: later (Account) or now (core switches, then ConnectingSiwe or Account). */
export default function UpgradeToSmartAccountView() {
  const { kit, messages } = useModalContext()
  const task = useTask(tasks.accountType)
  return (
    <View>
      <Status picture={<UserIcon />} title={messages.upgradeTitle} description={messages.upgradeBody} />
      {task.status === 'error' && (
        <p className="kit-error-text kit-center" role="alert">
          {errorText(task.error, messages)}
        </p>
      )}
      <div className="kit-button-row">
        <Button onClick={() => kit.router.push('Account')}>{messages.doItLater}</Button>
        <Button
          variant="primary"
          loading={task.status === 'pending'}
          onClick={() => void selectAccountType(kit, { type: 'smartAccount' })}
        >
          {messages.continue}
        </Button>
      </div>
    </View>
  )
}
