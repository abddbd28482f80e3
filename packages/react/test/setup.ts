// Runs before every test file of @kit/react.
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// Testing Library unmounts automatically only with vitest globals; this project keeps globals off.
afterEach(() => cleanup())

// Not an "act environment": Kit's state (valtio) notifies subscribers in a microtask, outside any act(), which is
// how it behaves in a browser. Testing Library still wraps its own events and waits in act().
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
