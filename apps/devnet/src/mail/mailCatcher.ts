import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { type AddressObject, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { assertPort, closeServer, DEVNET_HOST, listen } from '../net.js'

/** Options of the SMTP catcher. */
export type MailCatcherOptions = {
  /** SMTP port on 127.0.0.1; 0 picks a free one. Default 2525. */
  smtpPort?: number
  /** HTTP API port on 127.0.0.1; 0 picks a free one. Default 8025. */
  apiPort?: number
  /** Oldest messages are dropped beyond this many. Default 500. */
  maxMessages?: number
}

/** A caught e-mail as the JSON API lists it. */
export type CaughtMail = {
  id: string
  /** Sender address. */
  from: string
  /** Every recipient address (header To and Cc, and the SMTP envelope). */
  to: string[]
  subject: string
  text: string
  html: string | null
  /** ISO 8601 time the message was received. */
  date: string
}

/** A running SMTP catcher with its JSON API. */
export type MailCatcher = {
  smtp: { host: string; port: number }
  /** Base URL of the JSON API: `GET /messages`, `GET /messages?to=<address>`, `DELETE /messages`. */
  apiUrl: string
  /** Caught messages, newest first; only those addressed to `to` when given. */
  messages(filter?: { to?: string }): CaughtMail[]
  clear(): void
  stop(): Promise<void>
}

const MAX_MESSAGE_BYTES = 10 * 1024 * 1024

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, DELETE, OPTIONS',
  'access-control-allow-headers': '*',
}

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const objects = field === undefined ? [] : Array.isArray(field) ? field : [field]
  return objects
    .flatMap((object) =>
      object.value.flatMap((entry) => [
        entry.address,
        ...(entry.group ?? []).map((member) => member.address),
      ]),
    )
    .filter((address): address is string => typeof address === 'string' && address !== '')
}

function uniqueLowercase(list: string[]): string[] {
  return [...new Set(list.map((address) => address.toLowerCase()))]
}

/**
 * Starts an SMTP server on 127.0.0.1 that accepts every message (no TLS, any or no login) and an HTTP API
 * that lists what arrived as JSON, with CORS open for the demo's dev inbox.
 */
export async function startMailCatcher(options: MailCatcherOptions = {}): Promise<MailCatcher> {
  const { smtpPort = 2525, apiPort = 8025, maxMessages = 500 } = options
  assertPort('smtp port', smtpPort)
  assertPort('mail api port', apiPort)
  let inbox: CaughtMail[] = []

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: MAX_MESSAGE_BYTES,
    closeTimeout: 1_000,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'devnet' }),
    onData: (stream, session, callback) => {
      simpleParser(stream).then(
        (parsed) => {
          const envelope = session.envelope.rcptTo.map((recipient) => recipient.address)
          const from = addresses(parsed.from)[0] ?? (session.envelope.mailFrom || undefined)?.address ?? ''
          inbox.unshift({
            id: randomUUID(),
            from: from.toLowerCase(),
            to: uniqueLowercase([...addresses(parsed.to), ...addresses(parsed.cc), ...envelope]),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: parsed.html === false ? null : parsed.html,
            date: new Date().toISOString(),
          })
          if (inbox.length > maxMessages) inbox.length = maxMessages
          callback()
        },
        (error: Error) => callback(error),
      )
    },
  })
  // Connection-level errors (a client hanging up mid-message) must not crash the devnet.
  smtp.on('error', () => {})

  const messages = (filter: { to?: string } = {}) => {
    const to = filter.to?.toLowerCase()
    return to ? inbox.filter((mail) => mail.to.includes(to)) : [...inbox]
  }

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://devnet')
    const json = (status: number, body: unknown) =>
      response
        .writeHead(status, { ...CORS_HEADERS, 'content-type': 'application/json' })
        .end(JSON.stringify(body))
    if (request.method === 'OPTIONS') return response.writeHead(204, CORS_HEADERS).end()
    if (url.pathname !== '/messages') return json(404, { error: 'Not found. Use GET or DELETE /messages.' })
    if (request.method === 'GET')
      return json(
        200,
        messages({ ...(url.searchParams.get('to') ? { to: url.searchParams.get('to') ?? '' } : {}) }),
      )
    if (request.method === 'DELETE') {
      inbox = []
      return response.writeHead(204, CORS_HEADERS).end()
    }
    return json(405, { error: 'Method not allowed. Use GET or DELETE /messages.' })
  }
  const api = createServer(handle)

  const stop = async () => {
    await Promise.all([
      new Promise<void>((resolve) => (smtp.server.listening ? smtp.close(() => resolve()) : resolve())),
      closeServer(api),
    ])
  }

  try {
    const boundSmtpPort = await listen(smtp.server, smtpPort, 'the SMTP catcher')
    const boundApiPort = await listen(api, apiPort, 'the mail API')
    return {
      smtp: { host: DEVNET_HOST, port: boundSmtpPort },
      apiUrl: `http://${DEVNET_HOST}:${boundApiPort}`,
      messages,
      clear: () => {
        inbox = []
      },
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
