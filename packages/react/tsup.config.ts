import { defineConfig } from 'tsup'

export default defineConfig({
  entry: { index: 'src/exports/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  // esbuild's own tree shaking only: tsup's extra rollup pass would drop the 'use client' banner below.
  treeshake: false,
  target: 'es2022',
  // Every module here is client code (hooks, components); bundling drops per-file directives, so each output
  // file starts with one for React Server Components bundlers.
  banner: { js: "'use client';" },
  // react and the workspace packages stay imports; uqr is bundled into the lazy QR chunks.
  external: ['react', 'react-dom', '@kit/core'],
})
