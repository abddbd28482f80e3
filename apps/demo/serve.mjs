// Serves the built demo (apps/demo/dist: index.html and wagmi.html) with the stack's config injected.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { serveBuiltPages } from '../../scripts/servePages.mjs'

const distDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'dist')

/**
 * Starts the demo's static server.
 * @param {{ port?: number, host?: string, config?: Record<string, unknown> }} options port 0 asks the OS for a free one
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export function serveDemo(options = {}) {
  return serveBuiltPages({ ...options, distDir, packageName: '@kit/demo' })
}
