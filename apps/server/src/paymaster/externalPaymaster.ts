import type { PaymasterProvider, ResolvedPaymasterConfig } from '../config/paymaster.js'
import type { ProjectConfig } from '../config/index.js'
import type { PaymasterMethod } from './paymasterService.js'
import { PaymasterRpcError, RPC_CODES } from './paymasterRpcError.js'

/** How long Kit waits for another paymaster service before refusing the call. */
const PROVIDER_TIMEOUT_MS = 10_000

/**
 * The project's paymaster service when it is another ERC-7677 service (`paymaster.providers`), else undefined (Kit's
 * own, by its policies). A project's own entry, provider or policy, wins over `*`'s.
 */
export function externalProviderOf(
  config: Pick<ResolvedPaymasterConfig, 'policies' | 'providers'>,
  project: ProjectConfig,
): PaymasterProvider | undefined {
  const own = config.providers.find((provider) => provider.projectId === project.id)
  if (own) return own
  if (config.policies.some((policy) => policy.projectId === project.id)) return undefined
  return config.providers.find((provider) => provider.projectId === '*')
}

/** What a project sponsored by another service is offered: its chains and who pays. */
export function externalOffer(provider: PaymasterProvider, project: ProjectConfig) {
  return { chains: [...provider.chains], sponsor: { name: provider.sponsor?.name ?? project.name } }
}

/**
 * Forwards one ERC-7677 call to another paymaster service and returns its result. The chain (params[2]) must be one
 * it sponsors for the project, so a stranger cannot spend the project's account with that service on other chains.
 * The service's refusal comes back with its code and message; a service that does not answer, or answers what is not
 * JSON-RPC, is refused as unavailable, never passed through.
 * @throws {PaymasterRpcError}
 */
export async function forwardPaymasterCall(
  provider: PaymasterProvider,
  method: PaymasterMethod,
  params: unknown,
  fetchFn: typeof fetch = fetch,
): Promise<unknown> {
  const chainHex = Array.isArray(params) ? params[2] : undefined
  if (typeof chainHex !== 'string' || !/^0x[0-9a-fA-F]{1,16}$/.test(chainHex))
    throw new PaymasterRpcError(
      RPC_CODES.invalidParams,
      'InvalidParams',
      'params[2] must be the chain id as hex (ERC-7677: [userOp, entryPoint, chainId, context])',
    )
  const chain = `eip155:${BigInt(chainHex)}`
  if (!provider.chains.includes(chain))
    throw new PaymasterRpcError(
      RPC_CODES.rejected,
      'ChainNotSponsored',
      `Network fees are not sponsored on ${chain} for this project`,
    )
  let answer: { result?: unknown; error?: { code?: unknown; message?: unknown } }
  try {
    const response = await fetchFn(provider.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      redirect: 'error',
    })
    answer = (await response.json()) as typeof answer
  } catch (error) {
    throw unavailable('did not answer', error)
  }
  if (typeof answer !== 'object' || answer === null)
    throw unavailable('answered something that is not JSON-RPC')
  if (answer.error) {
    const code = typeof answer.error.code === 'number' ? answer.error.code : RPC_CODES.rejected
    const message = typeof answer.error.message === 'string' ? answer.error.message.slice(0, 300) : 'refused'
    throw new PaymasterRpcError(code, 'ProviderRefused', `The paymaster service refused: ${message}`)
  }
  if (typeof answer.result !== 'object' || answer.result === null)
    throw unavailable('answered without a result')
  return answer.result
}

const unavailable = (what: string, cause?: unknown) =>
  new PaymasterRpcError(
    RPC_CODES.notSupported,
    'ProviderUnavailable',
    `The project's paymaster service ${what}`,
    cause === undefined ? {} : { cause },
  )
