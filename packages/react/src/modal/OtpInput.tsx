'use client'
import { type ClipboardEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { useModalContext } from './ui.js'

const LENGTH = 6

/**
 * Six one-digit inputs for an e-mailed code. Typing moves forward, Backspace moves back, arrows move, and a pasted
 * (or autofilled) code fills every box. `onComplete` runs once per complete code.
 */
export function OtpInput(props: { onComplete: (code: string) => void; disabled?: boolean; error?: string }) {
  const { messages } = useModalContext()
  const [digits, setDigits] = useState<string[]>(() => Array(LENGTH).fill(''))
  const inputs = useRef<(HTMLInputElement | null)[]>([])
  const submitted = useRef('')
  const { onComplete } = props

  useEffect(() => {
    const code = digits.join('')
    if (code.length === LENGTH && code !== submitted.current) {
      submitted.current = code
      onComplete(code)
    }
    if (code.length < LENGTH) submitted.current = ''
  }, [digits, onComplete])

  const focus = (index: number) => inputs.current[Math.max(0, Math.min(LENGTH - 1, index))]?.focus()

  const fill = (from: number, text: string) => {
    const incoming = text
      .replace(/\D/g, '')
      .slice(0, LENGTH - from)
      .split('')
    if (incoming.length === 0) return
    setDigits((current) => {
      const next = [...current]
      incoming.forEach((digit, offset) => {
        next[from + offset] = digit
      })
      return next
    })
    focus(from + incoming.length)
  }

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index]) {
      event.preventDefault()
      setDigits((current) => current.map((digit, position) => (position === index - 1 ? '' : digit)))
      focus(index - 1)
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault()
      focus(index - 1)
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      focus(index + 1)
    }
  }

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    fill(index, event.clipboardData.getData('text'))
  }

  const errorId = 'kit-otp-error'
  return (
    <div className="kit-field">
      <fieldset className="kit-otp" disabled={props.disabled}>
        <legend className="kit-sr-only">{messages.otpGroup}</legend>
        {digits.map((digit, index) => (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: the six boxes are fixed positions.
            key={index}
            ref={(element) => {
              inputs.current[index] = element
            }}
            className="kit-input"
            type="text"
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={messages.otpDigit(index + 1, LENGTH)}
            aria-invalid={props.error ? true : undefined}
            aria-describedby={props.error ? errorId : undefined}
            value={digit}
            onChange={(event) => {
              const value = event.target.value.replace(/\D/g, '')
              if (value.length > 1) fill(index, value)
              else {
                setDigits((current) => current.map((old, position) => (position === index ? value : old)))
                if (value) focus(index + 1)
              }
            }}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </fieldset>
      {props.error && (
        <p id={errorId} className="kit-error-text kit-center" role="alert">
          {props.error}
        </p>
      )}
    </div>
  )
}
