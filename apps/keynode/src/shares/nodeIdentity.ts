import { createPrivateKey, createPublicKey, generateKeyPairSync, sign } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

const ownerOnly = 0o600

/** Where a node keeps its signing key: `node-key` in its data folder. */
export const nodeIdentityPath = (dataDir: string) => join(dataDir, 'node-key')

export type NodeIdentity = {
  /** The P-256 public key the network config lists for this node (65-byte point, 0x hex). */
  readonly publicKey: `0x${string}`
  /**
   * Signs a node answer message (`nodeAnswerMessage` of @tessera/keys): base64url r‖s, computed
   * on a libuv thread so the event loop goes on serving.
   */
  sign(message: string): Promise<string>
}

/**
 * The node's signing key (ECDSA P-256, PKCS#8 PEM in a 0600 file beside its data), made on first
 * start: clients check every answer against the public key their config lists for the node, so
 * nobody between them and the node can answer in its name.
 */
export function loadNodeIdentity(keyPath: string): NodeIdentity {
  if (!existsSync(keyPath)) {
    mkdirSync(dirname(keyPath), { recursive: true })
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    writeFileSync(keyPath, privateKey.export({ format: 'pem', type: 'pkcs8' }), { mode: ownerOnly })
    chmodSync(keyPath, ownerOnly)
  }
  const privateKey = createPrivateKey(readFileSync(keyPath, 'utf8'))
  const { x = '', y = '' } = createPublicKey(privateKey).export({ format: 'jwk' })
  const coordinate = (value: string) => Buffer.from(value, 'base64url').toString('hex')
  return {
    publicKey: `0x04${coordinate(x)}${coordinate(y)}`,
    sign: (message) =>
      new Promise((resolve, reject) =>
        sign(
          'sha256',
          Buffer.from(message, 'utf8'),
          { key: privateKey, dsaEncoding: 'ieee-p1363' },
          (error, signature) => (error ? reject(error) : resolve(signature.toString('base64url'))),
        ),
      ),
  }
}
