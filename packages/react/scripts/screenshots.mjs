#!/usr/bin/env node
// Screenshots of the modal in Chromium, light and dark: bundles scripts/screenshot-page.tsx with esbuild, serves
// it on a free port, and saves one PNG per scene and theme into packages/react/screenshots/.
// Usage: node scripts/screenshots.mjs [Scene ...]
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { launchChromiumContext } from '../../../scripts/chromium.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const outDir = path.join(root, 'screenshots')
const scenes = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['Connect', 'Account', 'Networks', 'OnRamp', 'Send', 'RegisterAccountName', 'Settings']

const work = mkdtempSync(path.join(tmpdir(), 'kit-shots-'))
await build({
  entryPoints: [path.join(root, 'scripts/screenshot-page.tsx')],
  bundle: true,
  splitting: true,
  format: 'esm',
  outdir: work,
  platform: 'browser',
  target: 'es2022',
  conditions: ['@kit/source'],
  define: { 'process.env.NODE_ENV': '"production"' },
  jsx: 'automatic',
  logLevel: 'error',
})
const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{margin:0;font-family:system-ui;background:linear-gradient(135deg,#eef2ff,#fdf2f8);min-height:100vh}</style></head>
<body><div id="root"></div><script type="module" src="/screenshot-page.js"></script></body></html>`

const server = createServer((request, response) => {
  const pathname = (request.url ?? '/').split('?')[0] ?? '/'
  const file =
    pathname === '/' ? null : path.join(work, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''))
  try {
    const body = file ? readFileSync(file) : html
    response.writeHead(200, { 'content-type': file ? 'text/javascript' : 'text/html' })
    response.end(body)
  } catch {
    response.writeHead(404).end()
  }
})
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
const { port } = server.address()

const userDataDir = mkdtempSync(path.join(tmpdir(), 'kit-chromium-'))
const context = await launchChromiumContext(userDataDir, {
  // KIT_SHOTS_WIDTH=390 shows the small-screen layout (a bottom sheet).
  viewport: { width: Number(process.env.KIT_SHOTS_WIDTH ?? 520), height: 860 },
  deviceScaleFactor: 1,
})
try {
  mkdirSync(outDir, { recursive: true })
  const page = context.pages()[0] ?? (await context.newPage())
  page.on('pageerror', (error) => console.error('page error:', error.message))
  // KIT_SHOTS_LOCALE=ar (or en-XA, the pseudo-locale) shows the scenes in that language.
  const locale = process.env.KIT_SHOTS_LOCALE
  await page.goto(`http://127.0.0.1:${port}/${locale ? `?locale=${encodeURIComponent(locale)}` : ''}`)
  await page.waitForFunction(() => typeof window.kitShow === 'function')
  for (const scene of scenes)
    for (const mode of ['light', 'dark']) {
      await page.evaluate(([s, m]) => window.kitShow(s, m), [scene, mode])
      await page.waitForSelector('[role="dialog"] .kit-view')
      if (scene === 'WalletConnect' || scene === 'ConnectingExternal') {
        await page.click(
          `[role="dialog"] .kit-row:has-text("${scene === 'WalletConnect' ? 'WalletConnect' : 'Rabby'}")`,
        )
        await page
          .waitForSelector(
            scene === 'WalletConnect' ? '[role="dialog"] .kit-qr svg' : '[role="dialog"] .kit-status',
            {
              timeout: 5000,
            },
          )
          .catch(async (error) => {
            console.error(
              await page.evaluate(() => document.querySelector('[role="dialog"]')?.outerHTML.slice(0, 3000)),
            )
            throw error
          })
      }
      if (scene === 'RegisterAccountName') {
        await page.fill('[role="dialog"] input', 'satoshi')
        await page.waitForSelector('[role="dialog"] .kit-tag[data-tone="success"]')
      }
      if (scene === 'OnRamp') {
        await page.click('[role="dialog"] .kit-chip >> nth=1')
        await page.waitForFunction(() => document.querySelector('.kit-quote')?.textContent?.includes('249'))
      }
      // Let entrance animations finish.
      await page.waitForTimeout(350)
      const suffix = `${process.env.KIT_SHOTS_WIDTH ? `-${process.env.KIT_SHOTS_WIDTH}` : ''}${locale ? `-${locale}` : ''}`
      const file = path.join(outDir, `${scene}-${mode}${suffix}.png`)
      await page.screenshot({ path: file })
      console.log(file)
    }
} finally {
  await context.close()
  server.close()
  rmSync(work, { recursive: true, force: true })
  rmSync(userDataDir, { recursive: true, force: true })
}
