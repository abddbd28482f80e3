import { fileURLToPath } from 'node:url'
import { defaultClientConditions, defineConfig } from 'vite'

// The frame is served on its own origin (its own port locally), so keys never share an origin with the host.
// Four pages: the frame itself, the page the social-login popup returns to, the secure window that shows cards
// where the browser cannot report the frame's visibility, and the e-mail field that offers passkey autofill.
export default defineConfig({
  resolve: { conditions: ['@kit/source', ...defaultClientConditions] },
  server: { host: '127.0.0.1', port: Number(process.env.KIT_FRAME_PORT ?? 5174), strictPort: true },
  preview: { host: '127.0.0.1', port: Number(process.env.KIT_FRAME_PORT ?? 5174), strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: true,
    rollupOptions: {
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        'social-callback': fileURLToPath(new URL('./social-callback.html', import.meta.url)),
        'secure-window': fileURLToPath(new URL('./secure-window.html', import.meta.url)),
        // The frame-hosted e-mail field (passkey autofill), a small entry of its own.
        'email-field': fileURLToPath(new URL('./email-field.html', import.meta.url)),
      },
    },
  },
})
