// `npm run bench:sdk`: the host SDK's size (what an EVM app bundles, min+gzip; budget 10 KB; and
// what a Solana app bundles, the same plus the `@tessera/sdk/solana` entry) and,
// in headless Chromium on localhost, the time from `init()` to a ready frame (handshake done,
// login state known; target ≤ 300 ms cold). The frame is the real wallet (built with `vite build`,
// served by the local stack); when it cannot build, start or get ready, the SDK's test wallet
// stands in and the output says so. Figures, not gates.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { findFreePortBase, launchChromium } from '@tessera/test-utils'
import type { Browser } from 'playwright-core'
import { bundleSdkScript, measureSdkSize } from '../packages/sdk/scripts/bundleSdk.js'
import { startTestWallet } from '../packages/sdk/src/testing/startTestWallet.js'
import { buildWebApps } from './buildWebApps.js'
import { stackPortCount } from './stackConfig.js'
import { startLocalStack } from './startLocalStack.js'

const coldRuns = 5
const out = (line: string) => process.stdout.write(`${line}\n`)
const median = (values: number[]) =>
  values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
const ms = (value: number) => `${value.toFixed(0)} ms`

type Target = {
  hostUrl: string
  walletUrl: string
  appId: string
  label: string
  stop: () => Promise<void>
}

/**
 * The local stack's wallet, framed from the demo app's origin (the one its CSP allows): the page is
 * the demo's `demo-config.json`, so no demo app runs beside the measured SDK. (A page faked with
 * `page.route` would not do: Chromium's local network access checks then block the loopback frame.)
 */
async function realWallet(): Promise<Target> {
  await buildWebApps()
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-sdk-'))
  try {
    const stack = await startLocalStack({
      dataDir,
      portBase: await findFreePortBase(stackPortCount),
    })
    return {
      hostUrl: `${stack.demoUrl}/demo-config.json`,
      walletUrl: stack.walletUrl,
      appId: stack.demoAppId,
      label: `wallet ${stack.walletUrl} (local stack)`,
      stop: async () => {
        await stack.stack.stop()
        rmSync(dataDir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
}

async function testWallet(): Promise<Target> {
  const base = await findFreePortBase(2)
  const wallet = await startTestWallet({ hostPort: base, walletPort: base + 1 })
  return {
    hostUrl: wallet.hostUrl,
    walletUrl: wallet.walletOrigin,
    appId: 'ab12cd34ab12cd34ab12cd34ab12cd34ab12cd34',
    label: 'the SDK test wallet (NOT the real wallet)',
    stop: wallet.stop,
  }
}

/** One fresh browser context (empty cache): `init()` cold, then a second instance warm. */
async function timeInit(browser: Browser, target: Target, sdkScript: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(target.hostUrl)
  await page.addScriptTag({ content: sdkScript })
  const times = await page.evaluate(
    async ({ walletUrl, appId }) => {
      const { Tessera } = (
        window as unknown as { TesseraSDK: typeof import('../packages/sdk/src/index.js') }
      ).TesseraSDK
      // No named inner functions: tsx would wrap them in a `__name` helper the page lacks.
      // Per run: [frame document loaded, wallet's penpal ack, init() resolved], ms from init().
      const runs: number[][] = []
      for (const _ of ['cold', 'warm']) {
        const tessera = new Tessera({ appId, walletUrl, requestTimeoutMs: 10_000 })
        const start = performance.now()
        const marks: number[] = []
        const ready = tessera.init()
        document.querySelector('iframe')?.addEventListener('load', () => {
          marks[0] ??= performance.now() - start
        })
        addEventListener('message', (event) => {
          if (event.data?.penpal === 'ack') marks[1] ??= performance.now() - start
        })
        await ready
        marks[2] = performance.now() - start
        runs.push(marks)
        tessera.destroy()
      }
      return { cold: runs[0] ?? [], warm: runs[1] ?? [] }
    },
    { walletUrl: target.walletUrl, appId: target.appId },
  )
  await context.close()
  return times
}

const kb = (bytes: number, digits: number) => `${(bytes / 1024).toFixed(digits)} KB`
const evmSize = await measureSdkSize('evm')
const solanaSize = await measureSdkSize('solana')
out(
  `@tessera/sdk for an EVM app: ${kb(evmSize.minifiedBytes, 1)} min, ${kb(evmSize.gzippedBytes, 2)} min+gzip (budget 10 KB)`,
)
out(
  `@tessera/sdk + @tessera/sdk/solana for a Solana app: ${kb(solanaSize.minifiedBytes, 1)} min, ${kb(solanaSize.gzippedBytes, 2)} min+gzip (the Solana entry adds ${kb(solanaSize.gzippedBytes - evmSize.gzippedBytes, 2)})`,
)

const sdkScript = await bundleSdkScript({ minify: true })
const browser = await launchChromium()

/** Times `coldRuns` fresh contexts against `target`, printing the figures. */
async function bench(target: Target) {
  const runs: Awaited<ReturnType<typeof timeInit>>[] = []
  for (let run = 0; run < coldRuns; run++) runs.push(await timeInit(browser, target, sdkScript))
  const at = (kind: 'cold' | 'warm', mark: number) => median(runs.map((r) => r[kind][mark] ?? NaN))
  out(`init() → ready frame, ${target.label}, Chromium headless, ${coldRuns} fresh contexts:`)
  const colds = runs.map(({ cold }) => cold[2] ?? NaN)
  out(`  cold: median ${ms(at('cold', 2))} (${colds.map(ms).join(', ')}; target ≤ 300 ms)`)
  out(`  warm: median ${ms(at('warm', 2))}`)
  for (const kind of ['cold', 'warm'] as const)
    out(
      `  ${kind} medians: frame document loaded ${ms(at(kind, 0))}, wallet handshake (penpal ack) ${ms(at(kind, 1))}, ready ${ms(at(kind, 2))}`,
    )
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error))
try {
  const real = await realWallet().catch((error: unknown) => {
    out(`the wallet did not build or the local stack did not start: ${reason(error)}`)
  })
  const realResult =
    real &&
    (await bench(real).then(
      () => true,
      (error: unknown) => reason(error),
    ))
  await real?.stop()
  if (realResult !== true) {
    if (typeof realResult === 'string')
      out(`the real wallet frame did not get ready: ${realResult}`)
    const stand = await testWallet()
    await bench(stand).finally(stand.stop)
  }
} finally {
  await browser.close()
}
