import { defaultClientConditions, defineConfig } from 'vite'

// The frame is served on its own origin (its own port locally), so keys never share an origin with the host.
export default defineConfig({
  resolve: { conditions: ['@kit/source', ...defaultClientConditions] },
  server: { host: '127.0.0.1', port: Number(process.env.KIT_FRAME_PORT ?? 5174), strictPort: true },
  preview: { host: '127.0.0.1', port: Number(process.env.KIT_FRAME_PORT ?? 5174), strictPort: true },
  build: { target: 'es2022', sourcemap: true },
})
