import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  checkLicences,
  checkSingleCopies,
  DuplicateCopiesError,
  collectDependencies,
  isLicenceAllowed,
  LicenceGateError,
  parseSpdx,
  renderNotices,
  SpdxSyntaxError,
} from './licences.mjs'

let root

/** Writes a package into the fixture's pnpm store (`node_modules/.pnpm/<name>@<version>/node_modules/<name>`). */
function storePackage(name, version, manifest = {}, licenceText) {
  const directory = path.join(
    root,
    'node_modules/.pnpm',
    `${name.replace('/', '+')}@${version}`,
    'node_modules',
    name,
  )
  mkdirSync(directory, { recursive: true })
  writeFileSync(path.join(directory, 'package.json'), JSON.stringify({ name, version, ...manifest }))
  if (licenceText) writeFileSync(path.join(directory, 'LICENSE'), licenceText)
  return directory
}

/** Links `dependency` where Node finds it from `fromDirectory`'s package (pnpm: a sibling in the store folder). */
function link(fromNodeModules, name, target) {
  const at = path.join(fromNodeModules, name)
  mkdirSync(path.dirname(at), { recursive: true })
  symlinkSync(target, at, 'dir')
}

function storeNodeModules(name, version) {
  return path.join(root, 'node_modules/.pnpm', `${name.replace('/', '+')}@${version}`, 'node_modules')
}

function workspacePackage(relative, manifest) {
  const directory = path.join(root, relative)
  mkdirSync(directory, { recursive: true })
  writeFileSync(path.join(directory, 'package.json'), JSON.stringify({ version: '0.1.0', ...manifest }))
  return directory
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'kit-licences-'))
  // app -> lib-a (MIT) -> lib-b (Apache-2.0) -> copyleft (LGPL-3.0-only): the LGPL package sits two levels deep.
  const copyleft = storePackage('copyleft', '9.3.10', { license: 'LGPL-3.0-only' })
  const libB = storePackage('lib-b', '2.0.0', { license: 'Apache-2.0', dependencies: { copyleft: '9.3.10' } })
  link(storeNodeModules('lib-b', '2.0.0'), 'copyleft', copyleft)
  // An optional peer the host may add: installed here, but not something Kit ships.
  const optionalPeer = storePackage('optional-peer', '1.0.0', { license: 'GPL-3.0-only' })
  const libA = storePackage(
    'lib-a',
    '1.0.0',
    {
      license: 'MIT',
      dependencies: { 'lib-b': '2.0.0' },
      peerDependencies: { 'optional-peer': '*' },
      peerDependenciesMeta: { 'optional-peer': { optional: true } },
      repository: 'git+https://github.com/a/lib-a.git',
    },
    'MIT License\n\nCopyright (c) lib-a authors',
  )
  link(storeNodeModules('lib-a', '1.0.0'), 'lib-b', libB)
  link(storeNodeModules('lib-a', '1.0.0'), 'optional-peer', optionalPeer)
  const dual = storePackage('@scope/dual', '3.0.0', { license: '(MIT OR GPL-3.0-or-later)' }, 'dual text')
  const unlicensed = storePackage('unlicensed', '1.0.2', {})
  const devTool = storePackage('dev-tool', '1.0.0', { license: 'GPL-2.0-only' })
  const app = workspacePackage('apps/app', {
    name: '@kit/app',
    dependencies: { 'lib-a': '1.0.0', '@scope/dual': '3.0.0' },
    devDependencies: { 'dev-tool': '1.0.0', unlicensed: '1.0.2' },
    optionalDependencies: { 'not-installed': '1.0.0' },
  })
  link(path.join(app, 'node_modules'), 'lib-a', libA)
  link(path.join(app, 'node_modules'), '@scope/dual', dual)
  link(path.join(app, 'node_modules'), 'dev-tool', devTool)
  link(path.join(app, 'node_modules'), 'unlicensed', unlicensed)
  // A second shipped package that depends on the first through the workspace, and on a package with no licence.
  const lib = workspacePackage('packages/lib', {
    name: '@kit/lib',
    dependencies: { '@kit/app': 'workspace:*', unlicensed: '1.0.2' },
  })
  link(path.join(lib, 'node_modules'), '@kit/app', app)
  link(path.join(lib, 'node_modules'), 'unlicensed', unlicensed)
})

afterEach(() => {
  rmSync(root, { recursive: true, force: true })
})

describe('SPDX expressions', () => {
  it('passes an OR when either branch is allowed and an AND only when both are', () => {
    expect(isLicenceAllowed('MIT')).toBe(true)
    expect(isLicenceAllowed('(MIT OR GPL-3.0-only)')).toBe(true)
    expect(isLicenceAllowed('(GPL-3.0-only OR LGPL-3.0-only)')).toBe(false)
    expect(isLicenceAllowed('(Apache-2.0 AND MIT)')).toBe(true)
    expect(isLicenceAllowed('MIT AND LGPL-3.0-only')).toBe(false)
    expect(isLicenceAllowed('GPL-2.0-only OR MIT AND ISC')).toBe(true)
    expect(isLicenceAllowed('(GPL-2.0-only OR MIT) AND LGPL-2.1-only')).toBe(false)
    expect(isLicenceAllowed('Apache-2.0 WITH LLVM-exception')).toBe(true)
    expect(isLicenceAllowed('bsd-3-clause')).toBe(true)
  })

  it('never passes a missing, free-text or unreadable licence', () => {
    expect(isLicenceAllowed(undefined)).toBe(false)
    expect(isLicenceAllowed('SEE LICENSE IN LICENSE.md')).toBe(false)
    expect(isLicenceAllowed('(MIT OR')).toBe(false)
    expect(isLicenceAllowed('UNLICENSED')).toBe(false)
  })

  it('reads AND tighter than OR and reports bad syntax as a typed error', () => {
    expect(parseSpdx('A OR B AND C')).toEqual({
      type: 'or',
      left: { type: 'id', id: 'A' },
      right: { type: 'and', left: { type: 'id', id: 'B' }, right: { type: 'id', id: 'C' } },
    })
    expect(() => parseSpdx('(MIT')).toThrow(SpdxSyntaxError)
    expect(() => parseSpdx('MIT OR')).toThrow(/ends too early/)
  })
})

describe('the licence gate', () => {
  it('fails on an LGPL package two levels deep and on a package without a licence, naming the path', () => {
    let error
    try {
      checkLicences({ root, packages: ['packages/lib'] })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(LicenceGateError)
    expect(error.violations).toEqual([
      {
        name: 'copyleft',
        version: '9.3.10',
        licence: 'LGPL-3.0-only',
        path: ['@kit/lib', '@kit/app', 'lib-a@1.0.0', 'lib-b@2.0.0', 'copyleft@9.3.10'],
        shippedBy: ['@kit/lib'],
      },
      {
        name: 'unlicensed',
        version: '1.0.2',
        licence: undefined,
        path: ['@kit/lib', 'unlicensed@1.0.2'],
        shippedBy: ['@kit/lib'],
      },
    ])
    expect(error.message).toContain('copyleft@9.3.10: LGPL-3.0-only (via @kit/lib > @kit/app > lib-a@1.0.0')
    expect(error.message).toContain('unlicensed@1.0.2: no licence')
  })

  it('passes once the offenders are reviewed exceptions, and ignores devDependencies', () => {
    const shipped = checkLicences({
      root,
      packages: ['apps/app'],
      exceptions: [{ name: 'copyleft', version: '9.3.10', licence: 'LGPL-3.0-only', reason: 'fixture' }],
    })
    expect(shipped.map((entry) => `${entry.name}@${entry.version}`)).toEqual([
      '@scope/dual@3.0.0',
      'copyleft@9.3.10',
      'lib-a@1.0.0',
      'lib-b@2.0.0',
    ])
  })

  it('passes a tree whose licences are all allowed, taking the allowed branch of an OR', () => {
    const shipped = checkLicences({
      root,
      packages: ['apps/app'],
      allowed: ['MIT', 'Apache-2.0', 'LGPL-3.0-only'],
    })
    expect(shipped.find((entry) => entry.name === '@scope/dual')?.licence).toBe('(MIT OR GPL-3.0-or-later)')
  })

  it('walks devDependencies only when asked, for the list of dev-only tools', () => {
    const dev = collectDependencies({ root, packages: ['apps/app'], dev: true })
    expect([...dev.keys()].sort()).toEqual(['dev-tool@1.0.0', 'unlicensed@1.0.2'])
  })

  it('renders notices with each package, its repository, who ships it and its licence text', () => {
    const shipped = checkLicences({
      root,
      packages: ['apps/app'],
      allowed: ['MIT', 'Apache-2.0', 'LGPL-3.0-only'],
    })
    const notices = renderNotices({
      shipped,
      dev: [{ name: 'dev-tool', version: '1.0.0', licence: 'GPL-2.0-only' }],
    })
    expect(notices).toContain('| lib-a | 1.0.0 | MIT | https://github.com/a/lib-a | @kit/app |')
    expect(notices).toContain(
      '### lib-a@1.0.0 (MIT)\n\n```text\nMIT License\n\nCopyright (c) lib-a authors\n```',
    )
    expect(notices).toContain('The package ships no licence file; its manifest declares Apache-2.0.')
    expect(notices).toContain('| dev-tool | 1.0.0 | GPL-2.0-only |')
  })
})

describe('single copies of crypto libraries', () => {
  it('fails when @noble/curves or ox ship in two versions, and passes with one each', () => {
    const one = [
      { name: '@noble/curves', version: '1.9.7' },
      { name: 'ox', version: '0.14.45' },
      { name: 'abitype', version: '1.2.3' },
      { name: 'abitype', version: '1.3.0' },
    ]
    expect(() => checkSingleCopies(one)).not.toThrow()
    const two = [...one, { name: '@noble/curves', version: '1.9.1' }, { name: 'ox', version: '0.9.3' }]
    expect(() => checkSingleCopies(two)).toThrow(DuplicateCopiesError)
    expect(() => checkSingleCopies(two)).toThrow('@noble/curves: 1.9.1, 1.9.7')
    expect(() => checkSingleCopies(two)).toThrow('ox: 0.14.45, 0.9.3')
  })
})
