import { defineConfig } from 'tsup'

export default defineConfig({
  entry: { index: 'src/exports/index.ts', testing: 'src/exports/testing.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  // Keep modules separate in spirit: consumers' bundlers tree-shake; we only strip types.
  treeshake: true,
  target: 'es2022',
})
