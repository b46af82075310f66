import { launchChromium, pageOfModule } from '@tessera/test-utils'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { BatchRuns } from '../calls/createBatchRuns.js'

// Web Locks need a secure context; the route serves the page, no certificate needed.
const origin = 'https://keyed-lock.test'

/**
 * In each tab: `hold(key)` takes the send lock until `release(key)`, `started` lists what ran;
 * `runs` are the tab's wallet_sendCalls batch runs.
 */
const pageModule = `
  import { createKeyedLock } from './createKeyedLock.ts'
  import { createBatchRuns } from '../calls/createBatchRuns.ts'
  globalThis.runs = createBatchRuns('0xAbC')
  const lock = createKeyedLock()
  const releases = new Map()
  globalThis.started = []
  globalThis.hold = (key) => {
    void lock(key, () => new Promise((resolve) => {
      globalThis.started.push(key)
      releases.set(key, resolve)
    }))
  }
  globalThis.release = (key) => releases.get(key)?.()
`

type Tab = {
  hold(key: string): void
  release(key: string): void
  started: string[]
  runs: BatchRuns
}

/**
 * Issue #17: the engine's Web Locks in Chromium, shared by the wallet's tabs. The send lock spans
 * the wallet's tabs. Two host tabs of one user sending from one
 * account at once must not pick the same nonce, so the second tab's send waits for the first's.
 */
describe('the send lock and batch runs across tabs in Chromium', () => {
  let browser: Browser
  let context: BrowserContext

  beforeAll(async () => {
    const html = await pageOfModule(pageModule, import.meta.dirname)
    browser = await launchChromium()
    context = await browser.newContext()
    await context.route(`${origin}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: html }),
    )
  })
  afterAll(() => browser?.close())

  const openTab = async () => {
    const page = await context.newPage()
    await page.goto(`${origin}/`)
    return page
  }
  const hold = (page: Page, key: string) =>
    page.evaluate((key) => (globalThis as unknown as Tab).hold(key), key)
  const release = (page: Page, key: string) =>
    page.evaluate((key) => (globalThis as unknown as Tab).release(key), key)
  const started = (page: Page) => page.evaluate(() => (globalThis as unknown as Tab).started)
  const waitForStart = (page: Page, key: string) =>
    page.waitForFunction((key) => (globalThis as unknown as Tab).started.includes(key), key)
  /** Waits until the origin's lock manager lists a request for `key` waiting its turn. */
  const waitForQueued = (page: Page, key: string) =>
    page.waitForFunction(
      async (name) =>
        ((await navigator.locks.query()).pending ?? []).some((lock) => lock.name === name),
      `tessera send ${key}`,
    )

  test('default: a send of one account in a second tab waits for the first tab’s, then runs', async () => {
    const [first, second] = [await openTab(), await openTab()]
    await hold(first, '1 0xaaa')
    await waitForStart(first, '1 0xaaa')
    await hold(second, '1 0xaaa')
    await waitForQueued(second, '1 0xaaa')
    expect(await started(second)).toEqual([])
    await release(first, '1 0xaaa')
    await waitForStart(second, '1 0xaaa')
    await release(second, '1 0xaaa')
  })

  test('behavior: another account or chain in the other tab does not wait', async () => {
    const [first, second] = [await openTab(), await openTab()]
    await hold(first, '1 0xbbb')
    await waitForStart(first, '1 0xbbb')
    await hold(second, '1 0xccc')
    await hold(second, '137 0xbbb')
    await waitForStart(second, '1 0xccc')
    await waitForStart(second, '137 0xbbb')
    await Promise.all([
      release(first, '1 0xbbb'),
      release(second, '1 0xccc'),
      release(second, '137 0xbbb'),
    ])
  })

  test('error: a tab closed in the middle of a send lets the other tab’s send go', async () => {
    const [first, second] = [await openTab(), await openTab()]
    await hold(first, '1 0xddd')
    await waitForStart(first, '1 0xddd')
    await hold(second, '1 0xddd')
    await waitForQueued(second, '1 0xddd')
    await first.close()
    await waitForStart(second, '1 0xddd')
    await release(second, '1 0xddd')
  })

  const isRunAnywhere = (page: Page, id: string) =>
    page.evaluate((id) => (globalThis as unknown as Tab).runs.isRunAnywhere(id), id)
  /** Waits until the tab sees the batch as sent by some tab, or by none. */
  const waitForRun = (page: Page, id: string, isRun: boolean) =>
    page.waitForFunction(
      async ({ id, isRun }) =>
        (await (globalThis as unknown as Tab).runs.isRunAnywhere(id)) === isRun,
      { id, isRun },
    )
  const startRun = (page: Page, id: string) =>
    page.evaluate((id) => (globalThis as unknown as Tab).runs.start(id), id)

  test('default: #17 a batch one tab sends is seen as sent from another tab until it ends', async () => {
    const [first, second] = [await openTab(), await openTab()]
    expect(await isRunAnywhere(second, 'batch-1')).toBe(false)
    await startRun(first, 'batch-1')
    await waitForRun(second, 'batch-1', true)
    await first.evaluate(() => (globalThis as unknown as Tab).runs.end('batch-1'))
    await waitForRun(second, 'batch-1', false)
  })

  test('error: #17 a batch whose tab reloaded or closed mid-batch is sent by no tab', async () => {
    const [first, second] = [await openTab(), await openTab()]
    await startRun(first, 'batch-2')
    await waitForRun(second, 'batch-2', true)
    await first.reload()
    await waitForRun(first, 'batch-2', false)
    await startRun(first, 'batch-3')
    await waitForRun(second, 'batch-3', true)
    await first.close()
    await waitForRun(second, 'batch-3', false)
  })
})
