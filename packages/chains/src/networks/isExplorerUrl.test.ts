import { describe, expect, test } from 'vitest'
import { assertExplorerUrl, isExplorerUrl } from './isExplorerUrl.js'

describe('isExplorerUrl', () => {
  test.each([
    'https://etherscan.io',
    'https://explorer.solana.com/?cluster=devnet',
    'http://localhost:4000',
    'http://127.0.0.1:4000/explorer',
    'http://[::1]:4000',
  ])('default: %s is a link the wallet may show', (url) => {
    expect(isExplorerUrl(url)).toBe(true)
  })

  test.each([
    'javascript:alert(document.domain)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://explorer.example',
    'http://10.0.0.5',
    'ftp://explorer.example',
    'file:///etc/passwd',
    'vbscript:msgbox(1)',
    'etherscan.io',
    '',
  ])('error: #15 finding 7 %j is refused', (url) => {
    expect(isExplorerUrl(url)).toBe(false)
    expect(() => assertExplorerUrl(url)).toThrowError(
      expect.objectContaining({
        code: 'invalid_params',
        shortMessage: 'Explorer URL must start with https:// (http:// only for localhost)',
      }),
    )
  })
})
