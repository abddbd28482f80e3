import { defineConfig } from 'tsup'

export default defineConfig({
  entry: { main: 'src/main.ts', index: 'src/exports/index.ts', contract: 'src/contract/index.ts' },
  format: ['esm'],
  // Types for the programmatic API (createServer and friends) and the HTTP contract; main.ts is the CLI.
  dts: { entry: { index: 'src/exports/index.ts', contract: 'src/contract/index.ts' } },
  sourcemap: true,
  clean: true,
  target: 'node20',
  platform: 'node',
})
