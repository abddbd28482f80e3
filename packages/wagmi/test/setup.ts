// Runs before every test file of @kit/wagmi.
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// vitest's jsdom environment replaces the global Uint8Array and ArrayBuffer with jsdom's, so Node's Buffers (and
// the keys the devnet and the test wallet derive from them, in this same process) stop being Uint8Arrays and the
// crypto libraries refuse them. Node's constructors come back, as in vitest's own Node environment.
const NodeUint8Array = Object.getPrototypeOf(Buffer.prototype).constructor as Uint8ArrayConstructor
Object.assign(globalThis, {
  Uint8Array: NodeUint8Array,
  ArrayBuffer: new NodeUint8Array(0).buffer.constructor,
})

// Testing Library unmounts automatically only with vitest globals; this project keeps globals off.
afterEach(() => cleanup())

// Not an "act environment": Kit's state (valtio) and wagmi's store notify outside any act(), as in a browser.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
