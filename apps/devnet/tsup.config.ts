import { defineConfig } from 'tsup'

export default defineConfig({
  entry: { cli: 'src/cli.ts', index: 'src/exports/index.ts' },
  format: ['esm'],
  dts: { entry: { index: 'src/exports/index.ts' } },
  sourcemap: true,
  clean: true,
  target: 'node20',
  platform: 'node',
  // Workspace packages are bundled from their TypeScript source, so dist runs without building them first.
  noExternal: [/^@kit\//],
  esbuildOptions(options) {
    options.conditions = ['@kit/source']
  },
})
