import type { Frame } from 'playwright-core'

/** Everything a wallet-origin page can read of its storage, as text (see `readWalletStorage`). */
export type WalletStorage = {
  /** `key = value` lines of localStorage, sessionStorage, cookies, IndexedDB and Cache Storage. */
  readonly entries: readonly string[]
  /** The CryptoKeys found in IndexedDB, and whether a script could export their bytes. */
  readonly cryptoKeys: readonly {
    readonly where: string
    readonly algorithm: string
    readonly extractable: boolean
    readonly isExported: boolean
  }[]
}

/**
 * Reads every storage area of the wallet origin that `frame` (a wallet-origin document inside the
 * host page, so the host's storage partition) can reach: localStorage, sessionStorage, its cookies
 * (httpOnly ones included, from the browser), every IndexedDB database and store (values as JSON;
 * bytes as hex; CryptoKeys described and tried for export) and Cache Storage (each response body).
 */
export async function readWalletStorage(frame: Frame): Promise<WalletStorage> {
  const inPage = await frame.evaluate(async () => {
    const entries: string[] = []
    const cryptoKeys: WalletStorage['cryptoKeys'][number][] = []
    const hex = (bytes: Uint8Array) =>
      [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
    const asJson = async (value: unknown, where: string): Promise<unknown> => {
      if (value instanceof CryptoKey) {
        const isExported = await crypto.subtle.exportKey('raw', value).then(
          () => true,
          () => false,
        )
        cryptoKeys.push({
          where,
          algorithm: value.algorithm.name,
          extractable: value.extractable,
          isExported,
        })
        return `CryptoKey(${value.algorithm.name})`
      }
      if (value instanceof ArrayBuffer) return hex(new Uint8Array(value))
      if (ArrayBuffer.isView(value))
        return hex(new Uint8Array(value.buffer, value.byteOffset, value.byteLength))
      if (Array.isArray(value))
        return Promise.all(value.map((item, i) => asJson(item, `${where}[${i}]`)))
      if (typeof value === 'object' && value !== null)
        return Object.fromEntries(
          await Promise.all(
            Object.entries(value).map(async ([key, item]) => [
              key,
              await asJson(item, `${where}.${key}`),
            ]),
          ),
        )
      return value
    }
    for (const [name, area] of [
      ['localStorage', localStorage],
      ['sessionStorage', sessionStorage],
    ] as const)
      for (let i = 0; i < area.length; i++) {
        const key = area.key(i) ?? ''
        entries.push(`${name} ${key} = ${area.getItem(key)}`)
      }
    entries.push(`document.cookie = ${document.cookie}`)
    const request = <value>(pending: IDBRequest<value>) =>
      new Promise<value>((resolve, reject) => {
        pending.onsuccess = () => resolve(pending.result)
        pending.onerror = () => reject(pending.error)
      })
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue
      const database = await request(indexedDB.open(name))
      for (const storeName of database.objectStoreNames) {
        const store = database.transaction(storeName, 'readonly').objectStore(storeName)
        const [keys, values] = await Promise.all([
          request(store.getAllKeys()),
          request(store.getAll()),
        ])
        for (const [i, key] of keys.entries()) {
          const where = `indexedDB ${name}/${storeName}/${String(key)}`
          entries.push(`${where} = ${JSON.stringify(await asJson(values[i], where))}`)
        }
      }
      database.close()
    }
    for (const cacheName of await caches.keys()) {
      const cache = await caches.open(cacheName)
      for (const cached of await cache.keys())
        entries.push(
          `cache ${cacheName} ${cached.url} = ${await (await cache.match(cached))?.text()}`,
        )
    }
    return { entries, cryptoKeys }
  })
  const origin = new URL(frame.url()).origin
  const cookies = await frame.page().context().cookies(origin)
  return {
    entries: [
      ...inPage.entries,
      ...cookies.map((cookie) => `cookie ${cookie.name} = ${cookie.value}`),
    ],
    cryptoKeys: inPage.cryptoKeys,
  }
}
