// The one rule for "this machine only", shared by the kit (a service URL on loopback is the local stack's, never a
// deployed page's) and the server (development mode binds and trusts loopback alone).

/**
 * Whether a host name or address is this machine only: `localhost`, `*.localhost`, 127.0.0.0/8, `::1`, or
 * 127.0.0.0/8 written as an IPv4-mapped IPv6 address. Brackets around an IPv6 address are allowed.
 * @example isLoopbackHost('[::1]') // true
 */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase()
  return (
    bare === 'localhost' ||
    bare.endsWith('.localhost') ||
    bare === '::1' ||
    /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare)
  )
}
