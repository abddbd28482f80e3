import { build } from 'esbuild'
import { gzipSync } from 'node:zlib'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
// stub: path substring -> replacement contents
const stubs = JSON.parse(process.argv[2] ?? '{}')
const plugin = {
  name: 'stub',
  setup(b) {
    b.onLoad({ filter: /packages\/core\/src\/.*\.ts$/ }, async (args) => {
      for (const [k, v] of Object.entries(stubs))
        if (args.path.endsWith(k)) {
          let src = readFileSync(args.path, 'utf8')
          for (const [a, bb] of v) src = src.replace(a, bb)
          return { contents: src, loader: 'ts' }
        }
      return undefined
    })
  },
}
const outdir = mkdtempSync(path.join(tmpdir(), 'kp-'))
const r = await build({
  stdin: {
    contents: "import { createKit } from '@kit/core'; console.log(createKit)",
    resolveDir: '/work/main/bench',
    sourcefile: 'entry.js',
    loader: 'tsx',
  },
  bundle: true,
  splitting: true,
  format: 'esm',
  minify: true,
  write: true,
  outdir,
  metafile: true,
  platform: 'browser',
  target: 'es2022',
  conditions: ['@kit/source'],
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'silent',
  plugins: [plugin],
})
const o = r.metafile.outputs
const entry = Object.keys(o).find((f) => f.endsWith('/stdin.js'))
const init = new Set()
const visit = (f) => {
  if (init.has(f)) return
  init.add(f)
  for (const i of o[f].imports) if (i.kind === 'import-statement') visit(i.path)
}
visit(entry)
let total = 0
for (const f of init) total += gzipSync(readFileSync(f), { level: 9 }).length
console.log('initial gzip', (total / 1024).toFixed(2))
