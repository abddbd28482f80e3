// @vitest-environment jsdom
// The approval placement on its own: each wait for the user is a hold, reported to the connector's listeners; the
// iframe shows only while something is held, and hides when the last hold is released.
import { afterEach, describe, expect, it } from 'vitest'
import { createApprovalFrame } from './approvalFrame.js'
import { createEmitter } from './events.js'
import type { AuthConnectorEvent } from './types.js'

afterEach(() => {
  document.body.replaceChildren()
})

function setup() {
  const events = createEmitter<AuthConnectorEvent>()
  const seen: AuthConnectorEvent[] = []
  events.on((event) => seen.push(event))
  const approval = createApprovalFrame(events)
  const iframe = document.createElement('iframe')
  iframe.style.display = 'none'
  document.body.append(iframe)
  approval.setIframe(iframe)
  return { approval, iframe, seen }
}

describe('approval placement', () => {
  it('reports each hold and its release once, with its purpose', () => {
    const { approval, seen } = setup()
    const release = approval.hold('wallet')
    expect(seen).toEqual([{ type: 'approvalRequested', requestId: 1, purpose: 'wallet' }])
    release()
    release() // A second release changes nothing.
    expect(seen).toEqual([
      { type: 'approvalRequested', requestId: 1, purpose: 'wallet' },
      { type: 'approvalSettled', requestId: 1, purpose: 'wallet' },
    ])
    approval.hold('approve')
    expect(seen.at(-1)).toEqual({ type: 'approvalRequested', requestId: 2, purpose: 'approve' })
  })

  it('shows only while something is held: a late card for a settled request stays hidden', () => {
    const { approval, iframe } = setup()
    approval.show()
    expect(approval.visible).toBe(false)
    expect(iframe.style.display).toBe('none')
    const release = approval.hold('approve')
    expect(approval.visible).toBe(false) // Held, but the frame's card is not up yet.
    approval.show()
    expect(iframe.style.display).toBe('block')
    release()
    expect(iframe.style.display).toBe('none')
  })

  it('one wait settling never hides another’s card; the last release does', () => {
    const { approval, iframe } = setup()
    const releaseLogin = approval.hold('wallet')
    approval.show()
    const releaseApproval = approval.hold('approve')
    releaseApproval()
    releaseApproval()
    expect(iframe.style.display).toBe('block')
    expect(approval.visible).toBe(true)
    releaseLogin()
    expect(iframe.style.display).toBe('none')
    expect(approval.visible).toBe(false)
  })

  it('hide() hides at once whatever is held (a disconnect)', () => {
    const { approval, iframe } = setup()
    approval.hold('wallet')
    approval.show()
    approval.hide()
    expect(iframe.style.display).toBe('none')
  })
})
