import type { Database } from '../db/database.js'
import { TooManyRequestsError } from '../errors.js'
import { approvalSignal, DEVICE_APPROVED_CHANNEL, deviceKey, type WaitedDevice } from './deviceApprovals.js'

export type { WaitedDevice } from './deviceApprovals.js'

type Waiter = { device: WaitedDevice; client: string; finish(approved: boolean): void }

/** How many waits are held, and how many checks of the database ran (for operators' metrics and the tests). */
export type DeviceWaitStats = { waiting: number; checks: number }

/**
 * Device-approval waits of one server process. Waits never poll: an approval on any instance is announced through
 * Postgres `NOTIFY` (`announceApproval`), which every instance `LISTEN`s to, and wakes the waits for that device at
 * once. A wait checks its device once when it starts (an approval just before it), and every waited device is
 * checked in one query when the listening connection comes back after a loss (approvals announced meanwhile).
 * Waits are capped per client and in total: the caps bound what this process holds open (sockets, memory), so
 * they are per instance. A client is what the caller passes (the route passes `ipBucketKey`, so one IPv6 /64 is one
 * client however many addresses it rotates through). The last `reserved` slots of the total go only to clients
 * holding no wait yet: a few clients that each hold their per-client share cannot fill the process between them.
 */
export function createDeviceWaiters(options: {
  db: Pick<Database, 'listen'>
  /** Which of these devices are approved now (one query). */
  findApproved(devices: WaitedDevice[]): Promise<Set<string>>
  perIp: number
  total: number
  /** Slots of `total` that only clients holding no wait may take (0 to `total - 1`). Default 0. */
  reserved?: number
  /** What a refused wait is told to wait, in seconds. */
  retryAfterSeconds: number
  onError?(error: unknown): void
}) {
  const bySignal = new Map<string, Set<Waiter>>()
  const reserved = Math.min(Math.max(0, options.reserved ?? 0), options.total - 1)
  const perIp = new Map<string, number>()
  let size = 0
  let checks = 0
  let listening: Promise<unknown> | undefined
  let stopListening: (() => Promise<void>) | undefined
  let closed = false

  function remove(signal: string, waiter: Waiter) {
    const set = bySignal.get(signal)
    if (!set?.delete(waiter)) return
    if (set.size === 0) bySignal.delete(signal)
    size -= 1
    const left = (perIp.get(waiter.client) ?? 1) - 1
    if (left <= 0) perIp.delete(waiter.client)
    else perIp.set(waiter.client, left)
  }

  function wake(signal: string) {
    for (const waiter of [...(bySignal.get(signal) ?? [])]) waiter.finish(true)
  }

  /** Checks these devices (or every waited one) in one query and wakes the approved ones. */
  async function check(devices?: WaitedDevice[]) {
    const asked =
      devices ??
      [...bySignal.values()].flatMap((set) => {
        const first = set.values().next().value
        return first ? [first.device] : []
      })
    if (asked.length === 0) return
    checks += 1
    try {
      const approved = await options.findApproved(asked)
      for (const device of asked)
        if (approved.has(deviceKey(device.email, device.deviceHash))) wake(approvalSignal(device))
    } catch (error) {
      options.onError?.(error)
    }
  }

  /** Listens from the first wait on; a failed start is tried again by the next wait. */
  function listen(): Promise<unknown> {
    listening ??= options.db
      .listen(DEVICE_APPROVED_CHANNEL, (payload) => {
        if (payload === undefined) void check()
        else wake(payload)
      })
      .then(
        (stop) => {
          if (closed) stop()
          else stopListening = stop
        },
        (error: unknown) => {
          listening = undefined
          options.onError?.(error)
        },
      )
    return listening
  }

  return {
    /**
     * Resolves true when the device is approved, false at `timeoutMs` or when `signal` aborts. Never rejects
     * once it has started. `client` is the key the per-client cap counts under (an IPv4 address or IPv6 /64).
     * @throws {TooManyRequestsError} `DeviceWaitLimit` when this client or the process holds too many waits.
     */
    wait(device: WaitedDevice, client: string, timeoutMs: number, signal?: AbortSignal): Promise<boolean> {
      const retryAfter = options.retryAfterSeconds
      const held = perIp.get(client) ?? 0
      // A client already waiting may not take the reserved slots, which keep room for everyone else.
      const open = held > 0 ? options.total - reserved : options.total
      if (size >= open)
        throw new TooManyRequestsError(
          'DeviceWaitLimit',
          `Too many sign-ins are waiting. Please try again after ${retryAfter} seconds`,
          retryAfter,
        )
      if (held >= options.perIp)
        throw new TooManyRequestsError(
          'DeviceWaitLimit',
          `Too many sign-ins are waiting from this address. Please try again after ${retryAfter} seconds`,
          retryAfter,
        )
      if (signal?.aborted || closed) return Promise.resolve(false)
      const key = approvalSignal(device)
      const done = new Promise<boolean>((resolve) => {
        const onAbort = () => waiter.finish(false)
        const deadline = setTimeout(() => waiter.finish(false), timeoutMs)
        const waiter: Waiter = {
          device,
          client,
          finish(approved) {
            clearTimeout(deadline)
            signal?.removeEventListener('abort', onAbort)
            remove(key, waiter)
            resolve(approved)
          },
        }
        signal?.addEventListener('abort', onAbort, { once: true })
        const set = bySignal.get(key) ?? new Set<Waiter>()
        bySignal.set(key, set)
        set.add(waiter)
        size += 1
        perIp.set(client, (perIp.get(client) ?? 0) + 1)
      })
      // Registered first, then listening, then one check: an approval at any moment before is seen.
      void listen().then(() => (bySignal.has(key) ? check([device]) : undefined))
      return done
    },

    stats(): DeviceWaitStats {
      return { waiting: size, checks }
    },

    /** Ends every wait (false) and stops listening. */
    async close() {
      closed = true
      for (const set of [...bySignal.values()]) for (const waiter of [...set]) waiter.finish(false)
      const stop = stopListening
      stopListening = undefined
      await stop?.().catch(() => {})
    },
  }
}

export type DeviceWaiters = ReturnType<typeof createDeviceWaiters>
