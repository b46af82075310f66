import { createPrivateKey, createPublicKey, generateKeyPairSync, sign } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

const ownerOnly = 0o600

/** Where a node keeps its signing key: `node-key` in its data folder. */
export const nodeIdentityPath = (dataDir: string) => join(dataDir, 'node-key')

export type NodeIdentity = {
  /** The Ed25519 public key the network config lists for this node (32 bytes, 0x hex). */
  readonly publicKey: `0x${string}`
  /** Signs a node answer message (`nodeAnswerMessage` of @tessera/keys), base64url. */
  sign(message: string): string
}

/**
 * The node's signing key (Ed25519, PKCS#8 PEM in a 0600 file beside its data), made on first
 * start: clients check every answer against the public key their config lists for the node, so
 * nobody between them and the node can answer in its name.
 */
export function loadNodeIdentity(keyPath: string): NodeIdentity {
  if (!existsSync(keyPath)) {
    mkdirSync(dirname(keyPath), { recursive: true })
    const { privateKey } = generateKeyPairSync('ed25519')
    writeFileSync(keyPath, privateKey.export({ format: 'pem', type: 'pkcs8' }), { mode: ownerOnly })
    chmodSync(keyPath, ownerOnly)
  }
  const privateKey = createPrivateKey(readFileSync(keyPath, 'utf8'))
  const { x = '' } = createPublicKey(privateKey).export({ format: 'jwk' })
  return {
    publicKey: `0x${Buffer.from(x, 'base64url').toString('hex')}`,
    sign: (message) => sign(null, Buffer.from(message, 'utf8'), privateKey).toString('base64url'),
  }
}
