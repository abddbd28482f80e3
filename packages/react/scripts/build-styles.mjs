#!/usr/bin/env node
// Turns src/styles.css (the one stylesheet) into the strings Kit injects: the part the buttons need
// (src/styles.generated.ts, in the first paint) and the part after the `@kit-modal-styles` marker
// (src/styles.modal.generated.ts, loaded with the modal). Run after editing styles.css:
// `node scripts/build-styles.mjs`. A test fails when the files drift from styles.css.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { transform } from 'esbuild'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const MARKER = '/* @kit-modal-styles'

/** Splits the stylesheet at the marker and minifies both parts, the same way here and in the drift test. */
export async function buildStyles(css) {
  const at = css.indexOf(MARKER)
  if (at < 0) throw new Error('styles.css has no @kit-modal-styles marker')
  const minify = async (part) => (await transform(part, { loader: 'css', minify: true })).code.trim()
  return { base: await minify(css.slice(0, at)), modal: await minify(css.slice(at)) }
}

/** A single-quoted JS string literal, as the repository's formatter writes it. */
const literal = (text) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`

const header =
  '// Generated from styles.css by scripts/build-styles.mjs. Do not edit: edit styles.css and run the script.\n'

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const css = readFileSync(path.join(root, 'src/styles.css'), 'utf8')
  const { base, modal } = await buildStyles(css)
  writeFileSync(
    path.join(root, 'src/styles.generated.ts'),
    `${header}export const kitStyles =\n  ${literal(base)}\n`,
  )
  writeFileSync(
    path.join(root, 'src/styles.modal.generated.ts'),
    `${header}export const kitModalStyles =\n  ${literal(modal)}\n`,
  )
  console.log(`styles: ${base.length} bytes for the buttons, ${modal.length} bytes for the modal`)
}
