import { createPublicKey, verify } from 'node:crypto'
import { verifierConfigMessage } from './verifierConfigMessage.js'
import {
  signedVerifierConfigSchema,
  type VerifierConfig,
  verifierConfigSchema,
} from './verifierConfigSchema.js'

/** Why a verifier config file was refused; its message says what to fix. */
export class VerifierConfigError extends Error {
  override name = 'VerifierConfigError'
  readonly code: 'malformed' | 'signature_invalid' | 'config_invalid'

  constructor(code: VerifierConfigError['code'], message: string) {
    super(message)
    this.code = code
  }
}

export type VerifySignedVerifierConfigErrorType = VerifierConfigError

/**
 * The config of a signed verifier config file's text, once its signature verifies with the
 * operator's public key (raw Ed25519, 0x hex): the signature covers the config exactly as
 * written (its canonical bytes), and only then is the config read.
 */
export function verifySignedVerifierConfig(
  text: string,
  operatorPublicKey: `0x${string}`,
): VerifierConfig {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new VerifierConfigError('malformed', 'not JSON')
  }
  const signed = signedVerifierConfigSchema.safeParse(json)
  if (!signed.success)
    throw new VerifierConfigError('malformed', 'expected {config, signature} (base64url Ed25519)')
  let message: Buffer
  try {
    message = verifierConfigMessage(signed.data.config)
  } catch {
    throw new VerifierConfigError('malformed', 'the config holds a value with no canonical form')
  }
  const isSigned = verify(
    null,
    message,
    operatorKeyObject(operatorPublicKey),
    Buffer.from(signed.data.signature, 'base64url'),
  )
  if (!isSigned)
    throw new VerifierConfigError(
      'signature_invalid',
      'the signature does not verify with the operator public key',
    )
  const config = verifierConfigSchema.safeParse(signed.data.config)
  if (!config.success)
    throw new VerifierConfigError(
      'config_invalid',
      `signed, but not a valid config: ${config.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`,
    )
  return config.data
}

function operatorKeyObject(publicKey: `0x${string}`) {
  if (!/^0x[0-9a-f]{64}$/i.test(publicKey))
    throw new VerifierConfigError('malformed', 'the operator public key must be 32 bytes of 0x hex')
  const x = Buffer.from(publicKey.slice(2), 'hex').toString('base64url')
  return createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x }, format: 'jwk' })
}
