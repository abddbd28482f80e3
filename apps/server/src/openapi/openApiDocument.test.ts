import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { passkeyRoutes } from '../auth/passkey/passkeyRequests.js'
import { authRoutes } from '../contract/authRoutes.js'
import { projectRoutes } from '../contract/projectRoutes.js'
import { call } from '../testing/http.js'
import { startTestServer, type TestServer } from '../testing/testServer.js'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

describe('/openapi.json', () => {
  it('is an OpenAPI 3.1 document of every contract route, readable from any origin', async () => {
    const { status, headers, body } = await call(`${server.url}/openapi.json`, {
      headers: { origin: 'http://elsewhere.test' },
    })
    expect(status).toBe(200)
    expect(headers.get('access-control-allow-origin')).toBe('*')
    expect(body.openapi).toBe('3.1.0')
    for (const route of [
      ...Object.values(authRoutes),
      ...Object.values(passkeyRoutes),
      ...Object.values(projectRoutes),
    ]) {
      const path = route.path.replace(/:(\w+)/g, '{$1}')
      const operation = body.paths[path]?.[route.method.toLowerCase()]
      expect(operation, `${route.method} ${path}`).toBeDefined()
      // Its prose comes from routeDocs.ts, beside the generator (not from the contract the frame bundles).
      expect(operation.summary, `${route.method} ${path}`).toMatch(/\w/)
    }
    // The e-mail rule as the validator has it: a JSON Schema format and the length bound.
    const connect = body.paths['/v1/auth/email/connect'].post.requestBody.content['application/json'].schema
    expect(connect.required).toEqual(['email', 'deviceId'])
    expect(connect.properties.email).toEqual({ type: 'string', maxLength: 254, format: 'email' })
    // The paymaster service: a JSON-RPC route with its methods and ERC-7677's params.
    const paymaster = body.paths['/v1/paymaster']?.post
    expect(paymaster['x-kit-json-rpc']).toBe(true)
    const request = paymaster.requestBody.content['application/json'].schema
    expect(request.properties.method.enum).toEqual(['pm_getPaymasterStubData', 'pm_getPaymasterData'])
    expect(request.properties.params.prefixItems).toHaveLength(4)
    expect(body.paths['/v1/paymaster/spend']?.get.security).toEqual([{ operator: [] }])
    // The on-ramp: every route, the checkout's body as the route validates it.
    for (const [path, method] of [
      ['/v1/onramp/providers', 'get'],
      ['/v1/onramp/options', 'get'],
      ['/v1/onramp/quote', 'post'],
      ['/v1/onramp/quotes', 'post'],
      ['/v1/onramp/checkout', 'post'],
      ['/v1/onramp/orders', 'get'],
      ['/v1/onramp/orders/{provider}/{orderId}', 'get'],
      ['/v1/onramp/webhooks/{provider}', 'post'],
    ] as const)
      expect(body.paths[path]?.[method]?.summary, `${method} ${path}`).toMatch(/\w/)
    const checkout = body.paths['/v1/onramp/checkout'].post.requestBody.content['application/json'].schema
    expect(checkout.required).toEqual(['purchaseCurrency', 'paymentCurrency', 'amount', 'walletAddress'])
  })
})
