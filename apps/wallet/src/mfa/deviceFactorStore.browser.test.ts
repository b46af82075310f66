import { launchChromium, pageOfModule } from '@tessera/test-utils'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

// https: WebCrypto needs a secure context; the route serves the page, no certificate needed.
const origin = 'https://device-factor.test'
const factor = {
  curve: 'secp256k1',
  index: 2,
  value: `0x${'5a3c'.repeat(16)}`,
} as const
const publicKey = `0x02${'11'.repeat(32)}`
const line = [publicKey, `0x03${'22'.repeat(32)}`]
const otherLine = [publicKey, `0x03${'33'.repeat(32)}`]

/**
 * Issue #16: the MFA device factor in Chromium's IndexedDB, sealed by a non-extractable AES-GCM
 * key: it survives a reload, web storage never sees it, and no stored byte is the factor.
 */
describe('the device factor at rest in Chromium', () => {
  let browser: Browser
  let page: Page

  beforeAll(async () => {
    const html = await pageOfModule(
      `import { createDeviceFactorStore } from './createDeviceFactorStore.ts'
        globalThis.createDeviceFactorStore = createDeviceFactorStore`,
      import.meta.dirname,
    )
    browser = await launchChromium()
    const context = await browser.newContext()
    await context.route(`${origin}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: html,
      }),
    )
    page = await context.newPage()
    await page.goto(`${origin}/`)
  })
  afterAll(() => browser?.close())

  type Store = {
    save(p: string, l: string[], f: unknown): Promise<void>
    find(p: string, l: string[]): Promise<unknown>
    confirm(p: string, l: string[][]): Promise<void>
    keepOnly(p: string, l: string[]): Promise<void>
  }
  const inPage = <result>(
    run: string,
    args: { appId: string; publicKey: string; line: string[]; factor?: unknown },
  ) =>
    page.evaluate(
      async ({ run, args }) => {
        const create = (globalThis as unknown as { createDeviceFactorStore: (p: object) => Store })
          .createDeviceFactorStore
        const store = create({ appId: args.appId })
        // biome-ignore lint/security/noGlobalEval: the test's own code, run in its own page
        return (await eval(`(async (store, args) => ${run})`)(store, args)) as result
      },
      { run, args },
    )

  test('default: saved, found again after a reload; another line or another app finds nothing', async () => {
    const args = { appId: 'a'.repeat(40), publicKey, line, factor }
    await inPage('store.save(args.publicKey, args.line, args.factor)', args)
    await page.reload()
    expect(await inPage('store.find(args.publicKey, args.line)', args)).toEqual(factor)
    expect(
      await inPage('store.find(args.publicKey, args.line)', { ...args, line: otherLine }),
    ).toBe(undefined)
    expect(
      await inPage('store.find(args.publicKey, args.line)', { ...args, appId: 'b'.repeat(40) }),
    ).toBe(undefined)
  })

  test('behavior: a setup that did not finish keeps the older line until keepOnly', async () => {
    const args = { appId: 'c'.repeat(40), publicKey, line, factor }
    await inPage('store.save(args.publicKey, args.line, args.factor)', args)
    const newer = { ...factor, value: `0x${'77'.repeat(32)}` }
    await inPage('store.save(args.publicKey, args.line, args.factor)', {
      ...args,
      line: otherLine,
      factor: newer,
    })
    expect(await inPage('store.find(args.publicKey, args.line)', args)).toEqual(factor)
    await inPage('store.keepOnly(args.publicKey, args.line)', { ...args, line: otherLine })
    expect(await inPage('store.find(args.publicKey, args.line)', args)).toBe(undefined)
    expect(
      await inPage('store.find(args.publicKey, args.line)', { ...args, line: otherLine }),
    ).toEqual(newer)
  })

  test('behavior: the line the nodes hold (confirmed) is never evicted by setups that did not finish', async () => {
    const args = { appId: 'e'.repeat(40), publicKey, line, factor }
    await inPage('store.save(args.publicKey, args.line, args.factor)', args)
    await inPage('store.confirm(args.publicKey, [args.line])', args)
    // Four setups that never finished, each a line of its own: more than the store keeps.
    const unfinished: string[][] = [0x41, 0x42, 0x43, 0x44].map((byte) => [
      publicKey,
      `0x03${byte.toString(16).repeat(32)}`,
    ])
    for (const other of unfinished)
      await inPage('store.save(args.publicKey, args.line, args.factor)', { ...args, line: other })
    expect(await inPage('store.find(args.publicKey, args.line)', args)).toEqual(factor)
    // Only the oldest unconfirmed line went.
    const found = await Promise.all(
      unfinished.map((other) =>
        inPage('store.find(args.publicKey, args.line)', { ...args, line: other }),
      ),
    )
    expect(found.map((entry) => entry !== undefined)).toEqual([false, true, true, true])
    // Once another line is confirmed (a login used it), the old one is evictable again.
    const newest = unfinished[3] ?? []
    await inPage('store.confirm(args.publicKey, [args.line])', { ...args, line: newest })
    await inPage('store.save(args.publicKey, args.line, args.factor)', { ...args, line: otherLine })
    expect(await inPage('store.find(args.publicKey, args.line)', args)).toBe(undefined)
    expect(
      await inPage('store.find(args.publicKey, args.line)', { ...args, line: newest }),
    ).toEqual(factor)
  })

  test('behavior: secrets at rest: web storage is empty; IndexedDB holds a non-extractable key and no byte run of the factor', async () => {
    const args = { appId: 'd'.repeat(40), publicKey, line, factor }
    await inPage('store.save(args.publicKey, args.line, args.factor)', args)
    const dump = await page.evaluate(async () => {
      const opening = indexedDB.open('tessera-mfa', 1)
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        opening.onsuccess = () => resolve(opening.result)
        opening.onerror = () => reject(opening.error)
      })
      const all = database.transaction('device-factors').objectStore('device-factors').getAll()
      const records = await new Promise<unknown[]>((resolve, reject) => {
        all.onsuccess = () => resolve(all.result)
        all.onerror = () => reject(all.error)
      })
      database.close()
      const hex = (buffer: ArrayBuffer | Uint8Array) =>
        [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
      return {
        webStorage: localStorage.length + sessionStorage.length,
        keys: records.map((record) => {
          const key = (record as { key: CryptoKey }).key
          return { extractable: key.extractable, algorithm: key.algorithm.name }
        }),
        bytes: records.flatMap((record) =>
          (record as { entries: { iv: Uint8Array; sealed: ArrayBuffer }[] }).entries.map(
            (entry) => hex(entry.sealed) + hex(entry.iv),
          ),
        ),
        exported: await Promise.all(
          records.map((record) =>
            crypto.subtle
              .exportKey('raw', (record as { key: CryptoKey }).key)
              .then(() => 'exported')
              .catch((error: Error) => error.name),
          ),
        ),
      }
    })
    expect(dump.webStorage).toBe(0)
    expect(dump.keys.length).toBeGreaterThan(0)
    for (const key of dump.keys) expect(key).toEqual({ extractable: false, algorithm: 'AES-GCM' })
    expect(dump.exported.every((outcome) => outcome === 'InvalidAccessError')).toBe(true)
    const value = factor.value.slice(2)
    for (const bytes of dump.bytes)
      for (let i = 0; i + 8 <= value.length; i += 8)
        expect(bytes).not.toContain(value.slice(i, i + 8))
  })
})
