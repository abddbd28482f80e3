// Vite's defaults for a React app. KIT_HOST_PAGE picks the page, each built on its own into dist/<page> so no two
// share a chunk: Kit's button (kit), the same button in React alone (alone), and the benchmark's reference apps
// (rainbowkit, appkit; their packages are installed only by the benchmark). index.html names the page's entry.
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const page = process.env.KIT_HOST_PAGE ?? 'kit'
const ENTRIES = { kit: 'kit', alone: 'react-alone', rainbowkit: 'rainbowkit', appkit: 'appkit' }
if (!(page in ENTRIES)) throw new Error(`KIT_HOST_PAGE is ${page}; one of ${Object.keys(ENTRIES).join(', ')}`)

export default defineConfig({
  plugins: [
    react(),
    {
      name: 'host-page-entry',
      transformIndexHtml: {
        order: 'pre',
        handler: (html) => html.replace('/src/kit.tsx', `/src/${ENTRIES[page]}.tsx`),
      },
    },
  ],
  build: { outDir: `dist/${page}`, emptyOutDir: true },
})
