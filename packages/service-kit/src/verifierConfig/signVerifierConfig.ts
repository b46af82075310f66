import { type KeyObject, sign } from 'node:crypto'
import { verifierConfigMessage } from './verifierConfigMessage.js'
import type { SignedVerifierConfig, VerifierConfig } from './verifierConfigSchema.js'

/** Signs a verifier config with the network operator's Ed25519 key (`loadOperatorKey`). */
export function signVerifierConfig(
  config: VerifierConfig,
  operatorPrivateKey: KeyObject,
): SignedVerifierConfig {
  const signature = sign(null, verifierConfigMessage(config), operatorPrivateKey)
  return { config, signature: signature.toString('base64url') }
}
