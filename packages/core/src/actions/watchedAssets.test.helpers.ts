// Shared by the watched-token actions' tests only: the test networks' RPC (msw) with ERC-20 contracts whose
// answers each test sets. The real chain is covered by watchAsset.integration.test.ts.
import { HttpResponse, http } from 'msw'
import { TEST_RPC } from '../test-utils.js'

/** One fake token: what its view functions answer; `'revert'` makes the call fail as a revert does. */
export type FakeToken = {
  decimals?: number | 'revert'
  /** A string (ABI-encoded), `{ bytes32 }` as early tokens answer, or a revert. */
  symbol?: string | { bytes32: string } | 'revert'
  /** Balances by lowercase owner; 0 for others. */
  balances?: Record<string, bigint>
}

const word = (value: bigint | number) => BigInt(value).toString(16).padStart(64, '0')
const hexOf = (text: string) => Buffer.from(text, 'utf8').toString('hex')

function encodeString(text: string) {
  const data = hexOf(text)
  return `0x${word(32)}${word(data.length / 2)}${data.padEnd(Math.ceil(data.length / 64) * 64, '0')}`
}

/** The RPC of `chain` on the test networks: tokens by lowercase address, and the native calls core makes. */
export function fakeErc20Rpc(
  tokens: Record<string, FakeToken>,
  log: { method: string; params: unknown[] }[] = [],
) {
  return http.post(`${TEST_RPC}/:chain`, async ({ request }) => {
    const body = (await request.json()) as { id: number; method: string; params: unknown[] }
    log.push({ method: body.method, params: body.params })
    const answer = (result: unknown) => HttpResponse.json({ jsonrpc: '2.0', id: body.id, result })
    const revert = () =>
      HttpResponse.json({ jsonrpc: '2.0', id: body.id, error: { code: 3, message: 'execution reverted' } })
    if (body.method === 'eth_getBalance') return answer('0xde0b6b3a7640000')
    if (body.method === 'eth_getCode') {
      const token = tokens[String(body.params[0]).toLowerCase()]
      return answer(token ? '0x6080604052' : '0x')
    }
    if (body.method === 'eth_call') {
      const { to, data } = body.params[0] as { to: string; data: string }
      const token = tokens[to.toLowerCase()]
      // Calls to an address without code succeed with no data, as nodes answer.
      if (!token) return answer('0x')
      const selector = data.slice(0, 10)
      if (selector === '0x313ce567') {
        if (token.decimals === 'revert') return revert()
        return answer(`0x${word(token.decimals ?? 18)}`)
      }
      if (selector === '0x95d89b41') {
        const symbol = token.symbol ?? 'TKN'
        if (symbol === 'revert') return revert()
        if (typeof symbol === 'object') return answer(`0x${hexOf(symbol.bytes32).padEnd(64, '0')}`)
        return answer(encodeString(symbol))
      }
      if (selector === '0x70a08231') {
        const owner = `0x${data.slice(-40)}`
        return answer(`0x${word(token.balances?.[owner] ?? 0n)}`)
      }
      return revert()
    }
    return HttpResponse.json({ jsonrpc: '2.0', id: body.id, error: { code: -32601, message: 'no' } })
  })
}
