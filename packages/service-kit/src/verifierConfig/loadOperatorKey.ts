import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

const ownerOnly = 0o600

export type OperatorKey = {
  readonly privateKey: KeyObject
  /** What every key node is given as `OPERATOR_PUBLIC_KEY`: the raw 32-byte Ed25519 key, 0x hex. */
  readonly publicKey: `0x${string}`
}

/**
 * The key network operator's Ed25519 signing key (PKCS#8 PEM, mode 0600), which signs the
 * verifier config every node pins. With `create`, a missing file is made; otherwise a missing
 * file is an error, so a mistyped path never signs with a key no node trusts.
 */
export function loadOperatorKey(path: string, options: { create: boolean }): OperatorKey {
  if (!existsSync(path)) {
    if (!options.create) throw new Error(`no operator key at ${path}`)
    mkdirSync(dirname(path), { recursive: true })
    const { privateKey } = generateKeyPairSync('ed25519')
    writeFileSync(path, privateKey.export({ format: 'pem', type: 'pkcs8' }), { mode: ownerOnly })
    chmodSync(path, ownerOnly)
  }
  const privateKey = createPrivateKey(readFileSync(path, 'utf8'))
  if (privateKey.asymmetricKeyType !== 'ed25519')
    throw new Error(`the operator key at ${path} is not an Ed25519 key`)
  const { x = '' } = createPublicKey(privateKey).export({ format: 'jwk' })
  return { privateKey, publicKey: `0x${Buffer.from(x, 'base64url').toString('hex')}` }
}
