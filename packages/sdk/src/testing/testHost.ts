import type { Browser, Frame, Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import type * as sdk from '../index.js'
import type { TestWallet } from './startTestWallet.js'

/** What the host page holds: the SDK's IIFE build, the instance under test and what it emitted. */
export type HostWindow = Window & {
  TesseraSDK: typeof sdk
  tessera: sdk.Tessera
  events: [string, unknown][]
  outcome: Promise<unknown>
}
export type WalletWindow = Window & {
  testWallet: {
    state: {
      socialUrl: string
      received: { method: string }[]
      logins: string[]
      otpEmails: string[]
    }
    parent: () => Promise<Record<string, (...args: unknown[]) => Promise<unknown>>>
  }
  received?: unknown[]
  posted?: boolean
}

export const testAppId = 'ab12cd34ab12cd34ab12cd34ab12cd34ab12cd34'

/** The names of the buttons a user perceives in `scope` (hidden ones left out), in order. */
export const buttonNames = (scope: Locator) =>
  scope
    .getByRole('button')
    .evaluateAll((buttons) =>
      buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent),
    )

/** Whether `locator` has the keyboard focus, inside a shadow root too. */
export const isFocused = (locator: Locator) =>
  locator.evaluate(
    (element) => (element.getRootNode() as Document | ShadowRoot).activeElement === element,
  )

/**
 * Helpers of the SDK's browser tests: open the host page with `window.tessera` against the test
 * wallet, reach the wallet frame, run requests and read what the provider emitted. `bed` is read
 * at each call (the file's fixture starts them before its tests).
 */
export function testHost(bed: { readonly browser: Browser; readonly wallet: TestWallet }) {
  const appId = testAppId
  /** Opens the host page (or uses `reuse`) and creates `window.tessera`; records provider events. */
  async function openHost(options: Partial<sdk.TesseraOptions> = {}, reuse?: Page) {
    const page = reuse ?? (await bed.browser.newPage())
    const pageErrors: string[] = []
    page.on('pageerror', (error) => pageErrors.push(error.message))
    if (!reuse) await page.goto(bed.wallet.hostUrl)
    await page.evaluate(
      ({ walletUrl, appId, options }) => {
        const host = window as unknown as HostWindow
        host.tessera = new host.TesseraSDK.Tessera({ appId, walletUrl, ...options })
        host.events = []
        for (const name of ['connect', 'disconnect', 'chainChanged', 'accountsChanged', 'message'])
          host.tessera.provider.on(name as 'connect', (value: unknown) =>
            host.events.push([
              name,
              value instanceof Error ? { code: (value as sdk.ProviderRpcError).code } : value,
            ]),
          )
      },
      { walletUrl: bed.wallet.walletOrigin, appId, options },
    )
    return { page, pageErrors }
  }

  const walletFrame = (page: Page): Frame =>
    page.frames().find((frame) => frame.url().startsWith(bed.wallet.walletOrigin)) ??
    expect.fail('no wallet frame')

  const events = (page: Page) => page.evaluate(() => (window as unknown as HostWindow).events)

  /** Runs `request` in the page and returns its result or its EIP-1193 error. */
  const request = (page: Page, args: sdk.RequestArguments) =>
    page.evaluate(
      (args) =>
        (window as unknown as HostWindow).tessera.provider.request(args).then(
          (result) => ({ result }),
          (error: sdk.ProviderRpcError) => ({
            error: { code: error.code, message: error.message, data: error.data },
          }),
        ),
      args,
    )

  async function loggedInHost(options: Partial<sdk.TesseraOptions> = {}) {
    const host = await openHost(options)
    await host.page.evaluate(async () => {
      const { tessera } = window as unknown as HostWindow
      await tessera.init()
      await tessera.loginWithCustomProvider({ token: 'jwt', userID: 'user-1', provider: 'test' })
    })
    return host
  }

  const frameStyle = (page: Page) =>
    page.$eval('iframe', (iframe) => {
      const { width, height, position, zIndex, right, bottom } = (iframe as HTMLIFrameElement).style
      return { width, height, position, zIndex, right, bottom }
    })

  return { openHost, loggedInHost, walletFrame, events, request, frameStyle }
}
