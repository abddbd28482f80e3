import { defaultServerConditions } from 'vite'
import { defineConfig } from 'vitest/config'

// The browser specs share one local stack and one Chromium; they run one file at a time (2-core machines).
export default defineConfig({
  ssr: { resolve: { conditions: ['@kit/source', ...defaultServerConditions] } },
  test: {
    name: 'e2e',
    include: ['specs/**/*.e2e.ts'],
    globalSetup: ['src/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
  },
})
