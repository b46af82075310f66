import { describe, expect, test } from 'vitest'
import { readNodeConfig } from './readNodeConfig.js'

const required = {
  NODE_INDEX: '2',
  AUTH_JWKS_URL: 'http://127.0.0.1:8551/.well-known/jwks.json',
  AUTH_ISSUER: 'http://127.0.0.1:8551/',
  VERIFIER_CONFIG_FILE: 'verifier-config.json',
  OPERATOR_PUBLIC_KEY: `0x${'AB'.repeat(32)}`,
}

describe('readNodeConfig', () => {
  test('default: SQLite under .data/keynode-{index}, issuer without trailing slash', () => {
    const config = readNodeConfig(required)
    expect(config).toMatchObject({ nodeIndex: 2, port: 8560, authIssuer: 'http://127.0.0.1:8551' })
    expect(config.dataDir.endsWith('/.data/keynode-2')).toBe(true)
    expect(config.verifierConfigFile.endsWith('/verifier-config.json')).toBe(true)
    expect(config.operatorPublicKey).toBe(`0x${'ab'.repeat(32)}`)
  })

  test('error: every wrong variable is named; connection strings are not echoed', () => {
    expect(() => readNodeConfig({ NODE_INDEX: '0', DATABASE_URL: 'mysql://u:pw@h' })).toThrow(
      /NODE_INDEX .*got '0'.*DATABASE_URL .*value hidden.*AUTH_JWKS_URL/,
    )
  })

  test('error: #15 no node starts without a pinned verifier config and the key that signs it', () => {
    const { VERIFIER_CONFIG_FILE, OPERATOR_PUBLIC_KEY, ...rest } = required
    expect(() => readNodeConfig(rest)).toThrow(/VERIFIER_CONFIG_FILE .*OPERATOR_PUBLIC_KEY/)
    expect(() => readNodeConfig({ ...required, OPERATOR_PUBLIC_KEY: '0x1234' })).toThrow(
      /OPERATOR_PUBLIC_KEY must be a 32-byte Ed25519 public key/,
    )
  })

  test('default: #15 no proxy is trusted unless TRUST_PROXY names one', () => {
    expect(readNodeConfig(required).trustProxy).toBe(false)
    expect(readNodeConfig({ ...required, TRUST_PROXY: '1' }).trustProxy).toBe(1)
    expect(readNodeConfig({ ...required, TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8')
    expect(() => readNodeConfig({ ...required, TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/)
  })
})
