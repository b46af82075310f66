import { describe, expect, test } from 'vitest'
import { readNodeConfig } from './readNodeConfig.js'

const required = {
  NODE_INDEX: '2',
  AUTH_JWKS_URL: 'http://127.0.0.1:8551/.well-known/jwks.json',
  AUTH_ISSUER: 'http://127.0.0.1:8551/',
}

describe('readNodeConfig', () => {
  test('default: SQLite under .data/keynode-{index}, issuer without trailing slash', () => {
    const config = readNodeConfig(required)
    expect(config).toMatchObject({ nodeIndex: 2, port: 8560, authIssuer: 'http://127.0.0.1:8551' })
    expect(config.dataDir.endsWith('/.data/keynode-2')).toBe(true)
  })

  test('error: every wrong variable is named; connection strings are not echoed', () => {
    expect(() => readNodeConfig({ NODE_INDEX: '0', DATABASE_URL: 'mysql://u:pw@h' })).toThrow(
      /NODE_INDEX .*got '0'.*DATABASE_URL .*value hidden.*AUTH_JWKS_URL/,
    )
  })
})
