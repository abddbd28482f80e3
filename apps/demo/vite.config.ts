import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'

// Workspace packages resolve to their TypeScript source; the build bundles them the same way.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@kit/source', ...defaultClientConditions] },
  server: { host: '127.0.0.1', port: Number(process.env.KIT_DEMO_PORT ?? 5173), strictPort: true },
  preview: { host: '127.0.0.1', port: Number(process.env.KIT_DEMO_PORT ?? 5173), strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Two pages on one kit set-up: the demo, and a wagmi app using Kit through @kit/wagmi.
    rolldownOptions: {
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        wagmi: fileURLToPath(new URL('wagmi.html', import.meta.url)),
      },
    },
  },
})
