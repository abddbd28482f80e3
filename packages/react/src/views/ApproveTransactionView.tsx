'use client'
import { attachApprovalFrame } from '@kit/core/actions'
import { useEffect, useRef } from 'react'
import { useKitState } from '../hooks/useKitState.js'
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
    if (element) return attachApprovalFrame(kit, element)
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
