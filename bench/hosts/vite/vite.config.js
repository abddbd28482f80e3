// Vite's defaults for a React app. KIT_HOST_PAGE picks the page, each built on its own into dist/<page> so no two
// share a chunk: Kit's button (index.html), the same button in React alone (alone.html), and the benchmark's
// reference apps (rainbowkit.html, appkit.html; their packages are installed only by the benchmark).
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const page = process.env.KIT_HOST_PAGE ?? 'kit'
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: `dist/${page}`,
    emptyOutDir: true,
    rollupOptions: { input: page === 'kit' ? 'index.html' : `${page}.html` },
  },
})
