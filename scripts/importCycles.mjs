// Import cycles: the static imports (type imports too; `import()` is a load boundary, not an edge) of a source tree,
// and the strongly connected components among them. A cycle means no file of it can be read, tested or moved
// without the others; Kit keeps its packages free of them, and `importCycles.test.mjs` checks each one.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

const SOURCE = /\.tsx?$/
const NOT_SOURCE = /\.test\.tsx?$|\.test\.helpers\.ts$|\.d\.ts$/
const IMPORT = /^(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"](\.[^'"]+)['"]/gm

/** Every TypeScript source file under `root`, tests excluded. */
function sourceFiles(root) {
  const files = []
  const walk = (directory) => {
    for (const name of readdirSync(directory)) {
      const file = path.join(directory, name)
      if (statSync(file).isDirectory()) walk(file)
      else if (SOURCE.test(name) && !NOT_SOURCE.test(name)) files.push(file)
    }
  }
  walk(root)
  return files
}

/** The file a relative specifier (`./x.js`) names: its `.ts`, `.tsx` or `index.ts`. */
function resolveSpecifier(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier).replace(/\.js$/, '')
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')])
    if (existsSync(candidate)) return candidate
  return undefined
}

/** The static import graph of `root`: file → the files of `root` it imports. */
export function importGraph(root) {
  const absolute = path.resolve(root)
  const graph = new Map()
  for (const file of sourceFiles(absolute)) {
    const targets = new Set()
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolveSpecifier(file, match[1])
      if (target) targets.add(target)
    }
    graph.set(file, [...targets])
  }
  return graph
}

/** The import cycles of `root`: each a sorted list of its files, relative to `root` (Tarjan's algorithm). */
export function importCycles(root) {
  const graph = importGraph(root)
  const order = new Map()
  const lowest = new Map()
  const stack = []
  const onStack = new Set()
  const cycles = []
  let counter = 0
  const visit = (file) => {
    order.set(file, counter)
    lowest.set(file, counter)
    counter++
    stack.push(file)
    onStack.add(file)
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue
      if (!order.has(target)) {
        visit(target)
        lowest.set(file, Math.min(lowest.get(file), lowest.get(target)))
      } else if (onStack.has(target)) lowest.set(file, Math.min(lowest.get(file), order.get(target)))
    }
    if (lowest.get(file) !== order.get(file)) return
    const component = []
    let member
    do {
      member = stack.pop()
      onStack.delete(member)
      component.push(path.relative(path.resolve(root), member))
    } while (member !== file)
    const selfImport = (graph.get(file) ?? []).includes(file)
    if (component.length > 1 || selfImport) cycles.push(component.sort())
  }
  for (const file of graph.keys()) if (!order.has(file)) visit(file)
  return cycles
}
