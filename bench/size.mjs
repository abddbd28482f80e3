#!/usr/bin/env node
// Size check: bundles each entry of size-limits.json from the packages' built dist, the way a host app's bundler
// would (esbuild, production, minified, ESM, code splitting), and measures the initial chunk set, all chunks, and
// each named lazy chunk (what an import() of one module loads beyond the initial set, e.g. the WalletConnect
// client), gzip and brotli.
// `--check` exits non-zero when an entry exceeds a budget, pulls a forbidden module into its initial or a lazy chunk, or makes
// the bundler warn about one of Kit's files.
// Budgets (size-limits.json): Kit over React's limit is the product budget, a hard line; every other limit sits about
// 10–15 % above its measured figure, so it catches a regression without failing on ordinary growth.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { build } from 'esbuild'

const benchDir = path.dirname(fileURLToPath(import.meta.url))
const entries = JSON.parse(readFileSync(path.join(benchDir, 'size-limits.json'), 'utf8'))
const check = process.argv.includes('--check')
const asJson = process.argv.includes('--json')

const kib = (bytes) => bytes / 1024
const gzip = (buffer) => gzipSync(buffer, { level: 9 }).length
const brotli = (buffer) =>
  brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length

/** Bundles one entry and returns its chunk graph measured. */
export async function measure(entry) {
  const outdir = mkdtempSync(path.join(tmpdir(), 'kit-size-'))
  try {
    const result = await build({
      stdin: { contents: entry.code, resolveDir: benchDir, sourcefile: 'entry.js', loader: 'tsx' },
      bundle: true,
      splitting: true,
      format: 'esm',
      minify: true,
      write: true,
      outdir,
      metafile: true,
      platform: 'browser',
      target: 'es2022',
      // The packages' built dist, the files a host installs (not the TypeScript sources): build first.
      conditions: ['module'],
      define: { 'process.env.NODE_ENV': '"production"' },
      external: entry.external ?? [],
      jsx: 'automatic',
      // `utf8` writes non-ASCII text as is, as most hosts' minifiers do (esbuild's default escapes it).
      ...(entry.charset ? { charset: entry.charset } : {}),
      logLevel: 'silent',
    })
    const outputs = result.metafile.outputs
    // Lazy chunks carry an entryPoint too; esbuild always names the host's stdin entry `stdin.js`.
    const entryFile = Object.keys(outputs).find((file) => file.endsWith('/stdin.js'))
    // The initial set: the entry chunk and every chunk it imports statically, transitively.
    const initial = new Set()
    const visit = (file) => {
      if (initial.has(file)) return
      initial.add(file)
      for (const imported of outputs[file].imports)
        if (imported.kind === 'import-statement' && !imported.external) visit(imported.path)
    }
    visit(entryFile)
    // A lazy chunk: the chunk of an import()ed module and what it imports statically, minus the initial set.
    const measureLazy = (spec, start) => {
      const files = new Set()
      const collect = (file) => {
        if (files.has(file) || initial.has(file)) return
        files.add(file)
        for (const imported of outputs[file].imports)
          if (imported.kind === 'import-statement' && !imported.external) collect(imported.path)
      }
      if (start) collect(start)
      const list = [...files].filter((file) => file.endsWith('.js'))
      const inputs = list.flatMap((file) => Object.keys(outputs[file].inputs))
      return {
        name: spec.name,
        limitKiB: spec.limitKiB,
        found: start !== undefined,
        forbidden: (spec.forbid ?? []).filter((pattern) => inputs.some((input) => input.includes(pattern))),
        chunks: list.length,
        gzip: list.reduce((total, file) => total + gzip(readFileSync(path.resolve(file))), 0),
        brotli: list.reduce((total, file) => total + brotli(readFileSync(path.resolve(file))), 0),
      }
    }
    // `matchEach` (a regular expression) measures every import()ed module it matches, e.g. each language pack, and
    // reports the largest; fewer than `minCount` matches counts as not found (a pack no longer import()ed).
    const lazy = (entry.lazy ?? []).map((spec) => {
      if (!spec.matchEach)
        return measureLazy(
          spec,
          Object.keys(outputs).find((file) => outputs[file].entryPoint?.includes(spec.match)),
        )
      const pattern = new RegExp(spec.matchEach)
      const each = Object.keys(outputs)
        .filter((file) => pattern.test(outputs[file].entryPoint ?? ''))
        .map((file) => ({ module: outputs[file].entryPoint, ...measureLazy(spec, file) }))
        .sort((a, b) => b.gzip - a.gzip)
      const largest = each[0] ?? measureLazy(spec, undefined)
      return {
        ...largest,
        name: `${spec.name}: ${each.length} measured, the largest ${largest.module ?? 'none'}`,
        found: each.length >= (spec.minCount ?? 1),
        forbidden: [...new Set(each.flatMap((one) => one.forbidden))],
        each: each.map(({ module, gzip, brotli }) => ({ module, gzip, brotli })),
      }
    })
    const jsFiles = Object.keys(outputs).filter((file) => file.endsWith('.js'))
    const sum = (files, measureBytes) =>
      files.reduce((total, file) => total + measureBytes(readFileSync(path.resolve(file))), 0)
    const initialFiles = jsFiles.filter((file) => initial.has(file))
    const initialInputs = initialFiles.flatMap((file) => Object.keys(outputs[file].inputs))
    const forbidden = (entry.forbidInitial ?? []).filter((pattern) =>
      initialInputs.some((input) => input.includes(pattern)),
    )
    // What a host's bundler would print about Kit's files (e.g. a bare chunk import ignored under sideEffects).
    const kitWarnings = result.warnings
      .filter((warning) => /packages[\\/][^\\/]+[\\/]dist[\\/]/.test(warning.location?.file ?? ''))
      .map((warning) => `${warning.location.file}: ${warning.text}`)
    return {
      name: entry.name,
      limitKiB: entry.limitKiB,
      kitWarnings,
      allLimitKiB: entry.allLimitKiB,
      initial: {
        minified: sum(initialFiles, (b) => b.length),
        gzip: sum(initialFiles, gzip),
        brotli: sum(initialFiles, brotli),
      },
      all: {
        minified: sum(jsFiles, (b) => b.length),
        gzip: sum(jsFiles, gzip),
        brotli: sum(jsFiles, brotli),
      },
      chunks: jsFiles.length,
      lazy,
      forbidden,
    }
  } finally {
    rmSync(outdir, { recursive: true, force: true })
  }
}

const results = []
for (const entry of entries) results.push(await measure(entry))

if (asJson) {
  writeFileSync(path.join(benchDir, 'size-results.json'), `${JSON.stringify(results, null, 2)}\n`)
}
/** A lazy chunk over its budget, missing (the module it names is no longer import()ed), or holding a forbidden module. */
const lazyOver = (chunk) => !chunk.found || kib(chunk.gzip) > chunk.limitKiB || chunk.forbidden.length > 0
const rows = results.map((r) => {
  const over =
    kib(r.initial.gzip) > r.limitKiB ||
    kib(r.all.gzip) > (r.allLimitKiB ?? Number.POSITIVE_INFINITY) ||
    r.lazy.some(lazyOver)
  const lazyRows = r.lazy.map(
    (chunk) =>
      `\n    ${lazyOver(chunk) ? '✖' : '✔'} lazy ${chunk.name}: ${chunk.found ? `${kib(chunk.gzip).toFixed(2)} KiB gzip in ${chunk.chunks} chunk(s) (limit ${chunk.limitKiB} KiB, brotli ${kib(chunk.brotli).toFixed(2)})${chunk.forbidden.length ? `   forbidden: ${chunk.forbidden.join(', ')}` : ''}` : 'not found: nothing import()s it'}`,
  )
  const warned = r.kitWarnings.map((warning) => `\n    ✖ bundler warning: ${warning}`).join('')
  return `${over || r.forbidden.length || r.kitWarnings.length ? '✖' : '✔'} ${r.name.padEnd(48)} initial ${kib(r.initial.gzip).toFixed(2).padStart(7)} KiB gzip (limit ${r.limitKiB} KiB, brotli ${kib(r.initial.brotli).toFixed(2)})   all ${kib(r.all.gzip).toFixed(2)} KiB gzip in ${r.chunks} chunk(s)${r.allLimitKiB ? ` (limit ${r.allLimitKiB} KiB)` : ''}${r.forbidden.length ? `   forbidden in initial: ${r.forbidden.join(', ')}` : ''}${lazyRows.join('')}${warned}`
})
console.log(rows.join('\n'))
const failures = results.filter(
  (r) =>
    kib(r.initial.gzip) > r.limitKiB ||
    kib(r.all.gzip) > (r.allLimitKiB ?? Number.POSITIVE_INFINITY) ||
    r.lazy.some(lazyOver) ||
    r.forbidden.length > 0 ||
    r.kitWarnings.length > 0,
)
if (check && failures.length > 0) {
  console.error(`\nSize check failed for: ${failures.map((f) => f.name).join(', ')}`)
  process.exit(1)
}
