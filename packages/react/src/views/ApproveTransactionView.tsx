'use client'
import { useEffect, useRef } from 'react'
import { useKitState } from '../hooks/useKitState.js'
import { authConnector } from '../internal/coreGaps.js'
import { useModalContext, View } from '../modal/ui.js'

/**
 * Approve in the secure frame: an unsafe request (a signature, a transaction) is shown by the frame itself over
 * this slot. The frame is positioned over the slot, never moved into it (moving an iframe reloads it).
 */
export default function ApproveTransactionView() {
  const { kit, messages } = useModalContext()
  const shake = useKitState((state) => state.modal.shake)
  const slot = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = slot.current
    const connector = authConnector(kit)
    if (!element || typeof connector?.attachApprovalFrame !== 'function') return
    return connector.attachApprovalFrame(element)
  }, [kit])
  return (
    <View>
      <div role="status" className="kit-field kit-center">
        <p className="kit-status-title">{messages.approveInFrame}</p>
        <p className="kit-hint">{messages.approveInFrameHint}</p>
      </div>
      <div
        ref={slot}
        className="kit-approval-slot"
        data-kit-approval-slot=""
        data-shake={shake || undefined}
      />
    </View>
  )
}
