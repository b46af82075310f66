import { expect, test } from 'vitest'
import * as keys from './index.js'

test('exports', () => {
  expect(Object.keys(keys).sort()).toMatchInlineSnapshot(`
    [
      "assembleKey",
      "curveOfFamily",
      "dealShares",
      "decryptWithPrivateKey",
      "encryptForPublicKey",
      "evmAddressOfSecret",
      "fetchPublicKey",
      "generateKeyForFamily",
      "multiversxAddress",
      "multiversxShardOf",
      "nearImplicitAccount",
      "publicKeyFromCommitments",
      "publicKeyOfSecret",
      "randomScalar",
      "reconstructSecret",
      "requestShare",
      "secretToHex",
      "shareRequestMessage",
      "signEd25519WithScalar",
      "solanaAddress",
      "verifyShare",
    ]
  `)
})

test('behavior: every export is a function (no key material or state at module level)', () => {
  for (const [name, value] of Object.entries(keys)) expect(typeof value, name).toBe('function')
})
