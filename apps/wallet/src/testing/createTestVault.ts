import { createKeyVault, type KeyVault } from '../storage/createKeyVault.js'

/**
 * A key vault for Node tests: WebCrypto's real AES-GCM with a non-extractable key held in memory
 * (the browser keeps it in IndexedDB, `loadVaultKey`). Vaults of one `appId` made by separate
 * calls have separate keys, as two browser profiles would.
 */
export function createTestVault(appId: string): KeyVault {
  const key = crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ])
  return createKeyVault({ appId, loadKey: () => key })
}
