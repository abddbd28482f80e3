// Baseline: React alone rendering a connect button that opens a dialog with a heading (Escape closes it).
import { useEffect, useState } from 'react'

/** Closes an open dialog on Escape. */
export function useCloseOnEscape(open: boolean, close: () => void) {
  useEffect(() => {
    if (!open) return
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close()
    }
    document.addEventListener('keydown', closeOnEscape)
    return () => document.removeEventListener('keydown', closeOnEscape)
  }, [open, close])
}

export function AloneButton() {
  const [open, setOpen] = useState(false)
  useCloseOnEscape(open, () => setOpen(false))
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Connect Wallet
      </button>
      {open && (
        <div role="dialog" aria-modal="true" aria-labelledby="title">
          <h2 id="title">Connect Wallet</h2>
          <button type="button" onClick={() => setOpen(false)}>
            Close
          </button>
        </div>
      )}
    </>
  )
}
