'use client'
import { tasks, verifyEmailUpdateOtp } from '@kit/core/actions'
import { useCallback } from 'react'
import { useKitState } from '../hooks/useKitState.js'
import { OtpInput } from '../modal/OtpInput.js'
import { Button, errorText, Spinner, useModalContext, View } from '../modal/ui.js'
import { useTask } from '../hooks/useTask.js'

/**
 * UpdateEmailPrimaryOtp (the code sent to the current address) and UpdateEmailSecondaryOtp (the code sent to the
 * new one). "Something wrong? Try again" starts over at the new address.
 */
export default function UpdateEmailOtpView() {
  const { kit, messages } = useModalContext()
  const view = useKitState((state) => state.router.view)
  const data = useKitState((state) => state.router.data)
  const primary = view === 'UpdateEmailPrimaryOtp'
  const task = useTask(primary ? tasks.updatePrimary : tasks.updateSecondary)
  const onComplete = useCallback(
    (otp: string) => {
      void verifyEmailUpdateOtp(kit, { otp, address: primary ? 'current' : 'new' })
    },
    [kit, primary],
  )
  const email = (primary ? data?.email : data?.newEmail) ?? ''
  return (
    <View>
      <p className="kit-prose kit-center">{messages.enterCode(email)}</p>
      <OtpInput
        key={view}
        onComplete={onComplete}
        disabled={task.status === 'pending'}
        {...(task.status === 'error' ? { error: messages.otpFailed(errorText(task.error, messages)) } : {})}
      />
      {task.status === 'pending' ? (
        <p className="kit-hint kit-center kit-inline" role="status">
          <Spinner /> {messages.verifying}
        </p>
      ) : (
        <p className="kit-hint kit-center">{messages.codeExpires}</p>
      )}
      <Button
        variant="ghost"
        onClick={() => kit.router.replace('UpdateEmailWallet', data?.email ? { email: data.email } : {})}
      >
        {messages.somethingWrong}
      </Button>
    </View>
  )
}
