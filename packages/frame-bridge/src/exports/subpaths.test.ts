import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import * as errors from './errors.js'
import * as api from './index.js'
import * as locales from './locales.js'
import * as methods from './methods.js'

it('exposes exactly the errors, locales and methods surfaces; errors and methods are the same objects as the package root', () => {
  expect({
    errors: Object.keys(errors).sort(),
    locales: Object.keys(locales).sort(),
    methods: Object.keys(methods).sort(),
  }).toMatchSnapshot()
  const root: Record<string, unknown> = { ...api }
  for (const [name, value] of Object.entries({ ...errors, ...methods })) expect(root[name], name).toBe(value)
})

/** Every module a source file reaches through relative imports, and the packages it names. */
function reach(file: string, seen = new Set<string>(), packages = new Set<string>()) {
  if (seen.has(file)) return packages
  seen.add(file)
  const source = readFileSync(file, 'utf8')
  for (const [, specifier] of source.matchAll(/^(?:import|export)(?!\s+type\b)[^'"]*from\s+'([^']+)'/gm)) {
    if (specifier === undefined) continue
    if (specifier.startsWith('.'))
      reach(path.resolve(path.dirname(file), specifier.replace(/\.js$/, '.ts')), seen, packages)
    else packages.add(specifier)
  }
  return packages
}

it('keeps schema code out of the subpaths a host loads before the frame', () => {
  for (const entry of ['errors.ts', 'locales.ts', 'methods.ts'])
    expect([...reach(path.join(import.meta.dirname, entry))], entry).toEqual(
      entry === 'errors.ts' ? ['@kit/chains'] : [],
    )
  // The package root does carry it, so the walk above can see it.
  expect([...reach(path.join(import.meta.dirname, 'index.ts'))]).toContain('zod/mini')
})
