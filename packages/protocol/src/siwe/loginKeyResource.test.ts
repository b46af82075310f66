import { describe, expect, test } from 'vitest'
import { loginKeyOfResources, loginKeyResource } from './loginKeyResource.js'

const key = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

describe('loginKeyResource (#19 SIWE login key)', () => {
  test('default: #19 SIWE the resource names the key, and reads back lower-cased', () => {
    expect(loginKeyResource(key)).toBe(`tessera:login-key:${key}`)
    expect(loginKeyOfResources(['https://shop.example/terms', loginKeyResource(key)])).toBe(
      key.toLowerCase(),
    )
  })

  test('error: #19 SIWE no login key, two of them, or one that is not an address names none', () => {
    for (const resources of [
      [],
      ['https://shop.example/terms'],
      [loginKeyResource(key), loginKeyResource(other)],
      [loginKeyResource(key), loginKeyResource(key)],
      ['tessera:login-key:0x1234'],
      [`${loginKeyResource(key)}#x`],
      // A second key in another letter case of the scheme, or any other Tessera resource.
      [loginKeyResource(key), `TESSERA:login-key:${other}`],
      [loginKeyResource(key), 'Tessera:other'],
      [`TESSERA:LOGIN-KEY:${key}`],
    ])
      expect(loginKeyOfResources(resources)).toBeUndefined()
  })
})
