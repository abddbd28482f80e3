// msw handlers that behave like the blockchain API (reference §5.1 paths, parameters and shapes), with an
// in-memory name registry that checks signatures the way the real server does.
import { type HttpHandler, HttpResponse, http } from 'msw'
import { verifyMessage } from 'viem'
import {
  ACH_BANK_PAYMENT_LIMIT,
  CARD_PAYMENT_LIMIT,
  DEFAULT_NAME_SUFFIX,
  type PaymentCurrency,
  type PurchaseCurrency,
  USD_CURRENCY_DEFAULT,
  USDC_CURRENCY_DEFAULT,
} from '../constants.js'
import { coinTypeToEvmChainId } from '../names/coinType.js'

/** A registered name as the mock stores it. */
export type MockNameRecord = {
  name: string
  address: string
  coinType: number
  registered: number
}

/** Options of the mock blockchain API. */
export type BlockchainApiMockOptions = {
  /** The base URL the handlers answer on, e.g. `https://api.test`. */
  apiUrl: string
  /** Project ids the mock accepts; every other id is refused with 401. Default: `['test-project']`. */
  projectIds?: readonly string[]
  /** Default '.kit.id'. */
  suffix?: string
  /** Purchase currencies offered by `/v1/onramp/options`. Default: USDC plus a test token. */
  purchaseCurrencies?: readonly PurchaseCurrency[]
  /** Payment currencies offered. Default: USD and EUR with the spec's limits. */
  paymentCurrencies?: readonly PaymentCurrency[]
  /** Price in payment units of one purchase unit. Default 1. */
  price?: number
  /** How far a registration timestamp may be from now, in seconds. Default 600. */
  maxTimestampSkewSeconds?: number
}

/** The mock: its handlers for `setupServer(...handlers)` and its registry, for seeding and assertions. */
export type BlockchainApiMock = {
  handlers: HttpHandler[]
  names: Map<string, MockNameRecord>
  /** Registers a name directly (no signature), e.g. to seed a taken name. */
  seedName(record: Omit<MockNameRecord, 'registered'> & { registered?: number }): void
}

const errorBody = (name: string, description: string) => ({
  status: 'ERROR',
  reasons: [{ name, description }],
})

/** The default purchase currencies: USDC and the local test token on the test chain. */
export const MOCK_PURCHASE_CURRENCIES: readonly PurchaseCurrency[] = [
  USDC_CURRENCY_DEFAULT,
  {
    id: 'kusd',
    name: 'Kit USD',
    symbol: 'kUSD',
    networks: [
      {
        name: 'polygon-amoy',
        display_name: 'Polygon Amoy',
        chain_id: '80002',
        contract_address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      },
    ],
  },
]

/** The default payment currencies: USD and EUR with the spec's limits. */
export const MOCK_PAYMENT_CURRENCIES: readonly PaymentCurrency[] = [
  USD_CURRENCY_DEFAULT,
  { id: 'EUR', payment_method_limits: [CARD_PAYMENT_LIMIT, ACH_BANK_PAYMENT_LIMIT] },
]

/** Creates msw handlers that behave like the blockchain API. */
export function createBlockchainApiMock(options: BlockchainApiMockOptions): BlockchainApiMock {
  const base = options.apiUrl.replace(/\/+$/, '')
  const projectIds = new Set(options.projectIds ?? ['test-project'])
  const suffix = options.suffix ?? DEFAULT_NAME_SUFFIX
  const skew = options.maxTimestampSkewSeconds ?? 600
  const purchaseCurrencies = options.purchaseCurrencies ?? MOCK_PURCHASE_CURRENCIES
  const paymentCurrencies = options.paymentCurrencies ?? MOCK_PAYMENT_CURRENCIES
  const price = options.price ?? 1
  const names = new Map<string, MockNameRecord>()

  const authorised = (request: Request) => {
    const projectId = new URL(request.url).searchParams.get('projectId')
    return projectId !== null && projectIds.has(projectId)
  }
  const unauthorised = () =>
    HttpResponse.json(errorBody('UNAUTHORIZED', 'Invalid projectId'), { status: 401 })
  const profile = (record: MockNameRecord) => ({
    name: record.name,
    registered: record.registered,
    updated: record.registered,
    addresses: { [String(record.coinType)]: { address: record.address, created: record.registered } },
    attributes: {},
  })
  const namesOf = (address: string) =>
    [...names.values()].filter((record) => record.address.toLowerCase() === address.toLowerCase())
  const validLabel = (label: string) => /^[a-zA-Z0-9-]{4,}$/.test(label)

  const handlers: HttpHandler[] = [
    http.get(`${base}/v1/identity/:address`, ({ request, params }) => {
      if (!authorised(request)) return unauthorised()
      const record = namesOf(String(params.address))[0]
      return HttpResponse.json({ name: record?.name ?? null, avatar: null })
    }),
    http.get(`${base}/v1/account/:address/balance`, ({ request }) => {
      if (!authorised(request)) return unauthorised()
      const chainId = new URL(request.url).searchParams.get('chainId') ?? 'eip155:80002'
      return HttpResponse.json({
        balances: [
          {
            name: 'POL',
            symbol: 'POL',
            chainId,
            value: 0,
            price: 0,
            quantity: { decimals: '18', numeric: '1.0' },
            iconUrl: '',
          },
        ],
      })
    }),
    http.get(`${base}/v1/convert/gas-price`, ({ request }) => {
      if (!authorised(request)) return unauthorised()
      return HttpResponse.json({ standard: '30000000000', fast: '35000000000', instant: '40000000000' })
    }),
    http.get(`${base}/v1/profile/account/:name`, ({ request, params }) => {
      if (!authorised(request)) return unauthorised()
      const record = names.get(String(params.name).toLowerCase())
      if (!record) return HttpResponse.json(errorBody('NOT_FOUND', 'Name not found'), { status: 404 })
      return HttpResponse.json(profile(record))
    }),
    http.get(`${base}/v1/profile/reverse/:address`, ({ request, params }) => {
      if (!authorised(request)) return unauthorised()
      return HttpResponse.json(namesOf(String(params.address)).map(profile))
    }),
    http.get(`${base}/v1/profile/suggestions/:name`, ({ request, params }) => {
      if (!authorised(request)) return unauthorised()
      const label = String(params.name).toLowerCase()
      if (!validLabel(label))
        return HttpResponse.json(
          errorBody('INVALID_NAME', 'Names use letters, digits and hyphens, at least 4'),
          {
            status: 400,
          },
        )
      const candidates = [label, `${label}1`, `${label}-kit`, `the-${label}`]
      return HttpResponse.json({
        suggestions: candidates.map((candidate) => ({
          name: `${candidate}${suffix}`,
          registered: names.has(`${candidate}${suffix}`),
        })),
      })
    }),
    http.post(`${base}/v1/profile/account`, async ({ request }) => {
      if (!authorised(request)) return unauthorised()
      let body: { coin_type?: unknown; address?: unknown; message?: unknown; signature?: unknown }
      try {
        body = (await request.json()) as typeof body
      } catch {
        return HttpResponse.json(errorBody('INVALID_BODY', 'The body is not JSON'), { status: 400 })
      }
      const { coin_type: coinType, address, message, signature } = body
      if (
        typeof coinType !== 'number' ||
        typeof address !== 'string' ||
        typeof message !== 'string' ||
        typeof signature !== 'string'
      )
        return HttpResponse.json(
          errorBody('INVALID_BODY', 'coin_type, address, message and signature are required'),
          {
            status: 400,
          },
        )
      try {
        coinTypeToEvmChainId(coinType)
      } catch {
        return HttpResponse.json(errorBody('INVALID_COIN_TYPE', 'The coin type is not an EVM one'), {
          status: 400,
        })
      }
      let parsed: { name?: unknown; attributes?: unknown; timestamp?: unknown }
      try {
        parsed = JSON.parse(message) as typeof parsed
      } catch {
        return HttpResponse.json(errorBody('INVALID_MESSAGE', 'The message is not JSON'), { status: 400 })
      }
      const name = typeof parsed.name === 'string' ? parsed.name.toLowerCase() : ''
      if (!name.endsWith(suffix) || !validLabel(name.slice(0, -suffix.length)))
        return HttpResponse.json(
          errorBody('INVALID_NAME', 'Names use letters, digits and hyphens, at least 4 characters'),
          { status: 400 },
        )
      const timestamp = typeof parsed.timestamp === 'number' ? parsed.timestamp : Number.NaN
      if (!Number.isFinite(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > skew)
        return HttpResponse.json(errorBody('STALE_MESSAGE', 'The message timestamp is too old'), {
          status: 400,
        })
      const valid = await verifyMessage({
        address: address as `0x${string}`,
        message,
        signature: signature as `0x${string}`,
      }).catch(() => false)
      if (!valid)
        return HttpResponse.json(errorBody('INVALID_SIGNATURE', 'Invalid signature'), { status: 401 })
      if (names.has(name))
        return HttpResponse.json(errorBody('NAME_TAKEN', 'Name is already registered'), { status: 409 })
      const record = { name, address, coinType, registered: Math.floor(Date.now() / 1000) }
      names.set(name, record)
      return HttpResponse.json(profile(record))
    }),
    http.get(`${base}/v1/onramp/options`, ({ request }) => {
      if (!authorised(request)) return unauthorised()
      return HttpResponse.json({ paymentCurrencies, purchaseCurrencies })
    }),
    http.post(`${base}/v1/onramp/quote`, async ({ request }) => {
      if (!authorised(request)) return unauthorised()
      const body = (await request.json().catch(() => ({}))) as {
        purchaseCurrency?: { id?: string; symbol?: string }
        paymentCurrency?: { id?: string }
        amount?: unknown
        network?: unknown
      }
      const purchase = purchaseCurrencies.find((currency) => currency.id === body.purchaseCurrency?.id)
      const payment = paymentCurrencies.find((currency) => currency.id === body.paymentCurrency?.id)
      if (!purchase || !payment)
        return HttpResponse.json(errorBody('UNKNOWN_CURRENCY', 'Unknown currency'), { status: 400 })
      const amount = typeof body.amount === 'string' ? Number(body.amount) : Number.NaN
      const min = Math.min(...payment.payment_method_limits.map((limit) => Number(limit.min)))
      const max = Math.max(...payment.payment_method_limits.map((limit) => Number(limit.max)))
      if (!Number.isFinite(amount) || amount < min || amount > max)
        return HttpResponse.json(
          errorBody('AMOUNT_OUT_OF_LIMITS', `Amount must be between ${min.toFixed(2)} and ${max.toFixed(2)}`),
          { status: 400 },
        )
      const purchaseAmount = (amount / price).toFixed(6)
      const fee = { amount: '0', currency: payment.id }
      return HttpResponse.json({
        paymentTotal: { amount: amount.toFixed(2), currency: payment.id },
        paymentSubtotal: { amount: amount.toFixed(2), currency: payment.id },
        purchaseAmount: { amount: purchaseAmount, currency: purchase.symbol },
        coinbaseFee: fee,
        networkFee: fee,
        quoteId: `quote-${names.size}-${amount}`,
      })
    }),
    // Kit's server: every enabled provider side by side (here the sandbox alone, priced as /quote), its checkout
    // page with the spec's parameters, and no orders.
    http.post(`${base}/v1/onramp/quotes`, async ({ request }) => {
      if (!authorised(request)) return unauthorised()
      const body = (await request.json().catch(() => ({}))) as {
        purchaseCurrency?: unknown
        paymentCurrency?: unknown
        amount?: unknown
      }
      const ref = (value: unknown) =>
        typeof value === 'string' ? value : ((value as { id?: string } | undefined)?.id ?? '')
      const purchase = purchaseCurrencies.find(
        (currency) =>
          currency.id === ref(body.purchaseCurrency) || currency.symbol === ref(body.purchaseCurrency),
      )
      const payment = paymentCurrencies.find((currency) => currency.id === ref(body.paymentCurrency))
      const amount = typeof body.amount === 'string' ? Number(body.amount) : Number.NaN
      const min = Math.min(...(payment?.payment_method_limits ?? []).map((limit) => Number(limit.min)))
      const max = Math.max(...(payment?.payment_method_limits ?? []).map((limit) => Number(limit.max)))
      const line =
        !purchase || !payment
          ? {
              provider: 'sandbox',
              error: { name: 'UnsupportedCurrency', description: 'sandbox does not offer it' },
            }
          : !Number.isFinite(amount) || amount < min || amount > max
            ? {
                provider: 'sandbox',
                error: {
                  name: 'AmountOutOfRange',
                  description: `Amount must be between ${min.toFixed(2)} and ${max.toFixed(2)}`,
                },
              }
            : {
                provider: 'sandbox',
                quote: {
                  paymentTotal: { amount: amount.toFixed(2), currency: payment.id },
                  purchaseAmount: { amount: (amount / price).toFixed(6), currency: purchase.symbol },
                  coinbaseFee: { amount: '0', currency: payment.id },
                  networkFee: { amount: '0', currency: payment.id },
                },
              }
      return HttpResponse.json({ quotes: [line] })
    }),
    http.post(`${base}/v1/onramp/checkout`, async ({ request }) => {
      if (!authorised(request)) return unauthorised()
      const body = (await request.json().catch(() => ({}))) as { walletAddress?: string }
      const url = new URL(`${base}/onramp`)
      url.searchParams.set('publicKey', new URL(request.url).searchParams.get('projectId') ?? '')
      url.searchParams.set('destinationCurrencyCode', 'USDC')
      url.searchParams.set('walletAddress', body.walletAddress ?? '')
      return HttpResponse.json({ provider: 'sandbox', orderId: `order-${names.size}`, url: url.toString() })
    }),
    http.get(`${base}/v1/onramp/orders`, ({ request }) => {
      if (!authorised(request)) return unauthorised()
      return HttpResponse.json({ orders: [] })
    }),
    http.post(`${base}/v1/`, async ({ request }) => {
      if (!authorised(request)) return unauthorised()
      const chainId = new URL(request.url).searchParams.get('chainId') ?? ''
      const body = (await request.json().catch(() => ({}))) as { id?: unknown; method?: unknown }
      const reference = chainId.split(':')[1] ?? ''
      if (body.method === 'eth_chainId' && chainId.startsWith('eip155:'))
        return HttpResponse.json({
          jsonrpc: '2.0',
          id: body.id ?? null,
          result: `0x${Number(reference).toString(16)}`,
        })
      // No node stands behind the mock: it answers as the real proxy does when a chain's node is unreachable (502),
      // so Kit falls back to the network's own RPC, which the test answers.
      return HttpResponse.json(
        {
          jsonrpc: '2.0',
          id: body.id ?? null,
          error: { code: -32603, message: 'The chain node is unreachable' },
        },
        { status: 502 },
      )
    }),
  ]

  return {
    handlers,
    names,
    seedName(record) {
      names.set(record.name.toLowerCase(), {
        ...record,
        name: record.name.toLowerCase(),
        registered: record.registered ?? Math.floor(Date.now() / 1000),
      })
    },
  }
}
