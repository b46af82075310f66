import { createServer, type Server } from 'node:http'
import { join } from 'node:path'
import { findFreePortBase, launchChromium } from '@tessera/test-utils'
import { build } from 'esbuild'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { bundleSdkScript, sdkBuildOptions } from '../../scripts/bundleSdk.js'

export type TestWallet = {
  /** The host page: loads the SDK as `window.TesseraSDK` (the IIFE build). */
  readonly hostUrl: string
  /** The test wallet frame's origin. */
  readonly walletOrigin: string
  /** Same server, another origin (`localhost` instead of `127.0.0.1`): messages from it must not count. */
  readonly impostorOrigin: string
  readonly address: string
  /** Every path and query the wallet origin served, in order. */
  readonly walletRequests: readonly string[]
  readonly stop: () => Promise<void>
}

const address = '0x1111111111111111111111111111111111111111'
const chainId = '0x7a69'

/** A browser script from a TS/TSX entry (React apps included: automatic JSX, production React). */
const bundleScript = async (entry: string) => {
  const result = await build({
    ...sdkBuildOptions,
    entryPoints: [entry],
    format: 'iife',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
  })
  return result.outputFiles[0]?.text ?? ''
}

const html = (body: string) => `<!doctype html><meta charset="utf-8"><title>test</title>${body}`

/** Posts LOGIN_INFO to the opener's frames, waits for the ACK, then reports `status` (HOST-PROTOCOL §F). */
const popupFinish = (walletOrigin: string, status: string) =>
  html(`<script>
  addEventListener('message', (event) => {
    if (event.origin !== ${JSON.stringify(walletOrigin)} || event.data?.type !== 'LOGIN_INFO_ACK') return
    opener.postMessage({ status: ${JSON.stringify(status)} }, '*')
  })
  for (let i = 0; i < opener.frames.length; i++)
    opener.frames[i].postMessage({ type: 'LOGIN_INFO' }, ${JSON.stringify(walletOrigin)})
</script>`)

/** On the impostor origin: claims an error to the opener, then hands over to the real finish page. */
const popupImpostor = (walletOrigin: string) =>
  html(`<script>
  opener.postMessage({ status: 'error', error: 'impostor' }, '*')
  setTimeout(() => { location.href = ${JSON.stringify(`${walletOrigin}/popup/finish`)} }, 300)
</script>`)

/** On the impostor origin, inside the wallet's iframe: speaks penpal to the host and records replies. */
const frameImpostor = html(`<script>
  window.received = []
  addEventListener('message', (event) => window.received.push(event.data))
  parent.postMessage({ penpal: 'syn' }, '*')
  parent.postMessage({ penpal: 'call', id: 1, methodName: 'onEvent', args: ['accountsChanged', ${JSON.stringify(address)}] }, '*')
  parent.postMessage({ penpal: 'call', id: 2, methodName: 'getSDKVersion', args: [] }, '*')
  window.posted = true
</script>`)

const listen = (server: Server, port: number) =>
  new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))

/**
 * Serves a host page with the SDK on `http://localhost:{hostPort}` (any path; the query is free
 * for the app) and the test wallet (a penpal 6 child) on `http://127.0.0.1:{walletPort}`, plus
 * popup and impostor pages for the tests of HOST-PROTOCOL §B and §F.
 */
export async function startTestWallet(parameters: {
  hostPort: number
  walletPort: number
  /** An app entry (TS/TSX) bundled and run in the host page after the SDK, as `/app.js`. */
  hostApp?: string
}): Promise<TestWallet> {
  const { hostApp, ...ports } = parameters
  const hostOrigin = `http://localhost:${ports.hostPort}`
  const walletOrigin = `http://127.0.0.1:${ports.walletPort}`
  const impostorOrigin = `http://localhost:${ports.walletPort}`
  const [sdkScript, walletScript, appScript] = await Promise.all([
    bundleSdkScript({ minify: false }),
    bundleScript(join(import.meta.dirname, 'testWallet.ts')),
    hostApp ? bundleScript(hostApp) : '',
  ])
  const hostPage = html(
    `<script src="/sdk.js"></script><button id="login">log in</button><div id="root"></div>${hostApp ? '<script src="/app.js"></script>' : ''}`,
  )
  const config = JSON.stringify({ hostOrigin, address, chainId })
  const hostServer = createServer((request, response) => {
    const path = new URL(request.url ?? '/', hostOrigin).pathname
    const script = path === '/sdk.js' ? sdkScript : path === '/app.js' ? appScript : undefined
    response.writeHead(200, {
      'content-type': script === undefined ? 'text/html' : 'text/javascript',
    })
    response.end(script ?? hostPage)
  })
  const walletRequests: string[] = []
  const walletServer = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host}`)
    if (url.origin === walletOrigin) walletRequests.push(`${url.pathname}${url.search}`)
    const page = url.pathname.endsWith('/v2/login')
      ? html(
          `<script id="config" type="application/json">${config}</script><script>${walletScript}</script>`,
        )
      : url.pathname === '/popup/finish'
        ? popupFinish(walletOrigin, url.searchParams.get('status') ?? 'success')
        : url.pathname === '/popup/impostor'
          ? popupImpostor(walletOrigin)
          : url.pathname === '/frame/impostor'
            ? frameImpostor
            : undefined
    response.writeHead(page ? 200 : 404, { 'content-type': 'text/html' })
    response.end(page ?? 'not found')
  })
  await Promise.all([listen(hostServer, ports.hostPort), listen(walletServer, ports.walletPort)])
  const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()))
  return {
    hostUrl: `${hostOrigin}/`,
    walletOrigin,
    impostorOrigin,
    address,
    walletRequests,
    stop: async () => {
      hostServer.closeAllConnections()
      walletServer.closeAllConnections()
      await Promise.all([close(hostServer), close(walletServer)])
    },
  }
}

/**
 * A browser test file's fixture: the test wallet on free ports and Chromium, started before the
 * file's tests and stopped after them. Read `browser` and `wallet` inside tests and hooks.
 */
export function testWalletInChromium(options: { hostApp?: string } = {}) {
  const bed = {} as { browser: Browser; wallet: TestWallet }
  beforeAll(async () => {
    const base = await findFreePortBase(2)
    bed.wallet = await startTestWallet({
      hostPort: base,
      walletPort: base + 1,
      ...(options.hostApp ? { hostApp: options.hostApp } : {}),
    })
    bed.browser = await launchChromium()
  })
  afterAll(async () => {
    await bed.browser?.close()
    await bed.wallet?.stop()
  })
  return bed
}
