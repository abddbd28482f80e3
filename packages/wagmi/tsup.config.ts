import { defineConfig } from 'tsup'

export default defineConfig({
  entry: { index: 'src/exports/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
  target: 'es2022',
  // Peers stay imports: the host's own @kit/core, wagmi and viem instances must be the ones used.
  external: ['@kit/core', '@wagmi/core', 'viem'],
})
