'use client'
import { Component, type ReactNode } from 'react'
import type { KitMessages } from '../messages.js'
import { AlertIcon } from './icons.js'

type Props = { children: ReactNode; messages: KitMessages; onRetry: () => void }

/** A view whose code failed to load (offline, a new deploy) says so and offers to try again, instead of a blank modal. */
export class ViewBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override render() {
    if (!this.state.failed) return this.props.children
    const { messages } = this.props
    return (
      <div className="kit-status" role="alert">
        <span className="kit-status-icon" data-tone="error">
          <AlertIcon />
        </span>
        <p className="kit-status-title">{messages.genericError}</p>
        <button
          type="button"
          className="kit-button"
          onClick={() => {
            this.setState({ failed: false })
            this.props.onRetry()
          }}
        >
          {messages.tryAgain}
        </button>
      </div>
    )
  }
}
