// @vitest-environment node
import { FRAME_SERVER_TOKEN_HEADER } from '@kit/chains/wire'
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
  serverToken?: string
  lookupLimits?: Record<string, number>
  now?: () => number
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
  writeFileSync(path.join(distDir, 'secure-window.html'), '<!doctype html><main id="card-root"></main>')
  writeFileSync(path.join(distDir, 'email-field.html'), '<!doctype html><p>email field</p>')
  writeFileSync(path.join(distDir, 'assets', 'app.js'), 'console.log(1)')
  writeFileSync(path.join(distDir, 'secret.txt'), 'not an asset')
})

afterAll(async () => {
  for (const server of started) await server.close()
  rmSync(distDir, { recursive: true, force: true })
})

async function start(
  config: unknown,
  fetchImpl?: typeof fetch,
  more: Omit<Parameters<ServeFrame>[0], 'config' | 'fetch'> = {},
) {
  const served = await serveFrame({
    port: 0,
    config,
    distDir,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
    ...more,
  })
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
    // The frame posts one form only: a redirect social login's start on the Kit server (N2).
    expect(csp).toMatch(/form-action https?:\/\/[^ ;]+\/auth\/social\/redirect(;|$)/)
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';")
    expect(csp).toContain('connect-src https://api.example')
    expect(shop.headers.get('cache-control')).toBe('no-store')
    // The origin alone: under no-referrer a browser posts that form with `Origin: null`, which the server refuses.
    expect(shop.headers.get('referrer-policy')).toBe('strict-origin')
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

  it('serves the social callback and secure window pages unframeable, the e-mail field to the allowed origins, assets from /assets only, and nothing else', async () => {
    const served = await start({
      serverUrl: 'https://api.example',
      allowedParentOrigins: ['https://shop.example'],
    })
    const callback = await fetch(`${served.origin}/social-callback.html`)
    expect(callback.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    // The secure window exists not to be covered: no page may frame it.
    const secureWindow = await fetch(`${served.origin}/secure-window.html`)
    expect(secureWindow.status).toBe(200)
    expect(await secureWindow.text()).toContain('card-root')
    expect(secureWindow.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    // The e-mail field (passkey autofill) is framed by the project's allowed origins only, and calls no server.
    const emailField = await fetch(`${served.origin}/email-field.html?projectId=shop`)
    expect(await emailField.text()).toContain('email field')
    const fieldPolicy = emailField.headers.get('content-security-policy') ?? ''
    expect(fieldPolicy).toContain('frame-ancestors https://shop.example;')
    expect(fieldPolicy).toContain("default-src 'none'")
    expect(fieldPolicy).not.toContain('connect-src')
    expect(fieldPolicy).not.toContain('unsafe-inline')
    expect((await fetch(`${served.origin}/assets/app.js`)).status).toBe(200)
    expect((await fetch(`${served.origin}/secret.txt`)).status).toBe(404)
    expect((await fetch(`${served.origin}/assets/..%2fsecret.txt`)).status).toBe(404)
    expect((await fetch(`${served.origin}/`, { method: 'POST' })).status).toBe(405)
  })
})

/**
 * The Kit server's project-config route as the frame server sees it, scripted: known projects answer their
 * origins, others 404, and the whole server can be made to fail (500, 429, unreachable).
 */
function kitServerStandIn() {
  const state = {
    mode: 'ok' as 'ok' | '500' | '429' | 'down',
    projects: new Map<string, string[]>([['shop', ['https://shop.example']]]),
    asked: [] as string[],
    tokens: [] as (string | null)[],
  }
  const fetchImpl = (async (url: string, init?: RequestInit) => {
    const id = decodeURIComponent(/\/v1\/projects\/([^/]+)\/config$/.exec(String(url))?.[1] ?? '')
    state.asked.push(id)
    // The header the Kit server reads (@kit/chains): serve.mjs spells it itself to stay dependency-free.
    state.tokens.push(new Headers(init?.headers).get(FRAME_SERVER_TOKEN_HEADER))
    if (state.mode === 'down') throw new TypeError('fetch failed')
    if (state.mode === '500') return new Response('oops', { status: 500 })
    if (state.mode === '429')
      return Response.json(
        { status: 429, reasons: [{ name: 'RateLimited', description: '…' }] },
        { status: 429 },
      )
    const origins = state.projects.get(id)
    return origins
      ? Response.json({ projectId: id, name: id, allowedOrigins: origins })
      : Response.json(
          { status: 404, reasons: [{ name: 'UnknownProject', description: '…' }] },
          { status: 404 },
        )
  }) as typeof fetch
  return { state, fetchImpl }
}

async function ancestors(served: Served, projectId: string): Promise<string> {
  const response = await fetch(`${served.url}?projectId=${projectId}`)
  await response.text()
  return /frame-ancestors ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? ''
}

describe("serveFrame's project lookups", () => {
  it("keeps a known project's last good origins when the Kit server fails, answers 429 or is unreachable", async () => {
    const kit = kitServerStandIn()
    let clock = 1_000_000
    const served = await start({ serverUrl: 'https://api.example' }, kit.fetchImpl, { now: () => clock })
    expect(await ancestors(served, 'shop')).toBe('https://shop.example')
    for (const mode of ['500', '429', 'down'] as const) {
      kit.state.mode = mode
      clock += 6_000
      const asked = kit.state.asked.length
      expect(await ancestors(served, 'shop')).toBe('https://shop.example')
      expect(kit.state.asked.length).toBe(asked + 1)
      // Not asked again at once: an outage does not make every page load wait for it.
      expect(await ancestors(served, 'shop')).toBe('https://shop.example')
      expect(kit.state.asked.length).toBe(asked + 1)
    }
    // Back up, with a change: the new list applies.
    kit.state.mode = 'ok'
    kit.state.projects.set('shop', ['https://new.shop.example'])
    clock += 6_000
    expect(await ancestors(served, 'shop')).toBe('https://new.shop.example')
    // A project the Kit server no longer knows (404) is an answer, not a failure: nobody may embed it.
    kit.state.projects.delete('shop')
    clock += 6_000
    expect(await ancestors(served, 'shop')).toBe("'none'")
  })

  it('remembers unknown ids for a while, so they are not asked about on every load', async () => {
    const kit = kitServerStandIn()
    let clock = 1_000_000
    const served = await start({ serverUrl: 'https://api.example' }, kit.fetchImpl, { now: () => clock })
    expect(await ancestors(served, 'nobody')).toBe("'none'")
    expect(await ancestors(served, 'nobody')).toBe("'none'")
    expect(kit.state.asked).toEqual(['nobody'])
    clock += 31_000
    expect(await ancestors(served, 'nobody')).toBe("'none'")
    expect(kit.state.asked).toEqual(['nobody', 'nobody'])
  })

  it("lets random ids neither flood the Kit server nor push a known project's origins out", async () => {
    const kit = kitServerStandIn()
    let clock = 1_000_000
    const served = await start({ serverUrl: 'https://api.example' }, kit.fetchImpl, {
      now: () => clock,
      lookupLimits: { unknownProjects: 5, lookupsPerClientPerMinute: 10 },
    })
    expect(await ancestors(served, 'shop')).toBe('https://shop.example')
    for (let i = 0; i < 50; i++) expect(await ancestors(served, `random-${i}`)).toBe("'none'")
    // One client gets 10 first lookups a minute (shop was the first).
    expect(kit.state.asked).toHaveLength(10)
    // The flood, and then a failing Kit server, leave the known project its origins.
    kit.state.mode = '429'
    clock += 6_000
    expect(await ancestors(served, 'shop')).toBe('https://shop.example')
    // A new minute, a new budget.
    kit.state.mode = 'ok'
    clock += 60_000
    const asked = kit.state.asked.length
    await ancestors(served, 'random-49')
    expect(kit.state.asked).toHaveLength(asked + 1)
  })

  it('caps first lookups for all clients together', async () => {
    const kit = kitServerStandIn()
    const served = await start({ serverUrl: 'https://api.example' }, kit.fetchImpl, {
      lookupLimits: { lookupsPerMinute: 3 },
    })
    for (let i = 0; i < 6; i++) await ancestors(served, `random-${i}`)
    expect(kit.state.asked).toEqual(['random-0', 'random-1', 'random-2'])
  })

  it('remembers a bounded number of known projects, dropping the least recently used', async () => {
    const kit = kitServerStandIn()
    for (const id of ['a', 'b', 'c']) kit.state.projects.set(id, [`https://${id}.example`])
    const served = await start({ serverUrl: 'https://api.example' }, kit.fetchImpl, {
      now: () => 1_000_000,
      lookupLimits: { knownProjects: 2 },
    })
    for (const id of ['a', 'b', 'a', 'c']) await ancestors(served, id)
    // a, b asked; a served from memory; c pushed b (least recently used) out.
    expect(kit.state.asked).toEqual(['a', 'b', 'c'])
    expect(await ancestors(served, 'a')).toBe('https://a.example')
    expect(await ancestors(served, 'b')).toBe('https://b.example')
    expect(kit.state.asked).toEqual(['a', 'b', 'c', 'b'])
  })

  it("sends the operator's token with each project-config read", async () => {
    const kit = kitServerStandIn()
    const served = await start({ serverUrl: 'https://api.example' }, kit.fetchImpl, {
      serverToken: 'frame-server-token-0123456789abcdef',
    })
    await ancestors(served, 'shop')
    expect(kit.state.tokens).toEqual(['frame-server-token-0123456789abcdef'])
  })

  it("keeps serving a real Kit server's projects while made-up ids pour in, its per-address limit notwithstanding", async () => {
    const { createServer, generateMasterKey } = await import('@kit/server')
    const token = 'frame-server-token-0123456789abcdef'
    const kit = await createServer({
      port: 0,
      masterKey: generateMasterKey(),
      projects: [{ id: 'shop', name: 'Shop', allowedOrigins: ['https://shop.example'] }],
      limits: { perIp: { max: 3, windowMs: 60_000 }, frameServerToken: token },
      log: false,
    })
    try {
      const served = await start({ serverUrl: kit.url }, undefined, { serverToken: token })
      for (let i = 0; i < 12; i++) expect(await ancestors(served, `made-up-${i}`)).toBe("'none'")
      expect(await ancestors(served, 'shop')).toBe('https://shop.example')
      // Without the token the same reads are held to the limit, and that project is locked out.
      const untokened = await start({ serverUrl: kit.url }, undefined, { serverToken: '' })
      for (let i = 0; i < 3; i++) await ancestors(untokened, `other-${i}`)
      expect(await ancestors(untokened, 'shop')).toBe("'none'")
    } finally {
      await kit.close()
    }
  })
})
