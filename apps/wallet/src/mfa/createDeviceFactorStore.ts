import type { Hex, MfaFactor } from '@tessera/keys'

const databaseName = 'tessera-mfa'
const storeName = 'device-factors'
/**
 * Unconfirmed lines kept per identity (setups that may not have finished), beside the confirmed
 * ones, which are never evicted: the lines the nodes hold.
 */
const maxUnconfirmedLines = 3
const ivBytes = 12

/**
 * What IndexedDB holds for one identity: a non-extractable AES-GCM key (the CryptoKey object
 * itself, so no script can read its bytes) and the device factor of each line sealed with it.
 */
type StoredRecord = {
  readonly key: CryptoKey
  readonly entries: readonly {
    readonly line: readonly Hex[]
    readonly iv: Uint8Array
    readonly sealed: ArrayBuffer
    /** The line the nodes were seen to hold (a finished setup, or a login that used it). */
    readonly confirmed?: boolean | undefined
  }[]
}

export type DeviceFactorStore = {
  /** Keeps the device factor of `line` (setup, before any node changes; restore). */
  save(publicKey: Hex, line: readonly Hex[], factor: MfaFactor): Promise<void>
  /** The device factor of this line, or undefined (none, another line, or unreadable). */
  find(publicKey: Hex, line: readonly Hex[]): Promise<MfaFactor | undefined>
  /**
   * The nodes hold these lines (a login used one; a failed setup left some nodes on another):
   * they are kept whatever is saved later, until other lines are confirmed.
   */
  confirm(publicKey: Hex, lines: readonly (readonly Hex[])[]): Promise<void>
  /** After a setup every node took: confirms `line` and forgets the factors of other lines. */
  keepOnly(publicKey: Hex, line: readonly Hex[]): Promise<void>
}

export type CreateDeviceFactorStoreParameters = {
  readonly appId: string
  readonly factory?: IDBFactory | undefined
}

/**
 * The MFA device factor on this device (issue #16): sealed with AES-GCM under a non-extractable
 * WebCrypto key that lives only in the wallet origin's IndexedDB, with the app id, the wallet's
 * public key and the factor line as additional data. Never in localStorage or sessionStorage, and
 * never in the clear anywhere: whoever copies the database gets ciphertext and a key object that
 * only this origin's pages can use.
 */
export function createDeviceFactorStore(
  parameters: CreateDeviceFactorStoreParameters,
): DeviceFactorStore {
  const { appId } = parameters
  const factory = parameters.factory ?? indexedDB
  const recordId = (publicKey: Hex) => `${appId}:${publicKey.toLowerCase()}`
  const additionalData = (publicKey: Hex, line: readonly Hex[]) =>
    new TextEncoder().encode(
      `tessera-device-factor:v1:${appId}:${publicKey.toLowerCase()}:${line.join(',').toLowerCase()}`,
    )
  const sameLine = (a: readonly Hex[], b: readonly Hex[]) =>
    a.length === b.length && a.every((value, i) => value.toLowerCase() === b[i]?.toLowerCase())

  const withStore = async <value>(
    mode: IDBTransactionMode,
    run: (store: IDBObjectStore) => Promise<value>,
  ): Promise<value> => {
    const opening = factory.open(databaseName, 1)
    opening.onupgradeneeded = () => opening.result.createObjectStore(storeName)
    const database = await request(opening)
    try {
      const transaction = database.transaction(storeName, mode)
      const done = new Promise<void>((resolve, reject) => {
        transaction.oncomplete = () => resolve()
        transaction.onerror = () => reject(transaction.error)
        transaction.onabort = () => reject(transaction.error)
      })
      const result = await run(transaction.objectStore(storeName))
      await done
      return result
    } finally {
      database.close()
    }
  }
  const read = (publicKey: Hex) =>
    withStore('readonly', async (store) => {
      const stored: unknown = await request(store.get(recordId(publicKey)))
      return isStoredRecord(stored) ? stored : undefined
    })
  /** Rewrites the entries of `publicKey`, each marked confirmed when `isConfirmed` says so. */
  const mark = async (
    publicKey: Hex,
    keep: (entry: StoredRecord['entries'][number]) => boolean,
    isConfirmed: (entry: StoredRecord['entries'][number]) => boolean,
  ) => {
    const stored = await read(publicKey)
    if (!stored) return
    const entries = stored.entries
      .filter(keep)
      .map((entry) => ({ ...entry, confirmed: isConfirmed(entry) }))
    await withStore('readwrite', async (store) => {
      store.put({ key: stored.key, entries } satisfies StoredRecord, recordId(publicKey))
    })
  }

  return {
    async save(publicKey, line, factor) {
      // Key and ciphertext are made before the write transaction, which would commit meanwhile.
      const existing = await read(publicKey)
      const key =
        existing?.key ??
        (await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
          'encrypt',
          'decrypt',
        ]))
      const iv = crypto.getRandomValues(new Uint8Array(ivBytes))
      const plain = new TextEncoder().encode(JSON.stringify(factor))
      const sealed = await crypto.subtle.encrypt(
        { name: 'AES-GCM', iv, additionalData: additionalData(publicKey, line) },
        key,
        plain,
      )
      plain.fill(0)
      const previous = existing?.entries ?? []
      const confirmed = previous.some((entry) => entry.confirmed && sameLine(entry.line, line))
      let unconfirmed = 0
      // Newest first; the confirmed line stays whatever its age, the oldest unconfirmed go.
      const entries = [
        { line: [...line], iv, sealed, confirmed },
        ...previous.filter((entry) => !sameLine(entry.line, line)),
      ].filter((entry) => entry.confirmed || ++unconfirmed <= maxUnconfirmedLines)
      await withStore('readwrite', async (store) => {
        store.put({ key, entries } satisfies StoredRecord, recordId(publicKey))
      })
    },
    async find(publicKey, line) {
      const stored = await read(publicKey)
      const entry = stored?.entries.find((candidate) => sameLine(candidate.line, line))
      if (!stored || !entry) return undefined
      try {
        const plain = new Uint8Array(
          await crypto.subtle.decrypt(
            {
              name: 'AES-GCM',
              iv: Uint8Array.from(entry.iv),
              additionalData: additionalData(publicKey, line),
            },
            stored.key,
            entry.sealed,
          ),
        )
        const factor = JSON.parse(new TextDecoder().decode(plain)) as MfaFactor
        plain.fill(0)
        return factor
      } catch {
        // Changed in storage, or sealed for another line: as if absent (restore with the PIN).
        return undefined
      }
    },
    confirm(publicKey, lines) {
      const isHeld = (entry: StoredRecord['entries'][number]) =>
        lines.some((line) => sameLine(entry.line, line))
      return mark(publicKey, () => true, isHeld)
    },
    keepOnly(publicKey, line) {
      const isLine = (entry: StoredRecord['entries'][number]) => sameLine(entry.line, line)
      return mark(publicKey, isLine, isLine)
    },
  }
}

function request<value>(pending: IDBRequest<value>): Promise<value> {
  return new Promise((resolve, reject) => {
    pending.onsuccess = () => resolve(pending.result)
    pending.onerror = () => reject(pending.error)
  })
}

function isStoredRecord(value: unknown): value is StoredRecord {
  if (typeof value !== 'object' || value === null) return false
  const { key, entries } = value as Record<string, unknown>
  return (
    key instanceof CryptoKey &&
    key.algorithm.name === 'AES-GCM' &&
    !key.extractable &&
    Array.isArray(entries)
  )
}
