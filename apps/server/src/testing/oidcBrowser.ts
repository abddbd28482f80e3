/**
 * Walks an authorization URL the way a person in the popup would with the local oidc-provider's dev forms:
 * follows redirects with a cookie jar, types `login` into the login form, accepts the consent form, and stops at
 * the first redirect to `stopAt` (the secure frame's return page). Returns that URL.
 */
export async function completeLocalOidcLogin(
  authorizationUrl: string,
  login: string,
  stopAt: string,
): Promise<URL> {
  const jar = new Map<string, string>()
  const request = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      redirect: 'manual',
      ...init,
      headers: {
        ...(init.headers as Record<string, string> | undefined),
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
      },
    })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';')
      const index = pair.indexOf('=')
      jar.set(pair.slice(0, index), pair.slice(index + 1))
    }
    return response
  }
  let url = authorizationUrl
  let response = await request(url)
  for (let step = 0; step < 12; step++) {
    const location = response.headers.get('location')
    if (location) {
      url = new URL(location, url).toString()
      if (url.startsWith(stopAt)) return new URL(url)
      response = await request(url)
      continue
    }
    const html = await response.text()
    const action = html.match(/action="([^"]+)"/)?.[1]
    if (!action) throw new Error(`no form at ${url} (status ${response.status}): ${html.slice(0, 300)}`)
    const body = html.includes('name="login"')
      ? new URLSearchParams({ prompt: 'login', login, password: 'any' })
      : new URLSearchParams({ prompt: 'consent' })
    url = new URL(action, url).toString()
    response = await request(url, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
  }
  throw new Error('the login did not finish in 12 steps')
}
