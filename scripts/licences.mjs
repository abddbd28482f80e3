#!/usr/bin/env node
// The licence gate. Kit promises MIT code that every host may self-host, so what ships to users (the published
// libraries, the secure frame, the server) may depend at run time only on permissively licensed packages. This
// walks each shipped package's run-time dependency closure through the installed node_modules, fails on any
// licence outside the allow-list, and writes THIRD_PARTY_NOTICES.md for what ships.
//
//   node scripts/licences.mjs           check, then write THIRD_PARTY_NOTICES.md
//   node scripts/licences.mjs --check   check, and fail if THIRD_PARTY_NOTICES.md is not current
// It also fails when a crypto library (@noble/*, @scure/base, ox) would ship in two versions.
import { existsSync, readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** SPDX identifiers a shipped dependency may carry (compared case-insensitively). */
export const ALLOWED_LICENCES = [
  'MIT',
  'ISC',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'Apache-2.0',
  '0BSD',
  'MIT-0',
  'CC0-1.0',
  'Unlicense',
  'BlueOak-1.0.0',
]

/**
 * The workspace packages that reach users: the published libraries, the secure frame and the server.
 * `@kit/test-wallet` is a test tool hosts install as a devDependency, so it is listed with the dev tools.
 */
export const SHIPPED_PACKAGES = [
  'packages/chains',
  'packages/accounts',
  'packages/frame-bridge',
  'packages/core',
  'packages/react',
  'packages/walletconnect',
  'packages/wagmi',
  'apps/secure-frame',
  'apps/server',
]

/**
 * Reviewed exceptions: `{ name, version, licence, reason }`. A package listed here passes with its stated licence
 * and reason printed in the notices. Keep it empty unless a reviewer signed one off.
 */
export const EXCEPTIONS = []

/** The gate's typed failure: every offending package with its licence and the path that pulls it in. */
export class LicenceGateError extends Error {
  /** @param {Violation[]} violations */
  constructor(violations) {
    super(
      `${violations.length} run-time ${violations.length === 1 ? 'dependency has' : 'dependencies have'} a licence outside the allow-list:\n` +
        violations
          .map(
            (v) =>
              `  ${v.name}@${v.version}: ${v.licence ?? 'no licence'} (via ${v.path.join(' > ')}; shipped by ${v.shippedBy.join(', ')})`,
          )
          .join('\n'),
    )
    this.name = 'LicenceGateError'
    this.violations = violations
  }
}

/**
 * Crypto libraries that must ship once: two copies in a bundle mean twice the bytes and two versions of
 * security-critical code to keep patched. Align versions (root `pnpm.overrides`) when this fails.
 */
export const SINGLE_COPY_PACKAGES = ['@noble/curves', '@noble/hashes', '@noble/ciphers', '@scure/base', 'ox']

/** Two or more versions of a package that must ship once. */
export class DuplicateCopiesError extends Error {
  /** @param {{ name: string, versions: string[] }[]} duplicates */
  constructor(duplicates) {
    super(
      `Packages that must ship once ship in several versions:\n${duplicates
        .map((d) => `  ${d.name}: ${d.versions.join(', ')}`)
        .join('\n')}`,
    )
    this.name = 'DuplicateCopiesError'
    this.duplicates = duplicates
  }
}

/**
 * Fails when a package of `names` appears in more than one version among the shipped dependencies.
 * @param {{ name: string, version: string }[]} shipped
 * @throws {DuplicateCopiesError}
 */
export function checkSingleCopies(shipped, names = SINGLE_COPY_PACKAGES) {
  const versions = new Map()
  for (const { name, version } of shipped)
    if (names.includes(name)) versions.set(name, [...(versions.get(name) ?? []), version])
  const duplicates = [...versions]
    .filter(([, list]) => list.length > 1)
    .map(([name, list]) => ({ name, versions: list.sort() }))
  if (duplicates.length > 0) throw new DuplicateCopiesError(duplicates)
}

/** An SPDX expression that cannot be read. */
export class SpdxSyntaxError extends Error {
  constructor(expression, reason) {
    super(`Cannot read the licence expression "${expression}": ${reason}`)
    this.name = 'SpdxSyntaxError'
  }
}

/**
 * @typedef {{ type: 'id', id: string } | { type: 'and' | 'or', left: SpdxNode, right: SpdxNode }} SpdxNode
 * @typedef {{ name: string, version: string, licence: string | undefined, path: string[], shippedBy: string[] }} Violation
 */

/**
 * Parses an SPDX licence expression (`MIT`, `(MIT OR Apache-2.0)`, `Apache-2.0 AND MIT`, `X WITH exception`).
 * AND binds tighter than OR. `WITH` only adds permissions, so it keeps the base licence.
 * @param {string} expression
 * @returns {SpdxNode}
 * @throws {SpdxSyntaxError}
 */
export function parseSpdx(expression) {
  const tokens = expression.match(/\(|\)|[^\s()]+/g) ?? []
  let position = 0
  const peek = () => tokens[position]
  const next = () => tokens[position++]
  function primary() {
    const token = next()
    if (token === undefined) throw new SpdxSyntaxError(expression, 'it ends too early')
    if (token === '(') {
      const inner = or()
      if (next() !== ')') throw new SpdxSyntaxError(expression, 'a parenthesis is not closed')
      return inner
    }
    if (token === ')' || /^(AND|OR|WITH)$/i.test(token))
      throw new SpdxSyntaxError(expression, `unexpected "${token}"`)
    if (peek()?.toUpperCase() === 'WITH') {
      next()
      if (next() === undefined) throw new SpdxSyntaxError(expression, 'WITH names no exception')
    }
    return { type: 'id', id: token }
  }
  function and() {
    let left = primary()
    while (peek()?.toUpperCase() === 'AND') {
      next()
      left = { type: 'and', left, right: primary() }
    }
    return left
  }
  function or() {
    let left = and()
    while (peek()?.toUpperCase() === 'OR') {
      next()
      left = { type: 'or', left, right: and() }
    }
    return left
  }
  const tree = or()
  if (position !== tokens.length) throw new SpdxSyntaxError(expression, `unexpected "${tokens[position]}"`)
  return tree
}

/**
 * Whether an SPDX expression lets Kit ship the package: an `OR` passes if either branch does, an `AND` needs both.
 * A missing or unreadable licence never passes.
 * @param {string | undefined} expression
 * @param {readonly string[]} [allowed]
 */
export function isLicenceAllowed(expression, allowed = ALLOWED_LICENCES) {
  if (!expression) return false
  const allow = new Set(allowed.map((id) => id.toLowerCase()))
  let tree
  try {
    tree = parseSpdx(expression)
  } catch {
    return false
  }
  const passes = (node) =>
    node.type === 'id'
      ? allow.has(node.id.toLowerCase())
      : node.type === 'and'
        ? passes(node.left) && passes(node.right)
        : passes(node.left) || passes(node.right)
  return passes(tree)
}

/** The licence a manifest declares: the SPDX `license` string, or the legacy object and array forms. */
export function declaredLicence(manifest) {
  const { license, licenses } = manifest
  if (typeof license === 'string' && license.trim()) return license.trim()
  if (license && typeof license === 'object' && typeof license.type === 'string') return license.type
  if (Array.isArray(licenses)) {
    const types = licenses.map((entry) => (typeof entry === 'string' ? entry : entry?.type)).filter(Boolean)
    if (types.length > 0) return types.length === 1 ? types[0] : `(${types.join(' OR ')})`
  }
  return undefined
}

function readManifest(directory) {
  return JSON.parse(readFileSync(path.join(directory, 'package.json'), 'utf8'))
}

/** Resolves `name` from a package directory as Node does: each ancestor's node_modules, nearest first. */
function resolvePackage(fromDirectory, name) {
  let directory = fromDirectory
  for (;;) {
    if (path.basename(directory) !== 'node_modules') {
      const candidate = path.join(directory, 'node_modules', name)
      if (existsSync(path.join(candidate, 'package.json'))) return realpathSync(candidate)
    }
    const parent = path.dirname(directory)
    if (parent === directory) return undefined
    directory = parent
  }
}

function repositoryUrl(manifest) {
  const repository = manifest.repository
  const raw = typeof repository === 'string' ? repository : repository?.url
  if (!raw) return manifest.homepage
  return raw
    .replace(/^git\+/, '')
    .replace(/\.git$/, '')
    .replace(/^git:\/\//, 'https://')
    .replace(/^git@github\.com:/, 'https://github.com/')
    .replace(/^github:/, 'https://github.com/')
    .replace(/^([\w-]+\/[\w.-]+)$/, 'https://github.com/$1')
}

/**
 * Walks the run-time dependency closure of workspace packages: `dependencies`, `optionalDependencies` and
 * `peerDependencies` that are installed (a missing optional or peer dependency is skipped; a missing regular one
 * is an error; peers marked optional in `peerDependenciesMeta` are the host's choice and are not followed). The starting packages' devDependencies are not followed, nor are any dependency's.
 * @param {{ root: string, packages: readonly string[], dev?: boolean }} options `packages` are directories
 * relative to `root`; `dev: true` starts from their devDependencies instead.
 * @returns {Map<string, { name: string, version: string, licence: string | undefined, directory: string,
 *   repository: string | undefined, path: string[], shippedBy: Set<string>, workspace: boolean }>} keyed by
 *   `name@version`, each with the shortest path that pulls it in.
 */
export function collectDependencies({ root, packages, dev = false }) {
  const found = new Map()
  const rootReal = realpathSync(root)
  const isWorkspace = (directory) =>
    !path.relative(rootReal, directory).split(path.sep).includes('node_modules') &&
    !path.relative(rootReal, directory).startsWith('..')
  for (const relative of packages) {
    const start = realpathSync(path.join(root, relative))
    const startManifest = readManifest(start)
    const owner = startManifest.name
    const visited = new Set([start])
    /** @type {{ directory: string, manifest: any, path: string[], first: boolean }[]} */
    const queue = [{ directory: start, manifest: startManifest, path: [owner], first: true }]
    while (queue.length > 0) {
      const { directory, manifest, path: trail, first } = queue.shift()
      const optional = new Set(Object.keys(manifest.optionalDependencies ?? {}))
      const peers = new Set(Object.keys(manifest.peerDependencies ?? {}))
      // An optional peer is the host's choice (types, alternative back ends), not something Kit ships.
      const optionalPeers = new Set(
        Object.entries(manifest.peerDependenciesMeta ?? {})
          .filter(([, meta]) => meta?.optional)
          .map(([name]) => name),
      )
      const names =
        first && dev
          ? Object.keys(manifest.devDependencies ?? {})
          : [
              ...new Set([
                ...Object.keys(manifest.dependencies ?? {}),
                ...Object.keys(manifest.optionalDependencies ?? {}),
                ...Object.keys(manifest.peerDependencies ?? {}).filter((name) => !optionalPeers.has(name)),
              ]),
            ]
      for (const name of names.sort()) {
        const resolved = resolvePackage(directory, name)
        if (!resolved) {
          if (optional.has(name) || peers.has(name) || (first && dev)) continue
          throw new Error(
            `${trail.join(' > ')} depends on ${name}, which is not installed (run pnpm install)`,
          )
        }
        if (visited.has(resolved)) continue
        visited.add(resolved)
        const child = readManifest(resolved)
        const key = `${child.name}@${child.version}`
        const workspace = isWorkspace(resolved)
        const childTrail = [...trail, workspace ? child.name : key]
        const entry = found.get(key)
        if (entry) {
          entry.shippedBy.add(owner)
          if (childTrail.length < entry.path.length) entry.path = childTrail
        } else {
          found.set(key, {
            name: child.name,
            version: child.version,
            licence: declaredLicence(child),
            directory: resolved,
            repository: repositoryUrl(child),
            path: childTrail,
            shippedBy: new Set([owner]),
            workspace,
          })
        }
        queue.push({ directory: resolved, manifest: child, path: childTrail, first: false })
      }
    }
  }
  return found
}

/**
 * The gate: every third-party run-time dependency of the given packages must carry an allowed licence or be a
 * reviewed exception. Workspace packages are Kit's own code (MIT) and are walked through, not judged.
 * @returns the dependencies that ship, sorted by name and version.
 * @throws {LicenceGateError} listing each offender, its licence and the path that pulls it in.
 */
export function checkLicences({ root, packages, allowed = ALLOWED_LICENCES, exceptions = EXCEPTIONS }) {
  const found = collectDependencies({ root, packages })
  const shipped = [...found.values()]
    .filter((entry) => !entry.workspace)
    .sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version))
  const violations = shipped
    .filter(
      (entry) =>
        !isLicenceAllowed(entry.licence, allowed) &&
        !exceptions.some((e) => e.name === entry.name && e.version === entry.version),
    )
    .map(({ name, version, licence, path: trail, shippedBy }) => ({
      name,
      version,
      licence,
      path: trail,
      shippedBy: [...shippedBy].sort(),
    }))
  if (violations.length > 0) throw new LicenceGateError(violations)
  return shipped
}

const LICENCE_FILE = /^(licen[sc]e|copying)(\.(md|txt|markdown))?$|^(licen[sc]e|copying)[-_.]/i

/** The text of a package's licence file(s), if it ships any. */
function licenceText(directory) {
  const files = readdirSync(directory)
    .filter((file) => LICENCE_FILE.test(file))
    .sort()
  return files
    .map((file) => readFileSync(path.join(directory, file), 'utf8').replace(/\r\n/g, '\n').trim())
    .join('\n\n')
}

/**
 * Renders THIRD_PARTY_NOTICES.md: each shipped dependency with its version, licence, repository, which Kit
 * packages ship it, and its licence text; then the development-only tools, listed apart (not shipped, not gated).
 */
export function renderNotices({ shipped, dev, exceptions = EXCEPTIONS }) {
  const lines = [
    '# Third-party notices',
    '',
    'Generated by `node scripts/licences.mjs`; `npm test` fails when this file is out of date. Do not edit by hand.',
    '',
    'Kit is MIT-licensed. The packages below ship with it at run time (the published `@kit/*` libraries, the',
    `secure frame and the server). Each is under one of: ${ALLOWED_LICENCES.join(', ')}.`,
    '',
    '| Package | Version | Licence | Repository | Shipped by |',
    '|---|---|---|---|---|',
    ...shipped.map(
      (entry) =>
        `| ${entry.name} | ${entry.version} | ${entry.licence ?? 'none'} | ${entry.repository ?? ''} | ${[...entry.shippedBy].sort().join(', ')} |`,
    ),
    '',
  ]
  if (exceptions.length > 0) {
    lines.push('## Reviewed exceptions', '')
    for (const e of exceptions) lines.push(`- ${e.name}@${e.version} (${e.licence}): ${e.reason}`)
    lines.push('')
  }
  lines.push('## Licence texts', '')
  for (const entry of shipped) {
    const text = licenceText(entry.directory)
    lines.push(`### ${entry.name}@${entry.version} (${entry.licence ?? 'none'})`, '')
    if (text) lines.push('```text', text.replace(/```/g, "'''"), '```')
    else
      lines.push(`The package ships no licence file; its manifest declares ${entry.licence ?? 'no licence'}.`)
    lines.push('')
  }
  lines.push(
    '## Development-only tools (not shipped, not gated)',
    '',
    'Used to build, test and run the local devnet; none of it reaches users. Listed so their licences are visible.',
    '',
    '| Package | Version | Licence |',
    '|---|---|---|',
    ...dev.map((entry) => `| ${entry.name} | ${entry.version} | ${entry.licence ?? 'none'} |`),
    '',
  )
  return lines.join('\n')
}

/** Every workspace package directory (from pnpm-workspace.yaml's simple `dir/*` globs), relative to the root. */
function workspacePackages(root) {
  const yaml = readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8')
  const globs = [...yaml.matchAll(/^\s*-\s*["']?([^"'\n]+?)["']?\s*$/gm)]
    .map((match) => match[1])
    .filter((glob) => !glob.includes(' '))
  const directories = ['.']
  for (const glob of globs) {
    if (glob.endsWith('/*')) {
      const parent = glob.slice(0, -2)
      if (!existsSync(path.join(root, parent))) continue
      for (const child of readdirSync(path.join(root, parent)).sort())
        if (existsSync(path.join(root, parent, child, 'package.json'))) directories.push(`${parent}/${child}`)
    } else if (existsSync(path.join(root, glob, 'package.json'))) directories.push(glob)
  }
  return directories
}

/**
 * The development-only dependencies of the whole workspace: everything its devDependencies pull in and that does
 * not ship, plus the closure of the workspace packages that do not ship.
 */
export function collectDevOnly({ root, shipped }) {
  const shippedKeys = new Set(shipped.map((entry) => `${entry.name}@${entry.version}`))
  const all = workspacePackages(root)
  const unshipped = all.filter((directory) => !SHIPPED_PACKAGES.includes(directory))
  const fromDev = collectDependencies({ root, packages: all, dev: true })
  const fromUnshipped = collectDependencies({ root, packages: unshipped })
  const entries = new Map()
  for (const [key, entry] of [...fromDev, ...fromUnshipped])
    if (!entry.workspace && !shippedKeys.has(key)) entries.set(key, entry)
  return [...entries.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version),
  )
}

async function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
  const checkOnly = process.argv.includes('--check')
  const shipped = checkLicences({ root, packages: SHIPPED_PACKAGES })
  checkSingleCopies(shipped)
  const notices = renderNotices({ shipped, dev: collectDevOnly({ root, shipped }) })
  const file = path.join(root, 'THIRD_PARTY_NOTICES.md')
  const current = existsSync(file) ? readFileSync(file, 'utf8') : ''
  console.log(
    `${shipped.length} third-party packages ship at run time; all have an allowed licence, and ${SINGLE_COPY_PACKAGES.join(', ')} ship once.`,
  )
  if (checkOnly) {
    if (current !== notices)
      throw new Error('THIRD_PARTY_NOTICES.md is out of date: run `node scripts/licences.mjs` and commit it')
    console.log('THIRD_PARTY_NOTICES.md is current.')
  } else if (current !== notices) {
    writeFileSync(file, notices)
    console.log('Wrote THIRD_PARTY_NOTICES.md.')
  }
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error.message)
    process.exit(1)
  })
}
