import { mkdtempSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { loadOperatorKey } from './loadOperatorKey.js'
import { signVerifierConfig } from './signVerifierConfig.js'
import type { VerifierConfig } from './verifierConfigSchema.js'
import { verifySignedVerifierConfig } from './verifySignedVerifierConfig.js'

const appId = 'a'.repeat(40)
const config: VerifierConfig = {
  serial: 7,
  issuedAt: '2025-11-22T10:00:00.000Z',
  apps: {
    [appId]: {
      keyspace: appId,
      loginTokenVerifiers: ['passwordless', 'oauth2:github'],
      oidc: [
        {
          name: 'google',
          verifier: 'oidc:https://accounts.google.com',
          issuer: 'https://accounts.google.com',
          audience: 'shop-client',
        },
      ],
      oauth2: [{ name: 'github', verifier: 'oauth2:github' }],
      appTokens: [],
    },
  },
}
const folder = mkdtempSync(join(tmpdir(), 'tessera-operator-'))
const operator = loadOperatorKey(join(folder, 'operator-key'), { create: true })
const stranger = loadOperatorKey(join(folder, 'other-key'), { create: true })
const write = (value: unknown) => JSON.stringify(value, null, 2)

describe('verifySignedVerifierConfig', () => {
  test('default: a config signed by the operator key reads back as signed', () => {
    const text = write(signVerifierConfig(config, operator.privateKey))
    expect(verifySignedVerifierConfig(text, operator.publicKey)).toEqual(config)
    expect(operator.publicKey).toMatch(/^0x[0-9a-f]{64}$/)
    expect(statSync(join(folder, 'operator-key')).mode & 0o777).toBe(0o600)
  })

  test('behavior: the signature covers the content, not its layout (keys reordered, spaces)', () => {
    const { signature } = signVerifierConfig(config, operator.privateKey)
    const reordered = { apps: config.apps, issuedAt: config.issuedAt, serial: config.serial }
    const text = JSON.stringify({ signature, config: reordered })
    expect(verifySignedVerifierConfig(text, operator.publicKey).serial).toBe(7)
  })

  test('error: #15 a config signed by another key is refused', () => {
    const text = write(signVerifierConfig(config, stranger.privateKey))
    expect(() => verifySignedVerifierConfig(text, operator.publicKey)).toThrow(
      expect.objectContaining({ code: 'signature_invalid' }),
    )
  })

  test('error: #15 an issuer added after signing breaks the signature', () => {
    const signed = signVerifierConfig(config, operator.privateKey)
    const entry = config.apps[appId]
    if (!entry) throw new Error('no entry')
    const evil = {
      name: 'evil',
      verifier: 'oidc:https://evil.example',
      issuer: 'https://evil.example',
      audience: 'x',
    }
    const changed = {
      ...signed,
      config: { ...config, apps: { [appId]: { ...entry, oidc: [...entry.oidc, evil] } } },
    }
    expect(() => verifySignedVerifierConfig(write(changed), operator.publicKey)).toThrow(
      'the signature does not verify with the operator public key',
    )
  })

  test('error: a signed entry that would let a login token or an ID token reach another kind of identity is refused', () => {
    const entry = config.apps[appId]
    if (!entry) throw new Error('no entry')
    for (const wrong of [
      { ...entry, loginTokenVerifiers: ['oidc:https://accounts.google.com'] },
      { ...entry, loginTokenVerifiers: ['custom:shop'] },
      { ...entry, oidc: [{ ...entry.oidc[0], verifier: 'passwordless' }] },
    ]) {
      const signed = signVerifierConfig(
        { ...config, apps: { [appId]: wrong } } as VerifierConfig,
        operator.privateKey,
      )
      expect(() => verifySignedVerifierConfig(write(signed), operator.publicKey)).toThrow(
        expect.objectContaining({ code: 'config_invalid' }),
      )
    }
  })

  test.each([
    ['not JSON', '{'],
    ['no signature', write({ config })],
    [
      'a fraction in the config',
      write({ config: { ...config, serial: 1.5 }, signature: 'A'.repeat(86) }),
    ],
  ])('error: %s is malformed', (_, text) => {
    expect(() => verifySignedVerifierConfig(text, operator.publicKey)).toThrow(
      expect.objectContaining({ code: 'malformed' }),
    )
  })

  test('error: a missing operator key is not made unless asked', () => {
    expect(() => loadOperatorKey(join(folder, 'typo-key'), { create: false })).toThrow(
      /no operator key at/,
    )
  })
})
