import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { wallets } from '@kit/chains/wallets'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ServerConfigError } from '../errors.js'
import { call } from '../testing/http.js'
import { startTestServer, type TestServer } from '../testing/testServer.js'
import { loadWalletList } from './walletList.js'
import { WALLET_LIST_CACHE_CONTROL } from './walletRoutes.js'

const dir = mkdtempSync(join(tmpdir(), 'kit-wallets-'))
const own = {
  id: 'mywallet',
  name: 'My Wallet',
  icon: 'https://wallet.example/icon.png',
  chains: ['eip155'],
  mobile: { universal: 'https://wallet.example/app' },
}

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

describe('GET /v1/wallets', () => {
  it('serves the built-in list to any origin, without a project, cacheable', async () => {
    const { status, headers, body } = await call(`${server.url}/v1/wallets`, {
      headers: { origin: 'https://any-site.example' },
    })
    expect(status).toBe(200)
    expect(body.wallets).toEqual(JSON.parse(JSON.stringify(wallets)))
    expect(headers.get('access-control-allow-origin')).toBe('*')
    expect(headers.get('cache-control')).toBe(WALLET_LIST_CACHE_CONTROL)
    expect(headers.get('etag')).toMatch(/^"[\w-]+"$/)
  })

  it('answers 304 to the ETag it gave', async () => {
    const first = await call(`${server.url}/v1/wallets`)
    const again = await fetch(`${server.url}/v1/wallets`, {
      headers: { 'if-none-match': first.headers.get('etag') ?? '' },
    })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
  })

  it("serves the operator's file instead", async () => {
    const file = join(dir, 'wallets.json')
    writeFileSync(file, JSON.stringify({ wallets: [own] }))
    const custom = await startTestServer({ walletList: { file } })
    try {
      const { body } = await call(`${custom.url}/v1/wallets`)
      expect(body.wallets).toEqual([own])
    } finally {
      await custom.close()
    }
  })
})

describe('loadWalletList', () => {
  it('refuses a missing or invalid file at start with a typed error', () => {
    expect(() => loadWalletList(join(dir, 'missing.json'))).toThrow(ServerConfigError)
    const bad = join(dir, 'bad.json')
    writeFileSync(bad, JSON.stringify([{ ...own, mobile: { native: 'javascript://x' } }]))
    expect(() => loadWalletList(bad)).toThrow(/not a valid wallet list/)
    writeFileSync(bad, '{ not json')
    expect(() => loadWalletList(bad)).toThrow(/not a valid wallet list/)
  })
})
