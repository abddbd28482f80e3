import { createHmac, randomBytes } from 'node:crypto'
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
  safeEqual,
  type StandInContext,
} from './standInHttp.js'

/** The secret key and webhook endpoint secret the Stripe stand-in accepts (generated at start). */
export type StripeStandInKeys = { secretKey: string; webhookSecret: string }

const PAIRS: Record<string, string> = { ethereum: 'usdc', polygon: 'usdc', base: 'usdc', solana: 'sol' }
const COIN_USD: Record<string, number> = { usdc: 1, sol: 150 }
const MIN_USD = 1
const MAX_USD = 10_000

/** Stripe's error shape: `{error: {type, message, param?}}`. */
const error = (status: number, message: string, param?: string) =>
  json(status, {
    error: {
      type: status === 401 ? 'invalid_request_error' : 'invalid_request_error',
      message,
      ...(param ? { param } : {}),
    },
  })

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`

/** Stripe's quote: the fiat amount buys the crypto, its fees come on top (3.5% and a network fee). */
function stripeQuote(currency: string, network: string, amount: number) {
  const transactionFee = round(amount * 0.035, 2)
  const networkFee = network === 'ethereum' ? 1.2 : 0.02
  return {
    destination_amount: (amount / (COIN_USD[currency] ?? 1)).toFixed(currency === 'sol' ? 9 : 6),
    destination_currency: currency,
    destination_network: network,
    fees: {
      network_fee_monetary: networkFee.toFixed(2),
      transaction_fee_monetary: transactionFee.toFixed(2),
    },
    source_total_amount: (amount + transactionFee + networkFee).toFixed(2),
  }
}

/**
 * Stripe's crypto onramp as its API speaks: bearer secret key, form-encoded requests, quotes in USD only, sessions
 * with the wallet locked and metadata kept, the hosted onramp on crypto.link.com, `crypto.onramp_session_updated`
 * events signed with `Stripe-Signature` (`t`, `v1` = HMAC-SHA256 of `t.payload` with the endpoint secret).
 */
export function createStripeStandIn(context: StandInContext) {
  const keys: StripeStandInKeys = {
    secretKey: `sk_test_${randomBytes(16).toString('hex')}`,
    webhookSecret: `whsec_${randomBytes(24).toString('base64url')}`,
  }
  const sessions = new Map<string, Record<string, unknown>>()
  const byHash = new Map<string, string>()

  const sells = (currency: string, network: string) => {
    const chainId = devnetNetworkChainId(network)
    if (chainId !== undefined) return currency === 'usdc' && context.sellsOnDevnet(chainId)
    return PAIRS[network] === currency
  }

  /** The session a hosted page's hash names, while it waits for payment. */
  const openSession = (hash: string | null) => {
    const session = sessions.get(byHash.get(hash ?? '') ?? '')
    return session?.status === 'initialized' ? session : undefined
  }

  async function event(session: Record<string, unknown>) {
    const payload = JSON.stringify({
      id: id('evt'),
      object: 'event',
      type: 'crypto.onramp_session_updated',
      created: Math.floor(Date.now() / 1000),
      data: { object: session },
    })
    const t = String(Math.floor(Date.now() / 1000))
    const v1 = createHmac('sha256', keys.webhookSecret).update(`${t}.${payload}`).digest('hex')
    await context.sendWebhook(payload, { 'stripe-signature': `t=${t},v1=${v1}` })
  }

  /** The amount checks Stripe makes, as its errors word them. */
  function amountProblem(form: URLSearchParams): Answer | undefined {
    if ((form.get('source_currency') ?? 'usd') !== 'usd')
      return error(
        400,
        `Invalid source_currency: ${form.get('source_currency')} is not supported`,
        'source_currency',
      )
    const amount = Number(form.get('source_amount'))
    if (!(amount >= MIN_USD && amount <= MAX_USD))
      return error(400, `source_amount must be between ${MIN_USD} and ${MAX_USD} usd`, 'source_amount')
    return undefined
  }

  async function handle(method: string, url: URL, path: string, request: IncomingMessage): Promise<Answer> {
    if (url.host === 'api.stripe.com') {
      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? ''
      if (!safeEqual(bearer, keys.secretKey)) return error(401, 'Invalid API Key provided')
      if (path === '/v1/crypto/onramp/quotes' && method === 'GET') {
        const query = url.searchParams
        const problem = amountProblem(query)
        if (problem) return problem
        const currencies = query.getAll('destination_currencies[]')
        const networks = query.getAll('destination_networks[]')
        const quotes: Record<string, unknown[]> = {}
        for (const network of networks)
          for (const currency of currencies)
            if (sells(currency, network))
              // As Stripe's answer names them: Base's quotes under `base_network`.
              quotes[network === 'base' ? 'base_network' : network] = [
                ...(quotes[network === 'base' ? 'base_network' : network] ?? []),
                { id: id('quote'), ...stripeQuote(currency, network, Number(query.get('source_amount'))) },
              ]
        if (Object.keys(quotes).length === 0)
          return error(
            400,
            `Invalid destination_currencies: ${currencies.join(',')} on ${networks.join(',')} is not supported`,
          )
        return json(200, {
          id: randomBytes(32).toString('hex'),
          object: 'crypto.onramp.quotes',
          destination_network_quotes: quotes,
          livemode: false,
          rate_fetched_at: Date.now() / 1000,
          source_amount: query.get('source_amount'),
          source_currency: 'usd',
        })
      }
      if (path === '/v1/crypto/onramp_sessions' && method === 'POST') {
        const form = new URLSearchParams(await readBody(request))
        const problem = amountProblem(form)
        if (problem) return problem
        const currency = form.get('destination_currency') ?? ''
        const network = form.get('destination_network') ?? ''
        if (!sells(currency, network))
          return error(
            400,
            `Invalid destination_network: ${currency} on ${network} is not supported`,
            'destination_network',
          )
        const wallet = form.get(`wallet_addresses[${currency === 'sol' ? 'solana' : 'ethereum'}]`)
        if (!wallet)
          return error(400, 'wallet_addresses is required for the destination network', 'wallet_addresses')
        const metadata: Record<string, string> = {}
        for (const [key, value] of form) {
          const match = /^metadata\[([^\]]{1,40})\]$/.exec(key)
          if (match?.[1]) metadata[match[1]] = value.slice(0, 500)
        }
        const sessionId = id('cos')
        const hash = randomBytes(16).toString('hex')
        byHash.set(hash, sessionId)
        const session = {
          id: sessionId,
          object: 'crypto.onramp_session',
          client_secret: `${sessionId}_secret_${randomBytes(12).toString('hex')}`,
          created: Math.floor(Date.now() / 1000),
          livemode: false,
          metadata,
          redirect_url: `https://crypto.link.com/?session_hash=${hash}`,
          status: 'initialized',
          transaction_details: {
            destination_currency: currency,
            destination_network: network,
            destination_amount: null,
            source_currency: 'usd',
            source_amount: form.get('source_amount'),
            wallet_address: wallet,
            lock_wallet_address: form.get('lock_wallet_address') === 'true',
            transaction_id: null,
          },
        }
        sessions.set(sessionId, session)
        return json(200, session)
      }
      const match = /^\/v1\/crypto\/onramp_sessions\/(cos_[0-9a-f]+)$/.exec(path)
      if (match && method === 'GET') {
        const session = sessions.get(match[1] ?? '')
        return session ? json(200, session) : error(404, `No such crypto onramp session: '${match[1]}'`)
      }
      return error(404, `Unrecognized request URL (${method}: ${path})`)
    }
    if (url.host === 'crypto.link.com' && path === '/' && method === 'GET') {
      const session = openSession(url.searchParams.get('session_hash'))
      if (!session) return html(400, 'Stripe onramp', '<p role="alert">This session is not valid.</p>')
      const details = session.transaction_details as Record<string, unknown>
      return html(
        200,
        'Buy crypto with Stripe (stand-in)',
        `<h1>Buy ${escapeHtml(String(details.destination_currency).toUpperCase())} on ${escapeHtml(String(details.destination_network))}</h1>
        ${purchaseForm({ session_hash: url.searchParams.get('session_hash') ?? '' }, { paid: 'paid', declined: 'declined' })}`,
      )
    }
    if (url.host === 'crypto.link.com' && path === '/complete' && method === 'POST') {
      const form = new URLSearchParams(await readBody(request))
      const session = openSession(form.get('session_hash'))
      if (!session) return html(400, 'Stripe onramp', '<p role="alert">This session is not valid.</p>')
      const details = session.transaction_details as Record<string, unknown>
      if (form.get('outcome') !== 'paid') {
        session.status = 'rejected'
        await event(session)
        return html(200, 'Stripe onramp', '<p role="status">Purchase failed.</p>')
      }
      const quoted = stripeQuote(
        String(details.destination_currency),
        String(details.destination_network),
        Number(details.source_amount),
      )
      session.status = 'fulfillment_processing'
      details.destination_amount = quoted.destination_amount
      await event(session)
      const chainId = devnetNetworkChainId(String(details.destination_network))
      const hash =
        chainId !== undefined
          ? await context.deliver(chainId, details.wallet_address, Number(quoted.destination_amount))
          : `0x${randomBytes(32).toString('hex')}`
      session.status = hash ? 'fulfillment_complete' : 'rejected'
      details.transaction_id = hash ?? null
      await event(session)
      return html(200, 'Stripe onramp', `<p role="status">Purchase ${hash ? 'completed' : 'failed'}.</p>`)
    }
    return error(404, `Unrecognized request URL (${method}: ${path})`)
  }

  return { keys, handle }
}
