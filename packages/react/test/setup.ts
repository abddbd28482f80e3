// Runs before every test file of @kit/react.
import { cleanup } from '@testing-library/react'
import { afterEach, beforeAll } from 'vitest'
import { loadModal } from '../src/internal/lazyModal.js'

// Testing Library unmounts automatically only with vitest globals; this project keeps globals off.
afterEach(() => cleanup())

// A rendered kit prefetches the modal's code while idle. The files of a worker share its imports, so a prefetch
// still loading when its file ends would load into a torn-down environment and fail the next file. Loaded here
// first, every later prefetch finds it loaded.
beforeAll(() => loadModal())

// Not an "act environment": Kit's state (valtio) notifies subscribers in a microtask, outside any act(), which is
// how it behaves in a browser. Testing Library still wraps its own events and waits in act().
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
