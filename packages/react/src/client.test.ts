// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/** Every hook and component file (what a server-components bundler must treat as client code). */
function clientFiles(): string[] {
  const files: string[] = []
  for (const dir of ['hooks', 'components', 'modal', 'views', 'internal'])
    for (const name of readdirSync(new URL(`./${dir}/`, import.meta.url))) {
      // Generated data (brand marks) holds no hook or component: it is client code only through what imports it.
      if (name.includes('.test.') || name.endsWith('.generated.ts')) continue
      const isComponent = name.endsWith('.tsx')
      const isHook = /^use[A-Z]/.test(name) || dir === 'hooks'
      if (isComponent || isHook || dir === 'modal') files.push(`${dir}/${name}`)
    }
  return files
}

describe("'use client'", () => {
  it('starts every hook and component file', () => {
    const files = clientFiles()
    expect(files.length).toBeGreaterThan(40)
    const missing = files.filter(
      (file) => !readFileSync(new URL(`./${file}`, import.meta.url), 'utf8').startsWith("'use client'"),
    )
    expect(missing).toEqual([])
  })
})
