import { JsonRpcError, RPC_ERROR } from './jsonRpcError.js'

/** A JSON-RPC 2.0 response object. */
export type JsonRpcResponse = {
  jsonrpc: '2.0'
  id: string | number | null
  result?: unknown
  error?: { code: number; message: string; data?: unknown }
}

type Method = (params: readonly unknown[]) => unknown

function errorResponse(id: JsonRpcResponse['id'], error: JsonRpcError): JsonRpcResponse {
  return { jsonrpc: '2.0', id, error: error.toJson() }
}

function isId(value: unknown): value is string | number | null {
  return value === null || typeof value === 'string' || typeof value === 'number'
}

/**
 * Answers one JSON-RPC request object with `methods`. Returns undefined for notifications (no `id`), which
 * get no answer. Method failures become error responses; nothing throws.
 */
export async function answerRequest(
  methods: Record<string, Method>,
  request: unknown,
  onUnknownError: (error: unknown) => void = () => {},
): Promise<JsonRpcResponse | undefined> {
  if (typeof request !== 'object' || request === null || Array.isArray(request)) {
    return errorResponse(null, new JsonRpcError(RPC_ERROR.invalidRequest, 'Invalid request'))
  }
  const { id, method, params } = request as { id?: unknown; method?: unknown; params?: unknown }
  const isNotification = !('id' in request)
  const responseId = isId(id) ? id : null
  if (typeof method !== 'string') {
    return isNotification
      ? undefined
      : errorResponse(responseId, new JsonRpcError(RPC_ERROR.invalidRequest, 'Invalid request'))
  }
  const handler = Object.hasOwn(methods, method) ? methods[method] : undefined
  if (!handler) {
    return isNotification
      ? undefined
      : errorResponse(responseId, new JsonRpcError(RPC_ERROR.methodNotFound, `Method not found: ${method}`))
  }
  if (params !== undefined && !Array.isArray(params)) {
    return errorResponse(
      responseId,
      new JsonRpcError(RPC_ERROR.invalidParams, 'Invalid params: expected an array'),
    )
  }
  try {
    const result = await handler(params ?? [])
    return isNotification ? undefined : { jsonrpc: '2.0', id: responseId, result }
  } catch (error) {
    if (isNotification) return undefined
    if (error instanceof JsonRpcError) return errorResponse(responseId, error)
    onUnknownError(error)
    const message = error instanceof Error ? error.message : String(error)
    return errorResponse(responseId, new JsonRpcError(RPC_ERROR.internal, `Internal error: ${message}`))
  }
}

/**
 * Answers a raw JSON-RPC payload (single request or batch). Returns the JSON text to send back, or undefined
 * when nothing must be sent (only notifications).
 */
export async function answerPayload(
  methods: Record<string, Method>,
  text: string,
  onUnknownError?: (error: unknown) => void,
): Promise<string | undefined> {
  let payload: unknown
  try {
    payload = JSON.parse(text)
  } catch {
    return JSON.stringify(errorResponse(null, new JsonRpcError(RPC_ERROR.parse, 'Parse error')))
  }
  if (Array.isArray(payload)) {
    if (payload.length === 0) {
      return JSON.stringify(
        errorResponse(null, new JsonRpcError(RPC_ERROR.invalidRequest, 'Invalid request')),
      )
    }
    const responses = await Promise.all(
      payload.map((request) => answerRequest(methods, request, onUnknownError)),
    )
    const answered = responses.filter((response) => response !== undefined)
    return answered.length > 0 ? JSON.stringify(answered) : undefined
  }
  const response = await answerRequest(methods, payload, onUnknownError)
  return response && JSON.stringify(response)
}
