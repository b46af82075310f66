import { asRecord, isRecord, stringField } from '../parse/fields.js'

/** A value sealed by the vault (AES-GCM): what web storage holds instead of key material. */
export type SealedBox = {
  /** The 12-byte nonce, base64. */
  readonly iv: string
  /** The ciphertext with its 16-byte tag, base64. */
  readonly data: string
}

export type KeyVault = {
  /** Seals `value` (as JSON) with the app's vault key; rejects when there is no vault key. */
  seal(value: unknown): Promise<SealedBox>
  /**
   * Opens what `seal` made for this app. Rejects for anything else: not a box, another app's
   * box, another vault key's box, or a box changed in storage.
   */
  open(box: unknown): Promise<unknown>
}

export type CreateKeyVaultParameters = {
  readonly appId: string
  /**
   * The app's non-extractable AES-GCM key (`loadVaultKey`: kept in IndexedDB, so JavaScript,
   * this wallet's included, can use it but never read its bytes). Loaded once, again after a
   * failure.
   */
  readonly loadKey: () => Promise<CryptoKey>
}

const ivBytes = 12

/** Whether `value` has the shape of a sealed box (what storage may hold for key material). */
export function isSealedBox(value: unknown): value is SealedBox {
  return isRecord(value) && typeof value.iv === 'string' && typeof value.data === 'string'
}

/**
 * Seals and opens values with the app's vault key (docs/security.md, finding 3): the login the
 * wallet caches for reconnect and stashes on page hide leaves memory only sealed, bound to the
 * app id (AES-GCM additional data), so storage never holds a private key or login token in the
 * clear.
 */
export function createKeyVault(parameters: CreateKeyVaultParameters): KeyVault {
  const additionalData = new TextEncoder().encode(`tessera-vault:${parameters.appId}`)
  let loading: Promise<CryptoKey> | undefined
  const key = () => {
    loading ??= parameters.loadKey().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }
  return {
    async seal(value) {
      const iv = crypto.getRandomValues(new Uint8Array(ivBytes))
      const plain = new TextEncoder().encode(JSON.stringify(value))
      const data = await crypto.subtle.encrypt(
        { name: 'AES-GCM', iv, additionalData },
        await key(),
        plain,
      )
      return { iv: toBase64(iv), data: toBase64(new Uint8Array(data)) }
    },
    async open(box) {
      const record = asRecord(box, 'sealed box')
      const iv = fromBase64(stringField(record, 'iv'))
      if (iv.length !== ivBytes) throw new TypeError('iv must be 12 bytes')
      const plain = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv, additionalData },
        await key(),
        fromBase64(stringField(record, 'data')),
      )
      return JSON.parse(new TextDecoder().decode(plain))
    },
  }
}

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}
