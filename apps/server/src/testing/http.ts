/** A parsed JSON answer; tests check its shape with assertions, so its type is left open. */
// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked by the assertions that read them.
export type Json = any

/** Reads a response body as JSON. */
export async function json(response: Response): Promise<Json> {
  return response.json()
}

/** Fetches and returns status, headers and the parsed JSON body. */
export async function call(
  url: string,
  init: RequestInit & { json?: unknown } = {},
): Promise<{ status: number; headers: Headers; body: Json }> {
  const { json: payload, ...rest } = init
  const response = await fetch(url, {
    ...rest,
    ...(payload !== undefined
      ? {
          method: rest.method ?? 'POST',
          body: JSON.stringify(payload),
          headers: {
            'content-type': 'application/json',
            ...(rest.headers as Record<string, string> | undefined),
          },
        }
      : {}),
  })
  const text = await response.text()
  let body: Json = text
  try {
    body = JSON.parse(text)
  } catch {
    // Not JSON (an HTML page): keep the text.
  }
  return { status: response.status, headers: response.headers, body }
}
