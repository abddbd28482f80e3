import { defaultServerConditions } from 'vite'
import { defineConfig } from 'vitest/config'

// The specs of one run share one local stack and one Chromium, one file at a time: `npm test` starts two such runs
// at once, each with its own stack, on a share of the specs (scripts/e2eShards.mjs).
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
    // No retries: every case sets up what it needs through fixtures and passes alone and in any order, so a case
    // that fails once has found something.
    retry: 0,
    // The cases of a file run in a new order each time, so one that leans on another's leftovers shows up. The
    // seed is printed at the start; `--sequence.seed=<n>` replays an order.
    sequence: { shuffle: { files: false, tests: true } },
    // Above the sum of an e-mail login's own step timeouts, so a stalled step fails with its diagnostics.
    testTimeout: 180_000,
    hookTimeout: 120_000,
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
  },
})
