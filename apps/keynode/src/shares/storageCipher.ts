import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

const keyBytes = 32
const ivBytes = 12
const ownerOnly = 0o600

export type StorageCipher = {
  seal(plaintext: string): string
  open(sealed: string): string
}

/**
 * Encrypts shares at rest (AES-256-GCM) with the node's storage key, kept in a 0600 file beside
 * the data, so a copy of the database alone reveals no share.
 */
export function loadStorageCipher(keyPath: string): StorageCipher {
  if (!existsSync(keyPath)) {
    mkdirSync(dirname(keyPath), { recursive: true })
    writeFileSync(keyPath, randomBytes(keyBytes).toString('base64'), { mode: ownerOnly })
    chmodSync(keyPath, ownerOnly)
  }
  const key = Buffer.from(readFileSync(keyPath, 'utf8'), 'base64')
  return {
    seal(plaintext) {
      const iv = randomBytes(ivBytes)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
      return [iv, body, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.')
    },
    open(sealed) {
      const [iv = '', body = '', tag = ''] = sealed.split('.')
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
      decipher.setAuthTag(Buffer.from(tag, 'base64url'))
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8')
    },
  }
}
