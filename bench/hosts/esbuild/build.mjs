// esbuild with code splitting, as many custom and Bun-like setups bundle a React app: ES modules, minified, the
// production React, JSX automatic. KIT_HOST_PAGE picks the page, each built on its own into dist/<page> so no two
// share a chunk: Kit's button (kit), the same button in React alone (alone), and the benchmark's reference apps.
// index.html names the page's entry as a module script; esbuild writes no preloads. The metafile is kept beside
// the page's folder (dist/<page>.meta.json, not served) for reading what went into which chunk.
//
// `kit-one-file` is a measurement, not a page to ship: Kit's page built as `kit` is, then its entry bundled again with
// every file it statically imports folded in (its lazy imports left as they are), so the first load is the same code
// in one file instead of esbuild's several. bench/run.mjs times its navigation → button beside `kit` to show what the
// number of first-load files costs in this host. Past its button it is not a working page: its lazy chunks keep
// their own copies of the modules folded into the entry (React among them).
import { rmSync, writeFileSync } from 'node:fs'
import { build } from 'esbuild'

const page = process.env.KIT_HOST_PAGE ?? 'kit'
const ENTRIES = {
  kit: 'kit',
  alone: 'react-alone',
  // React alone with its dialog loaded lazily: what esbuild does to any page with one lazy React component.
  'alone-lazy': 'react-alone-lazy',
  rainbowkit: 'rainbowkit',
  appkit: 'appkit',
}
const oneFile = page === 'kit-one-file'
if (!(page in ENTRIES) && !oneFile)
  throw new Error(`KIT_HOST_PAGE is ${page}; one of ${Object.keys(ENTRIES).join(', ')}`)

const outdir = `dist/${page}`
rmSync(outdir, { recursive: true, force: true })
const source = `src/${ENTRIES[oneFile ? 'kit' : page]}.tsx`
const result = await build({
  entryPoints: { main: source },
  bundle: true,
  splitting: true,
  format: 'esm',
  minify: true,
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  loader: { '.css': 'css' },
  outdir,
  entryNames: '[name]-[hash]',
  chunkNames: 'chunk-[hash]',
  metafile: true,
  logLevel: 'warning',
})
// Every module a dynamic import() loads is an entry point of its own to esbuild: the page's is the one from `source`.
const entry = Object.entries(result.metafile.outputs).find(([, output]) => output.entryPoint === source)[0]
if (oneFile)
  await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    minify: true,
    outfile: entry,
    allowOverwrite: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'lazy-imports-stay',
        setup(bundle) {
          bundle.onResolve({ filter: /.*/ }, (args) =>
            args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
          )
        },
      },
    ],
  })
const css = Object.keys(result.metafile.outputs).filter((file) => file.endsWith('.css'))
const href = (file) => `/${file.slice(outdir.length + 1)}`
writeFileSync(
  `${outdir}/index.html`,
  `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Host</title>
${css.map((file) => `    <link rel="stylesheet" href="${href(file)}" />\n`).join('')}  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="${href(entry)}"></script>
  </body>
</html>
`,
)
writeFileSync(`dist/${page}.meta.json`, JSON.stringify(result.metafile))
