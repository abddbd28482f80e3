import { createHash, generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto'
import { type SocialStandIns, startSocialStandIns } from '@kit/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SocialProvider, socialProviders } from '../../config/index.js'
import { frameHeaders, lastApprovalLink, lastCode } from '../../testing/auth.js'
import { call } from '../../testing/http.js'
import { type ConsentAnswer, completeSocialLogin } from '../../testing/socialBrowser.js'
import { startTestServer, type TestServer } from '../../testing/testServer.js'

// Every provider against its devnet stand-in over HTTP: the same provider code as against the real services,
// only the development rewrite of the URLs differs.
let idp: SocialStandIns
let server: TestServer
beforeAll(async () => {
  idp = await startSocialStandIns({ port: 0 })
  server = await startTestServer({
    auth: {
      social: idp.clients,
      socialStandInUrl: idp.url,
      // Trusted by the operator for every provider: the provider's own verification still decides.
      emailLinkingProviders: [...socialProviders],
    },
  })
  idp.allowRedirectUri(`${server.url}/auth/social/callback`)
})
afterAll(async () => {
  await server?.close()
  await idp?.stop()
})

const frameReturn = 'http://frame.test/social/done'

/** A verifier and its challenge, as the secure frame makes them. */
function resultVerifier() {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

function start(
  target: TestServer,
  provider: string,
  body: { returnTo?: string; resultChallenge?: string; mode?: string; locale?: string } = {},
  query = '',
) {
  return call(`${target.url}/v1/auth/social/start${query}`, {
    json: { provider, returnTo: frameReturn, resultChallenge: resultVerifier().challenge, ...body },
    headers: frameHeaders,
  })
}

const connect = (result: string, verifier?: string) =>
  call(`${server.url}/v1/auth/social/connect`, {
    json: { result, ...(verifier === undefined ? {} : { resultVerifier: verifier }) },
    headers: frameHeaders,
  })

/** A whole popup login: start, the consent page, the callback, and the frame's redemption. */
async function login(provider: SocialProvider, answer: ConsentAnswer = {}) {
  const { verifier, challenge } = resultVerifier()
  const started = await start(server, provider, { resultChallenge: challenge })
  expect(started.status, JSON.stringify(started.body)).toBe(200)
  const { location } = await completeSocialLogin(started.body.uri, answer)
  const result = location?.searchParams.get('result')
  expect(result, `${provider} came back with ${location}`).toBeTruthy()
  const answered = await connect(result ?? '', verifier)
  expect(answered.status, JSON.stringify(answered.body)).toBe(200)
  return answered.body
}

/** Why the last social login failed, as the operator's log says. */
const lastFailure = (target: TestServer) =>
  String(target.logs.filter((entry) => entry.msg === 'social login failed').at(-1)?.reason ?? '')

/** An account made by e-mail login, as its owner would. */
async function emailAccount(email: string): Promise<string> {
  const post = (path: string, json: unknown) => call(`${server.url}${path}`, { json, headers: frameHeaders })
  const deviceId = randomUUID()
  await post('/v1/auth/email/connect', { email, deviceId })
  const token = new URL(lastApprovalLink(server.outbox, email)).searchParams.get('token') ?? ''
  await call(`${server.url}/auth/device/approve`, { method: 'POST', body: new URLSearchParams({ token }) })
  const answer = await post('/v1/auth/email/verify', { email, deviceId, otp: lastCode(server.outbox, email) })
  expect(answer.status).toBe(200)
  return answer.body.user.id
}

describe('each provider through its stand-in', () => {
  it('google: OpenID Connect with PKCE and a nonce, the ID token verified against the published keys', async () => {
    const started = await start(server, 'google')
    const uri = new URL(started.body.uri)
    expect(`${uri.origin}${uri.pathname}`).toBe(`${idp.url}/accounts.google.com/o/oauth2/v2/auth`)
    expect(uri.searchParams.get('client_id')).toBe(idp.clients.google.clientId)
    expect(uri.searchParams.get('code_challenge_method')).toBe('S256')
    expect(uri.searchParams.get('nonce')).toBeTruthy()
    expect(uri.searchParams.get('scope')).toBe('openid email profile')
    const body = await login('google', { name: 'Grace Hopper', email: 'grace@example.test' })
    expect(body).toMatchObject({
      token: expect.any(String),
      userName: 'Grace Hopper',
      user: { identities: [{ provider: 'google', username: 'Grace Hopper', email: 'grace@example.test' }] },
    })
    const session = await call(`${server.url}/v1/auth/session`, {
      headers: { ...frameHeaders, authorization: `Bearer ${body.token}` },
    })
    expect(session.body).toMatchObject({ method: 'google' })
    // The same person again is the same account.
    expect((await login('google', { name: 'Grace Hopper', email: 'grace@example.test' })).user.id).toBe(
      body.user.id,
    )
  })

  it('github: OAuth 2.0 with PKCE, the user and the primary verified e-mail from the REST API', async () => {
    const body = await login('github', { name: 'Linus', email: 'linus@example.test' })
    expect(body.user.identities).toEqual([
      { provider: 'github', username: expect.any(String), email: 'linus@example.test' },
    ])
    expect(body.userName).toBe(body.user.identities[0].username)
  })

  it('discord: OAuth 2.0 with Basic client authentication, /users/@me', async () => {
    const body = await login('discord', { name: 'Nelly', email: 'nelly@example.test' })
    expect(body.user.identities).toEqual([
      { provider: 'discord', username: expect.any(String), email: 'nelly@example.test' },
    ])
  })

  it('x: OAuth 2.0 with PKCE, users/me, no e-mail ever', async () => {
    const started = await start(server, 'x')
    expect(new URL(started.body.uri).searchParams.get('scope')).toBe('users.read tweet.read')
    const body = await login('x', { name: 'Xavier' })
    expect(body.user.identities).toEqual([{ provider: 'x', username: expect.any(String), email: null }])
    expect(body.user.email).toBeNull()
  })

  it('facebook: OAuth 2.0, Graph /me with the granted e-mail', async () => {
    const body = await login('facebook', { name: 'Fiona Book', email: 'fiona@example.test' })
    expect(body.user.identities).toEqual([
      { provider: 'facebook', username: 'Fiona Book', email: 'fiona@example.test' },
    ])
  })

  it('apple: form_post to the callback, a signed client secret; the name from the first consent is kept', async () => {
    const started = await start(server, 'apple')
    const uri = new URL(started.body.uri)
    expect(uri.searchParams.get('response_mode')).toBe('form_post')
    expect(uri.searchParams.get('scope')).toBe('name email')
    const first = await login('apple', { name: 'Annie Apple', email: 'annie@example.test' })
    expect(first.user.identities).toEqual([
      { provider: 'apple', username: 'Annie Apple', email: 'annie@example.test' },
    ])
    // Apple names the person once; the next login has no name and keeps the stored one.
    const again = await login('apple', { name: 'Annie Apple', email: 'annie@example.test' })
    expect(again.user.id).toBe(first.user.id)
    expect(again.userName).toBe('Annie Apple')
  })

  it('sends the popup back with access_denied when the person cancels, whatever the provider calls it', async () => {
    for (const provider of socialProviders) {
      const started = await start(server, provider)
      const { location } = await completeSocialLogin(started.body.uri, { decision: 'cancel' })
      expect(`${location?.origin}${location?.pathname}`).toBe(frameReturn)
      expect(location?.searchParams.get('error')).toBe('access_denied')
    }
  })
})

describe('failures', () => {
  it('fails each login with invalid_client when the configured client secret is wrong, naming the variables', async () => {
    const apple = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    const wrong = Object.fromEntries(
      Object.entries(idp.clients).map(([provider, client]) => [
        provider,
        provider === 'apple'
          ? { ...client, privateKey: apple.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString() }
          : { ...client, clientSecret: 'not-the-secret' },
      ]),
    )
    const misconfigured = await startTestServer({ auth: { social: wrong, socialStandInUrl: idp.url } })
    idp.allowRedirectUri(`${misconfigured.url}/auth/social/callback`)
    try {
      for (const provider of socialProviders) {
        const started = await start(misconfigured, provider)
        const { location } = await completeSocialLogin(started.body.uri)
        expect(location?.searchParams.get('error'), provider).toBe('invalid_client')
        expect(lastFailure(misconfigured)).toContain(`check KIT_SOCIAL_${provider.toUpperCase()}_CLIENT_ID`)
      }
    } finally {
      await misconfigured.close()
    }
  })

  it('answers a replayed callback (its state used already) with an error page, never a second login', async () => {
    const started = await start(server, 'google')
    const { callback, location } = await completeSocialLogin(started.body.uri)
    expect(location?.searchParams.get('result')).toBeTruthy()
    const replay = await fetch(callback.url, { redirect: 'manual' })
    expect(replay.status).toBe(400)
    expect(await replay.text()).toContain('This sign-in has expired')
  })

  it('redeems a result only with the verifier of its challenge, and only once', async () => {
    const { verifier, challenge } = resultVerifier()
    const started = await start(server, 'github', { resultChallenge: challenge })
    const result = (await completeSocialLogin(started.body.uri)).location?.searchParams.get('result') ?? ''
    // Without a verifier: malformed request.
    expect((await connect(result)).status).toBe(400)
    // With a wrong one: refused, and the result is spent.
    const wrong = await connect(result, resultVerifier().verifier)
    expect(wrong.status).toBe(400)
    expect(wrong.body.reasons[0].name).toBe('InvalidLoginResult')
    expect((await connect(result, verifier)).body.reasons[0].name).toBe('InvalidLoginResult')
  })

  it('refuses a start without a well-formed challenge, unknown providers, and popup pages outside the frame', async () => {
    expect((await start(server, 'google', { resultChallenge: 'short' })).status).toBe(400)
    expect((await start(server, 'myspace')).status).toBe(400)
    const elsewhere = await start(server, 'github', { returnTo: 'http://evil.test/steal' })
    expect(elsewhere.status).toBe(403)
    expect(elsewhere.body.reasons[0].name).toBe('InvalidReturnTo')
  })

  it('answers 503 naming a provider that is not configured', async () => {
    const plain = await startTestServer()
    try {
      const answer = await start(plain, 'x')
      expect(answer.status).toBe(503)
      expect(answer.body.reasons[0].description).toBe('Login with x is not configured on this server')
    } finally {
      await plain.close()
    }
  })
})

describe('redirect mode', () => {
  /**
   * The secure frame's form post that starts a redirect login, as the browser sends it (its Origin is the frame's).
   * Returns the answer, the provider URL it sends the tab to, and the cookie it leaves in that browser.
   */
  async function startRedirect(
    fields: {
      provider?: string
      projectId?: string
      returnTo?: string
      resultChallenge?: string
      locale?: string
    } = {},
    origin: string | null = frameHeaders.origin,
    headers: Record<string, string> = {},
  ) {
    const response = await fetch(`${server.url}/auth/social/redirect`, {
      method: 'POST',
      redirect: 'manual',
      headers: { ...headers, ...(origin === null ? {} : { origin }) },
      body: new URLSearchParams({
        provider: 'github',
        projectId: 'test',
        returnTo: 'http://app.test/',
        resultChallenge: resultVerifier().challenge,
        ...fields,
      }),
    })
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('kit-social-'))
    return {
      status: response.status,
      body: await response.text(),
      // The page moves on with a Refresh header (and a link for a browser that ignores it).
      uri: response.status === 200 ? (response.headers.get('refresh') ?? '').replace(/^0;url=/, '') : '',
      setCookie: cookie,
      cookie: cookie?.split(';')[0],
    }
  }

  it("returns the whole tab to the host page with kitSocialResult, keeping the page's query and fragment", async () => {
    const { verifier, challenge } = resultVerifier()
    const hostPage = 'http://app.test/shop?item=7#checkout'
    const started = await startRedirect({ returnTo: hostPage, resultChallenge: challenge })
    expect(started.status).toBe(200)
    expect(new URL(started.uri).origin).toBe(idp.url)
    // The cookie goes back to the callback only, not to script, and lives as long as the flow.
    expect(started.setCookie).toMatch(/; Max-Age=600; Path=\/auth\/social\/callback; HttpOnly; SameSite=Lax$/)
    const { location } = await completeSocialLogin(started.uri, {}, started.cookie)
    expect(location?.origin).toBe('http://app.test')
    expect(location?.pathname).toBe('/shop')
    expect(location?.hash).toBe('#checkout')
    expect(location?.searchParams.get('item')).toBe('7')
    const result = location?.searchParams.get('kitSocialResult') ?? ''
    // The host page sees the result but cannot redeem it; the frame, with its verifier, can.
    expect((await connect(result, resultVerifier().verifier)).status).toBe(400)
    const second = await startRedirect({ returnTo: hostPage, resultChallenge: challenge })
    const again =
      (await completeSocialLogin(second.uri, {}, second.cookie)).location?.searchParams.get(
        'kitSocialResult',
      ) ?? ''
    expect((await connect(again, verifier)).status).toBe(200)
  })

  it("finishes only in the browser that started it: a flow started elsewhere is refused in the victim's browser (N2)", async () => {
    // The attacker starts from a script (it can forge Origin outside a browser) and keeps the cookie it got.
    const { verifier, challenge } = resultVerifier()
    const attacker = await startRedirect({ returnTo: 'http://app.test/any/page', resultChallenge: challenge })
    expect(attacker.status).toBe(200)
    // The victim's browser, without that cookie, is sent through the provider (consent given before).
    const victim = await completeSocialLogin(attacker.uri)
    expect(victim.callback.status).toBe(403)
    expect(await victim.callback.text()).toContain('This sign-in was not started in this browser')
    expect(victim.location).toBeUndefined()
    // A cookie of another flow does not do either.
    const other = await startRedirect()
    const mixed = await completeSocialLogin((await startRedirect()).uri, {}, other.cookie)
    expect(mixed.callback.status).toBe(403)
    // The refused flow is spent: the attacker's own cookie cannot finish it now.
    const state = new URL(attacker.uri).searchParams.get('state') ?? ''
    const late = await fetch(`${server.url}/auth/social/callback?state=${state}&code=x`, {
      redirect: 'manual',
      headers: { cookie: attacker.cookie ?? '' },
    })
    expect(late.status).toBe(400)
    expect(await late.text()).toContain('This sign-in has expired')
    expect((await connect('x'.repeat(43), verifier)).status).toBe(400)
  })

  it('refuses to start a redirect login from a JSON call, from another origin, or for a page outside the project', async () => {
    const json = await start(
      server,
      'github',
      { returnTo: 'http://app.test/', mode: 'redirect' },
      '?projectId=test',
    )
    expect(json.status).toBe(403)
    expect(json.body.reasons[0]).toEqual({
      name: 'RedirectStartsInFrame',
      description:
        "A redirect login starts from the secure frame's own button, in the browser that finishes it",
    })
    for (const origin of ['http://app.test', 'http://evil.test', null]) {
      const refused = await startRedirect({}, origin)
      expect(refused.status, String(origin)).toBe(403)
      expect(refused.body).toContain('starts from the secure sign-in frame only')
      expect(refused.setCookie).toBeUndefined()
    }
    for (const fields of [
      { returnTo: 'http://evil.test/' },
      { returnTo: frameReturn },
      { projectId: 'nope' },
    ]) {
      const refused = await startRedirect(fields)
      expect(refused.status, JSON.stringify(fields)).toBe(403)
      expect(refused.body).toContain('this project does not allow')
    }
    expect((await startRedirect({ resultChallenge: 'short' })).status).toBe(400)
  })

  it('reports a refusal as kitSocialError', async () => {
    const started = await startRedirect({ provider: 'google' })
    const { location } = await completeSocialLogin(started.uri, { decision: 'cancel' }, started.cookie)
    expect(location?.searchParams.get('kitSocialError')).toBe('access_denied')
  })

  it("takes Apple's cross-site form post through one same-site post, which brings the cookie", async () => {
    const { verifier, challenge } = resultVerifier()
    const started = await startRedirect({ provider: 'apple', resultChallenge: challenge })
    const { location } = await completeSocialLogin(
      started.uri,
      { name: 'Rita Redirect', email: 'rita@example.test' },
      started.cookie,
    )
    const result = location?.searchParams.get('kitSocialResult') ?? ''
    expect((await connect(result, verifier)).body.user.identities[0].username).toBe('Rita Redirect')
    // Without the cookie, the same post is refused after the relay.
    const stranger = await startRedirect({ provider: 'apple' })
    const refused = await completeSocialLogin(stranger.uri, {}, 'kit-social-0000000000000000=x')
    expect(refused.callback.status).toBe(403)
  })

  describe('the pages’ language', () => {
    /** The `<html>` tag a page opens with. */
    const htmlTag = (body: string) => /<html[^>]*>/.exec(body)?.[0]

    it('speaks the frame’s language, right to left in Arabic, from the start to the callback’s refusal', async () => {
      const refused = await startRedirect({ locale: 'ar' }, 'http://evil.test')
      expect(refused.status).toBe(403)
      expect(htmlTag(refused.body)).toBe('<html lang="ar" dir="rtl">')
      expect(refused.body).toContain('<title>لم يبدأ تسجيل الدخول</title>')
      expect(refused.body).toContain('لا يبدأ تسجيل الدخول بإعادة التوجيه إلا من إطار تسجيل الدخول الآمن.')
      expect(refused.body).not.toContain('Sign-in')
      // A flow started in Arabic keeps its language: the provider's answer in a browser without the cookie.
      const started = await startRedirect({ locale: 'ar-EG' })
      expect(htmlTag(started.body)).toBe('<html lang="ar" dir="rtl">')
      expect(started.body).toContain('<h1>جارٍ تسجيل الدخول…</h1>')
      const victim = await completeSocialLogin(started.uri)
      expect(victim.callback.status).toBe(403)
      const page = await victim.callback.text()
      expect(htmlTag(page)).toBe('<html lang="ar" dir="rtl">')
      expect(page).toContain('<h1>لم يبدأ تسجيل الدخول هذا في هذا المتصفح</h1>')
      // Spent, and still in Arabic.
      const state = new URL(started.uri).searchParams.get('state') ?? ''
      const late = await fetch(`${server.url}/auth/social/callback?state=${state}&code=x`, {
        redirect: 'manual',
        headers: { cookie: started.cookie ?? '' },
      })
      expect(late.status).toBe(400)
      expect(await late.text()).toContain('<h1>انتهت صلاحية تسجيل الدخول هذا</h1>')
    })

    it('in Japanese: the start’s refusals, and Apple’s relay page', async () => {
      const incomplete = await startRedirect({ locale: 'ja', resultChallenge: 'short' })
      expect(incomplete.status).toBe(400)
      expect(htmlTag(incomplete.body)).toBe('<html lang="ja" dir="ltr">')
      expect(incomplete.body).toContain('<p>ログインのリクエストが不完全です。</p>')
      const elsewhere = await startRedirect({ locale: 'ja-JP', returnTo: 'http://evil.test/' })
      expect(elsewhere.body).toContain(
        'アプリが、このプロジェクトで許可されていないページに戻ろうとしました。',
      )
      // Apple posts its answer cross-site, without the cookie: the relay page asks for one more post, in Japanese.
      const apple = await startRedirect({ provider: 'apple', locale: 'ja' })
      const state = new URL(apple.uri).searchParams.get('state') ?? ''
      const relay = await fetch(`${server.url}/auth/social/callback`, {
        method: 'POST',
        redirect: 'manual',
        body: new URLSearchParams({ state, code: 'x' }),
      })
      expect(relay.status).toBe(200)
      const page = await relay.text()
      expect(htmlTag(page)).toBe('<html lang="ja" dir="ltr">')
      expect(page).toContain('<title>ログインを完了</title>')
      expect(page).toContain('<button type="submit">続行</button>')
    })

    it('without the frame’s language, speaks the browser’s (Accept-Language), else English', async () => {
      const hebrew = await startRedirect({}, null, { 'accept-language': 'tlh, he-IL;q=0.9, en;q=0.8' })
      expect(htmlTag(hebrew.body)).toBe('<html lang="he" dir="rtl">')
      expect(hebrew.body).toContain('<h1>לא ניתן היה להתחיל את הכניסה הזו</h1>')
      // A language the server lacks from the frame: the browser's still.
      const german = await startRedirect({ locale: 'tlh' }, null, { 'accept-language': 'de-AT' })
      expect(htmlTag(german.body)).toBe('<html lang="de" dir="ltr">')
      // An unknown sign-in has no language of its own.
      const unknown = await fetch(`${server.url}/auth/social/callback?state=nope`, {
        headers: { 'accept-language': 'zh-HK' },
      })
      expect(await unknown.text()).toContain('<html lang="zh-TW" dir="ltr">')
      const plain = await startRedirect({}, null, { 'accept-language': 'tlh' })
      expect(htmlTag(plain.body)).toBe('<html lang="en" dir="ltr">')
      expect(plain.body).toContain('<h1>This sign-in could not start</h1>')
    })

    it('never echoes a hostile language: the page is in one of its own', async () => {
      for (const locale of ['"><script>alert(1)</script>', 'ar" onload="x', '<b>', 'x'.repeat(5000)]) {
        const page = await startRedirect({ locale }, null, {
          'accept-language': `${locale.slice(0, 100)}, ko;q=0.1`,
        })
        expect(page.status).toBe(403)
        expect(htmlTag(page.body), locale).toBe('<html lang="ko" dir="ltr">')
        expect(page.body).not.toContain('<script>alert')
        expect(page.body).not.toContain('onload')
        expect(page.body).not.toContain('<b>')
      }
      // A hostile tag within the schema's length starts a login whose pages are in English (nothing kept).
      const started = await start(server, 'github', { locale: '"><img src=x>' })
      expect(started.status).toBe(200)
      const { callback } = await completeSocialLogin(started.body.uri)
      const replay = await fetch(callback.url, { redirect: 'manual' })
      const page = await replay.text()
      expect(htmlTag(page)).toBe('<html lang="en" dir="ltr">')
      expect(page).not.toContain('<img')
      // A longer one is refused by the schema.
      expect((await start(server, 'github', { locale: 'x'.repeat(36) })).status).toBe(400)
    })
  })
})

describe('a pop-up login’s pages', () => {
  it('keep the language of the start (Japanese), even once the sign-in is spent', async () => {
    const started = await start(server, 'google', { locale: 'ja' })
    expect(started.status).toBe(200)
    const { callback, location } = await completeSocialLogin(started.body.uri)
    expect(location?.searchParams.get('result')).toBeTruthy()
    const replay = await fetch(callback.url, { redirect: 'manual' })
    expect(replay.status).toBe(400)
    const page = await replay.text()
    expect(page).toContain('<html lang="ja" dir="ltr">')
    expect(page).toContain('<h1>このログインは有効期限が切れています</h1>')
    expect(page).toContain('<p>このウィンドウを閉じて、もう一度お試しください。</p>')
  })
})

describe('linking a social login to an e-mail account', () => {
  it('links where the provider verified the address (google, apple, github, discord)', async () => {
    for (const provider of ['google', 'apple', 'github', 'discord'] as const) {
      const email = `${provider}-owner@example.test`
      const owner = await emailAccount(email)
      const body = await login(provider, { name: `Owner ${provider}`, email })
      expect(body.user.id, provider).toBe(owner)
      expect(body.user.email).toBe(email)
    }
  })

  it('never links a Facebook e-mail: Facebook does not say it verified it', async () => {
    const owner = await emailAccount('fb-owner@example.test')
    const body = await login('facebook', { name: 'Intruder', email: 'fb-owner@example.test' })
    expect(body.user.id).not.toBe(owner)
    expect(body.user.email).toBeNull()
    expect(body.user.identities).toEqual([
      { provider: 'facebook', username: 'Intruder', email: 'fb-owner@example.test' },
    ])
  })

  it('links only for providers the operator lists in auth.emailLinkingProviders', async () => {
    const strict = await startTestServer({
      auth: { social: idp.clients, socialStandInUrl: idp.url, emailLinkingProviders: ['apple'] },
    })
    idp.allowRedirectUri(`${strict.url}/auth/social/callback`)
    try {
      const { verifier, challenge } = resultVerifier()
      const started = await start(strict, 'google', { resultChallenge: challenge })
      const { location } = await completeSocialLogin(started.body.uri, { email: 'unlisted@example.test' })
      const answer = await call(`${strict.url}/v1/auth/social/connect`, {
        json: { result: location?.searchParams.get('result'), resultVerifier: verifier },
        headers: frameHeaders,
      })
      // Google verified the address, but this operator does not trust Google for linking: no account e-mail.
      expect(answer.status).toBe(200)
      expect(answer.body.user.email).toBeNull()
    } finally {
      await strict.close()
    }
  })
})
