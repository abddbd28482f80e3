// @vitest-environment node
// Recovery passkeys in Chromium, inside a cross-origin iframe as the secure frame runs: a host page on 127.0.0.1
// embeds a frame page on localhost (another site; an IP address cannot be a WebAuthn RP id) that loads passkey.ts,
// bundled with esbuild. A CDP virtual authenticator stands in for the user's passkey provider.
//
// What this shows about Chromium:
// - The host's iframe needs allow="publickey-credentials-create …; publickey-credentials-get …": without it both
//   calls fail with NotAllowedError, as a cancel does (passkey.ts reads document.featurePolicy first to say so).
// - create() in a cross-origin frame needs transient user activation in the frame (a click there); get() does not,
//   so the follow-up get right after a create, which consumed the activation, works.
// - Playwright's evaluate runs with a user gesture: evaluating in the frame would hand it an activation for 5 s. The
//   test therefore talks to the frame only by postMessage from the host page, and clicks.
// - The virtual authenticator goes on the page's CDP session: it then serves the out-of-process iframe too and
//   outlives reloads. Added on the iframe's own session (context.newCDPSession(frame)) it works until the frame is
//   reloaded, when that target and its authenticator go away and a get waits for a passkey that never comes.
// - A second passkey for the same RP id and user handle on the same authenticator replaces the first (its id then
//   answers NotAllowedError): excludeCredentialIds makes the browser refuse instead (InvalidStateError).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addVirtualPasskeyProvider, launchChromium } from '../../../../scripts/chromium.mjs'

type FrameAnswer =
  | { ok: true; credentialId: string; prfOutput: number[]; prfSalt: number[] }
  | { ok: false; name: string; reason?: string; shortMessage?: string; details?: string }

type Inbox = Record<string, { armed?: boolean; answer?: FrameAnswer }>

declare global {
  interface Window {
    frameReady: boolean
    inbox: Inbox
    toFrame(message: unknown): void
  }
}

const keysDir = path.dirname(fileURLToPath(import.meta.url))

// The frame page's script: the two functions on `window`, and a harness that runs them for the host page, either
// at once (no user activation) or on the next click in the frame.
const frameEntry = `
import { createRecoveryPasskey, getRecoveryPasskeyPrf } from './passkey.ts'
window.kitPasskey = { createRecoveryPasskey, getRecoveryPasskeyPrf }

const hostOrigin = new URLSearchParams(location.search).get('host')
const reply = (message) => parent.postMessage(message, hostOrigin)

// Hides the PRF results a create gave, as authenticators without PRF at creation (CTAP 2.1 and older) do.
const enabledOnly = {
  async create(options) {
    const credential = await navigator.credentials.create(options)
    const prf = credential.getClientExtensionResults().prf
    return new Proxy(credential, {
      get(target, key) {
        if (key === 'getClientExtensionResults') return () => ({ prf: { enabled: prf?.enabled } })
        const value = Reflect.get(target, key)
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
  },
  get: (options) => navigator.credentials.get(options),
}

function run({ id, action, options }) {
  const call = action === 'create' ? createRecoveryPasskey : getRecoveryPasskeyPrf
  const { enabledOnlyAtCreation, passkeys, ...rest } = options
  // The host sends PRF inputs as plain numbers (the messages start as JSON in Node).
  const asked = passkeys?.map((passkey) => ({ ...passkey, prfSalt: new Uint8Array(passkey.prfSalt) }))
  call({
    rpId: location.hostname,
    ...rest,
    ...(asked ? { passkeys: asked } : {}),
    ...(enabledOnlyAtCreation ? { credentials: enabledOnly } : {}),
  }).then(
    (secret) =>
      reply({
        id,
        answer: {
          ok: true,
          credentialId: secret.credentialId,
          prfOutput: [...secret.prfOutput],
          prfSalt: [...secret.prfSalt],
        },
      }),
    (error) => reply({
      id,
      answer: { ok: false, name: error.name, reason: error.reason, shortMessage: error.shortMessage, details: error.details },
    }),
  )
}

let armed
addEventListener('message', (event) => {
  if (event.origin !== hostOrigin) return
  if (event.data.now) return run(event.data)
  armed = event.data
  reply({ id: armed.id, armed: true })
})
document.getElementById('go').addEventListener('click', () => {
  if (armed) run(armed)
  armed = undefined
})
reply({ ready: true })
`

let frameScript = ''
let frameOrigin = ''
let hostOrigin = ''
const servers: Server[] = []
let browser: Browser
let context: BrowserContext
let page: Page
let session: CDPSession
let authenticatorId = ''
let requests = 0

function listen(handler: (request: IncomingMessage, response: ServerResponse, url: URL) => void) {
  const server = createServer((request, response) =>
    handler(request, response, new URL(request.url ?? '/', 'http://x')),
  )
  servers.push(server)
  return new Promise<number>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port))
  })
}

const html = (response: ServerResponse, body: string) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
  response.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>passkey test</title></head><body>${body}</body></html>`,
  )
}

/** Opens the host page (`allow` = false: its iframe has no allow attribute) and waits for the frame's script. */
async function openHost(target: Page, allow = true): Promise<void> {
  await target.goto(`${hostOrigin}/${allow ? '' : '?allow=none'}`)
  await target.waitForFunction(() => window.frameReady, undefined, { timeout: 10_000 })
}

/**
 * Runs a passkey function in the frame: on a click in the frame (`gesture`), or straight from a message (no user
 * activation). Returns what the frame answered.
 */
async function inFrame(
  target: Page,
  action: 'create' | 'get',
  options: Record<string, unknown>,
  gesture: boolean,
): Promise<FrameAnswer> {
  const id = String(++requests)
  await target.evaluate((message) => window.toFrame(message), { id, action, options, now: !gesture })
  if (gesture) {
    await target.waitForFunction((key) => window.inbox[key]?.armed, id)
    await target.frameLocator('#frame').locator('#go').click()
  }
  const handle = await target.waitForFunction((key) => window.inbox[key]?.answer, id, { timeout: 15_000 })
  return (await handle.jsonValue()) as FrameAnswer
}

async function credentialsOn(cdp: CDPSession, authenticator: string) {
  return (await cdp.send('WebAuthn.getCredentials', { authenticatorId: authenticator })).credentials
}

const user = { userId: 'user-0001', userName: 'ada@example.test', displayName: 'Ada' }

type Secret = { credentialId: string; prfOutput: number[]; prfSalt: number[] }

function expectSecret(answer: FrameAnswer): Secret {
  if (!answer.ok) throw new Error(`the frame failed: ${JSON.stringify(answer)}`)
  expect(answer.credentialId).toMatch(/^[A-Za-z0-9_-]{16,}$/)
  expect(answer.prfOutput).toHaveLength(32)
  expect(answer.prfSalt).toHaveLength(32)
  return answer
}

/** The options of a get for `secret`'s passkey (and `others` before it), on the PRF input it was made with. */
const askFor = (secret: Secret, ...others: Array<{ credentialId: string; prfSalt: number[] }>) => ({
  passkeys: [...others, { credentialId: secret.credentialId, prfSalt: secret.prfSalt }],
})

beforeAll(async () => {
  const { build } = await import('esbuild')
  const bundled = await build({
    stdin: { contents: frameEntry, resolveDir: keysDir, sourcefile: 'frameEntry.js', loader: 'js' },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    conditions: ['@kit/source'],
    write: false,
    logLevel: 'error',
  })
  frameScript = bundled.outputFiles[0]?.text ?? ''

  const framePort = await listen((_request, response, url) => {
    if (url.pathname === '/passkey.js') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' })
      return void response.end(frameScript)
    }
    html(response, '<button id="go" type="button">Continue</button><script src="/passkey.js"></script>')
  })
  frameOrigin = `http://localhost:${framePort}`
  const hostPort = await listen((_request, response, url) => {
    const allow =
      url.searchParams.get('allow') === 'none'
        ? ''
        : ' allow="publickey-credentials-create *; publickey-credentials-get *"'
    const src = `${frameOrigin}/?host=${encodeURIComponent(hostOrigin)}`
    html(
      response,
      `<iframe id="frame" src="${src}"${allow} width="400" height="200"></iframe>
<script>
window.frameReady = false
window.inbox = {}
addEventListener('message', (event) => {
  if (event.origin !== ${JSON.stringify(frameOrigin)}) return
  if (event.data.ready) return void (window.frameReady = true)
  window.inbox[event.data.id] = { ...window.inbox[event.data.id], ...event.data }
})
window.toFrame = (message) => document.getElementById('frame').contentWindow.postMessage(message, ${JSON.stringify(frameOrigin)})
</script>`,
    )
  })
  hostOrigin = `http://127.0.0.1:${hostPort}`

  browser = await launchChromium()
  context = await browser.newContext()
  page = await context.newPage()
  // Once per context, on the page's session: it serves the cross-origin iframe and outlives reloads.
  ;({ cdp: session, authenticatorId } = await addVirtualPasskeyProvider(context, page))
  await openHost(page)
}, 60_000)

afterAll(async () => {
  await browser?.close()
  await Promise.all(
    servers.map(
      (server) =>
        new Promise<void>((resolve) => {
          server.close(() => resolve())
          server.closeAllConnections()
        }),
    ),
  )
}, 30_000)

describe.sequential('recovery passkeys in a cross-origin iframe (Chromium, virtual authenticator)', () => {
  let first: Secret

  // First, before anything touches the frame: no activation may linger there.
  it('refuses to create a passkey without a click in the frame: typed "cancelled", the browser says why', async () => {
    const answer = await inFrame(page, 'create', user, false)
    expect(answer).toMatchObject({ ok: false, name: 'PasskeyError', reason: 'cancelled' })
    expect((answer as { details?: string }).details).toMatch(/user activation is required/i)
    expect(await credentialsOn(session, authenticatorId)).toHaveLength(0)
  })

  it('creates a recovery passkey after a click in the frame and returns 32 PRF bytes', async () => {
    first = expectSecret(await inFrame(page, 'create', user, true))
    const stored = await credentialsOn(session, authenticatorId)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ rpId: 'localhost', isResidentCredential: true })
    expect(Buffer.from(stored[0]?.credentialId ?? '', 'base64').toString('base64url')).toBe(
      first.credentialId,
    )
  })

  it('asks the passkey again, without a gesture, and gets the same 32 bytes on the same PRF input', async () => {
    const again = expectSecret(await inFrame(page, 'get', askFor(first), false))
    expect(again.credentialId).toBe(first.credentialId)
    expect(again.prfOutput).toEqual(first.prfOutput)
    // Another record's input gives other bytes (L9): the output is the record's, not the passkey's alone.
    const otherSalt = first.prfSalt.map((byte) => byte ^ 0xff)
    const other = expectSecret(
      await inFrame(
        page,
        'get',
        { passkeys: [{ credentialId: first.credentialId, prfSalt: otherSalt }] },
        false,
      ),
    )
    expect(other.prfOutput).not.toEqual(first.prfOutput)
  })

  it('refuses a second passkey on the same authenticator for the same user when the first is excluded', async () => {
    // Without the exclusion the authenticator would replace the first passkey (same RP id, same user handle), and
    // the record sealed with it would never open again.
    const answer = await inFrame(
      page,
      'create',
      { ...user, excludeCredentialIds: [first.credentialId] },
      true,
    )
    expect(answer).toMatchObject({ ok: false, name: 'PasskeyError', reason: 'already-registered' })
    expect(await credentialsOn(session, authenticatorId)).toHaveLength(1)
  })

  it('when creation reports only that the PRF exists, the follow-up get in the same click gives the bytes', async () => {
    // Another user: the same one would replace the first passkey on this authenticator.
    const other = { userId: 'user-0002', userName: 'grace@example.test', displayName: 'Grace' }
    const second = expectSecret(
      await inFrame(page, 'create', { ...other, enabledOnlyAtCreation: true }, true),
    )
    expect(second.credentialId).not.toBe(first.credentialId)
    expect(second.prfOutput).not.toEqual(first.prfOutput)
    expect(await credentialsOn(session, authenticatorId)).toHaveLength(2)
    const again = expectSecret(await inFrame(page, 'get', askFor(second), false))
    expect(again.prfOutput).toEqual(second.prfOutput)
  })

  it('gives the same PRF bytes after a page reload (the authenticator stays with the page)', async () => {
    await page.reload()
    await page.waitForFunction(() => window.frameReady, undefined, { timeout: 10_000 })
    const again = expectSecret(
      await inFrame(
        page,
        'get',
        askFor(first, { credentialId: 'AAAAAAAAAAAAAAAAAAAAAA', prfSalt: Array(32).fill(1) }),
        false,
      ),
    )
    expect(again.credentialId).toBe(first.credentialId)
    expect(again.prfOutput).toEqual(first.prfOutput)
  })

  it('says passkeys are unavailable, before any prompt, when the host iframe does not allow them', async () => {
    const bare = await context.newPage()
    try {
      await openHost(bare, false)
      const answer = await inFrame(bare, 'create', user, true)
      expect(answer).toMatchObject({
        ok: false,
        reason: 'unavailable',
        shortMessage: 'Passkeys are not available here',
      })
      expect((answer as { details?: string }).details).toContain('publickey-credentials-create')
      const get = await inFrame(bare, 'get', askFor(first), false)
      expect(get).toMatchObject({ ok: false, reason: 'unavailable' })
    } finally {
      await bare.close()
    }
  })

  it('with an authenticator that has no PRF, create fails with the typed error and the passkey is withdrawn', async () => {
    const other = await browser.newContext()
    try {
      const otherPage = await other.newPage()
      const { cdp: otherSession, authenticatorId: withoutPrf } = await addVirtualPasskeyProvider(
        other,
        otherPage,
        {
          hasPrf: false,
        },
      )
      const added: string[] = []
      otherSession.on('WebAuthn.credentialAdded', ({ credential }) => added.push(credential.credentialId))
      await openHost(otherPage)
      const answer = await inFrame(otherPage, 'create', user, true)
      expect(answer).toMatchObject({
        ok: false,
        name: 'PasskeyError',
        reason: 'prf-unsupported',
        shortMessage: 'This passkey cannot protect the wallet: it has no PRF support',
      })
      // A credential was made, and the Signal API (signalUnknownCredential) removed it from the authenticator.
      await expect.poll(() => added.length).toBe(1)
      await expect.poll(() => credentialsOn(otherSession, withoutPrf).then((list) => list.length)).toBe(0)
    } finally {
      await other.close()
    }
  })
})
