// The e-mail login's two steps after the address: approving this device from the e-mailed link, and the
// e-mailed 6-digit code. Which step shows, and when, is core's call (`loginWithEmail` routes to one of them).
import { getTask, resendEmailCode, tasks, verifyEmailOtp } from '@kit/core/actions'
import { h, setText } from '../dom.ts'
import { errorLine, type ViewRenderer } from './view.ts'

const CODE_LENGTH = 6

/** "Resend": asks core for another code (or link); core refuses within its cooldown, in its own words. */
function resendLine(kit: Parameters<typeof resendEmailCode>[0], email: string, device: boolean) {
  const error = errorLine()
  const button = h(
    'button',
    { type: 'button', class: 'link', onclick: () => void resendEmailCode(kit, { email, device }) },
    device ? 'Resend email' : 'Resend code',
  )
  const element = h(
    'div',
    { class: 'stack' },
    h('p', { class: 'muted' }, "Didn't receive it? ", button),
    error.element,
  )
  return {
    element,
    update(state: Parameters<typeof getTask>[0]) {
      const task = getTask(state, tasks.resend)
      button.disabled = task.status === 'pending'
      error.set(task.status === 'error' ? task.error : undefined)
    },
  }
}

export const emailVerifyDeviceView: ViewRenderer = {
  title: 'Register Device',
  mount({ kit, state }) {
    const email = state.router.data?.email ?? ''
    const status = h('p', { role: 'status', class: 'status' })
    const error = errorLine()
    const resend = resendLine(kit, email, true)
    const body = h(
      'div',
      { class: 'stack' },
      h('p', {}, `Approve the login link we sent to ${email} to register this device.`),
      status,
      error.element,
      resend.element,
    )
    const update = (next: typeof state) => {
      const task = getTask(next, tasks.device)
      setText(status, task.status === 'error' ? '' : 'Waiting for the approval…')
      error.set(task.status === 'error' ? task.error : undefined)
      resend.update(next)
    }
    update(state)
    return { body, update }
  },
}

export const emailVerifyOtpView: ViewRenderer = {
  title: 'Confirm Email',
  mount({ kit, state }) {
    const email = state.router.data?.email ?? ''
    const digits = Array.from({ length: CODE_LENGTH }, (_, index) =>
      h('input', {
        type: 'text',
        inputmode: 'numeric',
        autocomplete: index === 0 ? 'one-time-code' : 'off',
        maxlength: 1,
        'aria-label': `Digit ${index + 1} of ${CODE_LENGTH}`,
        class: 'digit',
      }),
    )
    const code = () => digits.map((digit) => digit.value).join('')
    const submitWhenComplete = () => {
      const otp = code()
      if (/^\d{6}$/.test(otp)) void verifyEmailOtp(kit, { otp })
    }
    digits.forEach((digit, index) => {
      digit.addEventListener('input', () => {
        // A paste or autofill of the whole code lands in one box: spread it over the boxes.
        const typed = digit.value.replace(/\D/g, '')
        if (typed.length > 1) {
          for (const [offset, char] of [...typed].entries()) {
            const target = digits[index + offset]
            if (target) target.value = char
          }
        } else digit.value = typed
        digits[Math.min(index + Math.max(typed.length, 1), CODE_LENGTH - 1)]?.focus()
        if (typed) submitWhenComplete()
      })
      digit.addEventListener('keydown', (event) => {
        if (event.key === 'Backspace' && !digit.value) digits[index - 1]?.focus()
      })
    })
    const group = h('fieldset', { class: 'digits' }, h('legend', {}, 'Verification code'), ...digits)
    const status = h('p', { role: 'status', class: 'muted' })
    const error = errorLine()
    const resend = resendLine(kit, email, false)
    const body = h(
      'div',
      { class: 'stack' },
      h('p', {}, `Enter the code we sent to ${email}.`),
      group,
      status,
      error.element,
      resend.element,
    )
    const update = (next: typeof state) => {
      const task = getTask(next, tasks.otp)
      for (const digit of digits) digit.disabled = task.status === 'pending'
      setText(status, task.status === 'pending' ? 'Verifying…' : '')
      error.set(task.status === 'error' ? task.error : undefined)
      resend.update(next)
    }
    update(state)
    return { body, update }
  },
}
