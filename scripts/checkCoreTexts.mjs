#!/usr/bin/env node
// The core packs' check (CI runs it in `npm test` through checkCoreTexts.test.mjs; also `node
// scripts/checkCoreTexts.mjs`, `--write` to generate). Core's visitor texts (VISITOR_TEXTS in
// packages/core/src/errors/visitorTexts.ts: its toasts and the errors the views show, in English as core produces
// them) are translated by @kit/react's core packs, locales/packs/core/<tag>.ts, keyed by that English text. The check
// fails on a text a pack does not translate, a key that is not one of core's texts (unused), a translation whose
// placeholders differ from the text's (`{seconds}`), a plural or other ICU form (the views put values in by name
// only), a text the modal shows by an error's code (locales/errorCodes.ts) that is not one of core's, a pack Kit would not load (no core pack for a language pack, or no import() in locales/loadPack.ts), and a
// generated file that differs from its source.
// A pack ships as locales/<tag>.core.generated.ts, its values only in VISITOR_TEXTS' order; the English texts, in
// that order, ship once as locales/packs/core/keys.generated.ts (loaded with the packs' loaders).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'esbuild'

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const reactSource = path.join(repository, 'packages/react/src')
const coreTexts = path.join(repository, 'packages/core/src/errors/visitorTexts.ts')
/** A pack's file name is its locale tag: `ar.ts`, `pt-BR.ts`. */
const PACK_FILE = /^([a-z]{2,3}(?:-[A-Z][A-Za-z]{1,3})?)\.ts$/

const packTags = (directory) =>
  readdirSync(directory)
    .map((name) => PACK_FILE.exec(name)?.[1])
    .filter((locale) => locale !== undefined)

/**
 * Loads core's texts, the template parser, every core pack and the tags of the main language packs. The sources are
 * TypeScript (core's through the workspace's `@kit/source` condition); esbuild bundles them into one module.
 */
export async function loadCoreTextSources(source = reactSource) {
  const packs = packTags(path.join(source, 'locales/packs/core'))
  const entry = [
    `export { VISITOR_TEXTS } from ${JSON.stringify(coreTexts)}`,
    `export { templateArguments } from './locales/format.ts'`,
    `export { ERROR_NAME_TEXTS, REASON_TEXTS } from './locales/errorCodes.ts'`,
    ...packs.map((locale, index) => `import pack${index} from './locales/packs/core/${locale}.ts'`),
    `export const packs = { ${packs.map((locale, index) => `${JSON.stringify(locale)}: pack${index}`).join(', ')} }`,
  ].join('\n')
  const result = await build({
    stdin: { contents: entry, resolveDir: source, sourcefile: 'core-texts-entry.ts', loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    conditions: ['@kit/source'],
    write: false,
    logLevel: 'silent',
  })
  const directory = mkdtempSync(path.join(tmpdir(), 'kit-core-texts-'))
  try {
    const file = path.join(directory, 'core-texts.mjs')
    writeFileSync(file, result.outputFiles[0].text)
    return {
      ...(await import(pathToFileURL(file).href)),
      languagePacks: packTags(path.join(source, 'locales/packs')),
    }
  } finally {
    rmSync(directory, { recursive: true, force: true })
  }
}

const named = (names) => (names.length > 0 ? `{${names.join('}, {')}}` : 'no value')
const sameList = (a, b) => a.length === b.length && a.every((item, index) => item === b[index])
/** A placeholder with a type (`{n, plural, …}`): the views fill in plain `{name}` placeholders only. */
const TYPED_PLACEHOLDER = /\{\s*\w+\s*,/

/** The problems of each core pack against core's texts, as sentences (empty when all is well). */
export function checkCorePacks({
  VISITOR_TEXTS,
  templateArguments,
  packs,
  REASON_TEXTS = {},
  ERROR_NAME_TEXTS = {},
}) {
  const problems = []
  // The modal shows these by an error's code (locales/errorCodes.ts): each must be a text the packs translate.
  for (const [code, text] of Object.entries({ ...REASON_TEXTS, ...ERROR_NAME_TEXTS }))
    if (!VISITOR_TEXTS.includes(text))
      problems.push(`errorCodes: ${code}'s text "${text}" is not one of core's texts`)
  const placeholders = (locale, key, template) => {
    try {
      return templateArguments(template)
    } catch (error) {
      problems.push(`core ${locale}: "${key}" does not parse: ${error.message}`)
      return undefined
    }
  }
  for (const [locale, pack] of Object.entries(packs)) {
    for (const text of VISITOR_TEXTS)
      if (!(text in pack)) problems.push(`core ${locale}: "${text}" has no translation`)
    for (const [key, value] of Object.entries(pack)) {
      if (!VISITOR_TEXTS.includes(key)) {
        problems.push(`core ${locale}: "${key}" is not one of core's texts (unused)`)
        continue
      }
      if (typeof value !== 'string' || value.trim() === '') {
        problems.push(`core ${locale}: "${key}" must be a text`)
        continue
      }
      if (TYPED_PLACEHOLDER.test(value)) {
        problems.push(`core ${locale}: "${key}" uses a plural or another ICU form; name the values only`)
        continue
      }
      const expected = placeholders('en', key, key)
      const found = placeholders(locale, key, value)
      if (expected && found && !sameList(found, expected))
        problems.push(
          `core ${locale}: "${key}" uses ${named(found)} where core's text has ${named(expected)}`,
        )
    }
  }
  return problems
}

/** A string literal as the repository's formatter writes it (single quotes unless the text has one). */
const literal = (text) =>
  text.includes("'") && !text.includes('"')
    ? JSON.stringify(text)
    : `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`

const generatedModule = (header, values) =>
  [...header, 'export default [', ...values.map((value) => `  ${literal(value)},`), ']', ''].join('\n')

/** The generated files: the English texts in order, and each pack's values in that order. */
export function generatedCoreFiles({ VISITOR_TEXTS, packs }, source = reactSource) {
  const files = {
    [path.join(source, 'locales/packs/core/keys.generated.ts')]: generatedModule(
      [
        "// Generated from core's VISITOR_TEXTS by scripts/checkCoreTexts.mjs --write. Do not edit: run the script.",
        "// Core's visitor texts in English, in the order of every <tag>.core.generated.ts pack's values.",
      ],
      VISITOR_TEXTS,
    ),
  }
  for (const [locale, pack] of Object.entries(packs))
    files[path.join(source, `locales/${locale}.core.generated.ts`)] = generatedModule(
      [
        `// Generated from packs/core/${locale}.ts by scripts/checkCoreTexts.mjs --write. Do not edit: edit the pack, run the script.`,
        "// The translations of core's visitor texts, in the order of packs/core/keys.generated.ts.",
      ],
      VISITOR_TEXTS.map((text) => pack[text] ?? ''),
    )
  return files
}

/** Each generated file that is missing or differs from its source (written instead with `write`). */
export function checkCoreGenerated(sources, { source = reactSource, write = false } = {}) {
  const problems = []
  for (const [file, expected] of Object.entries(generatedCoreFiles(sources, source))) {
    if (existsSync(file) && readFileSync(file, 'utf8') === expected) continue
    if (write) writeFileSync(file, expected)
    else
      problems.push(
        `core: ${path.relative(source, file)} is out of date: run node scripts/checkCoreTexts.mjs --write`,
      )
  }
  return problems
}

/**
 * The core packs Kit would never load, and the languages without one: every language pack needs a core pack, and
 * every core pack its import() in locales/loadPack.ts (`loadPackText`, read from `source` unless given).
 */
export function checkCoreRegistered(
  { packs, languagePacks },
  loadPackText = readFileSync(path.join(reactSource, 'locales/loadPack.ts'), 'utf8'),
) {
  const problems = []
  for (const locale of languagePacks)
    if (!(locale in packs)) problems.push(`core ${locale}: no core pack (locales/packs/core/${locale}.ts)`)
  for (const locale of Object.keys(packs))
    if (!loadPackText.includes(`import('./${locale}.core.generated.js')`))
      problems.push(`core ${locale}: no import('./${locale}.core.generated.js') in locales/loadPack.ts`)
  return problems
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const sources = await loadCoreTextSources()
  const packProblems = checkCorePacks(sources)
  const problems = [
    ...packProblems,
    // A pack with problems is not generated: its values would not line up with core's texts.
    ...(packProblems.length ? [] : checkCoreGenerated(sources, { write: process.argv.includes('--write') })),
    ...checkCoreRegistered(sources),
  ]
  for (const problem of problems) console.error(problem)
  console.log(
    `${Object.keys(sources.packs).length} core packs checked against ${sources.VISITOR_TEXTS.length} texts: ${problems.length} problem(s)`,
  )
  process.exit(problems.length > 0 ? 1 : 0)
}
