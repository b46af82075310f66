import { isIPv6 } from 'node:net'

const ipv6PrefixGroups = 4

/**
 * The rate-limit key of a client address: IPv4 as is, IPv6 by its /64 prefix, since one client
 * usually holds a whole /64 and could otherwise vary its address per request.
 */
export function clientAddressKey(ip: string): string {
  if (!isIPv6(ip) || ip.startsWith('::ffff:')) return ip
  const [head = '', tail = ''] = ip.split('::')
  const headGroups = head ? head.split(':') : []
  const tailGroups = tail ? tail.split(':') : []
  const missing = 8 - headGroups.length - tailGroups.length
  const groups = ip.includes('::')
    ? [...headGroups, ...Array(missing).fill('0'), ...tailGroups]
    : headGroups
  return `${groups
    .slice(0, ipv6PrefixGroups)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}
