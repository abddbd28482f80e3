// @vitest-environment node
// serveFrame (serve.mjs) behind the TLS proxy a deployment puts in front of it: whose lookup budget a visitor spends,
// and the lookups kept for projects the Kit server confirmed before.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

type Served = { url: string; close(): Promise<void> }
type ServeFrame = (options: {
  port?: number
  config: unknown
  distDir?: string
  fetch?: typeof fetch
  lookupLimits?: Record<string, number>
  trustedProxies?: string[] | string
  confirmedProjectsFile?: string
  now?: () => number
}) => Promise<Served>

let serveFrame: ServeFrame
let FrameServerConfigError: new (...args: never[]) => Error
let workDir: string
let distDir: string
const started: Served[] = []

beforeAll(async () => {
  // Plain JavaScript without declarations, typed by ServeFrame above.
  ;({ serveFrame, FrameServerConfigError } = (await import(
    pathToFileURL(path.join(import.meta.dirname, 'serve.mjs')).href
  )) as { serveFrame: ServeFrame; FrameServerConfigError: new (...args: never[]) => Error })
  workDir = mkdtempSync(path.join(tmpdir(), 'kit-frame-proxy-'))
  distDir = path.join(workDir, 'dist')
  mkdirSync(path.join(distDir, 'assets'), { recursive: true })
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>')
  writeFileSync(path.join(distDir, 'social-callback.html'), '<!doctype html><p>callback</p>')
  writeFileSync(path.join(distDir, 'secure-window.html'), '<!doctype html><main id="card-root"></main>')
})

afterAll(async () => {
  for (const server of started) await server.close()
  rmSync(workDir, { recursive: true, force: true })
})

/** The Kit server's project-config route: known projects answer their origins, anything else 404. */
function kitServerStandIn(projects: Record<string, string[]>) {
  const asked: string[] = []
  const fetchImpl = (async (url: string) => {
    const id = decodeURIComponent(/\/v1\/projects\/([^/]+)\/config$/.exec(String(url))?.[1] ?? '')
    asked.push(id)
    const origins = projects[id]
    return origins
      ? Response.json({ projectId: id, name: id, allowedOrigins: origins })
      : Response.json(
          { status: 404, reasons: [{ name: 'UnknownProject', description: '…' }] },
          { status: 404 },
        )
  }) as typeof fetch
  return { asked, fetchImpl }
}

async function start(options: Omit<Parameters<ServeFrame>[0], 'config' | 'distDir'>) {
  const served = await serveFrame({
    port: 0,
    config: { serverUrl: 'https://api.example' },
    distDir,
    ...options,
  })
  started.push(served)
  return served
}

/** A page load of the frame for `projectId`, as forwarded by the proxy for `client`; its frame-ancestors. */
async function ancestors(served: Served, projectId: string, client?: string): Promise<string> {
  const response = await fetch(`${served.url}?projectId=${projectId}`, {
    headers: client ? { 'x-forwarded-for': client } : {},
  })
  await response.text()
  return /frame-ancestors ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? ''
}

const projects = { shop: ['https://shop.example'], cafe: ['https://cafe.example'] }

describe('serveFrame behind a trusted proxy', () => {
  it("gives each visitor its own lookup budget, read from the right of X-Forwarded-For, not the proxy's", async () => {
    const kit = kitServerStandIn(projects)
    const served = await start({
      fetch: kit.fetchImpl,
      trustedProxies: '127.0.0.1, 10.0.0.0/8',
      lookupLimits: { lookupsPerClientPerMinute: 3 },
    })
    for (let i = 0; i < 3; i++) await ancestors(served, `made-up-${i}`, '203.0.113.1')
    expect(kit.asked).toHaveLength(3)
    // That visitor's budget is spent, whatever it writes on the left of the proxy's entry.
    await ancestors(served, 'made-up-3', '203.0.113.1')
    await ancestors(served, 'made-up-4', '10.9.9.9, 203.0.113.1, 10.0.0.5')
    expect(kit.asked).toHaveLength(3)
    // Another visitor through the same proxy: the real project's first load lists its origins.
    expect(await ancestors(served, 'shop', '198.51.100.2, 10.0.0.5')).toBe('https://shop.example')
  })

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const kit = kitServerStandIn(projects)
    const served = await start({ fetch: kit.fetchImpl, lookupLimits: { lookupsPerClientPerMinute: 3 } })
    for (let i = 0; i < 3; i++) await ancestors(served, `made-up-${i}`, `203.0.113.${i}`)
    // All were the socket's address: a forged header gives no fresh budget.
    expect(await ancestors(served, 'shop', '198.51.100.2')).toBe("'none'")
    expect(kit.asked).toHaveLength(3)
  })

  it('refuses a trusted proxy that is not an address or range', async () => {
    await expect(start({ trustedProxies: ['10.0.0.0/8', 'proxy.internal'] })).rejects.toThrow(
      FrameServerConfigError,
    )
    await expect(start({ trustedProxies: '10.0.0.0/33' })).rejects.toThrow(
      'Invalid address or CIDR range "10.0.0.0/33" in trustedProxies (KIT_TRUSTED_PROXIES)',
    )
  })
})

describe('lookups kept for projects the Kit server confirmed', () => {
  it('serves a confirmed project pushed out of memory while made-up ids have spent every other lookup', async () => {
    const kit = kitServerStandIn(projects)
    let clock = 1_000_000
    const served = await start({
      fetch: kit.fetchImpl,
      trustedProxies: ['127.0.0.1'],
      now: () => clock,
      lookupLimits: { knownProjects: 1, lookupsPerMinute: 2 },
    })
    expect(await ancestors(served, 'shop', '198.51.100.1')).toBe('https://shop.example')
    // A second real project pushes shop out of the known ones; the minute's two lookups are spent.
    expect(await ancestors(served, 'cafe', '198.51.100.1')).toBe('https://cafe.example')
    clock += 6_000
    for (let i = 0; i < 20; i++) await ancestors(served, `made-up-${i}`, `203.0.113.${i}`)
    expect(kit.asked).toEqual(['shop', 'cafe'])
    expect(await ancestors(served, 'shop', '198.51.100.3')).toBe('https://shop.example')
    expect(kit.asked).toEqual(['shop', 'cafe', 'shop'])
  })

  it('remembers confirmed projects across a restart in confirmedProjectsFile', async () => {
    const file = path.join(workDir, 'confirmed.json')
    const kit = kitServerStandIn(projects)
    const before = await start({ fetch: kit.fetchImpl, confirmedProjectsFile: file })
    expect(await ancestors(before, 'shop')).toBe('https://shop.example')
    expect(await ancestors(before, 'nobody')).toBe("'none'")
    await before.close()

    // After the restart nothing is in memory, and a flood of made-up ids spends the minute's lookups first.
    const after = await start({
      fetch: kit.fetchImpl,
      confirmedProjectsFile: file,
      trustedProxies: ['127.0.0.1'],
      lookupLimits: { lookupsPerMinute: 3 },
    })
    for (let i = 0; i < 10; i++) await ancestors(after, `made-up-${i}`, `203.0.113.${i}`)
    expect(await ancestors(after, 'shop', '198.51.100.1')).toBe('https://shop.example')
    // A real project this frame server never saw waits with the made-up ones, until the next minute.
    expect(await ancestors(after, 'cafe', '198.51.100.1')).toBe("'none'")
  })

  it('refuses a confirmedProjectsFile that is not a JSON array of ids', async () => {
    const file = path.join(workDir, 'broken.json')
    writeFileSync(file, '{"shop": true}')
    await expect(start({ confirmedProjectsFile: file })).rejects.toThrow(
      `confirmedProjectsFile (KIT_FRAME_CONFIRMED_PROJECTS_FILE) ${file} must hold a JSON array of project ids`,
    )
  })
})
