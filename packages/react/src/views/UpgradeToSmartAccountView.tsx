'use client'
import { UserIcon } from '../modal/icons.js'
import { Button, errorText, Status, useModalContext, useTask, View } from '../modal/ui.js'
import { ACCOUNT_TYPE_TASK } from './AccountSettingsView.js'

/** The smart-account offer: later (Account) or now (core switches, then ConnectingSiwe or Account). */
export default function UpgradeToSmartAccountView() {
  const { kit, messages, tasks } = useModalContext()
  const task = useTask(ACCOUNT_TYPE_TASK)
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
          onClick={() =>
            void tasks.run(ACCOUNT_TYPE_TASK, () => kit.account.selectPreferredAccountType('smartAccount'))
          }
        >
          {messages.continue}
        </Button>
      </div>
    </View>
  )
}
