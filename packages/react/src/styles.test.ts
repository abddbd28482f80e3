// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain ESM script without types; the test only calls its one function.
import { buildStyles } from '../scripts/build-styles.mjs'
import { kitStyles } from './styles.generated.js'
import { kitModalStyles } from './styles.modal.generated.js'

const css = readFileSync(new URL('./styles.css', import.meta.url), 'utf8')

describe('the one stylesheet', () => {
  it('the injected strings are exactly styles.css (run scripts/build-styles.mjs after editing it)', async () => {
    const built = await buildStyles(css)
    expect(kitStyles).toBe(built.base)
    expect(kitModalStyles).toBe(built.modal)
  })

  it('themes light and dark through a data attribute', () => {
    expect(css).toMatch(/\[data-kit-theme=["']light["']\]/)
    expect(css).toMatch(/\[data-kit-theme=["']dark["']\]/)
  })

  it('reads the documented variables: accent, radius, font family, font size, z-index', () => {
    for (const variable of [
      '--kit-accent',
      '--kit-border-radius-master',
      '--kit-font-family',
      '--kit-font-size-master',
      '--kit-z-index',
    ])
      expect(css).toMatch(new RegExp(`var\\(\\s*${variable}[,)]`))
  })

  it('honours prefers-reduced-motion in both parts', () => {
    expect(kitStyles).toContain('prefers-reduced-motion:reduce')
    expect(kitModalStyles).toContain('prefers-reduced-motion:reduce')
  })

  it('shows a focus ring on keyboard focus', () => {
    expect(css).toMatch(/:focus-visible\s*\{[^}]*outline: 2px solid var\(--k-accent\)/)
  })

  it('shows a pressed chip as accent text on accent, the AA pair (the soft accent failed axe in Chromium)', () => {
    expect(css).toMatch(
      /\.kit-chip\[aria-pressed="true"\]\s*\{\s*background: var\(--k-accent\);\s*color: var\(--k-on-accent\);/,
    )
  })

  it('shakes for 500 ms', () => {
    expect(css).toMatch(/\.kit-card\[data-shake\]\s*\{\s*animation: kit-shake 0\.5s/)
  })
})
