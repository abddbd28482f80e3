// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appRoot } from './testing/browserStack.js'

type Served = { url: string; origin: string; close(): Promise<void> }
type ServeFrame = (options: {
  port?: number
  config: unknown
  distDir?: string
  fetch?: typeof fetch
}) => Promise<Served>

let serveFrame: ServeFrame
let distDir: string
const started: Served[] = []

beforeAll(async () => {
  ;({ serveFrame } = (await import(pathToFileURL(path.join(appRoot, 'serve.mjs')).href)) as {
    serveFrame: ServeFrame
  })
  distDir = mkdtempSync(path.join(tmpdir(), 'kit-frame-dist-'))
  mkdirSync(path.join(distDir, 'assets'))
  writeFileSync(
    path.join(distDir, 'index.html'),
    '<!doctype html><html><head><title>f</title></head><body></body></html>',
  )
  writeFileSync(path.join(distDir, 'social-callback.html'), '<!doctype html><p>callback</p>')
  writeFileSync(path.join(distDir, 'assets', 'app.js'), 'console.log(1)')
  writeFileSync(path.join(distDir, 'secret.txt'), 'not an asset')
})

afterAll(async () => {
  for (const server of started) await server.close()
  rmSync(distDir, { recursive: true, force: true })
})

async function start(config: unknown, fetchImpl?: typeof fetch) {
  const served = await serveFrame({ port: 0, config, distDir, ...(fetchImpl ? { fetch: fetchImpl } : {}) })
  started.push(served)
  return served
}

describe('serveFrame', () => {
  it("sends frame-ancestors with the project's allowed origins, read from the Kit server", async () => {
    const asked: string[] = []
    const fakeFetch = (async (url: string) => {
      asked.push(String(url))
      return String(url).includes('/v1/projects/shop/config')
        ? Response.json({ allowedOrigins: ['https://shop.example', 'https://www.shop.example'] })
        : Response.json({ status: 404, reasons: [] }, { status: 404 })
    }) as typeof fetch
    const served = await start({ serverUrl: 'https://api.example' }, fakeFetch)
    const shop = await fetch(`${served.url}?projectId=shop&chainId=eip155%3A1`)
    const csp = shop.headers.get('content-security-policy') ?? ''
    expect(csp).toContain('frame-ancestors https://shop.example https://www.shop.example')
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain('connect-src https://api.example')
    expect(shop.headers.get('cache-control')).toBe('no-store')
    expect(asked).toEqual(['https://api.example/v1/projects/shop/config'])
    // Unknown project, or none: nobody may embed the frame.
    const unknown = await fetch(`${served.url}?projectId=nobody`)
    expect(unknown.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    const none = await fetch(served.url)
    expect(none.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  })

  it('uses the configured allowed origins, drops anything that is not an origin, and escapes the injected config', async () => {
    const served = await start({
      serverUrl: 'https://api.example',
      allowedParentOrigins: ['https://shop.example', "https://x.example; script-src 'unsafe-inline'"],
      chains: [
        { caipNetworkId: 'eip155:1', rpcUrl: 'https://rpc.example/</script><script>alert(1)</script>' },
      ],
    })
    const response = await fetch(`${served.url}?projectId=shop`)
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain('frame-ancestors https://shop.example;')
    expect(csp).not.toContain('unsafe-inline')
    const html = await response.text()
    expect(html).toContain('<script type="application/json" id="kit-frame-config">')
    expect(html).not.toContain('</script><script>alert(1)')
    expect(html).toContain('\\u003c/script>')
  })

  it('serves the social callback page unframeable, assets from /assets only, and nothing else', async () => {
    const served = await start({
      serverUrl: 'https://api.example',
      allowedParentOrigins: ['https://shop.example'],
    })
    const callback = await fetch(`${served.origin}/social-callback.html`)
    expect(callback.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect((await fetch(`${served.origin}/assets/app.js`)).status).toBe(200)
    expect((await fetch(`${served.origin}/secret.txt`)).status).toBe(404)
    expect((await fetch(`${served.origin}/assets/..%2fsecret.txt`)).status).toBe(404)
    expect((await fetch(`${served.origin}/`, { method: 'POST' })).status).toBe(405)
  })
})
