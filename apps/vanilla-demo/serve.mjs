// Serves the built plain-TypeScript page (apps/vanilla-demo/dist) with the stack's config injected, the same
// `window.__KIT_DEMO_CONFIG__` the React demo reads.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { serveBuiltPages } from '../../scripts/servePages.mjs'

const distDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'dist')

/**
 * Starts the page's static server.
 * @param {{ port?: number, host?: string, config?: Record<string, unknown> }} options port 0 asks the OS for a free one
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export function serveVanillaDemo(options = {}) {
  return serveBuiltPages({ ...options, distDir, packageName: '@kit/vanilla-demo' })
}
