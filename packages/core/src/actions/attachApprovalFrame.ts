import type { Kit } from '../kit.js'

type ApprovalFrameHost = { attachApprovalFrame?(slot: HTMLElement): () => void }

/**
 * Shows the secure frame's approval UI over `slot` (the frame is positioned over it, never moved into it: moving
 * an iframe reloads it). Returns how to detach it. A no-op when the auth connector is not registered.
 * @example useEffect(() => attachApprovalFrame(kit, slot.current), [kit])
 */
export function attachApprovalFrame(kit: Kit, slot: HTMLElement): () => void {
  const connector = kit.connectors.getAuthConnector() as ApprovalFrameHost | undefined
  if (typeof connector?.attachApprovalFrame !== 'function') return () => undefined
  return connector.attachApprovalFrame(slot)
}
