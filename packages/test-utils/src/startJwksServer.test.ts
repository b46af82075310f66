import { exportJWK, generateKeyPair } from 'jose'
import { describe, expect, test } from 'vitest'
import { findFreePortBase } from './findFreePortBase.js'
import { startJwksServer } from './startJwksServer.js'

describe('startJwksServer', () => {
  test('default', async () => {
    const { publicKey } = await generateKeyPair('RS256')
    const jwk = { ...(await exportJWK(publicKey)), kid: 'key-1', alg: 'RS256', use: 'sig' }
    const port = await findFreePortBase(1)
    const server = await startJwksServer({ port, keys: [jwk] })
    try {
      expect(server.url).toBe(`http://127.0.0.1:${port}/jwks.json`)
      const response = await fetch(server.url)
      expect(response.headers.get('content-type')).toBe('application/json')
      expect(await response.json()).toEqual({ keys: [jwk] })
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404)
      expect(server.fetchCount()).toBe(1)
    } finally {
      await server.stop()
    }
  })
})
