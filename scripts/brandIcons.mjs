#!/usr/bin/env node
// Copies the brand marks Kit's modal shows (the social logins, Farcaster, and a wallet row without an icon) from simple-icons (CC0-1.0, a dev dependency: nothing of the package ships, only these paths as data)
// into packages/react/src/modal/brandIcons.generated.ts. `node scripts/brandIcons.mjs` writes it; `--check` fails
// when the committed file differs (brandIcons.test.mjs runs that in CI).
// Each mark is one path in a 24×24 box; its numbers are rounded to one decimal (about 0.04 px at the 18 px the modal
// draws, drift-free: relative steps are taken between rounded absolute points), which makes the marks a third
// smaller. A brand colour that would vanish on a light or a dark surface (black, white) is left out: the mark then
// takes the text colour.
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const output = path.join(repository, 'packages/react/src/modal/brandIcons.generated.ts')

/** Kit's key → simple-icons slug. Keys are the social providers (core's SOCIAL_PROVIDERS), Farcaster, wallet ids. */
export const BRANDS = {
  google: 'google',
  github: 'github',
  apple: 'apple',
  facebook: 'facebook',
  x: 'x',
  discord: 'discord',
  farcaster: 'farcaster',
  // A wallet row without an icon of its own, keyed by its catalogue id or connector id: the pairing row. (The
  // catalogue's wallets carry Kit's monograms; simple-icons lacks MetaMask, Trust, Phantom and most of the others.)
  walletconnect: 'walletconnect',
}

/** Relative luminance (WCAG) of a `RRGGBB` colour. */
function luminance(hex) {
  const channel = (index) => {
    const value = Number.parseInt(hex.slice(index, index + 2), 16) / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4)
}

const contrast = (a, b) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)

/** True when the colour stands out (≥ 2:1, a mark, not text) on Kit's light surface and its dark one. */
export function visibleOnBothThemes(hex) {
  const own = luminance(hex)
  return contrast(own, luminance('ffffff')) >= 2 && contrast(own, luminance('18181b')) >= 2
}

const NUMBER = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/
/** How many numbers each command takes per repetition. */
const ARITY = { m: 2, l: 2, h: 1, v: 1, c: 6, s: 4, q: 4, t: 2, a: 7, z: 0 }

/** Splits a path into commands with their numbers (an arc's two flags may be written without separators). */
export function parsePath(d) {
  const commands = []
  let index = 0
  let current
  const skip = () => {
    while (index < d.length && /[\s,]/.test(d[index] ?? '')) index++
  }
  for (skip(); index < d.length; skip()) {
    const char = d[index] ?? ''
    if (/[a-z]/i.test(char)) {
      current = { command: char, numbers: [] }
      commands.push(current)
      index++
      continue
    }
    if (!current) throw new Error(`A path must start with a command: ${d.slice(0, 20)}`)
    const arc = current.command.toLowerCase() === 'a'
    const position = current.numbers.length % 7
    if (arc && (position === 3 || position === 4)) {
      current.numbers.push(Number(char))
      index++
      continue
    }
    const match = NUMBER.exec(d.slice(index))
    if (!match) throw new Error(`Unexpected ${JSON.stringify(char)} in a path at ${index}`)
    current.numbers.push(Number(match[0]))
    index += match[0].length
  }
  return commands
}

const round = (value) => Math.round(value * 10) / 10

/** A number as short as it can be written: `0.5` → `.5`, `-0.5` → `-.5`, `-0` → `0`. */
function shortNumber(value) {
  const text = String(round(value) === 0 ? 0 : round(value))
  return text.replace(/^(-?)0\./, '$1.')
}

/** Joins numbers with a separator only where one is needed (`1 2`, `1-2`, `1.5.5`). */
function joinNumbers(numbers) {
  let text = ''
  for (const number of numbers) {
    const part = shortNumber(number)
    const needsSpace = text !== '' && !part.startsWith('-') && !(part.startsWith('.') && /\.\d*$/.test(text))
    text += (needsSpace ? ' ' : '') + part
  }
  return text
}

/**
 * The path with every coordinate rounded to one decimal. Points are rounded where they are (absolute), and a
 * relative step is written from the previous rounded point, so errors never add up along a long outline.
 */
export function roundPath(d) {
  let exact = { x: 0, y: 0 }
  let rounded = { x: 0, y: 0 }
  let start = { exact, rounded }
  let text = ''
  for (const { command, numbers } of parsePath(d)) {
    const lower = command.toLowerCase()
    const relative = command === lower
    const arity = ARITY[lower]
    if (arity === undefined) throw new Error(`Unknown path command ${command}`)
    if (arity === 0) {
      exact = start.exact
      rounded = start.rounded
      text += command
      continue
    }
    const out = []
    for (let offset = 0; offset < numbers.length; offset += arity) {
      const group = numbers.slice(offset, offset + arity)
      const origin = exact
      const roundedOrigin = rounded
      // An absolute point of this group: its exact place, and how it is written.
      const point = (x, y) => {
        const absolute = relative ? { x: origin.x + x, y: origin.y + y } : { x, y }
        const place = { x: round(absolute.x), y: round(absolute.y) }
        const written = relative ? { x: place.x - roundedOrigin.x, y: place.y - roundedOrigin.y } : place
        return { absolute, place, written }
      }
      let end
      if (lower === 'h' || lower === 'v') {
        const axis = lower === 'h' ? 'x' : 'y'
        const value = group[0] ?? 0
        const absolute = relative ? origin[axis] + value : value
        const place = round(absolute)
        out.push(relative ? place - roundedOrigin[axis] : place)
        end = {
          absolute: { ...origin, [axis]: absolute },
          place: { ...roundedOrigin, [axis]: place },
        }
      } else if (lower === 'a') {
        const [rx = 0, ry = 0, rotation = 0, large = 0, sweep = 0, x = 0, y = 0] = group
        end = point(x, y)
        out.push(round(rx), round(ry), round(rotation), large, sweep, end.written.x, end.written.y)
      } else {
        const points = []
        for (let pair = 0; pair < group.length; pair += 2)
          points.push(point(group[pair] ?? 0, group[pair + 1] ?? 0))
        for (const each of points) out.push(each.written.x, each.written.y)
        end = points[points.length - 1]
      }
      exact = end.absolute
      rounded = end.place
      if (lower === 'm' && offset === 0) start = { exact, rounded }
    }
    text += command + joinArcAware(lower, out, arity)
  }
  return text
}

/** An arc's flags are written as separate numbers; everything else is joined as short as it goes. */
function joinArcAware(lower, numbers, arity) {
  if (lower !== 'a') return joinNumbers(numbers)
  const groups = []
  for (let offset = 0; offset < numbers.length; offset += arity) {
    const [rx, ry, rotation, large, sweep, x, y] = numbers.slice(offset, offset + arity)
    groups.push(`${joinNumbers([rx, ry, rotation])} ${large} ${sweep} ${joinNumbers([x, y])}`)
  }
  return groups.join(' ')
}

/** The generated module's text. */
export async function generate() {
  const require = createRequire(import.meta.url)
  // The package exports no package.json: find it beside its entry.
  const entry = require.resolve('simple-icons')
  const manifest = JSON.parse(
    readFileSync(path.join(entry.slice(0, entry.lastIndexOf('/simple-icons/') + 14), 'package.json'), 'utf8'),
  )
  const icons = await import('simple-icons')
  const bySlug = new Map(Object.values(icons).map((icon) => [icon.slug, icon]))
  const entries = Object.entries(BRANDS).map(([key, slug]) => {
    const icon = bySlug.get(slug)
    if (!icon) throw new Error(`simple-icons ${manifest.version} has no icon ${slug}`)
    const color = visibleOnBothThemes(icon.hex) ? `\n    color: '#${icon.hex}',` : ''
    // As biome formats it (a path never fits a line), so the committed file passes the lint as written.
    return `  // ${icon.title}: ${icon.source}\n  ${key}: {\n    path: '${roundPath(icon.path)}',${color}\n  },`
  })
  return [
    `// Generated by scripts/brandIcons.mjs from simple-icons ${manifest.version} (${manifest.license}, https://simpleicons.org).`,
    '// Do not edit: change BRANDS there and run it. The marks are the brands’ trademarks, shown to name them.',
    '',
    '/** A brand mark: one path in a 24×24 box, and the brand colour where it shows on both themes. */',
    'export type BrandMark = { readonly path: string; readonly color?: string }',
    '',
    '/** Marks by Kit key: social providers, Farcaster, and wallet ids. */',
    'export const BRAND_MARKS: Readonly<Record<string, BrandMark>> = {',
    ...entries,
    '}',
    '',
  ].join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = await generate()
  if (process.argv.includes('--check')) {
    if (readFileSync(output, 'utf8') !== text) {
      console.error(`${path.relative(repository, output)} is stale: run node scripts/brandIcons.mjs`)
      process.exit(1)
    }
  } else writeFileSync(output, text)
}
