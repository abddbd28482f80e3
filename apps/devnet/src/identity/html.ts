import { randomBytes } from 'node:crypto'
import type { StandInResponse } from './http.js'

/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f4f5;color:#18181b}
main{max-width:26rem;margin:3rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px #0002}
h1{font-size:1.25rem;margin:0 0 .5rem}p{margin:.5rem 0;color:#52525b}label{display:block;margin-top:1rem;font-weight:600}
input{box-sizing:border-box;width:100%;padding:.5rem;border:1px solid #a1a1aa;border-radius:6px;font:inherit}
.actions{display:flex;gap:.5rem;margin-top:1.5rem}button{padding:.5rem 1rem;border-radius:6px;border:1px solid #3f3f46;font:inherit}
button[value=authorize]{background:#18181b;color:#fff}.error{color:#b91c1c}code{word-break:break-all}`

/**
 * An HTML page with a strict Content-Security-Policy: nothing loads, styles and the one optional script run only
 * with this response's nonce, no one may frame it, and a page without a form may post nowhere.
 */
function page(
  status: number,
  title: string,
  content: string,
  options: { hasForm?: boolean; script?: string } = {},
): StandInResponse {
  const nonce = randomBytes(16).toString('base64')
  // A form that posts to a target which redirects on (the consent form to the client's redirect URI, which sends
  // the browser on to the app) needs every hop allowed: Chromium checks form-action on redirects too. So pages with
  // a form leave form-action open; pages without one allow none.
  const formAction = options.hasForm ? undefined : "'none'"
  const csp = [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    ...(options.script ? [`script-src 'nonce-${nonce}'`] : []),
    ...(formAction ? [`form-action ${formAction}`] : []),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ')
  const body = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style nonce="${nonce}">${STYLE}</style></head>
<body><main>${content}</main>${options.script ? `<script nonce="${nonce}">${options.script}</script>` : ''}</body></html>`
  return {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': csp,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'cache-control': 'no-store',
    },
    body,
  }
}

/** What the consent page shows and where its form posts. */
export type ConsentPage = {
  providerLabel: string
  /** Path of the authorize endpoint (the form posts back to it). */
  action: string
  /** Opaque id of the pending authorization request. */
  requestId: string
  clientId: string
  scope: string
  /** Whether the provider shares an e-mail address (X does not). */
  askEmail: boolean
  name: string
  email: string
  error?: string
}

/** The page a person sees at the authorize endpoint: who they are (name, e-mail), Authorize or Cancel. */
export function consentPage(view: ConsentPage): StandInResponse {
  const title = `Sign in with ${view.providerLabel} (local stand-in)`
  const content = `<h1>${escapeHtml(title)}</h1>
<p>Development only: this page stands in for ${escapeHtml(view.providerLabel)} and vouches for nothing.</p>
<p>Client <code>${escapeHtml(view.clientId)}</code> asks for <code>${escapeHtml(view.scope || '(no scope)')}</code>.</p>
${view.error ? `<p class="error" role="alert">${escapeHtml(view.error)}</p>` : ''}
<form method="post" action="${escapeHtml(view.action)}">
<input type="hidden" name="request" value="${escapeHtml(view.requestId)}">
<label for="name">Name</label>
<input id="name" name="name" type="text" value="${escapeHtml(view.name)}" required maxlength="100" autocomplete="name">
${
  view.askEmail
    ? `<label for="email">E-mail</label>
<input id="email" name="email" type="email" value="${escapeHtml(view.email)}" required maxlength="254" autocomplete="email">`
    : ''
}
<div class="actions"><button type="submit" name="decision" value="authorize">Authorize</button>
<button type="submit" name="decision" value="cancel" formnovalidate>Cancel</button></div>
</form>`
  return page(view.error ? 400 : 200, title, content, { hasForm: true })
}

/** An error page that redirects nowhere (unknown client, unregistered redirect URI, expired request). */
export function errorPage(
  status: number,
  providerLabel: string,
  error: string,
  description: string,
): StandInResponse {
  const title = `${providerLabel} (local stand-in): ${error}`
  return page(status, title, `<h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(description)}</p>`)
}

/**
 * Apple's `response_mode=form_post` answer: a page that POSTs `fields` to `action` at once (a script submits
 * the form; without scripts a Continue button does).
 */
export function formPostPage(action: string, fields: Record<string, string>): StandInResponse {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n')
  return page(
    200,
    'Signing in…',
    `<form method="post" action="${escapeHtml(action)}">
${inputs}
<noscript><button type="submit">Continue</button></noscript></form>`,
    { hasForm: true, script: 'document.forms[0].submit()' },
  )
}
