import { kitProject } from '../../vitest.shared.ts'

// jsdom for the frame's units; the browser test (frame.browser.test.ts) runs in node and drives Chromium. The tests
// of serve.mjs beside it (the frame's static server, not the frame) are included too.
export default kitProject('secure-frame', {
  environment: 'jsdom',
  testTimeout: 60_000,
  include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
})
