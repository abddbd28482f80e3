// The blockchain-API contract: what Kit's client needs from a server, as a test suite that runs against any
// target (the msw mock in core, the real server in apps/server). It takes the runner's `describe` and `it` and
// asserts with plain checks, so it never imports a test framework and works under vitest, jest, mocha or node:test.
import type { CaipNetworkId } from '@kit/chains'
import { createLazyBlockchainApi } from '../api/lazy.js'
import type { BlockchainApi, OnRampOptions } from '../api/types.js'
import { ACH_BANK_PAYMENT_LIMIT, CARD_PAYMENT_LIMIT, DEFAULT_NAME_SUFFIX } from '../constants.js'
import { ApiError } from '../errors/api.js'
import { evmChainIdToCoinType } from '../names/coinType.js'

/** Where the contract runs and what it may use there. */
export type BlockchainApiContractTarget = {
  /** Base URL of the service. */
  apiUrl: string
  /** A project id the service accepts. */
  projectId: string
  /** The fetch to use (default: the global one). */
  fetch?: typeof fetch
  /** An EVM account whose signatures the service can verify (an EOA: e.g. a devnet key). */
  signer: { address: `0x${string}`; signMessage(message: string): Promise<`0x${string}`> }
  /** The EVM chain id names are registered on (its ENSIP-11 coin type is sent), e.g. 80002. */
  chainId: number
  /** A network the service reports balances and gas prices for, e.g. 'eip155:80002'. */
  caipNetworkId: CaipNetworkId
  /** A name label no one has registered yet; a new one on every call. */
  freshName(): string
  /** The name suffix of the service. Default '.kit.id'. */
  suffix?: string
}

/** The test runner's functions the suite declares itself with (vitest's, jest's, mocha's or node:test's). */
export type BlockchainApiContractRunner = {
  describe(name: string, body: () => void): unknown
  it(name: string, body: () => Promise<void>): unknown
}

/** What the suite checks beyond the always-on tests; known when the suite is declared. */
export type BlockchainApiContractOptions = {
  /** Check the JSON-RPC proxy with eth_chainId on this EVM network (needs an upstream node behind it). */
  rpc?: { caipNetworkId: `eip155:${number}` }
}

const numeric = (value: string) => value.trim() !== '' && Number.isFinite(Number(value))

/** A broken rule of the contract, with what the service answered. */
class ContractViolation extends Error {
  override name = 'ContractViolation'
}

function check(condition: boolean, rule: string, ...actual: [unknown?]): asserts condition {
  if (!condition) throw new ContractViolation(actual.length > 0 ? `${rule} (got ${show(actual[0])})` : rule)
}

function show(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return String(value)
  }
}

/** A 4xx answer (or exactly `status`) with a reason a person can read. */
function checkRefusal(error: ApiError, status?: number): void {
  if (status === undefined)
    check(
      error.status !== undefined && error.status >= 400 && error.status < 500,
      'the status should be a 4xx',
      error.status,
    )
  else check(error.status === status, `the status should be ${status}`, error.status)
  check(Boolean(error.reasons[0]?.description), 'the answer should give a reason', error.reasons)
}

/** Signs the registration message of `fullName` and returns the request body parts. */
async function signedRegistration(target: BlockchainApiContractTarget, fullName: string, timestamp?: number) {
  const message = JSON.stringify({
    name: fullName,
    attributes: {},
    timestamp: timestamp ?? Math.floor(Date.now() / 1000),
  })
  const signature = await target.signer.signMessage(message)
  return {
    coinType: evmChainIdToCoinType(target.chainId),
    address: target.signer.address,
    message,
    signature,
  }
}

async function apiError(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  check(error instanceof ApiError, 'the call should have failed with an ApiError', error)
  return error
}

/**
 * Declares the blockchain-API contract suite with the runner's `describe` and `it`: Kit's own client against
 * `getTarget()`, through the paths, parameters and response fields of the reference blockchain API. `getTarget` is
 * called inside each test, so a target started in `beforeAll` works. Pass `options.rpc` to also check the JSON-RPC
 * proxy.
 * @example describeBlockchainApiContract({ describe, it }, 'my server', () => target)
 */
export function describeBlockchainApiContract(
  { describe, it }: BlockchainApiContractRunner,
  name: string,
  getTarget: () => BlockchainApiContractTarget,
  options: BlockchainApiContractOptions = {},
): void {
  const client = (target = getTarget(), projectId = target.projectId): BlockchainApi =>
    createLazyBlockchainApi({ apiUrl: target.apiUrl, projectId, fetch: target.fetch, timeoutMs: 15_000 })
  const suffixOf = (target: BlockchainApiContractTarget) => target.suffix ?? DEFAULT_NAME_SUFFIX

  describe(`blockchain API contract: ${name}`, () => {
    it('refuses an unknown projectId with a 4xx and a reason', async () => {
      const target = getTarget()
      const error = await apiError(client(target, `unknown-${Date.now()}`).getOnRampOptions())
      checkRefusal(error)
    })

    it('identity: GET /v1/identity/{address} answers {name, avatar}, each a string or null', async () => {
      const target = getTarget()
      const identity = await client(target).fetchIdentity({ address: target.signer.address })
      check(
        identity.name === null || typeof identity.name === 'string',
        'name is a string or null',
        identity.name,
      )
      check(
        identity.avatar === null || typeof identity.avatar === 'string',
        'avatar is a string or null',
        identity.avatar,
      )
    })

    it('balance: GET /v1/account/{address}/balance answers balances[] with the fields Kit reads', async () => {
      const target = getTarget()
      const { balances } = await client(target).getBalance({
        address: target.signer.address,
        caipNetworkId: target.caipNetworkId,
      })
      check(Array.isArray(balances), 'balances is an array', balances)
      for (const balance of balances) {
        check(typeof balance.symbol === 'string', 'a balance has a symbol', balance)
        check(typeof balance.chainId === 'string', 'a balance has a chainId', balance)
        check(numeric(balance.quantity.decimals), 'quantity.decimals is numeric', balance)
        check(numeric(balance.quantity.numeric), 'quantity.numeric is numeric', balance)
      }
    })

    it('gas price: GET /v1/convert/gas-price answers standard, fast and instant as numeric strings', async () => {
      const target = getTarget()
      const price = await client(target).fetchGasPrice({ caipNetworkId: target.caipNetworkId })
      check(Number(price.standard) > 0, 'standard is a positive number', price)
      check(numeric(price.fast), 'fast is numeric', price)
      check(numeric(price.instant), 'instant is numeric', price)
    })

    it('on-ramp options: USD by card 10.00–7500.00 and ach_bank_account 10.00–25000.00; currencies with networks', async () => {
      const options: OnRampOptions = await client().getOnRampOptions()
      const usd = options.paymentCurrencies.find((currency) => currency.id === 'USD')
      const limits: readonly object[] = usd?.payment_method_limits ?? []
      for (const limit of [CARD_PAYMENT_LIMIT, ACH_BANK_PAYMENT_LIMIT])
        check(
          limits.some((entry) =>
            Object.entries(limit).every(([key, value]) => Reflect.get(entry, key) === value),
          ),
          `USD offers ${show(limit)}`,
          limits,
        )
      check(options.purchaseCurrencies.length > 0, 'there are purchase currencies')
      for (const currency of options.purchaseCurrencies) {
        check(currency.networks.length > 0, 'a purchase currency has networks', currency)
        for (const network of currency.networks)
          check(typeof network.chain_id === 'string', 'a network has a chain_id', network)
      }
    })

    it('on-ramp quote: purchaseAmount.amount is a positive number for an amount within the limits', async () => {
      const api = client()
      const options = await api.getOnRampOptions()
      const purchaseCurrency = options.purchaseCurrencies[0]
      const paymentCurrency = options.paymentCurrencies.find((currency) => currency.id === 'USD')
      if (!purchaseCurrency || !paymentCurrency)
        throw new Error('the service offers no USD or purchase currency')
      const quote = await api.getOnRampQuote({
        purchaseCurrency,
        paymentCurrency,
        amount: '100',
        network: purchaseCurrency.symbol,
      })
      check(
        Number(quote.purchaseAmount.amount) > 0,
        'purchaseAmount.amount is positive',
        quote.purchaseAmount,
      )
    })

    it('on-ramp quote: an amount above every payment limit is refused with a reason (never a fake quote)', async () => {
      const api = client()
      const options = await api.getOnRampOptions()
      const purchaseCurrency = options.purchaseCurrencies[0]
      const paymentCurrency = options.paymentCurrencies.find((currency) => currency.id === 'USD')
      if (!purchaseCurrency || !paymentCurrency)
        throw new Error('the service offers no USD or purchase currency')
      const error = await apiError(
        api.getOnRampQuote({
          purchaseCurrency,
          paymentCurrency,
          amount: '1000000',
          network: purchaseCurrency.symbol,
        }),
      )
      checkRefusal(error, 400)
    })

    it('names: an unknown name is a 404 with a reason', async () => {
      const target = getTarget()
      const error = await apiError(client(target).lookupName(`${target.freshName()}${suffixOf(target)}`))
      checkRefusal(error, 404)
    })

    it('names: suggestions answer [{name, registered}] with the suffix', async () => {
      const target = getTarget()
      const { suggestions } = await client(target).getNameSuggestions(target.freshName())
      check(suggestions.length > 0, 'there are suggestions')
      for (const suggestion of suggestions) {
        check(
          suggestion.name.endsWith(suffixOf(target)),
          `a suggestion ends with ${suffixOf(target)}`,
          suggestion,
        )
        check(typeof suggestion.registered === 'boolean', 'registered is a boolean', suggestion)
      }
    })

    it('names: a signed registration is stored; lookup, reverse lookup and suggestions reflect it', async () => {
      const target = getTarget()
      const api = client(target)
      const fullName = `${target.freshName()}${suffixOf(target)}`
      const registration = await signedRegistration(target, fullName)
      await api.registerName(registration)

      const profile = await api.lookupName(fullName)
      check(profile.name === fullName, `the profile is ${fullName}`, profile.name)
      const stored = profile.addresses[String(registration.coinType)]
      check(
        stored?.address.toLowerCase() === target.signer.address.toLowerCase(),
        `the profile holds the address under coin type ${registration.coinType}`,
        profile.addresses,
      )
      const reverse = await api.reverseLookupName({ address: target.signer.address })
      check(
        reverse.some((entry) => entry.name === fullName),
        `the reverse lookup lists ${fullName}`,
        reverse,
      )
      const { suggestions } = await api.getNameSuggestions(fullName.slice(0, -suffixOf(target).length))
      const exact = suggestions.find((suggestion) => suggestion.name === fullName)
      if (exact) check(exact.registered, 'a stored name is suggested as registered', exact)
    })

    it('names: a taken name is refused with a reason', async () => {
      const target = getTarget()
      const api = client(target)
      const fullName = `${target.freshName()}${suffixOf(target)}`
      await api.registerName(await signedRegistration(target, fullName))
      const error = await apiError(api.registerName(await signedRegistration(target, fullName)))
      checkRefusal(error)
    })

    it('names: a signature that does not match the message is refused', async () => {
      const target = getTarget()
      const fullName = `${target.freshName()}${suffixOf(target)}`
      const registration = await signedRegistration(target, fullName)
      const tampered = JSON.stringify({ ...JSON.parse(registration.message), name: `x${fullName}` })
      const error = await apiError(client(target).registerName({ ...registration, message: tampered }))
      checkRefusal(error)
      await apiError(client(target).lookupName(`x${fullName}`))
    })

    it('names: a stale timestamp is refused', async () => {
      const target = getTarget()
      const fullName = `${target.freshName()}${suffixOf(target)}`
      const hourAgo = Math.floor(Date.now() / 1000) - 3600
      const error = await apiError(
        client(target).registerName(await signedRegistration(target, fullName, hourAgo)),
      )
      checkRefusal(error)
    })

    it('names: a name shorter than 4 characters or with other characters is refused', async () => {
      const target = getTarget()
      for (const label of ['abc', 'ab_cd']) {
        const error = await apiError(
          client(target).registerName(await signedRegistration(target, `${label}${suffixOf(target)}`)),
        )
        checkRefusal(error)
      }
    })

    const rpc = options.rpc
    if (rpc) {
      it('rpc: the JSON-RPC proxy URL answers eth_chainId for the network', async () => {
        const target = getTarget()
        const url = client(target).rpcUrl(rpc.caipNetworkId)
        const response = await (target.fetch ?? fetch)(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
        })
        const body = (await response.json()) as { result?: string }
        const chainId = Number(rpc.caipNetworkId.split(':')[1])
        check(Number(body.result) === chainId, `eth_chainId answers ${chainId}`, body)
      })
    }
  })
}
