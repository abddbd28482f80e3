import { defineConfig } from 'tsup'

export default defineConfig({
  entry: {
    index: 'src/exports/index.ts',
    connectors: 'src/exports/connectors.ts',
    utils: 'src/exports/utils.ts',
    errors: 'src/exports/errors.ts',
    adapters: 'src/exports/adapters.ts',
    actions: 'src/exports/actions.ts',
    testing: 'src/testing/index.ts',
  },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  // Keep modules separate in spirit: consumers' bundlers tree-shake; we only strip types.
  treeshake: true,
  target: 'es2022',
  // The testing entry runs inside the consumer's test runner: never bundle it.
  external: ['vitest', 'msw', 'msw/node'],
})
