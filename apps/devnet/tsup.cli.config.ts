import { defineConfig } from 'tsup'

// `pnpm start` builds only the CLI, without type declarations, so the devnet is up in about a second.
export default defineConfig({
  entry: { cli: 'src/cli.ts' },
  format: ['esm'],
  sourcemap: true,
  target: 'node20',
  platform: 'node',
  noExternal: [/^@kit\//],
  esbuildOptions(options) {
    options.conditions = ['@kit/source']
  },
})
