// React alone with its dialog code-split, as a React app splits what the first paint does not show: the button of
// alone-button.tsx, whose dialog (alone-dialog.tsx) loads with React.lazy, fetched once the page has rendered. The
// baseline for what a bundler does to any page with one lazily loaded React component (an esbuild build then puts
// React itself in a chunk the entry imports).
import { lazy, Suspense, useEffect, useState } from 'react'
import { useCloseOnEscape } from './alone-button'

const loadDialog = () => import('./alone-dialog')
const AloneDialog = lazy(loadDialog)

export function AloneLazyButton() {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    void loadDialog()
  }, [])
  useCloseOnEscape(open, () => setOpen(false))
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Connect Wallet
      </button>
      {open && (
        <Suspense fallback={null}>
          <AloneDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
