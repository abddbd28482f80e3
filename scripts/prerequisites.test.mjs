import { spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { CHROMIUM_PATHS as SHARED_CHROMIUM_PATHS } from './chromium.mjs'
import {
  CHROMIUM_PATHS,
  checkPrerequisites,
  ENGINE_BINARIES,
  ensureAnvil,
  ensurePrerequisites,
  missingMessage,
  nodeProblem,
  PrerequisiteError,
} from './prerequisites.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
/** A machine with no Chromium and no Postgres anywhere, as a fresh one with only Node and npm. */
const bareMachine = {
  env: { PATH: '/nonexistent/bin' },
  chromiumPaths: ['/nonexistent/chromium'],
  debianPostgresRoot: '/nonexistent/postgresql',
  engineBinaries: ENGINE_BINARIES.map((binary) => ({
    ...binary,
    paths: [`/nonexistent/${binary.aptPackage}`],
  })),
  freeBytes: 50 * 2 ** 30,
}
const ALL_PACKAGES = 'chromium firefox-esr webkit2gtk-driver xvfb postgresql'

describe('checkPrerequisites', () => {
  it('looks for Chromium where the browser tests do', () => {
    expect(CHROMIUM_PATHS).toEqual(SHARED_CHROMIUM_PATHS)
  })

  it('looks for Firefox and WebKit where the engine tests do', async () => {
    const engines = await import('../apps/secure-frame/src/testing/engines.ts')
    expect(ENGINE_BINARIES.map((binary) => binary.paths)).toEqual([
      engines.FIREFOX_PATHS,
      engines.WEBKIT_DRIVER_PATHS,
      engines.XVFB_PATHS,
    ])
  })

  it('names the one command that installs a missing Chromium, Firefox, WebKit and Postgres under CI', () => {
    const { missing } = checkPrerequisites({ command: 'test', ci: true, isRoot: false, ...bareMachine })
    expect(missing.map((item) => [item.aptPackage, item.fatal])).toEqual([
      ['chromium', true],
      ['firefox-esr', true],
      ['webkit2gtk-driver', true],
      ['xvfb', true],
      ['postgresql', true],
    ])
    const { message, command } = missingMessage(missing, false)
    expect(command).toBe(`sudo apt-get install -y ${ALL_PACKAGES}`)
    expect(message).toMatch(
      /Chromium \(for the browser and end-to-end tests\): no Chromium at \/nonexistent\/chromium/,
    )
    expect(message).toMatch(/Firefox \(for the approval tests in Firefox and WebKit\): no Firefox at/)
    expect(message.endsWith(`Run: sudo apt-get install -y ${ALL_PACKAGES}`)).toBe(true)
    // As root (CI, containers) there is no sudo to ask for.
    expect(missingMessage(missing, true).command).toBe(`apt-get install -y ${ALL_PACKAGES}`)
  })

  it('lets a missing Postgres only warn outside CI, and asks nothing of the demo but Node, disk and anvil', () => {
    const outsideCi = checkPrerequisites({ command: 'test', ci: false, isRoot: false, ...bareMachine })
    expect(outsideCi.missing.find((item) => item.aptPackage === 'postgresql')?.fatal).toBe(false)
    expect(outsideCi.missing.find((item) => item.aptPackage === 'firefox-esr')?.fatal).toBe(false)
    expect(checkPrerequisites({ command: 'demo', ci: true, isRoot: false, ...bareMachine }).missing).toEqual(
      [],
    )
  })

  it('refuses an old Node and a nearly full disk, saying what to do', () => {
    expect(nodeProblem('20.18.1', '>=20.19')).toBe('Node 20.19 or newer is needed, and this is Node 20.18.1')
    expect(nodeProblem('20.19.0', '>=20.19')).toBeUndefined()
    expect(nodeProblem('22.1.0', '>=20.19')).toBeUndefined()
    const { missing } = checkPrerequisites({
      command: 'build',
      ...bareMachine,
      nodeVersion: '18.20.0',
      freeBytes: 100 * 2 ** 20,
    })
    expect(missing.map((item) => item.what)).toEqual(['Node', 'disk space'])
    expect(missingMessage(missing, false).message).toMatch(
      /To fix: install Node 20\.19 or newer, then free some space/,
    )
  })
})

describe('ensurePrerequisites', () => {
  /** A PATH whose only apt-get records its arguments in `calls` and installs nothing. */
  function fakeApt() {
    const bin = mkdtempSync(path.join(tmpdir(), 'kit-fake-apt-'))
    const calls = path.join(bin, 'calls')
    writeFileSync(path.join(bin, 'apt-get'), `#!/bin/sh\necho "$DEBIAN_FRONTEND $*" >> ${calls}\n`)
    chmodSync(path.join(bin, 'apt-get'), 0o755)
    const read = () => (existsSync(calls) ? readFileSync(calls, 'utf8').trim().split('\n') : [])
    return { env: { PATH: bin }, read, remove: () => rmSync(bin, { recursive: true, force: true }) }
  }

  it('installs a missing Chromium, Firefox, WebKit and Postgres with apt-get as root, as CI does, and stops if they are still missing', () => {
    const apt = fakeApt()
    try {
      const lines = []
      const attempt = () =>
        ensurePrerequisites({
          command: 'test',
          ...bareMachine,
          env: apt.env,
          isRoot: true,
          ci: true,
          log: (line) => lines.push(line),
        })
      expect(attempt).toThrow(PrerequisiteError)
      expect(apt.read()).toEqual([
        'noninteractive update -qq',
        `noninteractive install -y -qq ${ALL_PACKAGES}`,
      ])
      expect(lines).toContain(`Installing Debian's ${ALL_PACKAGES.split(' ').join(' and ')}`)
    } finally {
      apt.remove()
    }
  })

  it('installs nothing when something it cannot install stops the run anyway', () => {
    const apt = fakeApt()
    try {
      const attempt = () =>
        ensurePrerequisites({
          command: 'test',
          ...bareMachine,
          env: { ...apt.env, KIT_CHROMIUM: '/nonexistent' },
          isRoot: true,
          ci: true,
        })
      expect(attempt).toThrow(/To fix: point KIT_CHROMIUM at a Chromium executable/)
      expect(apt.read()).toEqual([])
    } finally {
      apt.remove()
    }
  })

  it('only warns about a missing Postgres or engine outside CI when it cannot install it', () => {
    const warnings = []
    const found = ensurePrerequisites({
      command: 'test',
      ...bareMachine,
      chromiumPaths: [process.execPath],
      isRoot: false,
      ci: false,
      warn: (line) => warnings.push(line),
    })
    expect(found).toContain(`Chromium ${process.execPath}`)
    expect(warnings.slice(0, 3).map((line) => line.split(':')[0])).toEqual([
      'Firefox (for the approval tests in Firefox and WebKit)',
      'WebKitWebDriver (for the approval tests in Firefox and WebKit)',
      'Xvfb (for the approval tests in Firefox and WebKit)',
    ])
    expect(warnings.slice(3)).toEqual([
      'Postgres (for the server’s Postgres tests): no initdb and postgres binaries on PATH or under /usr/lib/postgresql, so those tests will skip. To run them: sudo apt-get install -y postgresql',
    ])
  })
})

describe('ensureAnvil', () => {
  it('finds the anvil binary the devnet starts, and says how to get it when it is not installed', () => {
    expect(ensureAnvil(root)).toMatch(/@foundry-rs\/anvil-[a-z0-9]+-[a-z0-9]+\/bin\/anvil$/)
    const empty = mkdtempSync(path.join(tmpdir(), 'kit-prerequisites-'))
    try {
      expect(() => ensureAnvil(empty)).toThrow(PrerequisiteError)
      expect(() => ensureAnvil(empty)).toThrow(/Run: pnpm install --force/)
    } finally {
      rmSync(empty, { recursive: true, force: true })
    }
  })
})

describe('npm test on a machine without Chromium', () => {
  const bin = mkdtempSync(path.join(tmpdir(), 'kit-bare-path-'))
  afterAll(() => rmSync(bin, { recursive: true, force: true }))

  it('stops within seconds, before installing anything, naming what to do', async () => {
    // PATH holds node alone: no apt-get to install from, no Postgres, no pnpm yet.
    symlinkSync(process.execPath, path.join(bin, 'node'))
    const startedAt = Date.now()
    const child = spawn(process.execPath, [path.join(root, 'scripts', 'kit.mjs'), 'test'], {
      cwd: root,
      env: { PATH: bin, HOME: process.env.HOME ?? tmpdir(), KIT_CHROMIUM: '/nonexistent' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    // Were the check gone, this would go on to install and build for many minutes: end it and its children.
    const guard = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 30_000)
    const code = await new Promise((resolve) => child.on('exit', (status) => resolve(status)))
    clearTimeout(guard)
    expect(code).toBe(1)
    expect(Date.now() - startedAt).toBeLessThan(10_000)
    expect(output).toContain('KIT_CHROMIUM is /nonexistent, which is not an executable file')
    expect(output).toContain(
      'To fix: point KIT_CHROMIUM at a Chromium executable, or unset it to use /usr/bin/chromium',
    )
    expect(output).not.toContain('Installing dependencies')
  }, 40_000)
})
