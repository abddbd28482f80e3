'use client'
import { tasks, waitForDeviceApproval } from '@kit/core/actions'
import { useKitState } from '../hooks/useKitState.js'
import { MailIcon } from '../modal/icons.js'
import { Button, errorText, Status, useModalContext, View } from '../modal/ui.js'
import { useTask } from '../hooks/useTask.js'
import { ResendLine } from './EmailVerifyOtpView.js'

/** Waiting for the user to approve this device from the e-mailed link; then the code step follows. */
export default function EmailVerifyDeviceView() {
  const { kit, messages } = useModalContext()
  const email = useKitState((state) => state.router.data?.email ?? '')
  const task = useTask(tasks.device)
  const failed = task.status === 'error'
  return (
    <View>
      <Status
        picture={<MailIcon />}
        busy={!failed}
        tone={failed ? 'error' : undefined}
        title={messages.approveDevice(email)}
        description={failed ? errorText(task.error, messages) : messages.deviceHint}
      />
      {failed && (
        <Button variant="primary" onClick={() => void waitForDeviceApproval(kit, { email })}>
          {messages.tryAgain}
        </Button>
      )}
      <ResendLine email={email} device />
    </View>
  )
}
