import { describe, expect, test } from 'vitest'
import { walletPagePolicy } from './walletPagePolicy.js'

/** The policy's directives by name. */
const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ')
      return [name, sources]
    }),
  )

describe('walletPagePolicy', () => {
  test('default: #15 finding 7 every directive the wallet needs, framed by the app only', () => {
    expect(walletPagePolicy({ frameAncestors: ['https://shop.example'] })).toMatchInlineSnapshot(
      `"default-src 'self'; script-src 'self'; connect-src 'self' https: wss: http://localhost:* http://127.0.0.1:* ws://localhost:* ws://127.0.0.1:*; img-src 'self' data: https: http://localhost:* http://127.0.0.1:*; media-src 'self' data: https: http://localhost:* http://127.0.0.1:*; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'self' https://shop.example"`,
    )
  })

  test('args: the configured services are listed by origin, once each', () => {
    const policy = directives(
      walletPagePolicy({
        frameAncestors: [],
        serviceUrls: [
          'https://gateway.example/api/',
          'https://gateway.example',
          'https://node1.example:8443/v1',
          'http://10.0.0.8:8553',
        ],
      }),
    )
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://gateway.example',
      'https://node1.example:8443',
      'http://10.0.0.8:8553',
      'https:',
      'wss:',
      'http://localhost:*',
      'http://127.0.0.1:*',
      'ws://localhost:*',
      'ws://127.0.0.1:*',
    ])
    expect(policy['frame-ancestors']).toEqual(["'self'"])
  })

  test('error: a config value cannot add a directive or a source', () => {
    const policy = walletPagePolicy({
      frameAncestors: ["https://a.example; script-src 'unsafe-inline'"],
      serviceUrls: ['https://b.example/x; script-src *', 'data:,x', 'not a url'],
    })
    expect(policy).not.toContain('unsafe-inline')
    expect(policy).not.toContain('script-src *')
    expect(directives(policy)['script-src']).toEqual(["'self'"])
  })
})
