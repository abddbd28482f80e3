import { defineConfig } from 'tsup'

export default defineConfig({
  // `wallets`: the wallet list alone (data and helpers), for a registry server or a host without the client.
  // `connector`: walletConnect() for createKit, which loads the client lazily (kept apart from the root, which
  // exports the client, so a host's first load does not carry it).
  entry: {
    index: 'src/exports/index.ts',
    wallets: 'src/wallets/index.ts',
    connector: 'src/connector/index.ts',
  },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  // Keep modules separate in spirit: consumers' bundlers tree-shake; we only strip types.
  treeshake: true,
  target: 'es2022',
})
