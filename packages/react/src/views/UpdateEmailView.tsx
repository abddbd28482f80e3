'use client'
import { tasks, updateEmail } from '@kit/core/actions'
import { KitValidationError, UserRejectedRequestError } from '@kit/core/errors'
import { type FormEvent, useState } from 'react'
import { useKitState } from '../hooks/useKitState.js'
import { Button, errorText, TextField, useModalContext, View } from '../modal/ui.js'
import { useTask } from '../hooks/useTask.js'

/**
 * Edit e-mail: the new address (Save once it is longer than 3 characters and differs from the current one); the
 * auth connector checks it and answers with the next code step. With Kit's secure frame the change is confirmed on
 * the frame's own card first (core shows it meanwhile); a cancel there brings the form back with nothing to say.
 */
export default function UpdateEmailView() {
  const { kit, messages } = useModalContext()
  const current = useKitState((state) => state.router.data?.email ?? state.account.user?.email ?? '')
  const task = useTask(tasks.updateEmail)
  const [value, setValue] = useState('')
  const next = value.trim()
  const unchanged = next !== '' && next.toLowerCase() === current.toLowerCase()
  const valid = next.length > 3 && !unchanged
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (valid) void updateEmail(kit, { currentEmail: current, newEmail: next })
  }
  const error = unchanged
    ? messages.emailUnchanged
    : task.status !== 'error' || task.error instanceof UserRejectedRequestError
      ? undefined
      : task.error instanceof KitValidationError
        ? messages.invalidEmail
        : errorText(task.error, messages)
  return (
    <View>
      <form onSubmit={submit} noValidate className="kit-form">
        <TextField
          label={messages.newEmailLabel}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={current}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error}
        />
        <div className="kit-button-row">
          <Button onClick={() => kit.router.goBackOrClose()}>{messages.cancel}</Button>
          <Button type="submit" variant="primary" disabled={!valid} loading={task.status === 'pending'}>
            {messages.save}
          </Button>
        </div>
      </form>
    </View>
  )
}
