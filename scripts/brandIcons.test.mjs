import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { BRANDS, generate, parsePath, roundPath, visibleOnBothThemes } from './brandIcons.mjs'

const ARITY = { m: 2, l: 2, h: 1, v: 1, c: 6, s: 4, q: 4, t: 2, a: 7, z: 0 }

/** Every segment's end point, absolute: where the outline goes. */
function endPoints(d) {
  let x = 0
  let y = 0
  let start = { x, y }
  const points = []
  for (const { command, numbers } of parsePath(d)) {
    const lower = command.toLowerCase()
    const relative = command === lower
    if (lower === 'z') {
      ;({ x, y } = start)
      points.push({ x, y })
      continue
    }
    const arity = ARITY[lower]
    for (let offset = 0; offset < numbers.length; offset += arity) {
      const group = numbers.slice(offset, offset + arity)
      if (lower === 'h') x = relative ? x + group[0] : group[0]
      else if (lower === 'v') y = relative ? y + group[0] : group[0]
      else {
        const [endX, endY] = group.slice(-2)
        x = relative ? x + endX : endX
        y = relative ? y + endY : endY
      }
      if (lower === 'm' && offset === 0) start = { x, y }
      points.push({ x, y })
    }
  }
  return points
}

describe('the brand marks (scripts/brandIcons.mjs, simple-icons)', () => {
  it('the committed module is what the script writes from the installed simple-icons', async () => {
    const committed = readFileSync(
      new URL('../packages/react/src/modal/brandIcons.generated.ts', import.meta.url),
      'utf8',
    )
    expect(committed).toBe(await generate())
    expect(committed).toMatch(/from simple-icons \d+\.\d+\.\d+ \(CC0-1\.0,/)
    for (const key of Object.keys(BRANDS)) expect(committed).toContain(`\n  ${key}: {\n    path: 'M`)
  })

  it('reads an arc whose flags are written without separators', () => {
    expect(parsePath('M1 2a2 2 0 01-2 2z')).toEqual([
      { command: 'M', numbers: [1, 2] },
      { command: 'a', numbers: [2, 2, 0, 0, 1, -2, 2] },
      { command: 'z', numbers: [] },
    ])
  })

  it('rounds to one decimal without drift: every point of a long relative outline stays within 0.05', () => {
    // 200 steps of 0.04: rounding each step alone would lose 8 units; rounding the points loses nothing.
    const long = `M0 0${'l.04.04'.repeat(200)}h-3.333v1.777c.3.3.6.6.949.949a2.25 2.25 0 0 1 .01.01z`
    const rounded = roundPath(long)
    const before = endPoints(long)
    const after = endPoints(rounded)
    expect(after).toHaveLength(before.length)
    for (const [index, point] of before.entries()) {
      expect(Math.abs(after[index].x - point.x)).toBeLessThanOrEqual(0.05 + 1e-9)
      expect(Math.abs(after[index].y - point.y)).toBeLessThanOrEqual(0.05 + 1e-9)
    }
    expect(rounded.length).toBeLessThan(long.length)
  })

  it('keeps a brand colour only where it shows on both themes (not black, not white)', () => {
    expect(visibleOnBothThemes('4285F4')).toBe(true)
    expect(visibleOnBothThemes('000000')).toBe(false)
    expect(visibleOnBothThemes('181717')).toBe(false)
    expect(visibleOnBothThemes('FFFFFF')).toBe(false)
  })
})
