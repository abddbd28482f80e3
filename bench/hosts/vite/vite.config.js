// Vite's defaults for a React app. KIT_HOST_PAGE picks the page: Kit's button (index.html) or the same button in
// React alone (alone.html), each built on its own so neither shares a chunk with the other.
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const page = process.env.KIT_HOST_PAGE === 'alone' ? 'alone' : 'kit'
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: `dist/${page}`,
    emptyOutDir: true,
    rollupOptions: { input: page === 'alone' ? 'alone.html' : 'index.html' },
  },
})
