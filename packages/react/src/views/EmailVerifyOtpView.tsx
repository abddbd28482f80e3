'use client'
import { resendEmailCode, tasks, verifyEmailOtp } from '@kit/core/actions'
import { useCallback, useEffect } from 'react'
import { useKitState } from '../hooks/useKitState.js'
import { OtpInput } from '../modal/OtpInput.js'
import { errorText, Spinner, useModalContext, View } from '../modal/ui.js'
import { useTask } from '../hooks/useTask.js'
import { useEmailCooldown } from '../modal/useEmailCooldown.js'

/** The resend line: "Resend Code", or "Resend in Ns" during the 30 s cooldown. */
export function ResendLine({ email, device = false }: { email: string; device?: boolean }) {
  const { kit, messages } = useModalContext()
  const resend = useTask(tasks.resend)
  const { seconds, refresh } = useEmailCooldown()
  useEffect(() => {
    // A settled resend restarted the cooldown: read it again.
    if (resend.status === 'success' || resend.status === 'error') refresh()
  }, [resend.status, refresh])
  return (
    <div className="kit-field kit-center">
      <p className="kit-hint">
        {messages.didNotReceive}{' '}
        <button
          type="button"
          className="kit-button"
          data-variant="ghost"
          data-size="sm"
          disabled={seconds > 0 || resend.status === 'pending'}
          onClick={() => void resendEmailCode(kit, { email, device, notice: messages.codeResent })}
        >
          {seconds > 0 ? messages.resendIn(seconds) : device ? messages.resendEmail : messages.resendCode}
        </button>
      </p>
      {resend.status === 'error' && (
        <p className="kit-error-text" role="alert">
          {errorText(resend.error, messages)}
        </p>
      )}
    </div>
  )
}

/** The 6-digit code of an e-mail login; when complete it is checked and the login completes. */
export default function EmailVerifyOtpView() {
  const { kit, messages } = useModalContext()
  const email = useKitState((state) => state.router.data?.email ?? '')
  const task = useTask(tasks.otp)
  const onComplete = useCallback((otp: string) => void verifyEmailOtp(kit, { otp }), [kit])
  return (
    <View>
      <p className="kit-prose kit-center">{messages.enterCode(email)}</p>
      <OtpInput
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
      <ResendLine email={email} />
    </View>
  )
}
