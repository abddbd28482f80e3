// How `npm test` splits the browser specs into shards that run at once, each on its own stack (scripts/kit.mjs).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
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

/** Bytes of a spec that stand for a second of its run, for a spec `spec-seconds.json` does not list yet. */
const BYTES_PER_SECOND = 300

/**
 * The specs of `directory` (`*.e2e.ts`) in `count` shards of about equal time; paths as `specs/<name>`, as vitest's
 * file filters take them. A spec's time is read from `spec-seconds.json` beside the folder (seconds a spec took in a
 * one-shard run, written by hand from a run's report); a spec it does not list counts by its size (bytes / 300, about
 * what the listed ones take). Size alone put 411 s on one side and 329 on the other (engines-layout, 6 KB, takes 37 s).
 * Vitest's own `--shard` splits by count in hash order, which can put the longest specs on one side.
 * @param {string} directory
 * @param {number} count
 */
export function splitSpecs(directory, count) {
  const timesFile = path.join(directory, '..', 'spec-seconds.json')
  const seconds = existsSync(timesFile) ? JSON.parse(readFileSync(timesFile, 'utf8')) : {}
  const items = readdirSync(directory)
    .filter((name) => name.endsWith('.e2e.ts'))
    .map((name) => ({
      file: `specs/${name}`,
      weight:
        typeof seconds[name] === 'number'
          ? seconds[name]
          : statSync(path.join(directory, name)).size / BYTES_PER_SECOND,
    }))
  return balance(items, count)
}
