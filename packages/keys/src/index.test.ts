import { expect, test } from 'vitest'
import * as keys from './index.js'

test('exports', () => {
  expect(Object.keys(keys).sort()).toMatchInlineSnapshot(`
    [
      "MfaError",
      "MfaSetupError",
      "addressOfSecret",
      "assembleKey",
      "combineFactors",
      "createKeyNodeLogin",
      "createOneTimeKey",
      "curveOfFamily",
      "dealNetworkFactor",
      "dealShares",
      "decryptWithPrivateKey",
      "encryptForPublicKey",
      "evmAddressOfSecret",
      "factorPublicPoint",
      "fetchPublicKey",
      "generateKeyForFamily",
      "isSignedByNode",
      "isSignedByWalletKey",
      "loginKeySignInMessage",
      "multiversxAddress",
      "multiversxShardOf",
      "nearImplicitAccount",
      "newPinProblem",
      "nodeAnswerMessage",
      "nodeSignatureHeader",
      "openRecoveryFactor",
      "openRecoveryFactorAtNodes",
      "parseSealedRecoveryFactor",
      "publicKeyFromCommitments",
      "publicKeyOfSecret",
      "randomScalar",
      "reconstructSecret",
      "recoveryRequestMessage",
      "recoveryVerifierTag",
      "requestShare",
      "reshareRequestMessage",
      "sealRecoveryFactor",
      "sealRecoveryFactorForNodes",
      "secretToHex",
      "setUpMfa",
      "shareRequestMessage",
      "signEd25519WithScalar",
      "signWithWalletKey",
      "solanaAddress",
      "splitForMfa",
      "verifyShare",
    ]
  `)
})

/** Wire names the node and the client share; nothing else may be a value. */
const protocolConstants: Record<string, string> = {
  nodeSignatureHeader: 'x-tessera-node-signature',
}

test('behavior: every export is a function or a wire name (no key material or state at module level)', () => {
  for (const [name, value] of Object.entries(keys))
    if (name in protocolConstants) expect(value, name).toBe(protocolConstants[name])
    else expect(typeof value, name).toBe('function')
})
