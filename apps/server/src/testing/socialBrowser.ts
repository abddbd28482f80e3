/** Decodes the HTML escapes the stand-ins' pages use in attribute values. */
function decode(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

/** What the person does on a stand-in's consent page. */
export type ConsentAnswer = { decision?: 'authorize' | 'cancel'; name?: string; email?: string }

/** Where the browser ends up: the URL the server's callback sends it to, and the callback's own answer. */
export type SocialLanding = { callback: Response; location: URL | undefined }

/**
 * Plays the browser through a social login as a person would: opens the provider's authorize page (a devnet
 * stand-in), submits its consent form, follows the provider's answer to the server's callback (a redirect, or
 * Apple's self-submitting form_post page), and stops at the callback's redirect without following it.
 * @throws {Error} when a page is not what a person would see (an error page instead of the consent form).
 */
export async function completeSocialLogin(
  authorizeUrl: string,
  answer: ConsentAnswer = {},
  /**
   * The browser's cookie for the server (`name=value`), sent as a browser sends a `SameSite=Lax` cookie: on the
   * top-level GET back to the callback, and on a post from the server's own page, never on the provider's post.
   */
  cookie?: string,
): Promise<SocialLanding> {
  const page = await fetch(authorizeUrl, { redirect: 'manual' })
  const html = await page.text()
  if (page.status !== 200) throw new Error(`authorize page answered ${page.status}: ${html.slice(0, 300)}`)
  const action = html.match(/<form method="post" action="([^"]+)"/)?.[1]
  const request = html.match(/name="request" value="([^"]+)"/)?.[1]
  if (!action || !request) throw new Error(`no consent form on the authorize page: ${html.slice(0, 300)}`)
  const form = new URLSearchParams({
    request: decode(request),
    decision: answer.decision ?? 'authorize',
    name: answer.name ?? 'Ada Lovelace',
  })
  if (html.includes('name="email"')) form.set('email', answer.email ?? 'ada@example.test')
  const consent = await fetch(new URL(decode(action), authorizeUrl), {
    method: 'POST',
    body: form,
    redirect: 'manual',
  })
  const withCookie = cookie === undefined ? {} : { headers: { cookie } }
  let callback: Response
  if (consent.status === 302) {
    callback = await fetch(consent.headers.get('location') ?? '', { redirect: 'manual', ...withCookie })
  } else {
    // Apple's form_post: a page whose form the browser submits to the redirect URI at once.
    const post = await consent.text()
    const target = post.match(/<form method="post" action="([^"]+)"/)?.[1]
    if (consent.status !== 200 || !target)
      throw new Error(`the provider answered the consent with ${consent.status}: ${post.slice(0, 300)}`)
    const fields = new URLSearchParams()
    for (const match of post.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
      fields.set(decode(match[1] ?? ''), decode(match[2] ?? ''))
    callback = await fetch(decode(target), { method: 'POST', body: fields, redirect: 'manual' })
    // The server's own page that posts the answer again from its site (a redirect login's Apple answer).
    if (callback.status === 200) {
      const relay = await callback.text()
      const again = relay.match(/<form method="post" action="([^"]+)"/)?.[1]
      if (!again) throw new Error(`the callback answered 200 without a form: ${relay.slice(0, 300)}`)
      const relayed = new URLSearchParams()
      for (const match of relay.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
        relayed.set(decode(match[1] ?? ''), decode(match[2] ?? ''))
      callback = await fetch(new URL(decode(again), decode(target)), {
        method: 'POST',
        body: relayed,
        redirect: 'manual',
        ...withCookie,
      })
    }
  }
  const location = callback.headers.get('location')
  return { callback, location: location ? new URL(location) : undefined }
}
