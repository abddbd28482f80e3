#!/usr/bin/env node
// The secure frame's language packs' check (CI runs it through checkFrameLocales.test.mjs; also `node
// scripts/checkFrameLocales.mjs`): every pack in apps/secure-frame/src/locales/packs (the approval card's) and
// packs/cards (the recovery and account cards', in sections) has exactly the English table's keys (none missing, none
// unused), each message parses (balanced braces) and uses exactly the English message's variables, a variable English
// counts with a plural is a plural there too, with an `other` form and only the forms the language has (Intl's plural
// categories, or `=N`), the frame's list of languages is English plus exactly its packs (each with both), and every
// English key is used by the frame's code. The error texts (packs/errors, against locales/errorTexts.ts) and the
// secure window's prompt (packs/secureWindow, against locales/secureWindowTexts.ts) likewise.
// The tables are TypeScript; esbuild bundles them into one module to read them on plain Node.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'esbuild'

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const frameSource = path.join(repository, 'apps/secure-frame/src')
/** A pack's file name is its locale tag: `ar.ts`, `pt-BR.ts`. */
const PACK_FILE = /^([a-z]{2,3}(?:-[A-Z][A-Za-z]{1,3})?)\.ts$/

/** Loads English, the variable reader, the list of languages and every pack from `source` (apps/secure-frame/src). */
export async function loadFrameLocaleSources(source = frameSource) {
  const locales = (directory) =>
    readdirSync(path.join(source, directory))
      .map((name) => PACK_FILE.exec(name)?.[1])
      .filter((locale) => locale !== undefined)
  const table = (name, directory) => {
    const list = locales(directory)
    return [
      ...list.map((locale, index) => `import ${name}${index} from './${directory}/${locale}.ts'`),
      `export const ${name} = { ${list.map((locale, index) => `${JSON.stringify(locale)}: ${name}${index}`).join(', ')} }`,
    ].join('\n')
  }
  const entry = [
    `export { accountTexts, en, recoveryTexts } from './locales/en.ts'`,
    `export { messageVariables } from './locales/format.ts'`,
    `export { frameLocales } from './locales/index.ts'`,
    `export { kitLanguages } from '@kit/frame-bridge/locales'`,
    table('packs', 'locales/packs'),
    table('cardPacks', 'locales/packs/cards'),
    `export { errorTexts } from './locales/errorTexts.ts'`,
    table('errorPacks', 'locales/packs/errors'),
    `export { secureWindowTexts } from './locales/secureWindowTexts.ts'`,
    table('secureWindowPacks', 'locales/packs/secureWindow'),
  ].join('\n')
  const result = await build({
    stdin: { contents: entry, resolveDir: source, sourcefile: 'frame-locales-entry.ts', loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    conditions: ['@kit/source'],
    write: false,
    logLevel: 'silent',
  })
  const directory = mkdtempSync(path.join(tmpdir(), 'kit-frame-locales-'))
  try {
    const file = path.join(directory, 'locales.mjs')
    writeFileSync(file, result.outputFiles[0].text)
    return await import(pathToFileURL(file).href)
  } finally {
    rmSync(directory, { recursive: true, force: true })
  }
}

const named = (names) => (names.length > 0 ? `{${names.join('}, {')}}` : 'no variable')
const sameList = (a, b) => a.length === b.length && a.every((item, index) => item === b[index])

/** Whether every `{` of `message` closes, and none closes that did not open. */
function balanced(message) {
  let depth = 0
  for (const char of message) {
    if (char === '{') depth++
    else if (char === '}' && --depth < 0) return false
  }
  return depth === 0
}

/** The plurals of `message`, nested ones included: each variable with the selectors of its forms (`one`, `=0`). */
export function messagePlurals(message) {
  const plurals = []
  const walk = (text) => {
    for (let index = 0; index < text.length; index++) {
      if (text[index] !== '{') continue
      let depth = 0
      let close = index
      for (; close < text.length; close++) {
        if (text[close] === '{') depth++
        else if (text[close] === '}' && --depth === 0) break
      }
      const inner = text.slice(index + 1, close)
      const plural = /^\s*([A-Za-z]\w*)\s*,\s*plural\s*,/.exec(inner)
      if (plural) {
        const selectors = []
        let body = inner.slice(plural[0].length)
        for (;;) {
          const form = /^\s*(=\d+|[a-z]+)\s*\{/.exec(body)
          if (!form) break
          let formDepth = 0
          let end = form[0].length - 1
          for (; end < body.length; end++) {
            if (body[end] === '{') formDepth++
            else if (body[end] === '}' && --formDepth === 0) break
          }
          selectors.push(form[1])
          walk(body.slice(form[0].length, end))
          body = body.slice(end + 1)
        }
        plurals.push({ variable: plural[1], selectors })
      }
      index = close
    }
  }
  walk(message)
  return plurals
}

/** The problems of a pack's plurals in `locale` against English's message. */
function pluralProblems(locale, name, english, value) {
  const categories = new Set(new Intl.PluralRules(locale).resolvedOptions().pluralCategories)
  const problems = []
  const found = messagePlurals(value)
  for (const { variable } of messagePlurals(english))
    if (!found.some((plural) => plural.variable === variable))
      problems.push(`${locale}: ${name} does not count {${variable}} with a plural, as English does`)
  for (const { variable, selectors } of found) {
    if (!selectors.includes('other'))
      problems.push(`${locale}: ${name} has no 'other' form for {${variable}}`)
    for (const selector of selectors)
      if (!selector.startsWith('=') && !categories.has(selector))
        problems.push(
          `${locale}: ${name} has a form '${selector}' for {${variable}} that ${locale} does not use`,
        )
  }
  return problems
}

/**
 * The problems of each pack against English, as sentences (empty when all is well).
 * @param sources what loadFrameLocaleSources returns (packs may be altered, as the test does).
 */
export function checkFramePacks({
  en,
  recoveryTexts = {},
  accountTexts = {},
  messageVariables,
  frameLocales,
  packs,
  cardPacks = {},
  errorTexts = {},
  errorPacks = {},
  secureWindowTexts = {},
  secureWindowPacks = {},
}) {
  const problems = []
  const compare = (locale, english, pack, prefix) => {
    for (const key of Object.keys(english))
      if (!Object.hasOwn(pack, key)) problems.push(`${locale}: ${prefix}${key} is missing`)
    for (const [key, value] of Object.entries(pack)) {
      const name = `${prefix}${key}`
      if (!Object.hasOwn(english, key)) {
        problems.push(`${locale}: ${name} is not an English key (unused)`)
        continue
      }
      if (typeof value !== 'string' || value.trim() === '') {
        problems.push(`${locale}: ${name} must be a text`)
        continue
      }
      if (!balanced(value)) {
        problems.push(`${locale}: ${name} does not parse (unbalanced braces)`)
        continue
      }
      const expected = messageVariables(english[key])
      const found = messageVariables(value)
      if (!sameList(found, expected))
        problems.push(`${locale}: ${name} uses ${named(found)} where English takes ${named(expected)}`)
      else problems.push(...pluralProblems(locale, name, english[key], value))
    }
  }
  for (const [locale, pack] of Object.entries(packs)) compare(locale, en, pack, '')
  const sections = { recovery: recoveryTexts, account: accountTexts }
  for (const [locale, pack] of Object.entries(cardPacks))
    for (const [section, english] of Object.entries(sections))
      compare(locale, english, pack[section] ?? {}, `${section}.`)
  for (const [locale, pack] of Object.entries(errorPacks)) compare(locale, errorTexts, pack, 'errors.')
  for (const [locale, pack] of Object.entries(secureWindowPacks))
    compare(locale, secureWindowTexts, pack, 'secureWindow.')
  const english = { ...en, ...recoveryTexts, ...accountTexts, ...errorTexts, ...secureWindowTexts }
  for (const [key, value] of Object.entries(english))
    if (!balanced(value)) problems.push(`en: ${key} does not parse (unbalanced braces)`)
  const listed = [...frameLocales].sort()
  const shipped = ['en', ...Object.keys(packs)].sort()
  if (!sameList(shipped, listed))
    problems.push(`frameLocales lists ${listed.join(', ')} but the packs are ${shipped.join(', ')}`)
  const withCards = ['en', ...Object.keys(cardPacks)].sort()
  if (!sameList(withCards, listed))
    problems.push(`frameLocales lists ${listed.join(', ')} but the card packs are ${withCards.join(', ')}`)
  if (Object.keys(errorTexts).length > 0) {
    const withErrors = ['en', ...Object.keys(errorPacks)].sort()
    if (!sameList(withErrors, listed))
      problems.push(
        `frameLocales lists ${listed.join(', ')} but the error packs are ${withErrors.join(', ')}`,
      )
  }
  if (Object.keys(secureWindowTexts).length > 0) {
    const withPrompt = ['en', ...Object.keys(secureWindowPacks)].sort()
    if (!sameList(withPrompt, listed))
      problems.push(
        `frameLocales lists ${listed.join(', ')} but the secure window packs are ${withPrompt.join(', ')}`,
      )
  }
  return problems
}

/** Keys of the error table (locales/errorTexts.ts) that locales/errors.ts, which shows them, never names. */
export function unusedErrorKeys(errorTexts, source = frameSource) {
  const code = readFileSync(path.join(source, 'locales/errors.ts'), 'utf8')
  return Object.keys(errorTexts).filter((key) => !code.includes(`'${key}'`))
}

/**
 * English keys no source file of the frame refers to (outside the tables and tests): the approval card's by their
 * quoted key (`t('reject')`), the cards' (`cards`) by their property (`texts.protectTitle`).
 */
export function unusedFrameKeys(en, source = frameSource, cards = {}) {
  const texts = []
  const walk = (directory) => {
    for (const name of readdirSync(directory)) {
      const file = path.join(directory, name)
      if (statSync(file).isDirectory()) {
        if (name !== 'locales') walk(file)
      } else if (/\.ts$/.test(name) && !/\.test\.ts$/.test(name)) texts.push(readFileSync(file, 'utf8'))
    }
  }
  walk(source)
  const code = texts.join('\n')
  return [
    ...Object.keys(en).filter((key) => !code.includes(`'${key}'`)),
    ...Object.keys(cards).filter((key) => !new RegExp(`\\btexts\\.${key}\\b`).test(code)),
  ]
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const sources = await loadFrameLocaleSources()
  const problems = [
    ...checkFramePacks(sources),
    ...unusedFrameKeys(sources.en, undefined, { ...sources.recoveryTexts, ...sources.accountTexts }).map(
      (key) => `en: ${key} is used nowhere in the frame`,
    ),
    ...unusedErrorKeys(sources.errorTexts).map((key) => `en: errors.${key} is used nowhere in the frame`),
    ...unusedFrameKeys({}, undefined, sources.secureWindowTexts).map(
      (key) => `en: secureWindow.${key} is used nowhere in the frame`,
    ),
  ]
  for (const problem of problems) console.error(problem)
  console.log(`${Object.keys(sources.packs).length} frame packs checked: ${problems.length} problem(s)`)
  process.exit(problems.length > 0 ? 1 : 0)
}
