import { defineConfig } from 'vitest/config'

// One run over every workspace project, so `npm test` ends with a single summary.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*', 'scripts'],
    reporters: process.env.CI ? ['default', 'json'] : ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
  },
})
