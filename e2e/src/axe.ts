import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'

const require = createRequire(import.meta.url)
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

/** An axe-core violation, reduced to what a failing test should print. */
export type AxeViolation = {
  id: string
  impact: string | null
  help: string
  targets: string[]
  /** axe's explanation per node, e.g. the colours and ratio of a contrast failure. */
  summaries: string[]
}

/**
 * Runs axe-core (WCAG 2.x A and AA rules) in the page and its frames (the secure frame included) and returns the
 * violations. axe goes into every frame through the debugger, past the secure frame's CSP (no inline scripts): a
 * frame without it is skipped by axe after waiting half a second for its answer.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await Promise.all(
    page.frames().map(async (frame) => {
      try {
        // biome-ignore lint/suspicious/noExplicitAny: axe is injected at run time
        if (!(await frame.evaluate(() => typeof (window as any).axe === 'object')))
          await frame.evaluate(axeSource)
      } catch (error) {
        // A frame that went away meanwhile has nothing to check.
        if (!frame.isDetached()) throw error
      }
    }),
  )
  return page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected into the page at run time
    const axe = (window as any).axe
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    })
    // biome-ignore lint/suspicious/noExplicitAny: axe result objects
    return result.violations.map((violation: any) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      // biome-ignore lint/suspicious/noExplicitAny: axe node objects
      targets: violation.nodes.map((node: any) => node.target.join(' ')),
      // biome-ignore lint/suspicious/noExplicitAny: axe node objects
      summaries: violation.nodes.map((node: any) => String(node.failureSummary ?? '').replace(/\s+/g, ' ')),
    }))
  })
}
