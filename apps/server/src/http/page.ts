import type { Context } from 'hono'

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

const STYLE = `
:root{color-scheme:light dark;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
body{margin:0;display:grid;place-items:center;min-height:100vh;background:Canvas;color:CanvasText}
main{max-width:28rem;width:100%;padding:2rem;box-sizing:border-box}
h1{font-size:1.4rem;margin:0 0 1rem}
label{display:block;margin:1rem 0 .25rem;font-weight:600}
input,select{width:100%;box-sizing:border-box;padding:.6rem;font:inherit;border:1px solid GrayText;border-radius:.5rem}
button{margin-top:1.25rem;width:100%;padding:.75rem;font:inherit;font-weight:600;border:0;border-radius:.5rem;background:#2563eb;color:#fff;cursor:pointer}
button:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid #93c5fd;outline-offset:2px}
.note{color:GrayText;font-size:.9rem}
.error{color:#b91c1c}
code{word-break:break-all}
@media (prefers-reduced-motion:no-preference){button{transition:filter .15s}button:hover{filter:brightness(1.1)}}
`

/** The language of a page: its tag and its direction. */
export type PageLanguage = { lang: string; dir: 'ltr' | 'rtl' }

/**
 * Sends a small, self-contained HTML page: no scripts, no external resources, and a CSP that allows only its own
 * inline style and forms posting back to this server. `language` is one the server chose, never the request's text.
 */
export function sendPage(
  c: Context,
  status: number,
  title: string,
  body: string,
  language: PageLanguage = { lang: 'en', dir: 'ltr' },
): Response {
  c.header(
    'content-security-policy',
    "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  )
  c.header('referrer-policy', 'no-referrer')
  c.header('x-content-type-options', 'nosniff')
  c.header('cache-control', 'no-store')
  return c.html(
    `<!doctype html><html lang="${escapeHtml(language.lang)}" dir="${language.dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`,
    status as 200,
  )
}
