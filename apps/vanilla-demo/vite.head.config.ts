import { defaultClientConditions, defineConfig } from 'vite'

// The second build of `npm run build`: src/head.ts as one classic script (IIFE, no module, no chunks) in
// dist/head.js with its styles in dist/head.css, for public/head.html, whose <head> loads it synchronously.
export default defineConfig({
  resolve: { conditions: ['@kit/source', ...defaultClientConditions] },
  // A classic script has no bundler around it: what libraries read of the environment is fixed here.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    target: 'es2022',
    sourcemap: true,
    emptyOutDir: false,
    copyPublicDir: false,
    lib: {
      entry: 'src/head.ts',
      formats: ['iife'],
      name: 'KitHeadDemo',
      fileName: () => 'head.js',
      cssFileName: 'head',
    },
  },
})
