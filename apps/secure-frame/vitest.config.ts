import { kitProject } from '../../vitest.shared.ts'

// jsdom for the frame's units; the browser test (frame.browser.test.ts) runs in node and drives Chromium.
export default kitProject('secure-frame', { environment: 'jsdom', testTimeout: 60_000 })
