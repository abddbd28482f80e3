const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/(Chrom(e|ium)|CriOS)\//, 'Chrome'],
  [/Safari\//, 'Safari'],
]
const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
]

/** The browser and system a User-Agent names, among those Kit knows (never the header's own text). */
export function recogniseUserAgent(userAgent: string | undefined): {
  browser: string | undefined
  system: string | undefined
} {
  const ua = (userAgent ?? '').slice(0, 1024)
  return {
    browser: BROWSERS.find(([pattern]) => pattern.test(ua))?.[1],
    system: SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1],
  }
}

/**
 * A short name for the browser a session was made in ("Chrome on Linux"), for the signed-in devices list; null when
 * Kit recognises neither browser nor system (the list then says so, rather than echo the header).
 */
export function deviceLabel(userAgent: string | undefined): string | null {
  const { browser, system } = recogniseUserAgent(userAgent)
  if (browser && system) return `${browser} on ${system}`
  return browser ?? system ?? null
}
