// How `npm test` splits the browser specs into shards that run at once, each on its own stack (scripts/kit.mjs).
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'

/**
 * Splits weighted items into `count` lists of about equal weight: heaviest first, each to the lightest list so far.
 * @param {{ file: string, weight: number }[]} items
 * @param {number} count
 * @returns {string[][]} the files of each list
 */
export function balance(items, count) {
  const lists = Array.from({ length: count }, () => ({ files: [], weight: 0 }))
  for (const item of [...items].sort((a, b) => b.weight - a.weight || a.file.localeCompare(b.file))) {
    const lightest = lists.reduce((best, list) => (list.weight < best.weight ? list : best))
    lightest.files.push(item.file)
    lightest.weight += item.weight
  }
  return lists.map((list) => list.files)
}

/**
 * The specs of `directory` (`*.e2e.ts`) in `count` shards of about equal weight, a spec's size in bytes standing for
 * its time; paths as `specs/<name>`, as vitest's file filters take them. Vitest's own `--shard` splits by count in
 * hash order, which can put the longest specs on one side.
 * @param {string} directory
 * @param {number} count
 */
export function splitSpecs(directory, count) {
  const items = readdirSync(directory)
    .filter((name) => name.endsWith('.e2e.ts'))
    .map((name) => ({ file: `specs/${name}`, weight: statSync(path.join(directory, name)).size }))
  return balance(items, count)
}
