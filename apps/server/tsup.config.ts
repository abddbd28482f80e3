import { defineConfig } from 'tsup'

export default defineConfig({
  entry: { main: 'src/main.ts', index: 'src/exports/index.ts' },
  format: ['esm'],
  dts: false,
  sourcemap: true,
  clean: true,
  target: 'node20',
  platform: 'node',
})
