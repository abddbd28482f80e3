import { timingSafeEqual } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

/** A stand-in's answer: JSON for APIs, HTML for the pages a visitor opens. */
export type Answer = { status: number; type: 'json' | 'html'; body: string }

export const json = (status: number, body: unknown): Answer => ({
  status,
  type: 'json',
  body: JSON.stringify(body),
})

export const html = (status: number, title: string, content: string): Answer => ({
  status,
  type: 'html',
  body: `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body>${content}</body></html>`,
})

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

/** The request body as text, at most 64 KiB. */
export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > 64 * 1024) throw new Error('body too large')
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString()
}

export const safeEqual = (a: string, b: string) => {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

export const round = (value: number, digits: number) => Number(value.toFixed(digits))

/** A purchase page's form: the hidden fields, and the two buttons a visitor has (pay or decline). */
export function purchaseForm(fields: Record<string, string>, outcomes: { paid: string; declined: string }) {
  const hidden = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('')
  return `<form method="post" action="complete">${hidden}<button type="submit" name="outcome" value="${outcomes.paid}">Complete purchase</button>
        <button type="submit" name="outcome" value="${outcomes.declined}">Decline payment</button></form>`
}

/** What a stand-in provider needs from the server that hosts them all. */
export type StandInContext = {
  /** Whether the stand-ins sell the devnet's token on this chain. */
  sellsOnDevnet(chainId: number): boolean
  /** Delivers on the devnet: the transaction hash, or undefined when it failed. */
  deliver(chainId: number, to: unknown, amount: number): Promise<string | undefined>
  /** Sends a webhook to the provider's registered URL (nothing when none is registered). */
  sendWebhook(body: string, headers: Record<string, string>): Promise<void>
}

/** The devnet chain id a provider's network names (`devnet-31337`), if any. */
export function devnetNetworkChainId(network: string): number | undefined {
  const match = /^devnet-(\d{1,10})$/.exec(network)
  return match ? Number(match[1]) : undefined
}
