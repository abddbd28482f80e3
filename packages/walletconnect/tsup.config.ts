import { defineConfig } from 'tsup'

export default defineConfig({
  // `wallets`: the wallet list alone (data and helpers), for a registry server or a host without the client.
  entry: { index: 'src/exports/index.ts', wallets: 'src/wallets/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  // Keep modules separate in spirit: consumers' bundlers tree-shake; we only strip types.
  treeshake: true,
  target: 'es2022',
})
