// Imported first by integration tests that run in jsdom: Node's Uint8Array and ArrayBuffer come back (see
// `useNodeTypedArrays` in `@kit/core/testing`).
import { useNodeTypedArrays } from '../testing/nodeTypedArrays.js'

useNodeTypedArrays()
