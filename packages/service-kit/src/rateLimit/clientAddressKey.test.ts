import { describe, expect, test } from 'vitest'
import { clientAddressKey } from './clientAddressKey.js'

describe('clientAddressKey', () => {
  test('default: IPv4 addresses are keyed as they are', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7')
  })

  test('behavior: every address of one IPv6 /64 shares a key', () => {
    const a = clientAddressKey('2001:db8:85a3:0042:1000:8a2e:0370:7334')
    expect(a).toBe('2001:db8:85a3:42::/64')
    expect(clientAddressKey('2001:db8:85a3:42::1')).toBe(a)
    expect(clientAddressKey('2001:0db8:85a3:0042:ffff::')).toBe(a)
    expect(clientAddressKey('2001:db8:85a3:43::1')).not.toBe(a)
  })

  test('args: mapped IPv4 and loopback stay distinct', () => {
    expect(clientAddressKey('::ffff:198.51.100.1')).toBe('::ffff:198.51.100.1')
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64')
  })
})
