import { defaultClientConditions, defineConfig } from 'vite'

// Workspace packages resolve to their TypeScript source; the build bundles them the same way.
export default defineConfig({
  resolve: { conditions: ['@kit/source', ...defaultClientConditions] },
  server: { host: '127.0.0.1', port: Number(process.env.KIT_VANILLA_DEMO_PORT ?? 5175), strictPort: true },
  preview: { host: '127.0.0.1', port: Number(process.env.KIT_VANILLA_DEMO_PORT ?? 5175), strictPort: true },
  build: { target: 'es2022', sourcemap: true },
})
