import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ServerConfigError } from '../errors.js'
import { call } from '../testing/http.js'
import { startTestServer, type TestServer } from '../testing/testServer.js'
import { clientIpOf, parseCidrList } from './clientIp.js'

describe('parseCidrList', () => {
  it('matches IPv4 and IPv6 addresses and ranges, IPv4-mapped IPv6 as IPv4', () => {
    const trusted = parseCidrList(['10.0.0.0/8', '192.168.1.7', 'fd00::/8', '::1'], 'test')
    expect(trusted('10.200.3.4')).toBe(true)
    expect(trusted('::ffff:10.200.3.4')).toBe(true)
    expect(trusted('11.0.0.1')).toBe(false)
    expect(trusted('192.168.1.7')).toBe(true)
    expect(trusted('192.168.1.8')).toBe(false)
    expect(trusted('fd12:3456::1')).toBe(true)
    expect(trusted('[::1]')).toBe(true)
    expect(trusted('2001:db8::1')).toBe(false)
    expect(trusted('not an ip')).toBe(false)
    expect(parseCidrList([], 'test')('127.0.0.1')).toBe(false)
  })

  it('refuses entries that are not addresses or ranges, naming where they came from', () => {
    for (const entry of ['10.0.0.0/33', 'fd00::/129', 'proxy.internal', '10.0.0.0/8/1', '10.0.0.0/x', ''])
      expect(() => parseCidrList([entry], 'KIT_TRUSTED_PROXIES')).toThrow(ServerConfigError)
    expect(() => parseCidrList(['nope'], 'KIT_TRUSTED_PROXIES')).toThrow(
      'Invalid address or CIDR range "nope" in KIT_TRUSTED_PROXIES',
    )
  })
})

describe('clientIpOf', () => {
  const trusted = parseCidrList(['10.0.0.0/8'], 'test')

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', () => {
    expect(clientIpOf('203.0.113.5', '1.2.3.4', trusted)).toBe('203.0.113.5')
    expect(clientIpOf('::ffff:203.0.113.5', undefined, trusted)).toBe('203.0.113.5')
  })

  it('takes the right-most entry that is not a trusted proxy, never what the client wrote on the left', () => {
    expect(clientIpOf('10.0.0.1', '6.6.6.6, 203.0.113.5', trusted)).toBe('203.0.113.5')
    expect(clientIpOf('10.0.0.1', '6.6.6.6, 203.0.113.5, 10.0.0.2', trusted)).toBe('203.0.113.5')
    expect(clientIpOf('10.0.0.1', '2001:db8::7', trusted)).toBe('2001:db8::7')
  })

  it('stops at an entry that is not an address, keeping the last trusted hop', () => {
    expect(clientIpOf('10.0.0.1', 'garbage', trusted)).toBe('10.0.0.1')
    expect(clientIpOf('10.0.0.1', '203.0.113.5, garbage, 10.0.0.9', trusted)).toBe('10.0.0.9')
  })

  it('answers the left-most hop when every hop is a trusted proxy', () => {
    expect(clientIpOf('10.0.0.1', '10.0.0.3, 10.0.0.2', trusted)).toBe('10.0.0.3')
  })
})

describe('per-IP limits behind proxies', () => {
  const requestIps = (server: TestServer, count: number) =>
    server.logs
      .filter((entry) => entry.msg === 'request')
      .slice(-count)
      .map((entry) => entry.ip)

  describe('with no trusted proxy', () => {
    let server: TestServer
    beforeAll(async () => {
      // Production: development mode refuses any request carrying X-Forwarded-For (developmentGuard.ts).
      server = await startTestServer({ development: false })
    })
    afterAll(() => server.close())

    it('ignores X-Forwarded-For entirely', async () => {
      await call(`${server.url}/v1/projects/test/config`, { headers: { 'x-forwarded-for': '9.9.9.9' } })
      expect(requestIps(server, 1)).toEqual(['127.0.0.1'])
    })
  })

  describe('behind a trusted proxy (the test client on 127.0.0.1 plays it)', () => {
    let server: TestServer
    beforeAll(async () => {
      server = await startTestServer({
        development: false,
        trustedProxies: ['127.0.0.1', '10.0.0.0/8'],
        limits: { perIp: { max: 3, windowMs: 60_000 } },
      })
    })
    afterAll(() => server.close())

    const get = (forwardedFor: string) =>
      call(`${server.url}/v1/projects/test/config`, { headers: { 'x-forwarded-for': forwardedFor } })

    it('a client-written left-most X-Forwarded-For does not give a fresh bucket', async () => {
      const statuses: number[] = []
      for (let i = 0; i < 4; i++)
        statuses.push((await get(`10.9.${i}.${i}, 198.51.100.${i}, 203.0.113.1`)).status)
      expect(statuses).toEqual([200, 200, 200, 429])
      expect(requestIps(server, 4)).toEqual(Array(4).fill('203.0.113.1'))
    })

    it('the right-most address after the trusted proxies is the bucket', async () => {
      expect((await get('203.0.113.2, 10.1.1.1')).status).toBe(200)
      expect(requestIps(server, 1)).toEqual(['203.0.113.2'])
      // Another client through the same proxies has a bucket of its own.
      expect((await get('203.0.113.1, 10.1.1.1')).status).toBe(429)
      expect((await get('203.0.113.3, 10.1.1.1')).status).toBe(200)
    })
  })
})
