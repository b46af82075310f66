import { describe, expect, test } from 'vitest'
import { userAgents } from '../testing/userAgents.js'
import { purgesIdleStorage } from './purgesIdleStorage.js'

describe('#16: purgesIdleStorage (WebKit deletes storage after 7 days without a visit)', () => {
  test('default: Safari on macOS and every browser on iOS and iPadOS', () => {
    for (const name of ['macSafari', 'iphoneSafari', 'iphoneChrome', 'ipadFirefox'] as const)
      expect(purgesIdleStorage(userAgents[name]), name).toBe(true)
  })

  test('default: Chrome, Edge, Chromium, Firefox and Android keep the storage', () => {
    for (const name of [
      'macChrome',
      'windowsEdge',
      'androidChrome',
      'macFirefox',
      'linuxChromium',
    ] as const)
      expect(purgesIdleStorage(userAgents[name]), name).toBe(false)
    expect(purgesIdleStorage('')).toBe(false)
  })
})
