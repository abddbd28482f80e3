// The page proves that @kit/core alone is enough: it must not reach React, or @kit/react, by any path — neither
// in its own source nor through the workspace packages it depends on.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const appDir = path.resolve(import.meta.dirname, '..')
const workspace = path.resolve(appDir, '..', '..')
const FORBIDDEN = /^(react|react-dom|@kit\/react)(\/|$)/

/** Every module specifier a source file imports (static, dynamic, re-export, CSS @import excluded). */
function importedSpecifiers(source: string): string[] {
  const found: string[] = []
  const patterns = [
    /\bimport\s+(?:type\s+)?(?:[^'"`;]*?\sfrom\s+)?['"]([^'"]+)['"]/g,
    /\bexport\s+(?:type\s+)?[^'"`;]*?\sfrom\s+['"]([^'"]+)['"]/g,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire\(\s*['"]([^'"]+)['"]\s*\)/g,
  ]
  for (const pattern of patterns)
    for (const match of source.matchAll(pattern)) if (match[1]) found.push(match[1])
  return found
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name)
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full)
    return /\.(m?[jt]sx?|html)$/.test(entry.name) ? [full] : []
  })
}

type Manifest = {
  name: string
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
}
const readManifest = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Manifest

/** The workspace packages by name, with their runtime dependencies. */
function workspaceManifests(): Map<string, Manifest> {
  const manifests = new Map<string, Manifest>()
  for (const group of ['packages', 'apps'])
    for (const entry of readdirSync(path.join(workspace, group), { withFileTypes: true })) {
      if (!entry.isDirectory()) continue
      try {
        const manifest = readManifest(path.join(workspace, group, entry.name, 'package.json'))
        manifests.set(manifest.name, manifest)
      } catch {
        // A folder without a manifest is not a package.
      }
    }
  return manifests
}

describe('apps/vanilla-demo uses no React', () => {
  it('finds the imports it checks (the scanner reads every form of import)', () => {
    expect(
      importedSpecifiers(
        `import a from 'react'\nimport type { B } from "@kit/react"\nexport { c } from 'react-dom/client'\nconst d = import('@kit/react/styles')\nimport './x.css'`,
      ),
    ).toEqual(['react', '@kit/react', './x.css', 'react-dom/client', '@kit/react/styles'])
  })

  it('imports neither react nor @kit/react in its source', () => {
    const offending = sourceFiles(appDir)
      .filter((file) => !file.endsWith('noReact.test.ts'))
      .flatMap((file) =>
        importedSpecifiers(readFileSync(file, 'utf8'))
          .filter((specifier) => FORBIDDEN.test(specifier))
          .map((specifier) => `${path.relative(appDir, file)} imports ${specifier}`),
      )
    expect(offending).toEqual([])
  })

  it('depends on neither, directly or through the workspace packages it uses', () => {
    const manifests = workspaceManifests()
    const seen = new Set<string>()
    const offending: string[] = []
    const visit = (manifest: Manifest, trail: string[]) => {
      for (const dependency of Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies })) {
        const via = [...trail, dependency]
        if (FORBIDDEN.test(dependency)) offending.push(via.join(' → '))
        const inner = manifests.get(dependency)
        if (inner && !seen.has(dependency)) {
          seen.add(dependency)
          visit(inner, via)
        }
      }
    }
    visit(readManifest(path.join(appDir, 'package.json')), ['@kit/vanilla-demo'])
    expect(offending).toEqual([])
    // The walk did reach core: the check is not vacuous.
    expect(seen.has('@kit/core')).toBe(true)
  })
})
