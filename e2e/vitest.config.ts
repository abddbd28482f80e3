import { defaultServerConditions } from 'vite'
import { defineConfig } from 'vitest/config'

// The browser specs share one local stack and one Chromium; they run one file at a time (2-core machines).
// Node resolves dependencies as Node does: Vite's extra 'module' condition would pick the ESM builds of the
// WalletConnect SDKs (WalletKit runs here as the wallet peer), whose CommonJS imports only bundlers accept.
export default defineConfig({
  ssr: {
    resolve: {
      conditions: ['@kit/source', ...defaultServerConditions.filter((condition) => condition !== 'module')],
    },
  },
  test: {
    name: 'e2e',
    include: ['specs/**/*.e2e.ts'],
    globalSetup: ['src/global-setup.ts'],
    fileParallelism: false,
    // One retry for a step that failed: the e-mail device-approval step has been seen to stall once in a full
    // run (the modal stayed on its spinner after the approval). A spec that fails twice fails.
    retry: 1,
    // Above the sum of an e-mail login's own step timeouts, so a stalled step fails with its diagnostics.
    testTimeout: 180_000,
    hookTimeout: 120_000,
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
  },
})
