import {
  createHmac,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import {
  type Answer,
  devnetNetworkChainId,
  escapeHtml,
  html,
  json,
  purchaseForm,
  readBody,
  round,
  type StandInContext,
} from './standInHttp.js'

/** The CDP Secret API key and webhook secret the Coinbase stand-in accepts (generated at start). */
export type CoinbaseStandInKeys = { apiKeyId: string; apiKeySecret: string; webhookSecret: string }

const API_HOST = 'api.developer.coinbase.com'
const NETWORKS: Record<string, string> = { ethereum: 'USDC', polygon: 'USDC', base: 'USDC', solana: 'SOL' }
const COIN_USD: Record<string, number> = { USDC: 1, SOL: 150 }
const FIAT_USD: Record<string, number> = { USD: 1, EUR: 1.08 }
const MIN_USD = 2
const MAX_USD = 500
const TOKEN_TTL_MS = 5 * 60_000

/** Coinbase's v1 errors, gRPC-gateway style: `{code, message, details}`. */
const error = (status: number, message: string) =>
  json(status, { code: status === 401 ? 16 : status === 404 ? 5 : 3, message, details: [] })

/** Coinbase's quote for `amount` of `fiat`: 1.5% Coinbase fee and a network fee, both inside the amount. */
function coinbaseQuote(coin: string, network: string, fiat: string, amount: number) {
  const rate = FIAT_USD[fiat]
  if (!rate) return { refusal: `payment_currency ${fiat} is not supported` } as const
  const min = round(MIN_USD / rate, 2)
  const max = round(MAX_USD / rate, 2)
  if (!(amount >= min && amount <= max))
    return { refusal: `payment_amount must be between ${min} and ${max} ${fiat}` } as const
  const fee = round(amount * 0.015, 2)
  const networkFee = round((network === 'ethereum' ? 1.5 : 0.05) / rate, 2)
  const subtotal = round(amount - fee - networkFee, 2)
  const crypto = round(subtotal / ((COIN_USD[coin] ?? 1) / rate), coin === 'SOL' ? 6 : 2)
  return { fee, networkFee, subtotal, crypto } as const
}

/**
 * Coinbase Onramp as its API speaks: every call needs a CDP JWT (ES256, signed with the key secret, `kid` and
 * `sub` the key id, `uri` the very method, host and path, at most 120 s valid); session tokens are single-use and
 * expire in 5 minutes; the one-click-buy page on pay.coinbase.com takes one; webhooks are signed as Hook0 signs them.
 */
export function createCoinbaseStandIn(context: StandInContext) {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
  const keys: CoinbaseStandInKeys = {
    apiKeyId: `organizations/${randomUUID()}/apiKeys/${randomUUID()}`,
    apiKeySecret: privateKey.export({ type: 'sec1', format: 'pem' }).toString(),
    webhookSecret: randomBytes(24).toString('hex'),
  }
  const verifyKey = createPublicKey(publicKey.export({ type: 'spki', format: 'pem' }))
  type Session = { addresses: Array<{ address: string; blockchains: string[] }>; expiresAt: number }
  const sessions = new Map<string, Session>()
  /** Transactions by partner user id, newest first. */
  const transactions = new Map<string, Record<string, unknown>[]>()

  const sells = (coin: string, network: string) => {
    const chainId = devnetNetworkChainId(network)
    if (chainId !== undefined) return coin === 'USDC' && context.sellsOnDevnet(chainId)
    return NETWORKS[network] === coin
  }

  /** Checks the CDP JWT of a call: undefined when it is valid, else why not. */
  function jwtProblem(request: IncomingMessage, method: string, path: string): string | undefined {
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1]
    const [header, claims, signature, ...rest] = (bearer ?? '').split('.')
    if (!header || !claims || !signature || rest.length > 0) return 'Missing or malformed JWT'
    try {
      const head = JSON.parse(Buffer.from(header, 'base64url').toString())
      const body = JSON.parse(Buffer.from(claims, 'base64url').toString())
      if (head.alg !== 'ES256' || head.kid !== keys.apiKeyId || typeof head.nonce !== 'string')
        return 'Invalid JWT header'
      const signed = verify(
        'sha256',
        Buffer.from(`${header}.${claims}`),
        { key: verifyKey, dsaEncoding: 'ieee-p1363' },
        Buffer.from(signature, 'base64url'),
      )
      if (!signed) return 'Invalid JWT signature'
      const now = Math.floor(Date.now() / 1000)
      if (body.iss !== 'cdp' || body.sub !== keys.apiKeyId) return 'Invalid JWT issuer or subject'
      if (!(body.nbf <= now + 5 && body.exp > now && body.exp - body.nbf <= 120)) return 'JWT expired'
      if (body.uri !== `${method} ${API_HOST}${path}`) return 'JWT uri does not match the request'
      return undefined
    } catch {
      return 'Malformed JWT'
    }
  }

  async function webhook(transaction: Record<string, unknown>, eventType: string) {
    const body = JSON.stringify({ eventType, ...transaction })
    const hook0Id = randomUUID()
    const t = String(Math.floor(Date.now() / 1000))
    const names = ['content-type', 'x-hook0-id']
    const values = ['application/json', hook0Id]
    const v1 = createHmac('sha256', keys.webhookSecret)
      .update(`${t}.${names.join(' ')}.${values.join('.')}.${body}`)
      .digest('hex')
    await context.sendWebhook(body, {
      'x-hook0-id': hook0Id,
      'x-hook0-signature': `t=${t},h=${names.join(' ')},v1=${v1}`,
    })
  }

  async function handle(method: string, url: URL, path: string, request: IncomingMessage): Promise<Answer> {
    if (url.host === API_HOST) {
      const problem = jwtProblem(request, method, path)
      if (problem) return error(401, `Unauthenticated: ${problem}`)
      if (path === '/onramp/v1/token' && method === 'POST') {
        let body: { addresses?: unknown; clientIp?: unknown }
        try {
          body = JSON.parse(await readBody(request))
        } catch {
          return error(400, 'Invalid request body')
        }
        if (typeof body.clientIp !== 'string' || !body.clientIp) return error(400, 'clientIp is required')
        const addresses = Array.isArray(body.addresses) ? (body.addresses as Session['addresses']) : []
        if (
          addresses.length === 0 ||
          addresses.some((entry) => typeof entry?.address !== 'string' || !Array.isArray(entry.blockchains))
        )
          return error(400, 'addresses is required')
        const token = randomBytes(24).toString('base64url')
        sessions.set(token, { addresses, expiresAt: Date.now() + TOKEN_TTL_MS })
        return json(200, { token, channel_id: '' })
      }
      if (path === '/onramp/v1/buy/quote' && method === 'POST') {
        let body: Record<string, unknown>
        try {
          body = JSON.parse(await readBody(request))
        } catch {
          return error(400, 'Invalid request body')
        }
        const coin = String(body.purchase_currency ?? '')
        const network = String(body.purchase_network ?? '')
        if (!sells(coin, network))
          return error(400, `purchase_currency ${coin} on ${network} is not supported`)
        const fiat = String(body.payment_currency ?? '').toUpperCase()
        const priced = coinbaseQuote(coin, network, fiat, Number(body.payment_amount))
        if ('refusal' in priced) return error(400, priced.refusal)
        const money = (value: number) => ({ value: value.toFixed(2), currency: fiat })
        return json(200, {
          payment_total: money(Number(body.payment_amount)),
          payment_subtotal: money(priced.subtotal),
          purchase_amount: { value: priced.crypto.toFixed(coin === 'SOL' ? 6 : 6), currency: coin },
          coinbase_fee: money(priced.fee),
          network_fee: money(priced.networkFee),
          quote_id: randomUUID(),
        })
      }
      const match = /^\/onramp\/v1\/buy\/user\/([^/]+)\/transactions$/.exec(path)
      if (match && method === 'GET') {
        const list = transactions.get(decodeURIComponent(match[1] ?? '')) ?? []
        return json(200, { transactions: list, next_page_key: '', total_count: String(list.length) })
      }
      return error(404, 'Not Found')
    }
    if (url.host === 'pay.coinbase.com' && path === '/buy/select-asset' && method === 'GET') {
      const query = url.searchParams
      const session = sessions.get(query.get('sessionToken') ?? '')
      if (!session || session.expiresAt < Date.now())
        return html(401, 'Coinbase', '<p role="alert">This session has expired. Go back and try again.</p>')
      const asset = query.get('defaultAsset') ?? ''
      const network = query.get('defaultNetwork') ?? ''
      return html(
        200,
        'Buy with Coinbase (stand-in)',
        `<h1>Buy ${escapeHtml(asset)} on ${escapeHtml(network)}</h1>${purchaseForm(
          {
            sessionToken: query.get('sessionToken') ?? '',
            asset,
            network,
            presetFiatAmount: query.get('presetFiatAmount') ?? '',
            fiatCurrency: query.get('fiatCurrency') ?? '',
            partnerUserId: query.get('partnerUserId') ?? '',
          },
          { paid: 'success', declined: 'failed' },
        )}`,
      )
    }
    if (url.host === 'pay.coinbase.com' && path === '/buy/complete' && method === 'POST') {
      const form = new URLSearchParams(await readBody(request))
      const token = form.get('sessionToken') ?? ''
      const session = sessions.get(token)
      // A session token is single-use.
      if (!session || session.expiresAt < Date.now())
        return html(401, 'Coinbase', '<p role="alert">This session has expired. Go back and try again.</p>')
      sessions.delete(token)
      const asset = form.get('asset') ?? ''
      const network = form.get('network') ?? ''
      const wallet = session.addresses.find((entry) => entry.blockchains.includes(network))?.address
      const priced = coinbaseQuote(
        asset,
        network,
        (form.get('fiatCurrency') ?? '').toUpperCase(),
        Number(form.get('presetFiatAmount')),
      )
      const crypto = 'refusal' in priced ? undefined : priced.crypto
      const partnerUserId = form.get('partnerUserId') ?? ''
      const record = (transaction: Record<string, unknown>) =>
        transactions.set(partnerUserId, [transaction, ...(transactions.get(partnerUserId) ?? [])])
      const paid = form.get('outcome') === 'success' && crypto !== undefined && wallet !== undefined
      const transaction = {
        status: paid ? 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS' : 'ONRAMP_TRANSACTION_STATUS_FAILED',
        partnerUserRef: partnerUserId,
        transactionId: randomUUID(),
        purchaseAmount: { value: (crypto ?? 0).toFixed(6), currency: asset },
        purchaseNetwork: network,
        walletAddress: wallet ?? '',
        txHash: '',
      }
      record(transaction)
      await webhook(transaction, paid ? 'onramp.transaction.updated' : 'onramp.transaction.failed')
      if (!paid) return html(200, 'Coinbase', '<p role="status">Purchase failed.</p>')
      const chainId = devnetNetworkChainId(network)
      const hash =
        chainId !== undefined
          ? await context.deliver(chainId, wallet, crypto)
          : `0x${randomBytes(32).toString('hex')}`
      const settled = {
        ...transaction,
        status: hash ? 'ONRAMP_TRANSACTION_STATUS_SUCCESS' : 'ONRAMP_TRANSACTION_STATUS_FAILED',
        txHash: hash ?? '',
      }
      record(settled)
      await webhook(settled, hash ? 'onramp.transaction.success' : 'onramp.transaction.failed')
      return html(200, 'Coinbase', `<p role="status">Purchase ${hash ? 'completed' : 'failed'}.</p>`)
    }
    return error(404, 'Not Found')
  }

  /** The API transactions (snake_case), as `GET …/transactions` answers them. */
  const apiTransaction = (transaction: Record<string, unknown>) => ({
    status: transaction.status,
    partner_user_ref: transaction.partnerUserRef,
    transaction_id: transaction.transactionId,
    purchase_amount: transaction.purchaseAmount,
    purchase_network: transaction.purchaseNetwork,
    wallet_address: transaction.walletAddress,
    tx_hash: transaction.txHash,
  })

  return {
    keys,
    handle: async (method: string, url: URL, path: string, request: IncomingMessage) => {
      const answer = await handle(method, url, path, request)
      // The API speaks snake_case; webhooks camelCase.
      if (answer.type === 'json' && path.endsWith('/transactions') && answer.status === 200) {
        const body = JSON.parse(answer.body) as { transactions: Record<string, unknown>[] }
        return json(200, { ...body, transactions: body.transactions.map(apiTransaction) })
      }
      return answer
    },
  }
}
