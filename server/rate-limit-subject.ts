import { isIPv4, isIPv6 } from 'node:net'

// One IPv6 subscriber gets a whole /64 (RFC 6177) and may pick any address in it, so counting each address would give
// a caller 2^64 allowances. IPv4 callers count by address; an IPv4-mapped IPv6 address (a dual-stack socket's
// `::ffff:203.0.113.7`) is that IPv4 caller.

const IPV4_MAPPED_PREFIX = '0:0:0:0:0:ffff'

/** The eight 16-bit groups of a valid IPv6 address (compressed or not, with a dotted IPv4 tail or not). */
function groupsOf(address: string): number[] {
  const ipv4Tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address)
  const hex = ipv4Tail
    ? address.slice(0, ipv4Tail.index) +
      ipv4Groups(ipv4Tail.slice(1).map(Number))
        .map((group) => group.toString(16))
        .join(':')
    : address
  const [head = '', tail] = hex.split('::')
  const split = (part: string | undefined) => (part ? part.split(':') : [])
  const zeros = tail === undefined ? [] : Array<string>(8 - split(head).length - split(tail).length).fill('0')
  return [...split(head), ...zeros, ...split(tail)].map((group) => parseInt(group, 16))
}

const ipv4Groups = ([a = 0, b = 0, c = 0, d = 0]: number[]) => [(a << 8) | b, (c << 8) | d]

/**
 * What a client IP counts as for every rate limit and the login throttle: an IPv4 address as it is, an IPv6 address
 * by its /64 (`2001:db8:1:2::/64`, a zone id dropped), an IPv4-mapped IPv6 address as its IPv4 address. Anything
 * that is no IP address is its own subject.
 */
export function rateLimitSubject(ip: string): string {
  if (isIPv4(ip)) return ip
  const address = ip.replace(/%.*$/, '').toLowerCase()
  if (!isIPv6(address)) return ip
  const groups = groupsOf(address)
  const hex = groups.map((group) => group.toString(16))
  if (hex.slice(0, 6).join(':') === IPV4_MAPPED_PREFIX) {
    return groups
      .slice(6)
      .flatMap((group) => [group >> 8, group & 0xff])
      .join('.')
  }
  return `${hex.slice(0, 4).join(':')}::/64`
}
