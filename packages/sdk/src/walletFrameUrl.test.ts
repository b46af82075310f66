import { expect, test } from 'vitest'
import { walletFrameUrl } from './walletFrameUrl.js'

test('default: /{appId}/v2/login from the wallet origin, hash = base64 JSON (HOST-PROTOCOL §A1, §A2)', () => {
  const url = new URL(walletFrameUrl({ walletOrigin: 'http://localhost:8556', appId: 'ab12' }))
  expect(`${url.origin}${url.pathname}`).toBe('http://localhost:8556/ab12/v2/login')
  expect(JSON.parse(atob(url.hash.slice(1)))).toEqual({ standaloneMode: 0 })
})

test('args: standaloneMode', () => {
  const url = new URL(
    walletFrameUrl({ walletOrigin: 'https://w.example', appId: 'a', standaloneMode: 2 }),
  )
  expect(JSON.parse(atob(url.hash.slice(1)))).toEqual({ standaloneMode: 2 })
})
