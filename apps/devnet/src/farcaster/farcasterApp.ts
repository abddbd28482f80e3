import type { IncomingMessage, ServerResponse } from 'node:http'
import { createWalletClient, viemConnector } from '@farcaster/auth-client'
import { privateKeyToAccount } from 'viem/accounts'
import type { FarcasterDevAccount } from './accounts.js'

/** What the local Farcaster app needs from its relay. */
export type FarcasterAppContext = {
  relayUrl: string
  authKey: string
  optimismRpcUrl: string
  accounts: readonly FarcasterDevAccount[]
}

/** The sign-in request a channel URL carries (the query of `/~/siwf`). */
const PARAMS = [
  'channelToken',
  'nonce',
  'siweUri',
  'domain',
  'notBefore',
  'expirationTime',
  'requestId',
  'redirectUrl',
] as const

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string,
  )

function page(response: ServerResponse, status: number, title: string, body: string): void {
  response
    .writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
      'x-frame-options': 'DENY',
      'cache-control': 'no-store',
    })
    .end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
        `<title>${escapeHtml(title)}</title><style>body{font:16px system-ui;max-width:28rem;margin:2rem auto;padding:0 1rem}` +
        `button{display:block;width:100%;margin:.5rem 0;padding:.75rem;font:inherit}.note{color:#555}</style></head>` +
        `<body>${body}</body></html>`,
    )
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > 16 * 1024) throw new Error('Form too large')
    chunks.push(chunk)
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

/**
 * The local stand-in for the Farcaster app, for people trying Kit with `npm run demo`: the channel URL
 * (`/~/siwf?channelToken=…&nonce=…&siweUri=…&domain=…`) opens a page listing the devnet's fids; choosing one
 * builds the Sign-In-With-Farcaster message (EIP-4361 with the `farcaster://fid/<fid>` resource, chain 10,
 * statement "Farcaster Auth") with `@farcaster/auth-client`'s wallet client, signs it with that fid's custody key
 * and posts it to the relay's `/v1/channel/authenticate`, as the real app does. Nothing here is trusted: the app
 * that opened the channel verifies the signature against the ID registry.
 */
export async function handleFarcasterApp(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  context: FarcasterAppContext,
): Promise<void> {
  if (url.pathname !== '/~/siwf' || (request.method !== 'GET' && request.method !== 'POST')) {
    page(response, 404, 'Not found', '<h1>Not found</h1>')
    return
  }
  const fields = request.method === 'POST' ? await readForm(request) : url.searchParams
  const params = Object.fromEntries(
    PARAMS.flatMap((name) => {
      const value = fields.get(name)
      return value ? [[name, value]] : []
    }),
  ) as Partial<Record<(typeof PARAMS)[number], string>>
  const { channelToken, nonce, siweUri, domain } = params
  if (!channelToken || !nonce || !siweUri || !domain) {
    page(
      response,
      400,
      'Invalid request',
      '<h1>Invalid sign-in request</h1><p role="alert">The link lacks channelToken, nonce, siweUri or domain.</p>',
    )
    return
  }

  if (request.method === 'GET') {
    const hidden = Object.entries(params)
      .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
      .join('')
    const choices = context.accounts
      .map(
        (account) =>
          `<button type="submit" name="fid" value="${account.fid}">Sign in as @${escapeHtml(account.username)} (fid ${account.fid})</button>`,
      )
      .join('')
    page(
      response,
      200,
      'Sign in with Farcaster (local app)',
      `<h1>Sign in with Farcaster</h1><p class="note">Local Farcaster app of the devnet: it signs with the custody key of the fid you choose.</p>` +
        `<p><strong>${escapeHtml(domain)}</strong> asks you to sign in (${escapeHtml(siweUri)}).</p>` +
        `<form method="post" action="/~/siwf">${hidden}${choices}</form>`,
    )
    return
  }

  const account = context.accounts.find((candidate) => String(candidate.fid) === fields.get('fid'))
  if (!account) {
    page(
      response,
      400,
      'Unknown account',
      '<h1>Unknown account</h1><p role="alert">Choose one of the listed fids.</p>',
    )
    return
  }
  const wallet = createWalletClient({
    relay: context.relayUrl,
    ethereum: viemConnector({ rpcUrl: context.optimismRpcUrl }),
  })
  const built = wallet.buildSignInMessage({
    address: account.custody.address,
    fid: account.fid,
    uri: siweUri,
    domain,
    nonce,
    ...(params.notBefore ? { notBefore: new Date(params.notBefore) } : {}),
    ...(params.expirationTime ? { expirationTime: new Date(params.expirationTime) } : {}),
    ...(params.requestId ? { requestId: params.requestId } : {}),
  })
  if (built.isError) {
    page(
      response,
      400,
      'Invalid request',
      `<h1>Invalid sign-in request</h1><p role="alert">${escapeHtml(built.error?.message ?? 'The request cannot be signed.')}</p>`,
    )
    return
  }
  const signature = await privateKeyToAccount(account.custody.privateKey).signMessage({
    message: built.message,
  })
  const sent = await wallet.authenticate({
    channelToken,
    authKey: context.authKey,
    message: built.message,
    signature,
    fid: account.fid,
    username: account.username,
    displayName: account.username,
    bio: '',
  })
  if (sent.isError || sent.response.status !== 201) {
    page(
      response,
      400,
      'Request expired',
      '<h1>This sign-in request has expired</h1><p role="alert">Start again in the app.</p>',
    )
    return
  }
  page(
    response,
    200,
    'Signed in',
    `<h1>Signed in as @${escapeHtml(account.username)}</h1><p role="status">Go back to the app; it continues on its own.</p>`,
  )
}
