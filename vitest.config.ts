import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

// One run over every workspace project, so `npm test` ends with a single summary.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*', 'apps/devnet/vitest.solc.config.ts', 'scripts'],
    // Every core, where vitest's default leaves one idle: most integration tests wait on chains, servers and
    // Chromium rather than compute, and on a 2-core machine the default is a single worker.
    maxWorkers: availableParallelism(),
    reporters: process.env.CI ? ['default', 'json'] : ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
  },
})
