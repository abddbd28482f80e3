// Runs before every test file of @kit/wagmi.
import { restoreNodeTypedArrays } from '@kit/core/testing'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// The devnet and the test wallet derive keys with Node's crypto in this same process: Node's typed arrays come
// back over jsdom's (see restoreNodeTypedArrays).
restoreNodeTypedArrays()

// Testing Library unmounts automatically only with vitest globals; this project keeps globals off.
afterEach(() => cleanup())

// Not an "act environment": Kit's state (valtio) and wagmi's store notify outside any act(), as in a browser.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
