'use client'
import { checkAccountName, registerAccountName, tasks } from '@kit/core/actions'
import { validateAccountName } from '@kit/core/utils'
import { type FormEvent, useEffect, useState } from 'react'
import { useKitState } from '../hooks/useKitState.js'
import { Button, errorText, Spinner, Tag, TextField, useModalContext, View } from '../modal/ui.js'
import { useTask } from '../hooks/useTask.js'

/** How long typing must pause before the name is validated and looked up. */
const DEBOUNCE_MS = 500

/**
 * Choose a name: validated as the user types (debounced: at least 4 characters, letters, digits and hyphens),
 * then looked up; a taken name shows available suggestions. Registering moves to the success view (core).
 */
export default function RegisterAccountNameView() {
  const { kit, messages } = useModalContext()
  const profileName = useKitState((state) => state.account.profileName)
  const suggestions = useKitState((state) => state.names.suggestions)
  const suggestionsError = useKitState((state) => state.names.suggestionsError)
  const check = useTask(tasks.nameCheck)
  const register = useTask(tasks.nameRegister)
  const [name, setName] = useState('')
  const [settled, setSettled] = useState('')

  useEffect(() => {
    const timer = setTimeout(() => setSettled(name.trim()), DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [name])

  const invalid = settled ? validateAccountName(settled) : undefined
  useEffect(() => {
    void checkAccountName(kit, { name: settled })
  }, [kit, settled])

  const result = check.value
  const current = check.status === 'success' && result?.name === settled && settled === name.trim()
  const available = current && result?.registered === false
  const taken = current && result?.registered === true
  const owned = Boolean(profileName)
  const error = owned
    ? messages.nameOwned
    : invalid && settled === name.trim()
      ? invalid
      : check.status === 'error'
        ? errorText(check.error, messages)
        : register.status === 'error'
          ? errorText(register.error, messages)
          : undefined
  const canSubmit = available && !owned && register.status !== 'pending'

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!canSubmit) return
    void registerAccountName(kit, { name: settled })
  }

  return (
    <View>
      <p className="kit-prose">{messages.chooseNameBody}</p>
      <form onSubmit={submit} noValidate className="kit-form">
        <TextField
          label={messages.nameLabel}
          placeholder={messages.namePlaceholder}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={error}
          disabled={owned}
          adornment={<span className="kit-hint">{kit.names.suffix}</span>}
          hint={
            check.status === 'pending' ? (
              <span className="kit-inline">
                <Spinner /> {messages.checkingName}
              </span>
            ) : available ? (
              <span className="kit-inline">
                {kit.names.withSuffix(settled)} <Tag tone="success">{messages.nameAvailable}</Tag>
              </span>
            ) : taken ? (
              <span className="kit-inline">
                {kit.names.withSuffix(settled)} <Tag tone="error">{messages.nameRegistered}</Tag>
              </span>
            ) : undefined
          }
        />
        {taken && suggestionsError && (
          <p className="kit-error-text" role="alert">
            {messages.coreTexts[suggestionsError] ?? suggestionsError}
          </p>
        )}
        {taken && !suggestionsError && suggestions.some((suggestion) => !suggestion.registered) && (
          <div className="kit-field">
            <h3 className="kit-section-title">{messages.nameSuggestions}</h3>
            <div className="kit-chips">
              {suggestions
                .filter((suggestion) => !suggestion.registered)
                .map((suggestion) => (
                  <button
                    key={suggestion.name}
                    type="button"
                    className="kit-chip"
                    onClick={() => setName(suggestion.name)}
                  >
                    {suggestion.name}
                  </button>
                ))}
            </div>
          </div>
        )}
        <Button type="submit" variant="primary" disabled={!canSubmit} loading={register.status === 'pending'}>
          {register.status === 'pending' ? messages.registering : messages.registerName}
        </Button>
      </form>
    </View>
  )
}
