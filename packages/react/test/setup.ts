// Runs before every test file of @kit/react.
import { cleanup } from '@testing-library/react'
import { afterEach, beforeAll } from 'vitest'
import { loadModalWith } from '../src/internal/lazyModal.js'
import { createTestKit } from './kit.js'

// Testing Library unmounts automatically only with vitest globals; this project keeps globals off.
afterEach(() => cleanup())

// A rendered kit prefetches, while idle, what the modal's first open needs: the modal's code, and core's code for
// wallet discovery and the wallet list. The files of a worker share their imports, so a prefetch still loading when
// its file ends would load into a torn-down environment and fail the next file. Loaded here first (through a kit's
// own preparation), every later prefetch finds it loaded.
beforeAll(async () => {
  const kit = createTestKit()
  try {
    await loadModalWith(kit)
  } finally {
    kit.destroy()
  }
})

// Not an "act environment": Kit's state (valtio) notifies subscribers in a microtask, outside any act(), which is
// how it behaves in a browser. Testing Library still wraps its own events and waits in act().
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
