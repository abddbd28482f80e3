import { delay, HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it } from 'vitest'
import { ApiAbortedError, ApiError, ApiResponseError, ApiTimeoutError } from '../errors/api.js'
import { createBlockchainApiMock, describeBlockchainApiContract } from '../testing/index.js'
import { createBlockchainApiClient } from './client.js'
import { CALLS, createLazyBlockchainApi } from './lazy.js'
import type { BlockchainApiCalls } from './types.js'

const API = 'http://api.test'
// The first anvil dev key: a well-known test key, never used for value.
const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const mock = createBlockchainApiMock({ apiUrl: API })
const server = setupServer(...mock.handlers)
let nameCounter = 0

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

describeBlockchainApiContract(
  { describe, it },
  'msw mock of the reference API',
  () => ({
    apiUrl: API,
    projectId: 'test-project',
    signer: { address: account.address, signMessage: (message) => account.signMessage({ message }) },
    chainId: 80002,
    caipNetworkId: 'eip155:80002',
    freshName: () => `kit-${Date.now().toString(36)}-${nameCounter++}`,
  }),
  { rpc: { caipNetworkId: 'eip155:80002' } },
)

const client = (timeoutMs = 2_000) =>
  createBlockchainApiClient({ apiUrl: API, projectId: 'test-project', timeoutMs })

it('the lazy client lists every call of BlockchainApi (the typecheck fails on a call it misses)', () => {
  expectTypeOf<Exclude<keyof BlockchainApiCalls, (typeof CALLS)[number]>>().toBeNever()
  expect(new Set(CALLS).size).toBe(CALLS.length)
})

describe('blockchain API client', () => {
  it('sends projectId as a query parameter on every call, registration included', async () => {
    const seen: string[] = []
    server.events.on('request:start', ({ request }) => {
      seen.push(new URL(request.url).searchParams.get('projectId') ?? 'missing')
    })
    const api = client()
    await api.fetchIdentity({ address: account.address })
    await api.getOnRampOptions()
    await api
      .registerName({ coinType: 2147563650, address: account.address, message: '{}', signature: '0x' })
      .catch(() => undefined)
    server.events.removeAllListeners()
    expect(seen).toEqual(['test-project', 'test-project', 'test-project'])
  })

  it('uses the reference paths and query parameters', async () => {
    const urls: string[] = []
    server.events.on('request:start', ({ request }) => {
      urls.push(`${request.method} ${request.url.replace(API, '')}`)
    })
    const api = client()
    await api.getBalance({ address: '0xabc', caipNetworkId: 'eip155:1', forceUpdate: ['a', 'b'] })
    await api.fetchGasPrice({ caipNetworkId: 'eip155:80002' })
    await api.getNameSuggestions('alice')
    await api.reverseLookupName({ address: '0xabc', sender: '0xabc' })
    await api.lookupName('alice.kit.id').catch(() => undefined)
    server.events.removeAllListeners()
    expect(urls).toEqual([
      'GET /v1/account/0xabc/balance?projectId=test-project&currency=usd&chainId=eip155%3A1&forceUpdate=a%2Cb',
      'GET /v1/convert/gas-price?projectId=test-project&chainId=eip155%3A80002',
      'GET /v1/profile/suggestions/alice?projectId=test-project',
      'GET /v1/profile/reverse/0xabc?projectId=test-project&sender=0xabc&apiVersion=2',
      'GET /v1/profile/account/alice.kit.id?projectId=test-project&apiVersion=2',
    ])
  })

  it('encodes path segments, so a name cannot change the path', async () => {
    let path = ''
    server.use(
      http.get(`${API}/v1/profile/account/:name`, ({ request }) => {
        path = new URL(request.url).pathname
        return HttpResponse.json({ name: 'x', addresses: {} })
      }),
    )
    await client().lookupName('a/../b?c')
    expect(path).toBe('/v1/profile/account/a%2F..%2Fb%3Fc')
  })

  it('posts the registration body with coin_type, address, message and signature as JSON', async () => {
    let body: unknown
    let contentType: string | null = null
    server.use(
      http.post(`${API}/v1/profile/account`, async ({ request }) => {
        body = await request.json()
        contentType = request.headers.get('content-type')
        return HttpResponse.json({})
      }),
    )
    await client().registerName({ coinType: 1, address: '0xa', message: 'm', signature: '0xs' })
    expect(body).toEqual({ coin_type: 1, address: '0xa', message: 'm', signature: '0xs' })
    expect(contentType).toBe('application/json')
  })

  it('rejects a malformed response with ApiResponseError naming the field', async () => {
    server.use(http.get(`${API}/v1/identity/:address`, () => HttpResponse.json({ name: 42, avatar: null })))
    const error = await client()
      .fetchIdentity({ address: '0xabc' })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiResponseError)
    expect((error as ApiResponseError).shortMessage).toBe(
      'The service sent a response Kit does not understand',
    )
    expect((error as ApiResponseError).details).toContain('name')
  })

  it('rejects a quote without purchaseAmount.amount as malformed, never inventing one', async () => {
    server.use(http.post(`${API}/v1/onramp/quote`, () => HttpResponse.json({ quoteId: 'q' })))
    const api = client()
    const options = await api.getOnRampOptions()
    await expect(
      api.getOnRampQuote({
        purchaseCurrency: options.purchaseCurrencies[0]!,
        paymentCurrency: options.paymentCurrencies[0]!,
        amount: '100',
        network: 'USDC',
      }),
    ).rejects.toBeInstanceOf(ApiResponseError)
  })

  it('rejects a body that is not JSON with ApiResponseError', async () => {
    server.use(
      http.get(`${API}/v1/onramp/options`, () => new HttpResponse('<html>oops</html>', { status: 200 })),
    )
    await expect(client().getOnRampOptions()).rejects.toBeInstanceOf(ApiResponseError)
  })

  it('turns an HTTP error into ApiError with the status and the service reasons', async () => {
    const error = await client()
      .lookupName('nobody.kit.id')
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(404)
    expect((error as ApiError).reasons).toEqual([{ name: 'NOT_FOUND', description: 'Name not found' }])
  })

  it('turns an HTTP error without a JSON body into ApiError without reasons', async () => {
    server.use(http.get(`${API}/v1/onramp/options`, () => new HttpResponse('bad gateway', { status: 502 })))
    const error = await client()
      .getOnRampOptions()
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(502)
    expect((error as ApiError).reasons).toEqual([])
  })

  it('turns a network failure into ApiError "The service could not be reached"', async () => {
    server.use(http.get(`${API}/v1/onramp/options`, () => HttpResponse.error()))
    const error = await client()
      .getOnRampOptions()
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).shortMessage).toBe('The service could not be reached')
  })

  it('times out a call that never answers with ApiTimeoutError', async () => {
    server.use(
      http.get(`${API}/v1/onramp/options`, async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    )
    const started = Date.now()
    const error = await client(50)
      .getOnRampOptions()
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiTimeoutError)
    expect((error as ApiTimeoutError).timeoutMs).toBe(50)
    expect(Date.now() - started).toBeLessThan(1_000)
  })

  it('lets a call override the client timeout', async () => {
    server.use(
      http.get(`${API}/v1/onramp/options`, async () => {
        await delay(100)
        return HttpResponse.json({ paymentCurrencies: [], purchaseCurrencies: [] })
      }),
    )
    await expect(client(20).getOnRampOptions({ timeoutMs: 1_000 })).resolves.toEqual({
      paymentCurrencies: [],
      purchaseCurrencies: [],
    })
  })

  it('cancels a call through its AbortSignal with ApiAbortedError', async () => {
    server.use(
      http.get(`${API}/v1/onramp/options`, async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    )
    const controller = new AbortController()
    const pending = client().getOnRampOptions({ signal: controller.signal })
    controller.abort()
    await expect(pending).rejects.toBeInstanceOf(ApiAbortedError)
  })

  it('refuses to start a call whose signal is already aborted', async () => {
    const controller = new AbortController()
    controller.abort()
    await expect(client().getOnRampOptions({ signal: controller.signal })).rejects.toBeInstanceOf(
      ApiAbortedError,
    )
  })

  it('cancels every call when the client signal aborts', async () => {
    server.use(
      http.get(`${API}/v1/onramp/options`, async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    )
    const lifetime = new AbortController()
    const api = createLazyBlockchainApi({ apiUrl: API, projectId: 'test-project', signal: lifetime.signal })
    const pending = api.getOnRampOptions()
    lifetime.abort()
    await expect(pending).rejects.toBeInstanceOf(ApiAbortedError)
  })

  it('builds the RPC URL as <apiUrl>/v1/?chainId=<caip>&projectId=<id>', () => {
    expect(createLazyBlockchainApi({ apiUrl: `${API}/`, projectId: 'p 1' }).rpcUrl('eip155:80002')).toBe(
      `${API}/v1/?chainId=eip155%3A80002&projectId=p%201`,
    )
  })

  it('calls fetch detached, as browsers require of the native fetch', async () => {
    let receiver: unknown = 'not called'
    const api = createBlockchainApiClient({
      apiUrl: API,
      projectId: 'test-project',
      fetch: async function (this: unknown) {
        receiver = this
        return new Response(JSON.stringify({ name: null, avatar: null }))
      },
    })
    await api.fetchIdentity({ address: '0xabc' })
    expect(receiver).toBeUndefined()
  })

  it('uses the injected fetch', async () => {
    const requested: string[] = []
    const api = createBlockchainApiClient({
      apiUrl: API,
      projectId: 'test-project',
      fetch: async (input) => {
        requested.push(String(input))
        return new Response(JSON.stringify({ name: null, avatar: null }))
      },
    })
    await api.fetchIdentity({ address: '0xabc' })
    expect(requested).toEqual([`${API}/v1/identity/0xabc?projectId=test-project`])
  })
})
