import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { walletFrameAllow } from '@tessera/protocol'
import type { BrowserContext, Page } from 'playwright-core'

const penpalUmd = readFileSync(
  createRequire(import.meta.url).resolve('penpal/dist/penpal.min.js'),
  'utf8',
)

/** What the test host page records (see `hostScript`). */
export type HostLog = {
  events: [string, unknown][]
  responses: [
    string,
    { id: unknown; result?: unknown; error?: { code: number; message: string } },
  ][]
  styles: Record<string, string>[]
  sessions: [string, number][]
  popupStatus: { origin: string; data: { status: string; error?: string } }[]
  /** SPEC §7 openPopup and closePopup calls, where the host announced them (`popups`). */
  popups: [string, ...unknown[]][]
}

/**
 * A minimal host page with a penpal 6 parent (HOST-PROTOCOL §B, §D): it frames
 * `{walletUrl}/{appId}/v2/login` with the SDK's permissions policy (`walletFrameAllow`), records
 * every parent call in `window.hostLog`, and exposes the child methods as `window.wallet` (a
 * promise). Served by intercepting requests to a registered host origin, so the frame-ancestors
 * policy and CORS are the real ones. The page's query picks the app mode (`?appMode=0|1|2`,
 * default 2 Full, as both SDKs default), the frame's standalone mode (`&standaloneMode=1|2`,
 * HOST-PROTOCOL §A2), the frame route (`&framePath=v2/init/`, SPEC §2; default `v2/login`),
 * what the host claims its URL is (`&claimedUrl=…`, default the truth), the chain type its
 * getAppConfig names (`&chainType=…`, default evm_secp256k1) and, as our SDK does, the optional
 * getLoginSource (`&loginSource=google`), openPopup and closePopup (`&popups=true`); absent,
 * the host is `@arcana/auth`-like without them.
 */
function hostScript(walletUrl: string, appId: string) {
  return `
const query = new URLSearchParams(location.search)
const appMode = Number(query.get('appMode') ?? 2)
const standaloneMode = Number(query.get('standaloneMode') ?? 0)
const log = (window.hostLog = { events: [], responses: [], styles: [], sessions: [], popupStatus: [], popups: [] })
let popup
window.addEventListener('message', (event) => {
  if (event.data && typeof event.data.status === 'string' && !event.data.penpal)
    log.popupStatus.push({ origin: event.origin, data: event.data })
})
const iframe = document.createElement('iframe')
iframe.src = ${JSON.stringify(`${walletUrl}/${appId}/`)} + (query.get('framePath') ?? 'v2/login') + '#' + btoa(JSON.stringify({ standaloneMode }))
iframe.style.border = '0'
iframe.allow = ${JSON.stringify(walletFrameAllow)}
document.body.appendChild(iframe)
const connection = Penpal.connectToChild({
  iframe,
  childOrigin: ${JSON.stringify(walletUrl)},
  methods: {
    onEvent: (event, value) => { log.events.push([event, value]) },
    onMethodResponse: (method, response) => { log.responses.push([method, response]) },
    getParentUrl: () => query.get('claimedUrl') ?? location.href,
    getAppMode: () => appMode,
    getAppConfig: () => ({ name: 'Test host', chainType: query.get('chainType') ?? 'evm_secp256k1', themeConfig: {} }),
    getWalletPosition: () => 'right',
    getRpcConfig: () => undefined,
    sendPendingRequestCount: () => {},
    triggerSocialLogin: () => {},
    triggerPasswordlessLogin: () => {},
    getPopupState: () => 'closed',
    setIframeStyle: (style) => { log.styles.push(style); Object.assign(iframe.style, style) },
    setSessionID: (id, expiry) => { log.sessions.push([id, expiry]) },
    getSDKVersion: () => 'v3',
    uiEvent: () => {},
    // SPEC §7's other four, as our SDK announces them: only when the query names a login source.
    ...(query.has('loginSource') && { getLoginSource: () => query.get('loginSource') }),
    ...(query.has('popups') && {
      // As our SDK's: a 720×1200 popup that settles when it closes; a blocked one rejects.
      openPopup: (url) => {
        log.popups.push(['openPopup', url])
        popup = window.open(url, '_blank', 'popup,width=720,height=1200')
        const opened = popup
        if (!opened)
          return Promise.reject({ code: -32603, message: 'The popup was blocked', data: { code: 'popup_blocked' } })
        return new Promise((resolve) => {
          const watch = setInterval(() => {
            if (opened && !opened.closed) return
            clearInterval(watch)
            resolve()
          }, 100)
        })
      },
      closePopup: () => {
        log.popups.push(['closePopup'])
        popup?.close()
      },
    }),
  },
})
window.wallet = connection.promise
`
}

export const testHostPath = '/__wallet-test/host.html'

const hostPage =
  '<!doctype html><title>Test host</title><body><script src="/__wallet-test/penpal.js"></script><script src="/__wallet-test/host.js"></script>'

/** A running test host: serves its files on loopback, shown under a registered origin. */
export type TestHost = {
  readonly install: (context: BrowserContext) => Promise<void>
  close(): Promise<void>
}

/**
 * Serves the test host page for `appId` and shows it at `{hostOrigin}${testHostPath}` in a
 * browser context. The files come from a loopback server (Chromium's local network checks treat
 * a response invented by the test as public), while the page keeps the registered origin, so the
 * frame-ancestors policy and CORS are the real ones.
 */
export async function startTestHost(options: {
  readonly hostOrigin: string
  readonly walletUrl: string
  readonly appId: string
}): Promise<TestHost> {
  const { hostOrigin, walletUrl, appId } = options
  const files: Record<string, { type: string; body: string }> = {
    '/__wallet-test/host.html': { type: 'text/html', body: hostPage },
    '/__wallet-test/penpal.js': { type: 'text/javascript', body: penpalUmd },
    '/__wallet-test/host.js': { type: 'text/javascript', body: hostScript(walletUrl, appId) },
  }
  const server = createServer((request, response) => {
    const file = files[new URL(request.url ?? '/', 'http://host').pathname]
    if (!file) return response.writeHead(404).end()
    response.writeHead(200, { 'content-type': file.type }).end(file.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    install: async (context) => {
      await context.route(`${hostOrigin}/__wallet-test/**`, (route) =>
        route.continue({
          url: `http://127.0.0.1:${port}${new URL(route.request().url()).pathname}`,
        }),
      )
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** How the test host presents the wallet (HOST-PROTOCOL §A2, §D). */
export type TestHostModes = {
  readonly appMode?: 0 | 1 | 2
  readonly standaloneMode?: 0 | 1 | 2
  /** The frame's route under `/{appId}/`: the SDK's `v2/login`, or `v2/init/` or `init/`. */
  readonly framePath?: 'v2/login' | 'v2/init/' | 'init/'
  /** What the host answers getParentUrl: a lying host's claim (default its own URL). */
  readonly claimedUrl?: string
  /** What the host's getAppConfig names as its chain type (HOST-PROTOCOL §D). */
  readonly chainType?: string
  /** Announces SPEC §7 getLoginSource answering this (as our SDK does); absent, not announced. */
  readonly loginSource?: string
  /** Announces SPEC §7 openPopup and closePopup, as our SDK does; absent, not announced. */
  readonly popups?: true
}

/** Opens the test host in a new page and waits for the wallet frame's handshake. */
export async function openTestHost(
  context: BrowserContext,
  hostOrigin: string,
  modes: TestHostModes = {},
): Promise<Page> {
  const page = await context.newPage()
  const query = new URLSearchParams(
    Object.entries(modes).map(([name, value]) => [name, String(value)]),
  )
  await page.goto(`${hostOrigin}${testHostPath}?${query}`)
  await page.waitForFunction(async () => {
    await (window as unknown as { wallet: Promise<unknown> }).wallet
    return true
  })
  return page
}

/** Calls a child method of the wallet frame from the host page (HOST-PROTOCOL §C). */
export function callWallet<result = unknown>(
  page: Page,
  method: string,
  ...args: unknown[]
): Promise<result> {
  return page.evaluate(
    async ([name, callArgs]) => {
      const wallet = (await (window as unknown as { wallet: Promise<unknown> }).wallet) as Record<
        string,
        (...a: unknown[]) => Promise<unknown>
      >
      const method = wallet[name as string]
      if (!method) throw new Error(`the wallet has no ${name}`)
      try {
        return await method(...(callArgs as unknown[]))
      } catch (error) {
        // Rejections come back as plain wire errors: surface them as values.
        return { rejected: error }
      }
    },
    [method, args] as const,
  ) as Promise<result>
}

/** The host page's record of parent calls. */
export function hostLog(page: Page): Promise<HostLog> {
  return page.evaluate(() => (window as unknown as { hostLog: HostLog }).hostLog)
}

/** A JSON-RPC answer the host received through `onMethodResponse` (HOST-PROTOCOL §C). */
export type HostResponse = HostLog['responses'][number][1] & {
  error?: { code: number; message: string; data?: unknown }
}

/** The host sends a request to the wallet (`sendRequest`); its answer comes later (`responseTo`). */
export async function sendRequest(
  page: Page,
  id: string,
  method: string,
  params: unknown[] = [],
): Promise<void> {
  await callWallet(page, 'sendRequest', { jsonrpc: '2.0', id, method, params })
}

/** Waits for the wallet's answer to the host's request `id`. */
export async function responseTo(page: Page, id: string): Promise<HostResponse> {
  const handle = await page.waitForFunction(
    (wanted) =>
      (window as unknown as { hostLog: HostLog }).hostLog.responses.find(
        ([, response]) => response.id === wanted,
      )?.[1],
    id,
    { timeout: 20_000 },
  )
  return (await handle.jsonValue()) as HostResponse
}
