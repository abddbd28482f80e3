import type { ProjectConfig } from '../config/index.js'
import type { PaymasterMethod } from './paymasterService.js'
import { PaymasterRpcError, RPC_CODES } from './paymasterRpcError.js'

/** A JSON-RPC 2.0 answer of the paymaster service. */
export type PaymasterRpcAnswer =
  | { jsonrpc: '2.0'; id: string | number | null; result: unknown }
  | { jsonrpc: '2.0'; id: string | number | null; error: ReturnType<PaymasterRpcError['toRpcError']> }

const METHODS: readonly string[] = [
  'pm_getPaymasterStubData',
  'pm_getPaymasterData',
] satisfies PaymasterMethod[]

const isId = (id: unknown): id is string | number | null =>
  id === null ||
  (typeof id === 'string' && id.length <= 200) ||
  (typeof id === 'number' && Number.isFinite(id))

/**
 * Answers one JSON-RPC 2.0 request (batches are not part of ERC-7677, and are refused): -32700 for a body that is
 * not JSON, -32600 for a request that is not one, -32601 for another method, and the service's own refusals.
 * Errors the service did not type are thrown on (the route answers them as the server's 5xx).
 */
export async function answerPaymasterRpc(
  body: string,
  project: ProjectConfig,
  client: string,
  service: {
    call(project: ProjectConfig, client: string, method: PaymasterMethod, params: unknown): Promise<unknown>
  },
): Promise<PaymasterRpcAnswer> {
  let request: unknown
  try {
    request = JSON.parse(body)
  } catch {
    return failure(
      null,
      new PaymasterRpcError(RPC_CODES.parseError, 'ParseError', 'The body is not valid JSON'),
    )
  }
  const item = (
    typeof request === 'object' && request !== null && !Array.isArray(request) ? request : {}
  ) as {
    jsonrpc?: unknown
    id?: unknown
    method?: unknown
    params?: unknown
  }
  const id = isId(item.id) ? item.id : null
  if (Array.isArray(request))
    return failure(null, invalidRequest('Batches are not supported: send one request per call'))
  if (item.jsonrpc !== '2.0' || !isId(item.id) || typeof item.method !== 'string')
    return failure(
      id,
      invalidRequest('Expected a JSON-RPC 2.0 request: {jsonrpc: "2.0", id, method, params}'),
    )
  if (!METHODS.includes(item.method))
    return failure(
      id,
      new PaymasterRpcError(
        RPC_CODES.methodNotFound,
        'MethodNotFound',
        `Method ${item.method.slice(0, 60)} is not supported: this is an ERC-7677 paymaster service (pm_getPaymasterStubData, pm_getPaymasterData)`,
      ),
    )
  try {
    const result = await service.call(project, client, item.method as PaymasterMethod, item.params)
    return { jsonrpc: '2.0', id, result }
  } catch (error) {
    if (error instanceof PaymasterRpcError) return failure(id, error)
    throw error
  }
}

const invalidRequest = (message: string) =>
  new PaymasterRpcError(RPC_CODES.invalidRequest, 'InvalidRequest', message)

const failure = (id: string | number | null, error: PaymasterRpcError): PaymasterRpcAnswer => ({
  jsonrpc: '2.0',
  id,
  error: error.toRpcError(),
})
