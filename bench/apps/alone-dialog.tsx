// React alone's dialog as its own module, for the page that loads it lazily (alone-lazy-button.tsx). It moves the
// focus into itself, as a dialog does (and so uses React itself, not only the JSX runtime).
import { useEffect, useRef } from 'react'

export default function AloneDialog({ onClose }: { onClose: () => void }) {
  const close = useRef<HTMLButtonElement>(null)
  useEffect(() => close.current?.focus(), [])
  return (
    <div role="dialog" aria-modal="true" aria-labelledby="title">
      <h2 id="title">Connect Wallet</h2>
      <button type="button" ref={close} onClick={onClose}>
        Close
      </button>
    </div>
  )
}
