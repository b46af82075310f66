import { describe, expect, test } from 'vitest'
import { monogramLogo } from '../../assets/monogramLogo.js'
import { tokenLogoUrl } from './tokenLogoUrl.js'

const decode = (uri: string) => decodeURIComponent(uri.replace('data:image/svg+xml,', ''))

describe('tokenLogoUrl', () => {
  test('default: H-028 K-057 K-058 a catalogue logo loads from the assets folder under the site root', () => {
    expect(tokenLogoUrl({ symbol: 'USDC', logo: 'USDC.svg' })).toBe('/assets/token-logos/USDC.svg')
  })

  test('behavior: a logo named by its URL already stays that file', () => {
    const logo = '/assets/token-logos/USDC.svg'
    expect(tokenLogoUrl({ symbol: 'USDC', logo })).toBe(logo)
  })

  test('behavior: no logo, or anything but a plain file name, gives the local monogram', () => {
    for (const logo of [undefined, 'https://evil.test/x.svg', '../../secret.svg', 'a/b.svg'])
      expect(tokenLogoUrl({ symbol: 'TST', ...(logo ? { logo } : {}) })).toBe(monogramLogo('TST'))
  })
})

describe('monogramLogo', () => {
  test('default: an SVG data URI with the first three letters', () => {
    const uri = monogramLogo('tusdc')
    expect(uri.startsWith('data:image/svg+xml,')).toBe(true)
    expect(decode(uri)).toContain('>TUS</text>')
  })

  test('behavior: a hostile symbol from a contract is escaped', () => {
    const svg = decode(monogramLogo('<s>"&'))
    expect(svg).not.toContain('<s>')
    expect(svg).toContain('&lt;S&gt;')
    expect(svg).toContain('<title>&lt;s&gt;&quot;&amp;</title>')
  })
})
