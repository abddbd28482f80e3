import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'

// Workspace packages resolve to their TypeScript source; the build bundles them the same way.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@kit/source', ...defaultClientConditions] },
  define: {
    // The WalletConnect SDK runs a "Verify" step that loads a public iframe and waits about 5 s per step when it
    // cannot be reached. The demo runs offline against the local relay, so it takes the SDK's test path that
    // skips Verify. A host app on the public relay leaves this out.
    'process.env.IS_VITEST': '"true"',
  },
  server: { host: '127.0.0.1', port: Number(process.env.KIT_DEMO_PORT ?? 5173), strictPort: true },
  preview: { host: '127.0.0.1', port: Number(process.env.KIT_DEMO_PORT ?? 5173), strictPort: true },
  build: { target: 'es2022', sourcemap: true },
})
