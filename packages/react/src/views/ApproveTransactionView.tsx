'use client'
import { attachApprovalFrame } from '@kit/core/actions'
import { useEffect, useRef } from 'react'
import { useKitState } from '../hooks/useKitState.js'
import { useModalContext, View } from '../modal/ui.js'

/**
 * Act in the secure frame: an unsafe request (a signature, a transaction) to approve, or, during a login, the wallet
 * to protect or open, is shown by the frame itself over this slot. The frame is positioned over the slot, never moved
 * into it (moving an iframe reloads it).
 */
export default function ApproveTransactionView() {
  const { kit, messages } = useModalContext()
  const shake = useKitState((state) => state.modal.shake)
  const wallet = useKitState((state) => state.router.data?.approvalPurpose === 'wallet')
  const slot = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = slot.current
    return element ? attachApprovalFrame(kit, element) : undefined
  }, [kit])
  return (
    <View>
      <div role="status" className="kit-field kit-center">
        <p className="kit-status-title">{wallet ? messages.walletInFrame : messages.approveInFrame}</p>
        <p className="kit-hint">{wallet ? messages.walletInFrameHint : messages.approveInFrameHint}</p>
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
