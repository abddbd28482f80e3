import { BlockList, isIP } from 'node:net'
import { ServerConfigError } from '../errors.js'

/** An IPv4 address written as IPv6 (`::ffff:1.2.3.4`), as a dual-stack socket reports it, in its IPv4 form. */
function unmapped(address: string): string {
  const match = /^::ffff:(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})$/i.exec(address)
  return match?.[1] ?? address
}

/** An address without IPv6 brackets or zone, IPv4-mapped IPv6 turned into IPv4; undefined when not an IP. */
export function normalizeIp(text: string): string | undefined {
  const bare = unmapped(
    text
      .trim()
      .replace(/^\[|\]$/g, '')
      .replace(/%.*$/, ''),
  )
  return isIP(bare) ? bare : undefined
}

/**
 * Compiles a list of addresses and CIDR ranges (IPv4 and IPv6) into a matcher.
 * @throws {ServerConfigError} naming `where` for an entry that is not an address or range.
 */
export function parseCidrList(entries: readonly string[], where: string): (address: string) => boolean {
  const list = new BlockList()
  for (const entry of entries) {
    const [addressText = '', prefixText, extra] = entry.trim().split('/')
    const address = normalizeIp(addressText)
    const family = address ? isIP(address) : 0
    const max = family === 6 ? 128 : 32
    const prefix = prefixText === undefined ? max : Number(prefixText)
    if (
      !address ||
      extra !== undefined ||
      (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) ||
      prefix > max
    )
      throw new ServerConfigError(`Invalid address or CIDR range "${entry}" in ${where}`, {
        details: 'Give IPv4 or IPv6 addresses or ranges, e.g. 10.0.0.0/8,192.168.1.7,fd00::/8.',
      })
    list.addSubnet(address, prefix, family === 6 ? 'ipv6' : 'ipv4')
  }
  if (entries.length === 0) return () => false
  return (text) => {
    const address = normalizeIp(text)
    if (!address) return false
    return list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4')
  }
}

/**
 * The client's address for a request that reached this server from `peer`. Only when the peer is a trusted proxy
 * is `X-Forwarded-For` read, from the right: proxies append the address they received the request from, so the
 * entries right of the first untrusted one were written by trusted proxies, and anything left of it was written by
 * the client. The first untrusted entry is the client. An entry that is not an address ends the walk at the last
 * trusted hop, since nothing before it can be believed.
 */
export function clientIpOf(
  peer: string,
  forwardedFor: string | undefined,
  isTrustedProxy: (address: string) => boolean,
): string {
  const socket = normalizeIp(peer) ?? peer
  if (!forwardedFor || !isTrustedProxy(socket)) return socket
  const hops = forwardedFor.split(',')
  let client = socket
  for (let index = hops.length - 1; index >= 0; index--) {
    const hop = normalizeIp(hops[index] ?? '')
    if (!hop) return client
    client = hop
    if (!isTrustedProxy(hop)) return hop
  }
  // Every hop was a trusted proxy: the left-most is the nearest to the client we know.
  return client
}
