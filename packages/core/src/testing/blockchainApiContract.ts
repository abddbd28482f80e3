// The blockchain-API contract: what Kit's client needs from a server, as a vitest suite that runs against any
// target (the msw mock in core, the real server in apps/server).
import type { CaipNetworkId } from '@kit/chains'
import { describe, expect, it } from 'vitest'
import { createLazyBlockchainApi } from '../api/lazy.js'
import type { BlockchainApi, OnRampOptions } from '../api/types.js'
import { ACH_BANK_PAYMENT_LIMIT, CARD_PAYMENT_LIMIT, DEFAULT_NAME_SUFFIX } from '../defaults.js'
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

/** What the suite checks beyond the always-on tests; known when the suite is declared. */
export type BlockchainApiContractOptions = {
  /** Check the JSON-RPC proxy with eth_chainId on this EVM network (needs an upstream node behind it). */
  rpc?: { caipNetworkId: `eip155:${number}` }
}

const numeric = (value: string) => value.trim() !== '' && Number.isFinite(Number(value))

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
  expect(error, 'the call should have failed').toBeInstanceOf(ApiError)
  return error as ApiError
}

/**
 * Declares the blockchain-API contract suite: Kit's own client against `getTarget()`, through paths, parameters
 * and response fields of reference §5.1. `getTarget` is called inside each test, so a target started in
 * `beforeAll` works. Pass `options.rpc` to also check the JSON-RPC proxy.
 */
export function describeBlockchainApiContract(
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
      expect(error.status).toBeGreaterThanOrEqual(400)
      expect(error.status).toBeLessThan(500)
      expect(error.reasons[0]?.description).toBeTruthy()
    })

    it('identity: GET /v1/identity/{address} answers {name, avatar}, each a string or null', async () => {
      const target = getTarget()
      const identity = await client(target).fetchIdentity({ address: target.signer.address })
      expect(identity.name === null || typeof identity.name === 'string').toBe(true)
      expect(identity.avatar === null || typeof identity.avatar === 'string').toBe(true)
    })

    it('balance: GET /v1/account/{address}/balance answers balances[] with the fields Kit reads', async () => {
      const target = getTarget()
      const { balances } = await client(target).getBalance({
        address: target.signer.address,
        caipNetworkId: target.caipNetworkId,
      })
      expect(Array.isArray(balances)).toBe(true)
      for (const balance of balances) {
        expect(typeof balance.symbol).toBe('string')
        expect(typeof balance.chainId).toBe('string')
        expect(numeric(balance.quantity.decimals)).toBe(true)
        expect(numeric(balance.quantity.numeric)).toBe(true)
      }
    })

    it('gas price: GET /v1/convert/gas-price answers standard, fast and instant as numeric strings', async () => {
      const target = getTarget()
      const price = await client(target).fetchGasPrice({ caipNetworkId: target.caipNetworkId })
      expect(Number(price.standard)).toBeGreaterThan(0)
      expect(numeric(price.fast)).toBe(true)
      expect(numeric(price.instant)).toBe(true)
    })

    it('on-ramp options: USD by card 10.00–7500.00 and ach_bank_account 10.00–25000.00; currencies with networks', async () => {
      const options: OnRampOptions = await client().getOnRampOptions()
      const usd = options.paymentCurrencies.find((currency) => currency.id === 'USD')
      expect(usd?.payment_method_limits).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ ...CARD_PAYMENT_LIMIT }),
          expect.objectContaining({ ...ACH_BANK_PAYMENT_LIMIT }),
        ]),
      )
      expect(options.purchaseCurrencies.length).toBeGreaterThan(0)
      for (const currency of options.purchaseCurrencies) {
        expect(currency.networks.length).toBeGreaterThan(0)
        for (const network of currency.networks) expect(typeof network.chain_id).toBe('string')
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
      expect(Number(quote.purchaseAmount.amount)).toBeGreaterThan(0)
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
      expect(error.status).toBe(400)
      expect(error.reasons[0]?.description).toBeTruthy()
    })

    it('names: an unknown name is a 404 with a reason', async () => {
      const target = getTarget()
      const error = await apiError(client(target).lookupName(`${target.freshName()}${suffixOf(target)}`))
      expect(error.status).toBe(404)
      expect(error.reasons[0]?.description).toBeTruthy()
    })

    it('names: suggestions answer [{name, registered}] with the suffix', async () => {
      const target = getTarget()
      const { suggestions } = await client(target).getNameSuggestions(target.freshName())
      expect(suggestions.length).toBeGreaterThan(0)
      for (const suggestion of suggestions) {
        expect(suggestion.name.endsWith(suffixOf(target))).toBe(true)
        expect(typeof suggestion.registered).toBe('boolean')
      }
    })

    it('names: a signed registration is stored; lookup, reverse lookup and suggestions reflect it', async () => {
      const target = getTarget()
      const api = client(target)
      const fullName = `${target.freshName()}${suffixOf(target)}`
      const registration = await signedRegistration(target, fullName)
      await api.registerName(registration)

      const profile = await api.lookupName(fullName)
      expect(profile.name).toBe(fullName)
      const addresses = Object.entries(profile.addresses)
      expect(addresses).toContainEqual([
        String(registration.coinType),
        expect.objectContaining({
          address: expect.stringMatching(new RegExp(`^${target.signer.address}$`, 'i')),
        }),
      ])
      const reverse = await api.reverseLookupName({ address: target.signer.address })
      expect(reverse.map((entry) => entry.name)).toContain(fullName)
      const { suggestions } = await api.getNameSuggestions(fullName.slice(0, -suffixOf(target).length))
      const exact = suggestions.find((suggestion) => suggestion.name === fullName)
      if (exact) expect(exact.registered).toBe(true)
    })

    it('names: a taken name is refused with a reason', async () => {
      const target = getTarget()
      const api = client(target)
      const fullName = `${target.freshName()}${suffixOf(target)}`
      await api.registerName(await signedRegistration(target, fullName))
      const error = await apiError(api.registerName(await signedRegistration(target, fullName)))
      expect(error.status).toBeGreaterThanOrEqual(400)
      expect(error.reasons[0]?.description).toBeTruthy()
    })

    it('names: a signature that does not match the message is refused', async () => {
      const target = getTarget()
      const fullName = `${target.freshName()}${suffixOf(target)}`
      const registration = await signedRegistration(target, fullName)
      const tampered = JSON.stringify({ ...JSON.parse(registration.message), name: `x${fullName}` })
      const error = await apiError(client(target).registerName({ ...registration, message: tampered }))
      expect(error.status).toBeGreaterThanOrEqual(400)
      expect(error.reasons[0]?.description).toBeTruthy()
      await expect(client(target).lookupName(`x${fullName}`)).rejects.toBeInstanceOf(ApiError)
    })

    it('names: a stale timestamp is refused', async () => {
      const target = getTarget()
      const fullName = `${target.freshName()}${suffixOf(target)}`
      const hourAgo = Math.floor(Date.now() / 1000) - 3600
      const error = await apiError(
        client(target).registerName(await signedRegistration(target, fullName, hourAgo)),
      )
      expect(error.status).toBeGreaterThanOrEqual(400)
      expect(error.reasons[0]?.description).toBeTruthy()
    })

    it('names: a name shorter than 4 characters or with other characters is refused', async () => {
      const target = getTarget()
      for (const label of ['abc', 'ab_cd']) {
        const error = await apiError(
          client(target).registerName(await signedRegistration(target, `${label}${suffixOf(target)}`)),
        )
        expect(error.status).toBeGreaterThanOrEqual(400)
        expect(error.reasons[0]?.description).toBeTruthy()
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
        expect(Number(body.result)).toBe(Number(rpc.caipNetworkId.split(':')[1]))
      })
    }
  })
}
