import { loginKeyOfResources } from '@tessera/protocol'
import { parseSiweMessage } from 'viem/siwe'
import { describe, expect, test } from 'vitest'
import { loginKeySignInMessage } from './loginKeySignInMessage.js'

const parameters = {
  address: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
  chainId: 31_337,
  hostOrigin: 'https://shop.example:8443',
  appName: 'Shop',
  nonce: 'a1b2c3d4e5f6a1b2c3d4e5f6',
  loginKey: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  issuedAt: new Date('2026-01-02T03:04:05.000Z'),
}

describe('loginKeySignInMessage (#19 SIWE)', () => {
  test('default: #19 SIWE a message for the host origin, with the nonce, naming the login key', () => {
    const message = parseSiweMessage(loginKeySignInMessage(parameters))
    expect(message).toMatchObject({
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      chainId: 31_337,
      domain: 'shop.example:8443',
      uri: 'https://shop.example:8443',
      nonce: parameters.nonce,
      statement: 'Sign in to Shop with Tessera.',
      version: '1',
      issuedAt: parameters.issuedAt,
    })
    expect(loginKeyOfResources(message.resources ?? [])).toBe(parameters.loginKey.toLowerCase())
  })

  test('behavior: #19 SIWE an app name that is not printable ASCII cannot break the statement line', () => {
    const named = (appName: string) =>
      parseSiweMessage(loginKeySignInMessage({ ...parameters, appName })).statement
    expect(named('Shöp\nURI: https://evil.example')).toBe(
      'Sign in to ShpURI: https://evil.example with Tessera.',
    )
    expect(named('商店')).toBe('Sign in with Tessera.')
  })
})
