import { defineProject } from 'vitest/config'

// The repository scripts' own tests (the licence gate), plain Node ESM.
export default defineProject({
  test: { name: 'scripts', environment: 'node', include: ['**/*.test.mjs'], testTimeout: 10_000 },
})
