const databaseName = 'tessera-vault'
const storeName = 'keys'

const request = <value>(pending: IDBRequest<value>): Promise<value> =>
  new Promise((resolve, reject) => {
    pending.onsuccess = () => resolve(pending.result)
    pending.onerror = () => reject(pending.error)
  })

/** A key the vault may use: AES-GCM and not extractable. */
const isVaultKey = (value: unknown): value is CryptoKey =>
  value instanceof CryptoKey && value.algorithm.name === 'AES-GCM' && !value.extractable

/**
 * The app's vault key (docs/security.md, finding 3): a non-extractable AES-GCM key kept in the
 * wallet origin's IndexedDB under the app id, created on first use. IndexedDB stores the
 * CryptoKey object itself, so no script can read its bytes, only encrypt and decrypt with it. Two
 * pages creating it at once agree: the one that stores it first wins, in one transaction.
 */
export async function loadVaultKey(
  appId: string,
  factory: IDBFactory = indexedDB,
): Promise<CryptoKey> {
  const opening = factory.open(databaseName, 1)
  opening.onupgradeneeded = () => opening.result.createObjectStore(storeName)
  const database = await request(opening)
  try {
    // Made before the transaction, which would commit while a key is being generated.
    const candidate = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
      'encrypt',
      'decrypt',
    ])
    const transaction = database.transaction(storeName, 'readwrite')
    const store = transaction.objectStore(storeName)
    const stored: unknown = await request(store.get(appId))
    if (isVaultKey(stored)) return stored
    // Absent, or not a key this vault would trust: replaced (what it sealed cannot be opened).
    store.put(candidate, appId)
    await new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve()
      transaction.onerror = () => reject(transaction.error)
      transaction.onabort = () => reject(transaction.error)
    })
    return candidate
  } finally {
    database.close()
  }
}
