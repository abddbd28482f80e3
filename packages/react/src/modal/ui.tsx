'use client'
// The building blocks every view is made of, so views stay short and look the same.
import { BaseError } from '@kit/core/errors'
import { type ButtonHTMLAttributes, type InputHTMLAttributes, type ReactNode, useId, useMemo } from 'react'
import { useKitContext } from '../hooks/useKitContext.js'
import { errorCodeText } from '../locales/errorCodes.js'
import { cx } from '../internal/format.js'
import { type KitMessages, resolveMessages } from '../messages.js'
import { AlertIcon, CheckIcon, CopyIcon } from './icons.js'
import { useTooltipTrigger } from './useTooltipTrigger.js'

/** The kit and messages, for views (inside the modal there is always a provider). */
export function useModalContext() {
  const context = useKitContext('the Kit modal')
  return useMemo(() => ({ ...context, messages: resolveMessages(context.messageOverrides) }), [context])
}

/**
 * What to tell the user about an error: Kit's short message (translated when the table has it), else a fallback.
 * An error with a stable code (a refusal of the sign-in service that the secure frame passed on, a WalletConnect
 * error) shows the translation of its code's text; in English, and where the table lacks it, its own words.
 */
export function errorText(error: unknown, messages: KitMessages, fallback = 'Something went wrong'): string {
  const coded = errorCodeText(error)
  if (coded !== undefined) {
    const translated = coreText(coded, messages)
    if (translated !== coded) return translated
  }
  const text =
    error instanceof BaseError
      ? error.shortMessage
      : error instanceof Error && error.message
        ? error.message
        : fallback
  return coreText(text, messages)
}

/**
 * One of core's texts (a toast, an error's short message) in the table's language: its translation, else that of
 * the template core built it from ('Please try again after {seconds} seconds' for '… after 27 seconds') with the
 * values put in by name, else the text as it is.
 */
export function coreText(text: string, messages: KitMessages): string {
  const exact = messages.coreTexts[text]
  if (exact !== undefined) return exact
  for (const [english, translated] of Object.entries(messages.coreTexts)) {
    if (!english.includes('{')) continue
    const names: string[] = []
    const pattern = english.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_, name: string) => {
      names.push(name)
      return '(.+?)'
    })
    const values = new RegExp(`^${pattern}$`).exec(text)
    if (values)
      return translated.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
        const index = names.indexOf(name)
        return index < 0 ? placeholder : (values[index + 1] ?? placeholder)
      })
  }
  return text
}

export function View({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cx('kit-view', className)}>{children}</div>
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger'
  size?: 'sm' | 'md'
  loading?: boolean
}

/** A full-width button; `loading` shows a spinner and keeps it from being pressed twice. */
export function Button({
  variant = 'secondary',
  size = 'md',
  loading,
  children,
  disabled,
  ...rest
}: ButtonProps) {
  return (
    <button
      type="button"
      className="kit-button"
      data-variant={variant}
      data-size={size}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <span className="kit-spinner" aria-hidden="true" />}
      {children}
    </button>
  )
}

type RowProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  icon?: ReactNode
  label: ReactNode
  description?: ReactNode
  trailing?: ReactNode
}

/** A list row: icon, label, optional description, and something on the right. */
export function Row({ icon, label, description, trailing, className, ...rest }: RowProps) {
  return (
    <button type="button" className={cx('kit-row', className)} {...rest}>
      {icon}
      <span className="kit-row-text">
        <span className="kit-row-label">{label}</span>
        {description !== undefined && <span className="kit-row-description">{description}</span>}
      </span>
      {trailing !== undefined && <span className="kit-row-trailing">{trailing}</span>}
    </button>
  )
}

export function Spinner({ label, size }: { label?: string; size?: 'lg' }) {
  return (
    <span className="kit-inline">
      <span className="kit-spinner" data-size={size} aria-hidden="true" />
      {label && <span className="kit-sr-only">{label}</span>}
    </span>
  )
}

export function Tag({
  tone,
  title,
  children,
}: {
  tone?: 'success' | 'error' | 'accent'
  /** What the short tag means, shown on hover. */
  title?: string
  children: ReactNode
}) {
  return (
    <span className="kit-tag" data-tone={tone} title={title}>
      {children}
    </span>
  )
}

/** A centred status: a picture (busy, failed, done), a title, a line of text and actions. */
export function Status(props: {
  picture?: ReactNode
  tone?: 'error' | 'success' | undefined
  busy?: boolean
  title: ReactNode
  description?: ReactNode
  children?: ReactNode
}) {
  const picture =
    props.picture ??
    (props.tone === 'error' ? <AlertIcon /> : props.tone === 'success' ? <CheckIcon /> : null)
  return (
    // A failure is announced as it appears (a login that ends in an error changes no focus).
    <div className="kit-status" role={props.tone === 'error' ? 'alert' : undefined}>
      {picture && (
        <span className="kit-status-icon" data-tone={props.tone} data-busy={props.busy || undefined}>
          {picture}
        </span>
      )}
      <p className="kit-status-title">{props.title}</p>
      {props.description !== undefined && <p className="kit-prose">{props.description}</p>}
      {props.children}
    </div>
  )
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & {
  label: string
  /** Visually hide the label (it is still the input's accessible name). */
  hideLabel?: boolean
  error?: string | undefined
  hint?: ReactNode
  adornment?: ReactNode
  size?: 'md' | 'lg'
}

/** A labelled input with its error (announced, and linked with aria-describedby) and hint. */
export function TextField({ label, hideLabel, error, hint, adornment, size, id, ...rest }: TextFieldProps) {
  const generated = useId()
  const inputId = id ?? `${generated}-input`
  const errorId = `${generated}-error`
  const hintId = `${generated}-hint`
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className="kit-field">
      <label htmlFor={inputId} className={hideLabel ? 'kit-sr-only' : 'kit-label'}>
        {label}
      </label>
      <div className="kit-input-wrap">
        <input
          id={inputId}
          className="kit-input"
          data-size={size}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...rest}
        />
        {adornment && <span className="kit-input-adornment">{adornment}</span>}
      </div>
      {error && (
        <p id={errorId} className="kit-error-text" role="alert">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="kit-hint">
          {hint}
        </p>
      )}
    </div>
  )
}

/** Copies `text` and says so in a toast ('Failed to copy' when the clipboard refuses). */
export function CopyButton(props: {
  text: string
  label: string
  copiedMessage: string
  variant?: 'icon' | 'button'
}) {
  const { kit, messages } = useModalContext()
  const tooltip = useTooltipTrigger(props.label)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.text)
      kit.toast.showSuccess(props.copiedMessage)
    } catch {
      kit.toast.show(messages.copyFailed, 'error')
    }
  }
  if (props.variant === 'button')
    return (
      <Button onClick={copy}>
        <CopyIcon />
        {props.label}
      </Button>
    )
  return (
    <button type="button" className="kit-icon-button" aria-label={props.label} {...tooltip} onClick={copy}>
      <CopyIcon />
    </button>
  )
}

/** A wallet's icon, or its initial when it has none. Decorative: the name is next to it. */
export function ConnectorIcon({ name, icon }: { name: string; icon?: string | undefined }) {
  if (icon) return <img className="kit-wallet-icon" src={icon} alt="" decoding="async" />
  return (
    <span className="kit-icon-fallback" aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  )
}

/** The plain icon box used in rows that have no image. */
export function IconBox({ children }: { children: ReactNode }) {
  return (
    <span className="kit-icon-fallback" aria-hidden="true">
      {children}
    </span>
  )
}

/** A view opened without what it is about (e.g. no connector chosen): says so, and offers the way back. */
export function NothingToShow() {
  const { kit, messages } = useModalContext()
  return (
    <View>
      <Status title={messages.nothingToShow} />
      <Button variant="primary" onClick={() => kit.router.goBackOrClose()}>
        {messages.back}
      </Button>
    </View>
  )
}
