import { describe, expect, test } from 'vitest'
import { parseProviderAnnouncement } from './parseProviderAnnouncement.js'

const pngIcon = 'data:image/png;base64,iVBORw0KGgo='
const provider = { request: async () => null }
const announcement = (
  info: Record<string, unknown> = {},
  fields: Record<string, unknown> = {},
) => ({
  info: {
    uuid: '350670db-19fa-4704-a166-e52e178b59d2',
    name: 'Fox',
    icon: pngIcon,
    rdns: 'io.fox',
    ...info,
  },
  provider,
  ...fields,
})

describe('parseProviderAnnouncement (EIP-6963 detail, #19)', () => {
  test('default: a well-formed announcement gives the wallet, its provider and its icon', () => {
    expect(parseProviderAnnouncement(announcement())).toEqual({
      uuid: '350670db-19fa-4704-a166-e52e178b59d2',
      name: 'Fox',
      rdns: 'io.fox',
      iconUrl: pngIcon,
      provider,
    })
  })

  test('behavior: svg, png and webp data images are shown', () => {
    for (const icon of ['data:image/svg+xml,%3Csvg%2F%3E', pngIcon, 'data:image/webp;base64,UklG'])
      expect(parseProviderAnnouncement(announcement({ icon }))?.iconUrl).toBe(icon)
  })

  test('error: an icon that is remote, script, another image type, too large or missing is left out; the wallet stays', () => {
    for (const icon of [
      'https://tracker.example/fox.png',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'data:image/gif;base64,R0lGOD',
      `data:image/png;base64,${'A'.repeat(100_000)}`,
      undefined,
      42,
    ]) {
      const wallet = parseProviderAnnouncement(announcement({ icon }))
      expect(wallet?.name).toBe('Fox')
      expect(wallet?.iconUrl).toBeUndefined()
    }
  })

  test('error: no provider, a provider without request, or no uuid, name or rdns is ignored', () => {
    for (const detail of [
      announcement({}, { provider: undefined }),
      announcement({}, { provider: { request: 'no' } }),
      announcement({ uuid: undefined }),
      announcement({ name: '  ' }),
      announcement({ rdns: 7 }),
      { provider },
      null,
      'Fox',
    ])
      expect(parseProviderAnnouncement(detail)).toBeUndefined()
  })

  test('behavior: a long name is cut to fit a button', () => {
    expect(parseProviderAnnouncement(announcement({ name: 'W'.repeat(100) }))?.name).toHaveLength(
      40,
    )
  })
})
