#!/usr/bin/env node
// Turns src/styles.css (the one stylesheet) into src/styles.generated.ts, the string KitProvider injects.
// Run after editing styles.css: `node scripts/build-styles.mjs`. A test fails when the two drift apart.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { transform } from 'esbuild'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Minifies the stylesheet the same way here and in the drift test. */
export async function minifyStyles(css) {
  const { code } = await transform(css, { loader: 'css', minify: true })
  return code.trim()
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const css = readFileSync(path.join(root, 'src/styles.css'), 'utf8')
  const minified = await minifyStyles(css)
  const output = `// Generated from styles.css by scripts/build-styles.mjs. Do not edit: edit styles.css and run the script.\nexport const kitStyles =\n  ${JSON.stringify(minified)}\n`
  writeFileSync(path.join(root, 'src/styles.generated.ts'), output)
  console.log(`styles.generated.ts: ${minified.length} bytes`)
}
