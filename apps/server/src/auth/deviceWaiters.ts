import { TooManyRequestsError } from '../errors.js'
import { deviceKey } from './deviceApprovals.js'

/** One device of one address that a sign-in is waiting on. */
export type WaitedDevice = { email: string; deviceHash: string }

type Waiter = { device: WaitedDevice; ip: string; finish(approved: boolean): void }

/** How many waits are held, and how many shared checks ran (for operators' metrics and the tests). */
export type DeviceWaitStats = { waiting: number; checks: number }

/**
 * Device-approval waits of one server process. A wait never polls on its own: an approval made in this process
 * wakes its waits at once, and for approvals made on other instances one shared loop checks every waited device
 * in a single query each `pollMs`, only while something waits. Waits are capped per client IP and in total, so
 * holding requests open cannot load the database or exhaust the process.
 */
export function createDeviceWaiters(options: {
  /** Which of these devices are approved now (one query). */
  findApproved(devices: WaitedDevice[]): Promise<Set<string>>
  pollMs: number
  perIp: number
  total: number
  onError?(error: unknown): void
}) {
  const byDevice = new Map<string, Set<Waiter>>()
  const perIp = new Map<string, number>()
  let size = 0
  let checks = 0
  let timer: ReturnType<typeof setTimeout> | undefined

  function remove(key: string, waiter: Waiter) {
    const set = byDevice.get(key)
    if (!set?.delete(waiter)) return
    if (set.size === 0) byDevice.delete(key)
    size -= 1
    const left = (perIp.get(waiter.ip) ?? 1) - 1
    if (left <= 0) perIp.delete(waiter.ip)
    else perIp.set(waiter.ip, left)
  }

  function wake(email: string, deviceHash: string) {
    for (const waiter of [...(byDevice.get(deviceKey(email, deviceHash)) ?? [])]) waiter.finish(true)
  }

  async function check() {
    timer = undefined
    if (byDevice.size === 0) return
    checks += 1
    const devices = [...byDevice.values()].flatMap((set) => {
      const first = set.values().next().value
      return first ? [first.device] : []
    })
    try {
      const approved = await options.findApproved(devices)
      for (const key of approved) for (const waiter of [...(byDevice.get(key) ?? [])]) waiter.finish(true)
    } catch (error) {
      options.onError?.(error)
    }
    schedule()
  }

  function schedule() {
    if (timer || byDevice.size === 0) return
    timer = setTimeout(() => void check(), options.pollMs)
    timer.unref?.()
  }

  return {
    /**
     * Resolves true when the device is approved, false at `timeoutMs` or when `signal` aborts. Never rejects
     * once it has started.
     * @throws {TooManyRequestsError} `DeviceWaitLimit` when this IP or the process holds too many waits.
     */
    wait(device: WaitedDevice, ip: string, timeoutMs: number, signal?: AbortSignal): Promise<boolean> {
      const retryAfter = Math.max(1, Math.ceil(options.pollMs / 1000))
      if (size >= options.total)
        throw new TooManyRequestsError(
          'DeviceWaitLimit',
          `Too many sign-ins are waiting. Please try again after ${retryAfter} seconds`,
          retryAfter,
        )
      if ((perIp.get(ip) ?? 0) >= options.perIp)
        throw new TooManyRequestsError(
          'DeviceWaitLimit',
          `Too many sign-ins are waiting from this address. Please try again after ${retryAfter} seconds`,
          retryAfter,
        )
      if (signal?.aborted) return Promise.resolve(false)
      const key = deviceKey(device.email, device.deviceHash)
      return new Promise<boolean>((resolve) => {
        const onAbort = () => waiter.finish(false)
        const deadline = setTimeout(() => waiter.finish(false), timeoutMs)
        const waiter: Waiter = {
          device,
          ip,
          finish(approved) {
            clearTimeout(deadline)
            signal?.removeEventListener('abort', onAbort)
            remove(key, waiter)
            resolve(approved)
          },
        }
        signal?.addEventListener('abort', onAbort, { once: true })
        const set = byDevice.get(key) ?? new Set<Waiter>()
        byDevice.set(key, set)
        set.add(waiter)
        size += 1
        perIp.set(ip, (perIp.get(ip) ?? 0) + 1)
        schedule()
      })
    },

    /** Wakes the waits for a device approved in this process. */
    wake,

    stats(): DeviceWaitStats {
      return { waiting: size, checks }
    },

    /** Ends every wait (false) and the shared loop. */
    close() {
      if (timer) clearTimeout(timer)
      timer = undefined
      for (const set of [...byDevice.values()]) for (const waiter of [...set]) waiter.finish(false)
    },
  }
}

export type DeviceWaiters = ReturnType<typeof createDeviceWaiters>
