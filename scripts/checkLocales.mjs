#!/usr/bin/env node
// The language packs' check (CI runs it in `npm test` through checkLocales.test.mjs; also `node
// scripts/checkLocales.mjs`): every pack of @kit/react has exactly English's keys (none missing, none unused, nested
// records too), every message that takes values uses exactly the English function's arguments as placeholders
// (`{wallet}`, `{more, plural, …}`) and parses, a plain string has none, every English key is used by the UI, and
// every pack is registered (Kit's languages, @kit/frame-bridge/locales, and loadPack.ts) and every language has one.
// The packs are TypeScript; esbuild bundles them (and English) into one module to read them on plain Node.
// A pack's source (locales/packs/ar.ts, keys and values, what translators edit) ships as locales/ar.generated.ts,
// its values only in the English table's order (keys would double its size): `--write` generates those files, and
// the check fails when one differs from its source.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'esbuild'

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const reactSource = path.join(repository, 'packages/react/src')
/** A pack's file name is its locale tag: `ar.ts`, `pt-BR.ts`. */
const PACK_FILE = /^([a-z]{2,3}(?:-[A-Z][A-Za-z]{1,3})?)\.ts$/

/** Loads English, the argument names, the template parser and every pack from `source` (packages/react/src). */
export async function loadLocaleSources(source = reactSource) {
  const packDirectory = path.join(source, 'locales/packs')
  const packs = readdirSync(packDirectory)
    .map((name) => PACK_FILE.exec(name)?.[1])
    .filter((locale) => locale !== undefined)
  const entry = [
    `export { defaultMessages } from './messages.ts'`,
    `export { messageArguments } from './locales/arguments.ts'`,
    `export { templateArguments } from './locales/format.ts'`,
    `export { kitLanguages } from '@kit/frame-bridge/locales'`,
    ...packs.map((locale, index) => `import pack${index} from './locales/packs/${locale}.ts'`),
    `export const packs = { ${packs.map((locale, index) => `${JSON.stringify(locale)}: pack${index}`).join(', ')} }`,
  ].join('\n')
  const result = await build({
    stdin: { contents: entry, resolveDir: source, sourcefile: 'locales-entry.ts', loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    conditions: ['@kit/source'],
    write: false,
    logLevel: 'silent',
  })
  const directory = mkdtempSync(path.join(tmpdir(), 'kit-locales-'))
  try {
    const file = path.join(directory, 'locales.mjs')
    writeFileSync(file, result.outputFiles[0].text)
    return await import(pathToFileURL(file).href)
  } finally {
    rmSync(directory, { recursive: true, force: true })
  }
}

/** English's table of core's texts: each language's is its core pack (scripts/checkCoreTexts.mjs), not in its pack. */
const CORE_TEXTS = 'coreTexts'
const named = (names) => (names.length > 0 ? `{${names.join('}, {')}}` : 'no value')
const sameList = (a, b) => a.length === b.length && a.every((item, index) => item === b[index])

/**
 * The problems of each pack against English, as sentences (empty when all is well).
 * @param sources what loadLocaleSources returns (packs may be altered, as the test does).
 */
export function checkPacks({ defaultMessages, messageArguments, templateArguments, packs }) {
  const problems = []
  const placeholders = (locale, key, template) => {
    try {
      return templateArguments(template)
    } catch (error) {
      problems.push(`${locale}: ${key} does not parse: ${error.message}`)
      return undefined
    }
  }
  const compare = (locale, english, pack, prefix) => {
    for (const key of Object.keys(english))
      if (!(key in pack)) problems.push(`${locale}: ${prefix}${key} is missing`)
    for (const key of Object.keys(pack))
      if (!(key in english)) problems.push(`${locale}: ${prefix}${key} is not an English key (unused)`)
    for (const [key, value] of Object.entries(pack)) {
      if (!(key in english)) continue
      const reference = english[key]
      const name = `${prefix}${key}`
      if (typeof reference === 'function') {
        if (typeof value !== 'string') {
          problems.push(`${locale}: ${name} must be a template string`)
          continue
        }
        const expected = [...(messageArguments[key] ?? [])].sort()
        const found = placeholders(locale, name, value)
        if (found && !sameList(found, expected))
          problems.push(`${locale}: ${name} uses ${named(found)} where English takes ${named(expected)}`)
      } else if (typeof reference === 'string') {
        if (typeof value !== 'string') problems.push(`${locale}: ${name} must be a string`)
        else {
          const found = placeholders(locale, name, value)
          if (found && found.length > 0)
            problems.push(`${locale}: ${name} takes no values but uses ${named(found)}`)
        }
      } else if (reference && typeof reference === 'object') {
        if (!value || typeof value !== 'object') problems.push(`${locale}: ${name} must be a record`)
        else compare(locale, reference, value, `${name}.`)
      }
    }
  }
  for (const [locale, pack] of Object.entries(packs)) {
    const { [CORE_TEXTS]: coreTexts, ...rest } = pack
    if (coreTexts !== undefined)
      problems.push(`${locale}: ${CORE_TEXTS} belongs in the core pack (locales/packs/core/${locale}.ts)`)
    const { [CORE_TEXTS]: _english, ...english } = defaultMessages
    compare(locale, english, rest, '')
  }
  return problems
}

/**
 * A pack's values in the English table's order, records flattened in their English key order (compile.ts reads them
 * so). A string the same as English's (a brand name, 'EVM') is written empty: compile.ts takes English's.
 */
export function compactPack(defaultMessages, pack) {
  const same = (value, english) => (value === english ? '' : value)
  return Object.entries(defaultMessages).flatMap(([key, english]) =>
    key === CORE_TEXTS
      ? []
      : english && typeof english === 'object'
        ? Object.keys(english).map((name) => same(pack[key][name], english[name]))
        : [same(pack[key], english)],
  )
}

/** A string literal as the repository's formatter writes it (single quotes unless the text has one). */
const literal = (text) =>
  text.includes("'") && !text.includes('"')
    ? JSON.stringify(text)
    : `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`

/** The generated module of a pack. */
export function generatedPack(locale, values) {
  return [
    `// Generated from packs/${locale}.ts by scripts/checkLocales.mjs --write. Do not edit: edit the pack, run the script.`,
    `// The values of the English table's keys, in its order: compile.ts lays them back over the keys.`,
    'export default [',
    ...values.map((value) => `  ${literal(value)},`),
    ']',
    '',
  ].join('\n')
}

/** The generated file of each pack that is missing or differs from its source (written instead with `write`). */
export function checkGenerated({ defaultMessages, packs }, { source = reactSource, write = false } = {}) {
  const problems = []
  for (const [locale, pack] of Object.entries(packs)) {
    const file = path.join(source, 'locales', `${locale}.generated.ts`)
    const expected = generatedPack(locale, compactPack(defaultMessages, pack))
    if (existsSync(file) && readFileSync(file, 'utf8') === expected) continue
    if (write) writeFileSync(file, expected)
    else
      problems.push(
        `${locale}: locales/${locale}.generated.ts is out of date: run node scripts/checkLocales.mjs --write`,
      )
  }
  return problems
}

/**
 * The packs Kit would never load, and the languages without one: each pack needs its tag among Kit's languages
 * (`kitLanguages`, @kit/frame-bridge/locales, which `supportedLocales` spreads) and its import() in
 * locales/loadPack.ts; each of Kit's languages but English needs a pack. `languages` is that list (loadLocaleSources
 * loads it), `loadPack` that file's text (read from the sources unless given, as the test does).
 */
export function checkRegistered(packs, languages, loadPack = readLoadPack()) {
  const problems = []
  for (const locale of Object.keys(packs)) {
    if (!languages.includes(locale))
      problems.push(`${locale}: not in kitLanguages (@kit/frame-bridge/locales)`)
    if (!loadPack.includes(`import('./${locale}.generated.js')`))
      problems.push(`${locale}: no import('./${locale}.generated.js') in locales/loadPack.ts`)
  }
  for (const locale of languages)
    if (locale !== 'en' && !(locale in packs))
      problems.push(`${locale}: in kitLanguages but has no pack (locales/packs/${locale}.ts)`)
  return problems
}

function readLoadPack(source = reactSource) {
  return readFileSync(path.join(source, 'locales/loadPack.ts'), 'utf8')
}

/**
 * English keys no view uses today (found when the check was written, issue 45): listed so the check passes, and
 * fails on any new one. Each should be used or removed from KitMessages (a public type, hence not done silently);
 * the check also fails once one of them is used, so the list only shrinks.
 */
export const KNOWN_UNUSED_ENGLISH_KEYS = [
  'accountButtonLabel',
  'selectNetwork',
  'dialogLoading',
  'notifications',
  'copy',
  'search',
  'selected',
  'popupBlocked',
  'retrievingUser',
  'siweUnavailable',
  'balanceHidden',
  'accountMenu',
  'youPay',
  'changeCurrency',
  'token',
  'noTokens',
]

/** English keys no source file of the UI refers to (outside the tables themselves). */
export function unusedEnglishKeys(defaultMessages, source = reactSource) {
  const texts = []
  const walk = (directory) => {
    for (const name of readdirSync(directory)) {
      const file = path.join(directory, name)
      if (statSync(file).isDirectory()) {
        if (name !== 'locales') walk(file)
      } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$|^messages/.test(name))
        texts.push(readFileSync(file, 'utf8'))
    }
  }
  walk(source)
  const code = texts.join('\n')
  return Object.keys(defaultMessages).filter(
    (key) => !new RegExp(`\\.${key}\\b|\\b${key}:|'${key}'`).test(code),
  )
}

/** The problems with English keys the UI does not use, given those unused today. */
export function checkEnglishUse(unused, known = KNOWN_UNUSED_ENGLISH_KEYS) {
  return [
    ...unused.filter((key) => !known.includes(key)).map((key) => `en: ${key} is used nowhere in the UI`),
    ...known
      .filter((key) => !unused.includes(key))
      .map((key) => `en: ${key} is used now: take it off KNOWN_UNUSED_ENGLISH_KEYS`),
  ]
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const sources = await loadLocaleSources()
  const packProblems = checkPacks(sources)
  const problems = [
    ...packProblems,
    // A pack with problems is not generated: its values would not line up with English.
    ...(packProblems.length ? [] : checkGenerated(sources, { write: process.argv.includes('--write') })),
    ...checkRegistered(sources.packs, sources.kitLanguages),
    ...checkEnglishUse(unusedEnglishKeys(sources.defaultMessages)),
  ]
  for (const problem of problems) console.error(problem)
  console.log(`${Object.keys(sources.packs).length} packs checked: ${problems.length} problem(s)`)
  process.exit(problems.length > 0 ? 1 : 0)
}
