import { describe, expect, test } from 'vitest'
import { describeLinkRequest } from './describeLinkRequest.js'

describe('describeLinkRequest', () => {
  test('default: the browser and the time it asked', () => {
    const utc = new Intl.DateTimeFormat('en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'UTC',
    })
    expect(
      describeLinkRequest(
        {
          appName: 'Shop',
          requestedBy: 'Chrome on Linux',
          requestedAt: Date.UTC(2025, 2, 5, 10, 32),
          expiresAt: Date.UTC(2025, 2, 5, 10, 42),
        },
        utc,
      ),
    ).toBe('Asked from Chrome on Linux on 5 Mar 2025, 10:32.')
  })
})
