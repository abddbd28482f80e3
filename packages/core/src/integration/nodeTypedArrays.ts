// Imported first by integration tests that run in jsdom: Node's Uint8Array and ArrayBuffer come back (see
// `restoreNodeTypedArrays` in `@kit/core/testing`).
import { restoreNodeTypedArrays } from '../testing/nodeTypedArrays.js'

restoreNodeTypedArrays()
