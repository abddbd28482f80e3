// Whether this device is a phone: read in the first load, so it stays apart from the wallet list's lazy logic.

/** What phone detection reads; a browser's `navigator` and `matchMedia` fit. */
export type DeviceProbe = {
  readonly userAgent?: string | undefined
  readonly maxTouchPoints?: number | undefined
  readonly coarsePointer?: boolean | undefined
}

const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobi|Windows Phone|Opera Mini|IEMobile/i

/**
 * True on a phone or tablet: a coarse pointer (a finger) and a mobile user agent, or an iPad that calls itself a
 * Mac but has a touch screen. A touch laptop has a fine pointer too (mouse or trackpad), so it stays a desktop.
 */
export function isPhoneDevice(probe: DeviceProbe): boolean {
  const agent = probe.userAgent ?? ''
  if (!probe.coarsePointer) return false
  if (MOBILE_AGENT.test(agent)) return true
  return /Macintosh/.test(agent) && (probe.maxTouchPoints ?? 0) > 1
}

/** Reads the current browser (false outside one). */
export function probeBrowser(): DeviceProbe {
  const nav = (globalThis as { navigator?: { userAgent?: string; maxTouchPoints?: number } }).navigator
  const media = (globalThis as { matchMedia?: (query: string) => { matches: boolean } }).matchMedia
  return {
    userAgent: nav?.userAgent,
    maxTouchPoints: nav?.maxTouchPoints,
    coarsePointer: typeof media === 'function' && media('(pointer: coarse)').matches,
  }
}
