import { describe, expect, test } from 'vitest'
import { assertRpcUrlScheme } from './assertRpcUrlScheme.js'

describe('assertRpcUrlScheme', () => {
  test.each(['http://node', 'https://node/rpc', 'ws://node', 'wss://node'])(
    'default: V-009 %s is accepted',
    (url) => {
      expect(() => assertRpcUrlScheme(url)).not.toThrow()
    },
  )

  test.each(['ftp://node', 'file:///etc/passwd', 'node:8545', ''])(
    'error: V-008 %j → unsupported protocol scheme',
    (url) => {
      expect(() => assertRpcUrlScheme(url)).toThrowError('unsupported protocol scheme')
    },
  )
})
