import pg from 'pg'

/** Called with each NOTIFY payload, or with `undefined` when notifications may have been missed. */
export type NotifyHandler = (payload: string | undefined) => void

/** LISTEN on a Postgres server, through one connection of its own (pooled connections cannot hold a LISTEN). */
export type PostgresListener = {
  /** Starts listening on `channel` (a lower-case SQL identifier); resolves once the server listens. */
  listen(channel: string, onNotify: NotifyHandler): Promise<() => Promise<void>>
  close(): Promise<void>
}

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/

/** Checks a channel name, so it can be written into LISTEN unquoted. */
export function checkChannel(channel: string): string {
  if (!CHANNEL.test(channel)) throw new TypeError(`Invalid notification channel name: ${channel}`)
  return channel
}

/**
 * A listener over its own `pg` client, opened at the first `listen` and closed with the last unsubscribe. A lost
 * connection is opened again after `retryMs`, every channel listened to again, and each handler called with
 * `undefined` so it re-checks what it waits for (NOTIFYs sent while it was away are not replayed). The connection
 * must reach Postgres directly or through a session pooler: a transaction pooler drops LISTEN.
 */
export function createPostgresListener(
  url: string,
  options: { retryMs?: number; onError?(error: unknown): void } = {},
): PostgresListener {
  const retryMs = options.retryMs ?? 1_000
  const handlers = new Map<string, Set<NotifyHandler>>()
  let client: pg.Client | undefined
  let connecting: Promise<pg.Client> | undefined
  let retry: ReturnType<typeof setTimeout> | undefined
  let closed = false

  function dispatch(channel: string, payload: string | undefined) {
    for (const handler of [...(handlers.get(channel) ?? [])]) {
      try {
        handler(payload)
      } catch (error) {
        options.onError?.(error)
      }
    }
  }

  // While someone listens, a lost or failed connection is tried again every `retryMs`; once it is back, every
  // handler is told to re-check.
  function reconnectLater() {
    if (closed || handlers.size === 0 || retry) return
    retry = setTimeout(() => {
      retry = undefined
      if (closed || handlers.size === 0) return
      connect().then(
        () => {
          for (const channel of handlers.keys()) dispatch(channel, undefined)
        },
        () => {},
      )
    }, retryMs)
    retry.unref?.()
  }

  function lost(dead: pg.Client, error?: unknown) {
    if (client !== dead) return
    client = undefined
    dead.end().catch(() => {})
    if (error) options.onError?.(error)
    reconnectLater()
  }

  function connect(): Promise<pg.Client> {
    if (client) return Promise.resolve(client)
    connecting ??= (async () => {
      const fresh = new pg.Client({
        connectionString: url,
        application_name: 'kit-server-listen',
        keepAlive: true,
      })
      fresh.on('notification', (message) => dispatch(message.channel, message.payload ?? ''))
      fresh.on('error', (error) => lost(fresh, error))
      fresh.on('end', () => lost(fresh))
      try {
        await fresh.connect()
        for (const channel of handlers.keys()) await fresh.query(`listen ${channel}`)
      } catch (error) {
        await fresh.end().catch(() => {})
        throw error
      }
      client = fresh
      return fresh
    })().finally(() => {
      connecting = undefined
    })
    return connecting.catch((error: unknown) => {
      options.onError?.(error)
      reconnectLater()
      throw error
    })
  }

  async function stop() {
    closed = true
    if (retry) clearTimeout(retry)
    retry = undefined
    const open = client ?? (await connecting?.catch(() => undefined))
    client = undefined
    await open?.end().catch(() => {})
  }

  return {
    async listen(channel, onNotify) {
      checkChannel(channel)
      closed = false
      const set = handlers.get(channel) ?? new Set<NotifyHandler>()
      const first = set.size === 0
      set.add(onNotify)
      handlers.set(channel, set)
      try {
        const open = await connect()
        if (first) await open.query(`listen ${channel}`)
      } catch (error) {
        set.delete(onNotify)
        if (set.size === 0) handlers.delete(channel)
        throw error
      }
      return async () => {
        if (!set.delete(onNotify)) return
        if (set.size > 0) return
        handlers.delete(channel)
        if (handlers.size === 0) await stop()
        else await client?.query(`unlisten ${channel}`).catch(() => {})
      }
    },
    close: stop,
  }
}
